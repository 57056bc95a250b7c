import type { Order } from '../../schemas/api';
import { currencyDigits, firstDepositBonus } from '../../core/money';
import type { Db } from '../../server/db/db';
import { AppError } from '../../server/http-errors';
import type { Platform } from '../context';
import type { PaymentProviders } from '../payments/registry';
import { providerOf } from '../payments/registry';
import { postInbox } from '../repositories/inbox-repository';
import { findMemberById } from '../repositories/members-repository';
import { findOrderByRef, settleDeposit, type DepositOutcome } from '../repositories/orders-repository';

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

const REFUSAL = {
  unknown: 'ORDER_NOT_FOUND',
  settled: 'ORDER_ALREADY_SETTLED',
  expired: 'ORDER_EXPIRED',
  amount: 'AMOUNT_OUT_OF_RANGE',
} as const;

/**
 * A provider's notification, from the HTTP route or the demo cashier page: the provider checks its
 * signature and reads it (payments/provider.ts), then it settles a pending order that this provider
 * took, for that amount; anything else changes nothing (AppError with the catalogue's code).
 */
export async function settleNotification(
  p: Platform,
  providers: PaymentProviders,
  providerId: string,
  body: unknown,
): Promise<Order> {
  const provider = providers.get(providerId);
  if (!provider) throw new AppError('NOT_FOUND');
  const n = provider.verifyNotification(body);
  const known = await findOrderByRef(p.db, n.orderId, p.clock.now());
  const member = known ? await findMemberById(p.db, known.memberId) : undefined;
  const m = member ? p.opts.merchant(member.merchant_code) : undefined;
  // Another provider's order reads as unknown: a provider settles only what it took.
  if (!known || !m || providerOf(providers, known.provider) !== provider)
    throw new AppError('ORDER_NOT_FOUND');
  const digits = currencyDigits(m.currency);
  const out = await settleDepositAndTell(
    p.db,
    known.memberId,
    { orderId: n.orderId, status: n.status, amount: n.amountMinor },
    (a) => firstDepositBonus(m.payments.firstDepositBonus, a, digits),
    p.clock.now(),
  );
  if (!out.ok) throw new AppError(REFUSAL[out.reason]);
  return out.order;
}
