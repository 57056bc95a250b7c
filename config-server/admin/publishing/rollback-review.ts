import type { Notified } from '../../../schemas';
import { fourEyesTouched } from '../../../core/config/four-eyes';
import type { AdminContext } from '../context';
import { audit } from '../audit';
import { latestVersion } from '../versions';
import { insertChange, type Change } from './changes';
import { notifyReviewers } from './notify-reviewers';

/**
 * A rollback that changes a four-eyes area (issue 35 item 14) does not go live on one operator's
 * word, as no other change does: it becomes a change waiting for a second operator, which remembers
 * the version it restores (published on approval as a rollback). Undefined when the restored document
 * touches no four-eyes area (or is no longer valid: the publish then refuses it): publish it at once.
 */
export async function proposeRollback(
  ctx: Pick<AdminContext, 'db' | 'store' | 'publisher' | 'webhooks' | 'production'>,
  r: {
    code: string;
    document: unknown;
    restoredFrom: number;
    /** The live version the operator looked at (If-Match), when given. */
    expected: number | undefined;
    reason: string;
    actor: string;
    ip: string;
    warn: (obj: object, msg: string) => void;
  },
): Promise<(Change & { notified?: Notified }) | undefined> {
  const { db, store, publisher } = ctx;
  const live = store.get(r.code);
  const checked = store.check(r.code, r.document);
  if (!live || !checked.ok) return undefined;
  const fourEyes = fourEyesTouched(live.config, checked.config);
  if (fourEyes.length === 0) return undefined;
  const latest = await latestVersion(db, r.code);
  if (!latest) return undefined;
  if (r.expected !== undefined && r.expected !== latest.version)
    throw await publisher.conflict(r.code, r.expected);
  const change = await insertChange(db, {
    merchant: r.code,
    baseVersion: latest.version,
    document: r.document,
    author: r.actor,
    reason: r.reason,
    status: 'pending',
    fourEyes,
    restoredFrom: r.restoredFrom,
  });
  await audit(db, {
    actor: r.actor,
    action: 'approvalRequested',
    merchant: r.code,
    ip: r.ip,
    detail: { changeId: change.id, reason: r.reason, fourEyes, restoredFrom: r.restoredFrom },
  });
  const notified = await notifyReviewers(ctx, { kind: 'approvalRequested', change }, r.warn);
  return { ...change, notified };
}
