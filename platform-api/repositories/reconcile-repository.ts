import type { Order } from '../../schemas/api';
import type { Queryable } from '../../server/db/db';

/*
 * The console's payment reconciliation (issue 34): a merchant's deposit orders paid in a range of its
 * days against the ledger's deposit credits of the same range. A credit is written in the
 * transaction that marks its order paid (orders-repository settleDeposit), so the order's settled_at
 * and the credit's created_at are the same instant and both sides of a range hold the same money.
 * The range's bounds are the merchant's midnights, as the daily reports count them.
 */

export interface ReconcileRange {
  merchantCode: string;
  /** IANA zone of the merchant. */
  timeZone: string;
  /** First and last day, included (YYYY-MM-DD, already checked). */
  from: string;
  to: string;
}

const BOUNDS = `WITH b AS (SELECT ($3::date)::timestamp AT TIME ZONE $2 AS lo, ($4::date + 1)::timestamp AT TIME ZONE $2 AS hi)`;
const PAID = `o.merchant_code = $1 AND o.kind = 'deposit' AND o.status = 'paid' AND o.settled_at >= b.lo AND o.settled_at < b.hi`;
const CREDITS = `l.kind = 'deposit' AND m.merchant_code = $1 AND l.created_at >= b.lo AND l.created_at < b.hi`;
/** Orders the provider may know of: made or settled in the range. */
const ASKABLE = `o.merchant_code = $1 AND o.kind = 'deposit'
   AND ((o.created_at >= b.lo AND o.created_at < b.hi) OR (o.settled_at >= b.lo AND o.settled_at < b.hi))`;
const params = (r: ReconcileRange) => [r.merchantCode, r.timeZone, r.from, r.to];
type Num = string | number;

export interface ReconcileTotals {
  paidCount: number;
  paidAmount: number;
  creditedCount: number;
  creditedAmount: number;
  /** Orders of the range the provider could be asked about. */
  askable: number;
}

export async function reconcileTotals(db: Queryable, r: ReconcileRange): Promise<ReconcileTotals> {
  const [row] = await db.query<Record<keyof ReconcileTotals, Num>>(
    `${BOUNDS}
     SELECT (SELECT count(*) FROM b, orders o WHERE ${PAID}) AS "paidCount",
            (SELECT coalesce(sum(o.amount), 0) FROM b, orders o WHERE ${PAID}) AS "paidAmount",
            (SELECT count(*) FROM b, ledger_entries l JOIN members m ON m.id = l.member_id WHERE ${CREDITS}) AS "creditedCount",
            (SELECT coalesce(sum(l.amount), 0) FROM b, ledger_entries l JOIN members m ON m.id = l.member_id WHERE ${CREDITS}) AS "creditedAmount",
            (SELECT count(*) FROM b, orders o WHERE ${ASKABLE}) AS askable`,
    params(r),
  );
  return {
    paidCount: Number(row!.paidCount),
    paidAmount: Number(row!.paidAmount),
    creditedCount: Number(row!.creditedCount),
    creditedAmount: Number(row!.creditedAmount),
    askable: Number(row!.askable),
  };
}

export interface PaidOrderCredits {
  orderId: number;
  memberId: number;
  username: string;
  amount: number;
  credits: number;
  credited: number;
  at: string;
}

/** Paid orders of the range without exactly one deposit credit of their amount, oldest first. */
export async function paidOrdersMiscredited(
  db: Queryable,
  r: ReconcileRange,
  limit: number,
): Promise<PaidOrderCredits[]> {
  const rows = await db.query<{
    id: number;
    member_id: number;
    username: string;
    amount: Num;
    credits: Num;
    credited: Num;
    settled_at: Date;
  }>(
    `${BOUNDS}
     SELECT o.id, o.member_id, m.username, o.amount, c.credits, c.credited, o.settled_at
       FROM b, orders o JOIN members m ON m.id = o.member_id
       CROSS JOIN LATERAL (
         SELECT count(*) AS credits, coalesce(sum(l.amount), 0) AS credited
           FROM ledger_entries l WHERE l.order_id = o.id AND l.kind = 'deposit'
       ) c
      WHERE ${PAID} AND (c.credits <> 1 OR c.credited <> o.amount)
      ORDER BY o.settled_at, o.id LIMIT $5`,
    [...params(r), limit],
  );
  return rows.map((x) => ({
    orderId: x.id,
    memberId: x.member_id,
    username: x.username,
    amount: Number(x.amount),
    credits: Number(x.credits),
    credited: Number(x.credited),
    at: new Date(x.settled_at).toISOString(),
  }));
}

export interface StrayCredit {
  entryId: number;
  memberId: number;
  username: string;
  amount: number;
  orderId?: number;
  orderStatus?: Order['status'];
  at: string;
}

/** Deposit credits of the range with no paid deposit order of their member behind them, oldest first. */
export async function strayDepositCredits(
  db: Queryable,
  r: ReconcileRange,
  limit: number,
): Promise<StrayCredit[]> {
  const rows = await db.query<{
    id: Num;
    member_id: number;
    username: string;
    amount: Num;
    order_id: number | null;
    order_status: Order['status'] | null;
    created_at: Date;
  }>(
    `${BOUNDS}
     SELECT l.id, l.member_id, m.username, l.amount, o.id AS order_id, o.status AS order_status, l.created_at
       FROM b, ledger_entries l JOIN members m ON m.id = l.member_id
       LEFT JOIN orders o ON o.id = l.order_id
      WHERE ${CREDITS}
        AND (o.id IS NULL OR o.kind <> 'deposit' OR o.status <> 'paid' OR o.member_id <> l.member_id)
      ORDER BY l.created_at, l.id LIMIT $5`,
    [...params(r), limit],
  );
  return rows.map((x) => ({
    entryId: Number(x.id),
    memberId: x.member_id,
    username: x.username,
    amount: Number(x.amount),
    ...(x.order_id === null ? {} : { orderId: x.order_id }),
    ...(x.order_status === null ? {} : { orderStatus: x.order_status }),
    at: new Date(x.created_at).toISOString(),
  }));
}

export interface AskableOrder {
  orderId: number;
  memberId: number;
  username: string;
  amount: number;
  status: Order['status'];
  ref: string;
  provider: string | null;
  providerRef: string | null;
  at: string;
}

/** Deposit orders made or settled in the range (the first `limit`, by id), to ask their provider about. */
export async function askableOrders(
  db: Queryable,
  r: ReconcileRange,
  limit: number,
): Promise<AskableOrder[]> {
  const rows = await db.query<{
    id: number;
    member_id: number;
    username: string;
    amount: Num;
    status: Order['status'];
    ref: string;
    provider: string | null;
    provider_ref: string | null;
    at: Date;
  }>(
    `${BOUNDS}
     SELECT o.id, o.member_id, m.username, o.amount, o.status, o.ref, o.provider, o.provider_ref,
            coalesce(o.settled_at, o.created_at) AS at
       FROM b, orders o JOIN members m ON m.id = o.member_id
      WHERE ${ASKABLE} AND o.ref IS NOT NULL
      ORDER BY o.id LIMIT $5`,
    [...params(r), limit],
  );
  return rows.map((x) => ({
    orderId: x.id,
    memberId: x.member_id,
    username: x.username,
    amount: Number(x.amount),
    status: x.status,
    ref: x.ref,
    provider: x.provider,
    providerRef: x.provider_ref,
    at: new Date(x.at).toISOString(),
  }));
}
