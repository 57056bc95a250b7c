import type { Queryable } from '../db/db';
import { AppError } from '../lib/http-errors';
import { post } from './ledger-repository';

/* Game rounds: a bet opens a round and takes the stake; a win settles it (a win of 0 is a loss). */

export interface Round {
  id: number;
  nodeId: number;
  game: string;
  vendor: string;
  roundId: string;
  bet: number;
  win: number;
  createdAt: string;
  settledAt: string | null;
}

interface RoundRow {
  id: string;
  node_id: number;
  game_name: string;
  vendor: string;
  round_ref: string;
  bet: string;
  win: string;
  created_at: Date;
  settled_at: Date | null;
}
const toRound = (r: RoundRow): Round => ({
  id: Number(r.id),
  nodeId: r.node_id,
  game: r.game_name,
  vendor: r.vendor,
  roundId: r.round_ref,
  bet: Number(r.bet),
  win: Number(r.win),
  createdAt: new Date(r.created_at).toISOString(),
  settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
});
const COLUMNS = 'id, node_id, game_name, vendor, round_ref, bet, win, created_at, settled_at';

export async function placeBet(
  tx: Queryable,
  b: { memberId: number; nodeId: number; game: string; vendor: string; roundId: string; amount: number },
): Promise<{ round: Round; balance: number }> {
  const [row] = await tx.query<RoundRow>(
    `INSERT INTO game_rounds (member_id, node_id, game_name, vendor, round_ref, bet) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (member_id, round_ref) DO NOTHING RETURNING ${COLUMNS}`,
    [b.memberId, b.nodeId, b.game, b.vendor, b.roundId, b.amount],
  );
  if (!row) throw new AppError('ROUND_EXISTS');
  const posted = await post(tx, {
    memberId: b.memberId,
    kind: 'bet',
    amount: -b.amount,
    roundId: Number(row.id),
  });
  return { round: toRound(row), balance: posted.balanceAfter };
}

export async function settleWin(
  tx: Queryable,
  w: { memberId: number; roundId: string; amount: number; outcome?: unknown },
): Promise<{ round: Round; balance: number }> {
  const [row] = await tx.query<RoundRow>(
    `UPDATE game_rounds SET win = $3, settled_at = now(), outcome = coalesce($4::jsonb, outcome)
      WHERE member_id = $1 AND round_ref = $2 AND settled_at IS NULL RETURNING ${COLUMNS}`,
    [w.memberId, w.roundId, w.amount, w.outcome === undefined ? null : JSON.stringify(w.outcome)],
  );
  if (!row) throw new AppError('ROUND_NOT_FOUND');
  const posted = await post(tx, {
    memberId: w.memberId,
    kind: 'win',
    amount: w.amount,
    roundId: Number(row.id),
  });
  return { round: toRound(row), balance: posted.balanceAfter };
}

export interface RoundFilter {
  memberId: number;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}
const WHERE =
  'member_id = $1 AND ($2::date IS NULL OR created_at >= $2::date) AND ($3::date IS NULL OR created_at < $3::date + 1)';

/** Betting records, newest first, with the totals of the whole filtered range. */
export async function listRounds(
  db: Queryable,
  f: RoundFilter,
): Promise<{ rounds: Round[]; total: number; bet: number; win: number }> {
  const params = [f.memberId, f.from ?? null, f.to ?? null];
  const [rows, sums] = await Promise.all([
    db.query<RoundRow>(
      `SELECT ${COLUMNS} FROM game_rounds WHERE ${WHERE} ORDER BY id DESC LIMIT $4 OFFSET $5`,
      [...params, f.limit, f.offset],
    ),
    db.query<{ n: string; bet: string | null; win: string | null }>(
      `SELECT count(*) AS n, sum(bet) AS bet, sum(win) AS win FROM game_rounds WHERE ${WHERE}`,
      params,
    ),
  ]);
  const s = sums[0];
  return {
    rounds: rows.map(toRound),
    total: Number(s?.n ?? 0),
    bet: Number(s?.bet ?? 0),
    win: Number(s?.win ?? 0),
  };
}

export async function findRound(
  db: Queryable,
  memberId: number,
  roundId: string,
): Promise<(Round & { outcome: Record<string, unknown> }) | undefined> {
  const [r] = await db.query<RoundRow & { outcome: Record<string, unknown> }>(
    `SELECT ${COLUMNS}, outcome FROM game_rounds WHERE member_id = $1 AND round_ref = $2`,
    [memberId, roundId],
  );
  return r ? { ...toRound(r), outcome: r.outcome } : undefined;
}
