import type { Queryable } from '../../server/db/db';

/*
 * The demo payment provider's own books (migration 170): what a player did at its cashier. A real
 * provider keeps these on its side; the demo keeps them beside the platform's data so the console's
 * reconciliation can ask it, as it would ask a real one.
 */

export async function recordDemoPayment(
  db: Queryable,
  p: { ref: string; amount: number; status: 'paid' | 'cancelled' },
): Promise<void> {
  await db.query(
    `INSERT INTO demo_cashier_payments (ref, amount, status) VALUES ($1, $2, $3)
     ON CONFLICT (ref) DO NOTHING`,
    [p.ref, p.amount, p.status],
  );
}

/** The recorded payments of these references. */
export async function demoPayments(
  db: Queryable,
  refs: readonly string[],
): Promise<{ ref: string; amount: number; status: 'paid' | 'cancelled' }[]> {
  if (!refs.length) return [];
  const rows = await db.query<{ ref: string; amount: string; status: 'paid' | 'cancelled' }>(
    'SELECT ref, amount, status FROM demo_cashier_payments WHERE ref = ANY($1::text[])',
    [refs],
  );
  return rows.map((r) => ({ ref: r.ref, amount: Number(r.amount), status: r.status }));
}
