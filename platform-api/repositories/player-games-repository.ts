import type { Queryable } from '../db/db';
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

export async function topWinners(db: Queryable, limit: number) {
  return db.query<{ user_name: string; node_id: number; win_amount: number; created_at: Date }>(
    'SELECT user_name, node_id, win_amount::float8 AS win_amount, created_at FROM winners ORDER BY win_amount DESC, id LIMIT $1',
    [limit],
  );
}
