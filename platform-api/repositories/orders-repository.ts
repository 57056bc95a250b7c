import type { Queryable } from '../db/db';
import type { Order } from '../../schemas/api';

interface OrderRow { id: number; kind: 'deposit' | 'withdraw'; channel: string | null; status: Order['status']; amount: number; bonus: number; created_at: Date }

const toOrder = (r: OrderRow): Order => ({
  id: r.id, kind: r.kind, ...(r.channel ? { channel: r.channel } : {}), status: r.status, amount: Number(r.amount), bonus: Number(r.bonus), createdAt: new Date(r.created_at).toISOString(),
});

/** Deposits that count against the first-deposit bonus: any not rejected. */
export async function hasDeposit(db: Queryable, memberId: number): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM orders WHERE member_id = $1 AND kind = 'deposit' AND status <> 'rejected' LIMIT 1`, [memberId])).length > 0;
}

export async function insertOrder(db: Queryable, memberId: number, kind: 'deposit' | 'withdraw', channel: string | null, amount: number, bonus: number): Promise<Order> {
  const [row] = await db.query<OrderRow>(
    `INSERT INTO orders (member_id, kind, channel, amount, bonus) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, kind, channel, status, amount::float8 AS amount, bonus::float8 AS bonus, created_at`,
    [memberId, kind, channel, amount, bonus],
  );
  return toOrder(row!);
}

export async function listOrders(db: Queryable, memberId: number, kind: 'deposit' | 'withdraw'): Promise<Order[]> {
  const rows = await db.query<OrderRow>(
    'SELECT id, kind, channel, status, amount::float8 AS amount, bonus::float8 AS bonus, created_at FROM orders WHERE member_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 100',
    [memberId, kind],
  );
  return rows.map(toOrder);
}

/** Holds a withdrawal: takes the amount off the balance only if it is there (one statement, no race). */
export async function debitBalance(db: Queryable, memberId: number, amount: number): Promise<boolean> {
  return (await db.query('UPDATE members SET balance = balance - $2 WHERE id = $1 AND balance >= $2 RETURNING id', [memberId, amount])).length === 1;
}
