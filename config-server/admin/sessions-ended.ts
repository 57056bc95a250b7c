import { sessionTagOfHash } from '../../core/session-tag';
import type { Db } from '../../server/db/db';
import { SESSIONS_ENDED_EVENT, type MerchantStore } from '../store/merchant-store';

/*
 * Issue 34: sessions the console ended (lock, end all sessions) reach the open player pages of every
 * replica: a NOTIFY on this channel carries the merchant and the sessions' tags (never a member id,
 * a token or its stored hash), each replica's listener emits them on its store, and the merchant's
 * event stream sends them as `session-ended`.
 */
export const SESSIONS_CHANNEL = 'sessions_ended';

/** Tags per NOTIFY: PostgreSQL's payload limit is 8,000 bytes, a tag with its quotes and comma 19. */
const TAGS_PER_NOTICE = 200;

export interface SessionsEndedNotice {
  code: string;
  tags: string[];
}

/** Notifies every replica of the ended sessions (by their stored hashes) of a merchant. */
export async function notifySessionsEnded(db: Db, code: string, tokenHashes: string[]): Promise<void> {
  const tags = await Promise.all(tokenHashes.map(sessionTagOfHash));
  for (let i = 0; i < tags.length; i += TAGS_PER_NOTICE)
    await db.notify(
      SESSIONS_CHANNEL,
      JSON.stringify({ code, tags: tags.slice(i, i + TAGS_PER_NOTICE) } satisfies SessionsEndedNotice),
    );
}

const TAG = /^[0-9a-f]{16}$/;

/** Reads a notice (another replica's or this one's); undefined for anything else (a resync, garbage). */
export function readSessionsEnded(payload: string): SessionsEndedNotice | undefined {
  try {
    const v = JSON.parse(payload) as Partial<SessionsEndedNotice>;
    if (typeof v.code !== 'string' || !Array.isArray(v.tags)) return undefined;
    const tags = v.tags.filter((t): t is string => typeof t === 'string' && TAG.test(t));
    return tags.length > 0 ? { code: v.code, tags } : undefined;
  } catch {
    return undefined;
  }
}

/** Follows the channel: each notice of a merchant this store serves is emitted on the store. */
export function followSessionsEnded(db: Db, store: MerchantStore): Promise<() => Promise<void>> {
  return db.listen(SESSIONS_CHANNEL, (payload) => {
    const notice = readSessionsEnded(payload);
    if (notice && store.get(notice.code)) store.emit(SESSIONS_ENDED_EVENT, notice.code, notice.tags);
  });
}
