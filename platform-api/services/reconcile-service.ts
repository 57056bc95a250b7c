import type { AdminReconcile, MerchantConfig, ReconcileMismatch } from '../../schemas';
import { currencyDigits } from '../../core/money';
import type { Db } from '../../server/db/db';
import type { PaymentProviders } from '../payments/registry';
import { expireDeposits } from '../repositories/orders-repository';
import {
  askableOrders,
  paidOrdersMiscredited,
  reconcileTotals,
  strayDepositCredits,
  type AskableOrder,
  type ReconcileRange,
} from '../repositories/reconcile-repository';
import { reportSnapshot } from '../repositories/reports-repository';
import { assertReportRange } from './reports-service';

/** The most mismatches one answer lists (the totals always cover the whole range). */
export const RECONCILE_MAX_MISMATCHES = 500;
/** The most orders of one range a provider is asked about (only providers whose status query is cheap). */
export const RECONCILE_PROVIDER_QUERIES = 2000;

/**
 * Where the provider's view of an order disagrees with the platform's: paid on one side and not the
 * other, or paid on both for different amounts. Cancelled, expired and pending are all "not paid":
 * the money is what matters here.
 */
async function providerMismatches(
  providers: PaymentProviders,
  orders: AskableOrder[],
): Promise<{ mismatches: ReconcileMismatch[]; asked: number }> {
  const byProvider = new Map<string, AskableOrder[]>();
  for (const o of orders) {
    const id = o.provider ?? providers.demo.id;
    byProvider.set(id, [...(byProvider.get(id) ?? []), o]);
  }
  const mismatches: ReconcileMismatch[] = [];
  let asked = 0;
  for (const [id, list] of byProvider) {
    const provider = providers.get(id);
    if (!provider?.cheapStatusQuery) continue;
    const views = await provider.queryStatus(list);
    asked += list.length;
    for (const o of list) {
      const v = views.get(o.ref) ?? { status: 'unknown' as const };
      const paidHere = o.status === 'paid';
      const paidThere = v.status === 'paid';
      if (paidHere === paidThere && (!paidHere || v.amountMinor === o.amount)) continue;
      mismatches.push({
        kind: 'providerDiffers',
        orderId: o.orderId,
        memberId: o.memberId,
        username: o.username,
        orderStatus: o.status,
        orderAmount: o.amount,
        providerStatus: v.status,
        ...(v.amountMinor === undefined ? {} : { providerAmount: v.amountMinor }),
        at: o.at,
      });
    }
  }
  return { mismatches, asked };
}

/**
 * A merchant's deposits of a range of its days, reconciled (issue 34): totals of paid orders and of
 * the ledger's deposit credits, and every mismatch between them and with the payment provider.
 */
export async function reconcileDeposits(
  db: Db,
  providers: PaymentProviders,
  merchant: MerchantConfig,
  from: string,
  to: string,
  now: number,
): Promise<AdminReconcile> {
  assertReportRange(from, to);
  // Orders past their payment window read as expired here as everywhere (one conditional UPDATE).
  await expireDeposits(db, now, { merchantCode: merchant.code });
  const range: ReconcileRange = { merchantCode: merchant.code, timeZone: merchant.timeZone, from, to };
  const max = RECONCILE_MAX_MISMATCHES + 1;
  const read = await db.transaction(async (tx) => {
    await reportSnapshot(tx);
    return {
      totals: await reconcileTotals(tx, range),
      miscredited: await paidOrdersMiscredited(tx, range, max),
      strays: await strayDepositCredits(tx, range, max),
      askable: await askableOrders(tx, range, RECONCILE_PROVIDER_QUERIES),
    };
  });
  const provider = await providerMismatches(providers, read.askable);
  const mismatches: ReconcileMismatch[] = [
    ...read.miscredited.map((o): ReconcileMismatch => ({
      kind: o.credits === 0 ? 'missingCredit' : o.credits > 1 ? 'duplicateCredit' : 'amountDiffers',
      orderId: o.orderId,
      memberId: o.memberId,
      username: o.username,
      orderStatus: 'paid',
      orderAmount: o.amount,
      credited: o.credited,
      credits: o.credits,
      at: o.at,
    })),
    ...read.strays.map((c): ReconcileMismatch => ({
      kind: 'strayCredit',
      entryId: c.entryId,
      ...(c.orderId === undefined ? {} : { orderId: c.orderId }),
      ...(c.orderStatus === undefined ? {} : { orderStatus: c.orderStatus }),
      memberId: c.memberId,
      username: c.username,
      credited: c.amount,
      credits: 1,
      at: c.at,
    })),
    ...provider.mismatches,
  ].sort((a, b) => a.at.localeCompare(b.at) || (a.orderId ?? 0) - (b.orderId ?? 0));
  const t = read.totals;
  return {
    from,
    to,
    timeZone: merchant.timeZone,
    currency: { code: merchant.currency.code, digits: currencyDigits(merchant.currency) },
    totals: {
      paid: { count: t.paidCount, amount: t.paidAmount },
      credited: { count: t.creditedCount, amount: t.creditedAmount },
      difference: t.paidAmount - t.creditedAmount,
    },
    provider: { asked: provider.asked, notAsked: t.askable - provider.asked },
    mismatches: mismatches.slice(0, RECONCILE_MAX_MISMATCHES),
    truncated: mismatches.length > RECONCILE_MAX_MISMATCHES,
  };
}
