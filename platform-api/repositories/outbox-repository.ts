import type { Queryable } from '../../server/db/db';
import type { Mailer } from '../../server/mail';
import type { SmsSender } from '../../server/sms';

/**
 * The dev outbox: in demo mode SMS codes, mails and captcha answers are written here instead of being
 * sent, so tests can read them (GET /api/dev/outbox, only with DEMO_OUTBOX=1, never in production).
 */
export type OutboxKind = 'sms' | 'mail' | 'captcha';

/** The dev outbox keeps the latest messages only: tests read the newest one. */
const OUTBOX_KEEP = 1000;

export async function writeOutbox(
  db: Queryable,
  kind: OutboxKind,
  recipient: string,
  body: string,
  /** The page a captcha was drawn for (its path), when known. */
  page?: string,
): Promise<void> {
  await db.query('DELETE FROM outbox WHERE id <= (SELECT max(id) FROM outbox) - $1', [OUTBOX_KEEP]);
  await db.query('INSERT INTO outbox (kind, recipient, body, page) VALUES ($1, $2, $3, $4)', [
    kind,
    recipient,
    body,
    page ?? null,
  ]);
}

/** Mail written to the dev outbox (its text, as tests and the demo outbox page read it). */
export const outboxMailer = (db: Queryable): Mailer => ({
  kind: 'outbox',
  send: (m) => writeOutbox(db, 'mail', m.to, m.text),
});

/** SMS written to the dev outbox: the code alone, as tests and the demo outbox page read it. */
export const outboxSms = (db: Queryable): SmsSender => ({
  kind: 'outbox',
  send: (m) => writeOutbox(db, 'sms', m.to, m.code),
});

export async function readOutbox(
  db: Queryable,
  kind: OutboxKind,
  /** Any of these recipients (the spellings of one number); undefined: every recipient. */
  recipients: readonly string[] | undefined,
  limit: number,
) {
  return db.query<{ kind: string; recipient: string; body: string; page: string | null; created_at: Date }>(
    `SELECT kind, recipient, body, page, created_at FROM outbox WHERE kind = $1 AND ($2::text[] IS NULL OR recipient = ANY($2::text[])) ORDER BY id DESC LIMIT $3`,
    [kind, recipients ? [...recipients] : null, limit],
  );
}
