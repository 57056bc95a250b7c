import type { Queryable } from '../../server/db/db';
import type { Order } from '../../schemas/api';
import { newToken } from '../lib/tokens';
import { AppError } from '../../server/http-errors';
import { claimFirstDeposit, post } from './ledger-repository';

/*
 * Deposit and withdrawal orders. Every change of status is one conditional UPDATE on the order's
 * current status (pending → paid / cancelled, pending → approved / rejected), so a replayed
 * notification or a second operator click finds nothing to change.
 */

interface OrderRow {
  id: number;
  member_id: number;
  kind: 'deposit' | 'withdraw';
  channel: string | null;
  status: Order['status'];
  amount: string;
  bonus: string;
  created_at: Date;
  settled_at: Date | null;
  reason: string | null;
  ref: string | null;
  payout_account_id: number | null;
  expires_at: Date | null;
  provider?: string | null;
  provider_ref?: string | null;
}

const COLUMNS =
  'id, member_id, kind, channel, status, amount, bonus, created_at, settled_at, reason, ref, payout_account_id, expires_at, provider, provider_ref';

/** Which payment provider took a deposit order, and its reference there (migration 170). */
export interface ProviderOfOrder {
  ref: string;
  provider: string | null;
  providerRef: string | null;
}
const providerOfRow = (r: OrderRow) => ({
  provider: r.provider ?? null,
  providerRef: r.provider_ref ?? null,
});
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Deposit orders past their payment window become 'expired' (pending → expired, one conditional
 * UPDATE, like every other change of status). Every read of orders runs it first for what it reads,
 * so an order past its window reads as expired even if nothing swept it; `now` is the platform clock.
 */
export async function expireDeposits(
  db: Queryable,
  now: number,
  scope: { memberId: number } | { ref: string } | { merchantCode: string },
): Promise<void> {
  const [col, value] =
    'memberId' in scope
      ? ['member_id', scope.memberId]
      : 'ref' in scope
        ? ['ref', scope.ref]
        : ['merchant_code', scope.merchantCode];
  await db.query(
    `UPDATE orders SET status = 'expired', settled_at = expires_at
      WHERE ${col} = $1 AND kind = 'deposit' AND status = 'pending' AND expires_at <= $2`,
    [value, iso(now)],
  );
}

export const toOrder = (r: OrderRow): Order => ({
  id: r.id,
  kind: r.kind,
  ...(r.channel ? { channel: r.channel } : {}),
  status: r.status,
  amount: Number(r.amount),
  bonus: Number(r.bonus),
  createdAt: new Date(r.created_at).toISOString(),
  ...(r.settled_at ? { settledAt: new Date(r.settled_at).toISOString() } : {}),
  ...(r.kind === 'deposit' && r.expires_at ? { expiresAt: new Date(r.expires_at).toISOString() } : {}),
  ...(r.reason ? { reason: r.reason } : {}),
});

export async function insertDeposit(
  tx: Queryable,
  o: {
    memberId: number;
    merchantCode: string;
    channel: string;
    amount: number;
    bonus: number;
    /** The end of the payment window (platform clock, epoch ms). */
    expiresAt: number;
    /** The payment provider that takes it (platform-api/payments/registry.ts). */
    provider: string;
  },
): Promise<{ order: Order; ref: string }> {
  const ref = newToken();
  const [row] = await tx.query<OrderRow>(
    `INSERT INTO orders (member_id, merchant_code, kind, channel, amount, bonus, ref, expires_at, provider) VALUES ($1, $2, 'deposit', $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [o.memberId, o.merchantCode, o.channel, o.amount, o.bonus, ref, iso(o.expiresAt), o.provider],
  );
  return { order: toOrder(row!), ref };
}

/** The provider's own reference of a deposit order, once the provider has answered createOrder. */
export async function setProviderRef(tx: Queryable, id: number, providerRef: string): Promise<void> {
  await tx.query('UPDATE orders SET provider_ref = $2 WHERE id = $1', [id, providerRef]);
}

export async function findOrderByRef(
  db: Queryable,
  ref: string,
  now: number,
): Promise<(Order & ProviderOfOrder & { memberId: number }) | undefined> {
  await expireDeposits(db, now, { ref });
  const [row] = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE ref = $1`, [ref]);
  return row ? { ...toOrder(row), memberId: row.member_id, ref, ...providerOfRow(row) } : undefined;
}

export async function findOrder(
  db: Queryable,
  memberId: number,
  id: number,
  now: number,
): Promise<(Order & Omit<ProviderOfOrder, 'ref'> & { ref: string | null }) | undefined> {
  await expireDeposits(db, now, { memberId });
  const [row] = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE id = $1 AND member_id = $2`, [
    id,
    memberId,
  ]);
  return row ? { ...toOrder(row), ref: row.ref, ...providerOfRow(row) } : undefined;
}

export type DepositOutcome =
  { ok: true; order: Order } | { ok: false; reason: 'unknown' | 'settled' | 'amount' | 'expired' };

/**
 * Settles a pending deposit from the provider's notification: paid credits the amount and, on the
 * member's first paid deposit only, the bonus (claimed by one conditional UPDATE, backed by a unique
 * index on the ledger); cancelled moves nothing. An order past its payment window (`now`, the
 * platform clock) is expired first and then refused like any settled one, with its own reason.
 */
export async function settleDeposit(
  tx: Queryable,
  ref: string,
  status: 'paid' | 'cancelled',
  amount: number,
  bonusOf: (amount: number) => number,
  now: number,
): Promise<DepositOutcome> {
  await expireDeposits(tx, now, { ref });
  const [row] = await tx.query<OrderRow>(
    `UPDATE orders SET status = $2, settled_at = now() WHERE ref = $1 AND kind = 'deposit' AND status = 'pending' AND amount = $3 RETURNING ${COLUMNS}`,
    [ref, status, amount],
  );
  if (!row) {
    const [known] = await tx.query<{ status: string; amount: string }>(
      `SELECT status, amount FROM orders WHERE ref = $1 AND kind = 'deposit'`,
      [ref],
    );
    return {
      ok: false,
      reason: !known
        ? 'unknown'
        : known.status === 'expired'
          ? 'expired'
          : known.status !== 'pending'
            ? 'settled'
            : 'amount',
    };
  }
  if (status === 'cancelled') return { ok: true, order: toOrder({ ...row, bonus: '0' }) };
  await post(tx, { memberId: row.member_id, kind: 'deposit', amount, orderId: row.id });
  let bonus = 0;
  if (await claimFirstDeposit(tx, row.member_id)) {
    bonus = bonusOf(amount);
    if (bonus > 0)
      await post(tx, {
        memberId: row.member_id,
        kind: 'first_deposit_bonus',
        amount: bonus,
        orderId: row.id,
      });
  }
  const [done] = await tx.query<OrderRow>(`UPDATE orders SET bonus = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [
    row.id,
    bonus,
  ]);
  return { ok: true, order: toOrder(done!) };
}

/** Counts a withdrawal against the member's daily number (one conditional upsert); false past the limit. */
export async function countWithdrawToday(tx: Queryable, memberId: number, max: number): Promise<boolean> {
  return (
    (
      await tx.query(
        `INSERT INTO withdraw_daily_counts AS w (member_id, day, count) VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 1)
     ON CONFLICT (member_id, day) DO UPDATE SET count = w.count + 1 WHERE w.count < $2 RETURNING count`,
        [memberId, max],
      )
    ).length === 1
  );
}

/** A withdrawal: the amount is held at once (available → held) with its order. */
export async function insertWithdrawal(
  tx: Queryable,
  o: { memberId: number; merchantCode: string; amount: number; payoutAccountId: number },
): Promise<Order> {
  const [row] = await tx.query<OrderRow>(
    `INSERT INTO orders (member_id, merchant_code, kind, amount, bonus, payout_account_id) VALUES ($1, $2, 'withdraw', $3, 0, $4) RETURNING ${COLUMNS}`,
    [o.memberId, o.merchantCode, o.amount, o.payoutAccountId],
  );
  await post(tx, {
    memberId: o.memberId,
    kind: 'withdraw_hold',
    amount: -o.amount,
    heldChange: o.amount,
    orderId: row!.id,
  });
  return toOrder(row!);
}

/** The operator's decision: approve pays the held amount out, reject releases it to the balance. */
export async function reviewWithdrawal(
  tx: Queryable,
  r: { id: number; merchantCode: string; approve: boolean; actor: string; reason?: string },
): Promise<Order & { memberId: number }> {
  const [row] = await tx.query<OrderRow>(
    `UPDATE orders SET status = $3, reviewed_by = $4, reviewed_at = now(), settled_at = now(), reason = $5
      WHERE id = $1 AND merchant_code = $2 AND kind = 'withdraw' AND status = 'pending' RETURNING ${COLUMNS}`,
    [r.id, r.merchantCode, r.approve ? 'approved' : 'rejected', r.actor, r.reason ?? null],
  );
  if (!row) {
    const known = await tx.query(
      `SELECT 1 FROM orders WHERE id = $1 AND merchant_code = $2 AND kind = 'withdraw'`,
      [r.id, r.merchantCode],
    );
    throw new AppError(known.length ? 'ORDER_ALREADY_SETTLED' : 'ORDER_NOT_FOUND');
  }
  const amount = Number(row.amount);
  await post(
    tx,
    r.approve
      ? { memberId: row.member_id, kind: 'withdraw_payout', amount: 0, heldChange: -amount, orderId: row.id }
      : {
          memberId: row.member_id,
          kind: 'withdraw_release',
          amount,
          heldChange: -amount,
          orderId: row.id,
          ...(r.reason ? { note: r.reason } : {}),
        },
  );
  return { ...toOrder(row), memberId: row.member_id };
}

export async function listOrders(
  db: Queryable,
  memberId: number,
  kind: 'deposit' | 'withdraw',
  status: string | undefined,
  now: number,
): Promise<Order[]> {
  if (kind === 'deposit') await expireDeposits(db, now, { memberId });
  const rows = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE member_id = $1 AND kind = $2 AND ($3::text IS NULL OR status = $3) ORDER BY id DESC LIMIT 100`,
    [memberId, kind, status ?? null],
  );
  return rows.map(toOrder);
}

/** A member's latest deposits and withdrawals together, newest first (what an approver looks at). */
export async function recentMemberOrders(
  db: Queryable,
  memberId: number,
  limit: number,
  now: number,
): Promise<Order[]> {
  await expireDeposits(db, now, { memberId });
  const rows = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE member_id = $1 ORDER BY id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map(toOrder);
}

/** Orders of a merchant for the console, with who asked. */
export interface ReviewOrder extends Order {
  memberId: number;
  username: string;
  payoutAccount?: { bankName: string; accountNumber: string; holderName: string };
  reviewedBy?: string;
}

type ReviewRow = OrderRow & {
  username: string;
  bank_name: string | null;
  account_number: string | null;
  holder_name: string | null;
  reviewed_by: string | null;
};
const REVIEW_SELECT = `SELECT o.id, o.member_id, o.kind, o.channel, o.status, o.amount, o.bonus, o.created_at, o.settled_at, o.reason, o.ref, o.payout_account_id, o.expires_at, o.reviewed_by,
            m.username, a.bank_name, a.account_number, a.holder_name
       FROM orders o JOIN members m ON m.id = o.member_id LEFT JOIN payout_accounts a ON a.id = o.payout_account_id`;
const toReviewOrder = (r: ReviewRow): ReviewOrder => ({
  ...toOrder(r),
  memberId: r.member_id,
  username: r.username,
  ...(r.reviewed_by ? { reviewedBy: r.reviewed_by } : {}),
  ...(r.bank_name
    ? {
        payoutAccount: {
          bankName: r.bank_name,
          accountNumber: r.account_number!,
          holderName: r.holder_name!,
        },
      }
    : {}),
});

export async function listMerchantOrders(
  db: Queryable,
  f: {
    merchantCode: string;
    kind: 'deposit' | 'withdraw';
    status?: string;
    limit: number;
    now?: number;
    /** Only this order (the one an operator decides on). */
    id?: number;
  },
): Promise<ReviewOrder[]> {
  if (f.kind === 'deposit') await expireDeposits(db, f.now ?? Date.now(), { merchantCode: f.merchantCode });
  const rows = await db.query<ReviewRow>(
    `${REVIEW_SELECT}
      WHERE o.merchant_code = $1 AND o.kind = $2 AND ($3::text IS NULL OR o.status = $3) AND ($5::int IS NULL OR o.id = $5)
      ORDER BY o.id DESC LIMIT $4`,
    [f.merchantCode, f.kind, f.status ?? null, f.limit, f.id ?? null],
  );
  return rows.map(toReviewOrder);
}

/** One member's orders of a kind for the console's player page, newest first, a page of them. */
export async function listMemberReviewOrders(
  db: Queryable,
  f: { memberId: number; kind: 'deposit' | 'withdraw'; offset: number; limit: number; now?: number },
): Promise<{ list: ReviewOrder[]; total: number }> {
  if (f.kind === 'deposit') await expireDeposits(db, f.now ?? Date.now(), { memberId: f.memberId });
  const [rows, count] = await Promise.all([
    db.query<ReviewRow>(
      `${REVIEW_SELECT} WHERE o.member_id = $1 AND o.kind = $2 ORDER BY o.id DESC LIMIT $3 OFFSET $4`,
      [f.memberId, f.kind, f.limit, f.offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE member_id = $1 AND kind = $2', [
      f.memberId,
      f.kind,
    ]),
  ]);
  return { list: rows.map(toReviewOrder), total: count[0]?.n ?? 0 };
}
