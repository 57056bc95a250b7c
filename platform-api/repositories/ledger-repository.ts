import type { LedgerEntryDto } from '../../schemas/api';
import type { Queryable } from '../../server/db/db';
import { AppError } from '../../server/http-errors';

/*
 * The ledger: every movement of money is one append-only row with the balance after it. The wallet
 * row is only ever changed by `post`, in the same statement that appends the entry, so the balance is
 * the sum of the entries by construction; the row lock of that UPDATE orders concurrent movements of
 * one member, and `balance + amount >= 0` in its WHERE keeps the balance from going below zero.
 */

export type LedgerKind =
  | 'deposit'
  | 'first_deposit_bonus'
  | 'withdraw_hold'
  | 'withdraw_release'
  | 'withdraw_payout'
  | 'bet'
  | 'win'
  | 'reward'
  | 'adjustment'
  | 'rebate'
  | 'rollback';

export interface Movement {
  memberId: number;
  kind: LedgerKind;
  /** Change of the available balance (minor units, signed). */
  amount: number;
  /** Change of the amount held for pending withdrawals. */
  heldChange?: number;
  orderId?: number;
  roundId?: number;
  note?: string;
}

export interface Posted {
  id: number;
  balanceAfter: number;
  heldAfter: number;
}

const POST_SQL = `WITH w AS (
    UPDATE wallets SET balance = balance + $2::bigint, held = held + $3::bigint, updated_at = now()
     WHERE member_id = $1 AND balance + $2::bigint >= 0 AND held + $3::bigint >= 0 RETURNING balance, held)
  INSERT INTO ledger_entries (member_id, kind, amount, held_change, balance_after, held_after, order_id, round_id, note)
  SELECT $1, $4, $2::bigint, $3::bigint, w.balance, w.held, $5, $6, $7 FROM w
  RETURNING id, balance_after, held_after`;

/** Appends one entry and moves the wallet with it; INSUFFICIENT_BALANCE (nothing written) when it would go below zero. Call inside a transaction. */
export async function post(tx: Queryable, m: Movement): Promise<Posted> {
  const params = [
    m.memberId,
    m.amount,
    m.heldChange ?? 0,
    m.kind,
    m.orderId ?? null,
    m.roundId ?? null,
    m.note ?? null,
  ];
  let rows = await tx.query<{
    id: string | number;
    balance_after: string | number;
    held_after: string | number;
  }>(POST_SQL, params);
  // No row yet (or a short balance): make sure the wallet exists (waiting on a parallel first insert), then try once more.
  if (rows.length === 0) {
    await ensureWallet(tx, m.memberId);
    rows = await tx.query(POST_SQL, params);
  }
  const row = rows[0];
  if (!row) throw new AppError('INSUFFICIENT_BALANCE');
  return { id: Number(row.id), balanceAfter: Number(row.balance_after), heldAfter: Number(row.held_after) };
}

/** Creates the wallet row of a member who has none; true when it was created now. */
export async function ensureWallet(db: Queryable, memberId: number): Promise<boolean> {
  return (
    (
      await db.query(
        'INSERT INTO wallets (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING RETURNING member_id',
        [memberId],
      )
    ).length === 1
  );
}

export interface WalletRow {
  balance: number;
  held: number;
  firstDepositAt: string | null;
}

export async function readWallet(db: Queryable, memberId: number): Promise<WalletRow> {
  const [w] = await db.query<{ balance: string; held: string; first_deposit_at: Date | null }>(
    'SELECT balance, held, first_deposit_at FROM wallets WHERE member_id = $1',
    [memberId],
  );
  return {
    balance: Number(w?.balance ?? 0),
    held: Number(w?.held ?? 0),
    firstDepositAt: w?.first_deposit_at ? new Date(w.first_deposit_at).toISOString() : null,
  };
}

/** Claims the first-deposit mark of a member (one conditional UPDATE): true for exactly one caller, ever. */
export async function claimFirstDeposit(tx: Queryable, memberId: number): Promise<boolean> {
  return (
    (
      await tx.query(
        'UPDATE wallets SET first_deposit_at = now() WHERE member_id = $1 AND first_deposit_at IS NULL RETURNING member_id',
        [memberId],
      )
    ).length === 1
  );
}

export interface LedgerEntry {
  id: number;
  kind: LedgerKind;
  amount: number;
  heldChange: number;
  balanceAfter: number;
  heldAfter: number;
  orderId: number | null;
  roundId: number | null;
  status: string | null;
  note: string | null;
  createdAt: string;
}

/**
 * What a reader sees of an entry: the member's transaction record and the console's ledger alike
 * (a payout moves held money, so its amount is the held change).
 */
export const ledgerEntryDto = (e: LedgerEntry): LedgerEntryDto => ({
  id: e.id,
  kind: e.kind,
  amount: e.kind === 'withdraw_payout' ? e.heldChange : e.amount,
  balanceAfter: e.balanceAfter,
  heldAfter: e.heldAfter,
  createdAt: e.createdAt,
  ...(e.status ? { status: e.status as LedgerEntryDto['status'] } : {}),
  ...(e.orderId ? { orderId: e.orderId } : {}),
  ...(e.roundId ? { roundId: e.roundId } : {}),
  ...(e.note ? { note: e.note } : {}),
});

export interface LedgerFilter {
  memberId: number;
  kinds?: readonly LedgerKind[];
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

interface EntryRow {
  id: string;
  kind: LedgerKind;
  amount: string;
  held_change: string;
  balance_after: string;
  held_after: string;
  order_id: number | null;
  round_id: string | null;
  status: string | null;
  note: string | null;
  created_at: Date;
}

const toEntry = (r: EntryRow): LedgerEntry => ({
  id: Number(r.id),
  kind: r.kind,
  amount: Number(r.amount),
  heldChange: Number(r.held_change),
  balanceAfter: Number(r.balance_after),
  heldAfter: Number(r.held_after),
  orderId: r.order_id,
  roundId: r.round_id === null ? null : Number(r.round_id),
  status: r.status,
  note: r.note,
  createdAt: new Date(r.created_at).toISOString(),
});

const WHERE = `e.member_id = $1 AND ($2::text[] IS NULL OR e.kind = ANY($2::text[]))
  AND ($3::date IS NULL OR e.created_at >= $3::date) AND ($4::date IS NULL OR e.created_at < $4::date + 1)`;

/** A member's entries, newest first, with the status of the order behind each (deposit, withdrawal). */
export async function listEntries(
  db: Queryable,
  f: LedgerFilter,
): Promise<{ entries: LedgerEntry[]; total: number }> {
  const params = [f.memberId, f.kinds?.length ? f.kinds : null, f.from ?? null, f.to ?? null];
  const [rows, count] = await Promise.all([
    db.query<EntryRow>(
      `SELECT e.id, e.kind, e.amount, e.held_change, e.balance_after, e.held_after, e.order_id, e.round_id, o.status, e.note, e.created_at
         FROM ledger_entries e LEFT JOIN orders o ON o.id = e.order_id WHERE ${WHERE} ORDER BY e.id DESC LIMIT $5 OFFSET $6`,
      [...params, f.limit, f.offset],
    ),
    db.query<{ n: string }>(`SELECT count(*) AS n FROM ledger_entries e WHERE ${WHERE}`, params),
  ]);
  return { entries: rows.map(toEntry), total: Number(count[0]?.n ?? 0) };
}

/** Sum of a member's entries next to the wallet row: equal, always (tests and the console check it). */
export async function ledgerCheck(
  db: Queryable,
  memberId: number,
): Promise<{ sum: number; heldSum: number; balance: number; held: number; entries: number }> {
  const [r] = await db.query<{ sum: string | null; held_sum: string | null; n: string }>(
    'SELECT sum(amount) AS sum, sum(held_change) AS held_sum, count(*) AS n FROM ledger_entries WHERE member_id = $1',
    [memberId],
  );
  const w = await readWallet(db, memberId);
  return {
    sum: Number(r?.sum ?? 0),
    heldSum: Number(r?.held_sum ?? 0),
    balance: w.balance,
    held: w.held,
    entries: Number(r?.n ?? 0),
  };
}
