import type { Queryable } from '../../../server/db/db';

/** A comment is at most this long (characters, after trimming); the database holds the same bound. */
export const COMMENT_MAX = 2000;

export type ChangeComment = { id: number; changeId: number; author: string; body: string; createdAt: string };

type Raw = {
  id: number | string;
  change_id: number | string;
  author: string;
  body: string;
  created_at: Date | string;
};
const toComment = (r: Raw): ChangeComment => ({
  id: Number(r.id),
  changeId: Number(r.change_id),
  author: r.author,
  body: r.body,
  createdAt: new Date(r.created_at).toISOString(),
});

/**
 * A comment as stored: composed characters (NFC, so "ệ" typed two ways is one text), line ends as
 * `\n`, no surrounding blanks. Lone surrogates and NUL never get here (the input guard refuses them).
 */
export const normaliseComment = (text: string): string =>
  text.normalize('NFC').replace(/\r\n?/g, '\n').trim();

export async function insertComment(
  db: Queryable,
  c: { changeId: number; merchant: string; author: string; body: string },
): Promise<ChangeComment> {
  const [row] = await db.query<Raw>(
    `INSERT INTO config_change_comments (change_id, merchant, author, body) VALUES ($1, $2, $3, $4)
     RETURNING id, change_id, author, body, created_at`,
    [c.changeId, c.merchant, c.author, c.body],
  );
  return toComment(row!);
}

/** The comments of one change of a merchant, oldest first. */
export async function listComments(
  db: Queryable,
  merchant: string,
  changeId: number,
): Promise<ChangeComment[]> {
  const rows = await db.query<Raw>(
    `SELECT id, change_id, author, body, created_at FROM config_change_comments
      WHERE merchant = $1 AND change_id = $2 ORDER BY id`,
    [merchant, changeId],
  );
  return rows.map(toComment);
}

/** How many comments each of these changes has (changes without any are absent). */
export async function commentCounts(db: Queryable, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db.query<{ change_id: number | string; n: number | string }>(
    `SELECT change_id, count(*) AS n FROM config_change_comments
      WHERE change_id IN (SELECT (jsonb_array_elements_text($1::jsonb))::bigint) GROUP BY change_id`,
    [JSON.stringify(ids)],
  );
  return new Map(rows.map((r) => [Number(r.change_id), Number(r.n)]));
}
