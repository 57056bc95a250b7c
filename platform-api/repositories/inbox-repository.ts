import type { Queryable } from '../../server/db/db';
import type { InboxKind, InboxMessage, InboxParams } from '../../schemas/api';

/*
 * The member inbox (spec §3, §7): one row per message the platform sends a member when something
 * about their account is decided. Posted in the same transaction as the decision, so a message never
 * tells of a decision that was rolled back; read once (read_at), never edited.
 */

interface InboxRow {
  id: number;
  kind: InboxKind;
  params: InboxParams;
  created_at: Date | string;
  read_at: Date | string | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

const toMessage = (r: InboxRow): InboxMessage => ({
  id: r.id,
  kind: r.kind,
  params: r.params,
  createdAt: iso(r.created_at),
  read: r.read_at !== null,
});

/** Sends a member one message (inside the caller's transaction). */
export async function postInbox(
  tx: Queryable,
  memberId: number,
  kind: InboxKind,
  params: InboxParams = {},
): Promise<void> {
  await tx.query(`INSERT INTO inbox_messages (member_id, kind, params) VALUES ($1, $2, $3::jsonb)`, [
    memberId,
    kind,
    JSON.stringify(params),
  ]);
}

/** A page of the member's messages, newest first; `before` is the last id of the previous page. */
export async function listInbox(
  db: Queryable,
  memberId: number,
  page: { before?: number; limit: number },
): Promise<{ list: InboxMessage[]; more: boolean }> {
  const rows = await db.query<InboxRow>(
    `SELECT id, kind, params, created_at, read_at FROM inbox_messages
      WHERE member_id = $1 AND ($2::int IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
    [memberId, page.before ?? null, page.limit + 1],
  );
  return { list: rows.slice(0, page.limit).map(toMessage), more: rows.length > page.limit };
}

/** Marks one message (or, without an id, every message) of the member read; the number newly read. */
export async function markInboxRead(db: Queryable, memberId: number, id?: number): Promise<number> {
  const rows = await db.query(
    `UPDATE inbox_messages SET read_at = now()
      WHERE member_id = $1 AND read_at IS NULL AND ($2::int IS NULL OR id = $2) RETURNING id`,
    [memberId, id ?? null],
  );
  return rows.length;
}

/** Whether the member has a message with this id (read or not). */
export async function ownsInboxMessage(db: Queryable, memberId: number, id: number): Promise<boolean> {
  return (
    (await db.query(`SELECT 1 FROM inbox_messages WHERE member_id = $1 AND id = $2`, [memberId, id]))
      .length === 1
  );
}

export async function unreadInboxCount(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM inbox_messages WHERE member_id = $1 AND read_at IS NULL`,
    [memberId],
  );
  return row?.n ?? 0;
}
