import type { Db } from '../../server/db/db';
import { postInbox } from '../repositories/inbox-repository';
import { settleDeposit, type DepositOutcome } from '../repositories/orders-repository';

/**
 * Settles a deposit from the provider's notification; a paid one is credited (with its first-deposit
 * bonus) and the member hears of it in the inbox, in the same transaction.
 */
export async function settleDepositAndTell(
  db: Db,
  memberId: number,
  n: { orderId: string; status: 'paid' | 'cancelled'; amount: number },
  bonusOf: (amount: number) => number,
  /** The platform clock: an order past its payment window is expired, not paid. */
  now: number,
): Promise<DepositOutcome> {
  return db.transaction(async (tx) => {
    const o = await settleDeposit(tx, n.orderId, n.status, n.amount, bonusOf, now);
    if (o.ok && o.order.status === 'paid')
      await postInbox(tx, memberId, 'depositPaid', {
        amount: o.order.amount,
        bonus: o.order.bonus,
        orderId: String(o.order.id),
      });
    return o;
  });
}
