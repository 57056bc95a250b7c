import type { Queryable } from '../../server/db/db';
import { AppError } from '../../server/http-errors';

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

/** A wallet call's answer: the stored one when the idempotency key was seen before. */
export interface WalletCall<R = { roundId: string; balance: number; bet: number; win: number }> {
  replayed: boolean;
  response: R;
}

/** A rollback's answer (`wallet_rollback`, migration 115). */
export interface RollbackAnswer {
  transactionId: string;
  roundId: string;
  betFound: boolean;
  refunded: number;
  balance: number;
}

/** The catalogue codes the wallet functions (migrations 070, 115) raise; anything else stays a 500. */
const CALL_ERRORS = new Set([
  'IDEMPOTENCY_KEY_REUSED',
  'ROUND_EXISTS',
  'INSUFFICIENT_BALANCE',
  'ROUND_NOT_FOUND',
  'ROUND_CLOSED',
  'BET_ROLLED_BACK',
]);

async function call<R>(db: Queryable, sql: string, params: readonly unknown[]): Promise<R> {
  try {
    const [row] = await db.query<R>(sql, params);
    return row!;
  } catch (e) {
    const err = e as { code?: string; message?: string };
    if (err.code === 'P0001' && err.message && CALL_ERRORS.has(err.message))
      throw new AppError(err.message as 'ROUND_EXISTS');
    throw e;
  }
}

/**
 * A bet, once per idempotency key: claims the key, opens the round, takes the stake (never below
 * zero) and appends the ledger entry, in one statement (`wallet_bet`, migration 070).
 */
export function betOnce(
  db: Queryable,
  b: {
    memberId: number;
    key: string;
    hash: string;
    nodeId: number;
    game: string;
    vendor: string;
    roundId: string;
    amount: number;
  },
): Promise<WalletCall> {
  return call<WalletCall>(db, 'SELECT replayed, response FROM wallet_bet($1, $2, $3, $4, $5, $6, $7, $8)', [
    b.memberId,
    b.key,
    b.hash,
    b.nodeId,
    b.game,
    b.vendor,
    b.roundId,
    b.amount,
  ]);
}

/** A win (0 for a loss), once per idempotency key: settles the open round and credits it (`wallet_win`). */
export function winOnce(
  db: Queryable,
  w: { memberId: number; key: string; hash: string; roundId: string; amount: number; outcome?: unknown },
): Promise<WalletCall> {
  return call<WalletCall>(db, 'SELECT replayed, response FROM wallet_win($1, $2, $3, $4, $5, $6::jsonb)', [
    w.memberId,
    w.key,
    w.hash,
    w.roundId,
    w.amount,
    w.outcome === undefined ? null : JSON.stringify(w.outcome),
  ]);
}

/**
 * A rollback of the bet with transaction id `tx`, once per id: refunds its open round with a
 * `rollback` entry, or records a tombstone that refuses the bet if it arrives later, in one
 * statement (`wallet_rollback`, migration 115).
 */
export function rollbackOnce(
  db: Queryable,
  r: { memberId: number; tx: string; hash: string; roundId: string },
): Promise<WalletCall<RollbackAnswer>> {
  return call<WalletCall<RollbackAnswer>>(
    db,
    'SELECT replayed, response FROM wallet_rollback($1, $2, $3, $4)',
    [r.memberId, r.tx, r.hash, r.roundId],
  );
}

/**
 * Closes a round that ends without a win (no money moves, no entry); a round already settled, won
 * or rolled back answers as it stands. One statement; ROUND_NOT_FOUND for a round never opened.
 */
export async function closeRound(
  db: Queryable,
  memberId: number,
  roundId: string,
): Promise<{ roundId: string; balance: number; bet: number; win: number }> {
  const [row] = await db.query<{ round_ref: string; bet: string; win: string; balance: string | null }>(
    `WITH closed AS (
       UPDATE game_rounds SET settled_at = now() WHERE member_id = $1 AND round_ref = $2 AND settled_at IS NULL)
     SELECT g.round_ref, g.bet, g.win, w.balance FROM game_rounds g LEFT JOIN wallets w ON w.member_id = g.member_id
      WHERE g.member_id = $1 AND g.round_ref = $2`,
    [memberId, roundId],
  );
  if (!row) throw new AppError('ROUND_NOT_FOUND');
  return {
    roundId: row.round_ref,
    balance: Number(row.balance ?? 0),
    bet: Number(row.bet),
    win: Number(row.win),
  };
}

export interface RoundFilter {
  memberId: number;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}
// A rolled-back round never happened for the player (its refund shows in the transaction records).
const WHERE =
  'member_id = $1 AND refunded = 0 AND ($2::date IS NULL OR created_at >= $2::date) AND ($3::date IS NULL OR created_at < $3::date + 1)';

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
