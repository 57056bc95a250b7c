import type { AdminReconcile, MerchantConfig, ReconcileMismatch } from '../../schemas';
import { currencyDigits } from '../../core/money';
import { toCsv } from '../../core/csv';
import { formatDate } from '../../core/dates';
import { minorToDecimal } from '../../core/reports';
import { t } from '../../locales/node';
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

/** A reconciliation's text in the reader's language (the console's own words for it). */
const words = (language: string, key: string, params?: Record<string, unknown>) =>
  t(language, `console.console.payments.reconcile.${key}`, params);

/**
 * The reconciliation as a CSV file for a spreadsheet (UTF-8 with a byte-order mark, as the daily
 * report): one row per mismatch, in the console's words, amounts in the currency's decimals and times
 * in the merchant's zone; then the totals and how many orders the provider was asked about.
 */
export function reconcileCsv(r: AdminReconcile, language: string): string {
  const money = (minor: number | undefined) =>
    minor === undefined ? '' : minorToDecimal(minor, r.currency.digits);
  const inCurrency = (key: string) => `${words(language, key)} (${r.currency.code})`;
  const status = (s: string | undefined) => (s ? t(language, `console.console.payments.status_.${s}`) : '');
  const header = [
    words(language, 'kind'),
    words(language, 'order'),
    words(language, 'entry'),
    t(language, 'console.console.payments.member'),
    t(language, 'console.console.payments.status'),
    inCurrency('orderAmount'),
    inCurrency('creditedAmount'),
    words(language, 'credits'),
    words(language, 'provider'),
    inCurrency('providerAmount'),
    `${words(language, 'at')} (${r.timeZone})`,
  ];
  const rows = r.mismatches.map((m) => [
    words(language, `kinds.${m.kind}`),
    m.orderId ?? '',
    m.entryId ?? '',
    m.username,
    status(m.orderStatus),
    money(m.orderAmount),
    money(m.credited),
    m.credits ?? '',
    m.providerStatus ? words(language, `providerStatus.${m.providerStatus}`) : '',
    money(m.providerAmount),
    formatDate(m.at, 'dayTimeSeconds', { language, timeZone: r.timeZone }),
  ]);
  const totals = [
    [words(language, 'totals'), words(language, 'count'), inCurrency('sum')],
    [words(language, 'paid'), r.totals.paid.count, money(r.totals.paid.amount)],
    [words(language, 'credited'), r.totals.credited.count, money(r.totals.credited.amount)],
    [
      words(language, 'difference'),
      r.totals.paid.count - r.totals.credited.count,
      money(r.totals.difference),
    ],
    [words(language, 'asked', { asked: r.provider.asked, notAsked: r.provider.notAsked })],
    ...(r.truncated ? [[words(language, 'truncated', { count: r.mismatches.length })]] : []),
  ];
  return toCsv([header, ...rows, [], ...totals]);
}

/** The CSV's file name: the merchant and the range (ASCII only, safe in Content-Disposition). */
export const reconcileFileName = (code: string, from: string, to: string): string =>
  `reconciliation-${code}-${from}-${to}.csv`;
