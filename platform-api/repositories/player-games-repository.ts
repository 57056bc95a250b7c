import type { Queryable } from '../../server/db/db';
import { RECENT_MAX } from '../lib/constants';

/* Favourites and recent games of a member (node ids; the games themselves come from the catalogue). */

export async function favouriteIds(db: Queryable, memberId: number): Promise<number[]> {
  return (
    await db.query<{ node_id: number }>(
      'SELECT node_id FROM favourites WHERE member_id = $1 ORDER BY created_at DESC, node_id',
      [memberId],
    )
  ).map((r) => r.node_id);
}

/** Adds a favourite; false when it was already there (spec §4: add skipped if already present). */
export async function addFavourite(db: Queryable, memberId: number, nodeId: number): Promise<boolean> {
  return (
    (
      await db.query(
        'INSERT INTO favourites (member_id, node_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING node_id',
        [memberId, nodeId],
      )
    ).length === 1
  );
}

export async function removeFavourite(db: Queryable, memberId: number, nodeId: number): Promise<boolean> {
  return (
    (
      await db.query('DELETE FROM favourites WHERE member_id = $1 AND node_id = $2 RETURNING node_id', [
        memberId,
        nodeId,
      ])
    ).length === 1
  );
}

/** Records a play; keeps the latest RECENT_MAX games of the member. */
export async function addRecent(db: Queryable, memberId: number, nodeId: number): Promise<void> {
  await db.query(
    'INSERT INTO recent_games (member_id, node_id, played_at) VALUES ($1, $2, clock_timestamp()) ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = clock_timestamp()',
    [memberId, nodeId],
  );
  await db.query(
    'DELETE FROM recent_games WHERE member_id = $1 AND node_id IN (SELECT node_id FROM recent_games WHERE member_id = $1 ORDER BY played_at DESC OFFSET $2)',
    [memberId, RECENT_MAX],
  );
}

export async function recentIds(db: Queryable, memberId: number): Promise<number[]> {
  return (
    await db.query<{ node_id: number }>(
      'SELECT node_id FROM recent_games WHERE member_id = $1 ORDER BY played_at DESC',
      [memberId],
    )
  ).map((r) => r.node_id);
}

/**
 * The winners board: the biggest wins of a merchant's members (trial play money left out) settled
 * since `since`, optionally of one game category and classify key, largest first.
 */
export async function biggestWins(
  db: Queryable,
  f: { merchantCode: string; since: Date; gameType?: string; classify?: string; limit: number },
) {
  return db.query<{ username: string; node_id: number; win: string; settled_at: Date }>(
    `SELECT m.username, r.node_id, r.win, r.settled_at
       FROM game_rounds r JOIN members m ON m.id = r.member_id JOIN games g ON g.node_id = r.node_id
      WHERE r.win > 0 AND r.settled_at >= $2 AND m.merchant_code = $1 AND NOT m.trial
        AND ($3::text IS NULL OR g.game_type = $3)
        AND ($4::text IS NULL OR $4 = ANY (string_to_array(g.classify, ',')))
      ORDER BY r.win DESC, r.id DESC LIMIT $5`,
    [f.merchantCode, f.since, f.gameType ?? null, f.classify ?? null, f.limit],
  );
}
