import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/db';
import { AppError } from '../../server/http-errors';
import { NOTIFICATION_MAX_AGE_MS } from '../lib/constants';
import { sign } from '../money/signature';
import { demoProvider, NOTIFICATION_FIELDS } from './demo-provider';
import { providerOf, providerRegistry } from './registry';

/* The demo payment provider behind the PaymentProvider interface: its signature check and the registry. */

const SECRET = 'a'.repeat(64);
const NOW = 1_800_000_000_000;
const REF = 'ref_0123456789';
/** Its books: one paid order (queryStatus reads them through this stand-in of the repository's SQL). */
const books: Queryable = {
  query: async <T>(_sql: string, params?: readonly unknown[]) =>
    ((params?.[0] as string[]).includes(REF) ? [{ ref: REF, amount: '50000', status: 'paid' }] : []) as T[],
} as unknown as Queryable;
const demo = demoProvider(books, SECRET, () => NOW);
const code = (f: () => unknown) => {
  try {
    f();
    return 'accepted';
  } catch (e) {
    return e instanceof AppError ? e.code : String(e);
  }
};

describe('demo payment provider', () => {
  it('reads its own signed notification into the interface’s fields', () => {
    const n = demo.notification({ orderId: REF, amount: 50_000, status: 'paid' });
    expect(demo.verifyNotification(n)).toEqual({
      orderId: REF,
      providerRef: REF,
      amountMinor: 50_000,
      status: 'paid',
    });
  });

  it('refuses a forged, altered, stale or malformed notification (SIGNATURE_INVALID)', () => {
    const n = demo.notification({ orderId: REF, amount: 50_000, status: 'paid' });
    const forged = { ...n, signature: sign('b'.repeat(64), NOTIFICATION_FIELDS(n)) };
    expect(code(() => demo.verifyNotification(forged))).toBe('SIGNATURE_INVALID');
    expect(code(() => demo.verifyNotification({ ...n, amount: 500_000 }))).toBe('SIGNATURE_INVALID');
    expect(code(() => demo.verifyNotification({ ...n, status: 'cancelled' }))).toBe('SIGNATURE_INVALID');
    expect(code(() => demo.verifyNotification({ ...n, signature: 'zz' }))).toBe('SIGNATURE_INVALID');
    const old = { ...n, timestamp: NOW - NOTIFICATION_MAX_AGE_MS - 1 };
    expect(
      code(() => demo.verifyNotification({ ...old, signature: sign(SECRET, NOTIFICATION_FIELDS(old)) })),
    ).toBe('SIGNATURE_INVALID');
    for (const bad of [null, 'x', {}, { ...n, amount: '50000' }, { ...n, orderId: 'short' }])
      expect(code(() => demo.verifyNotification(bad))).toBe('SIGNATURE_INVALID');
  });

  it('answers queryStatus from its books: paid with its amount, unknown otherwise', async () => {
    const view = await demo.queryStatus([
      { ref: REF, providerRef: REF },
      { ref: 'ref_other_000', providerRef: null },
    ]);
    expect(Object.fromEntries(view)).toEqual({
      [REF]: { status: 'paid', amountMinor: 50_000 },
      ref_other_000: { status: 'unknown' },
    });
  });

  it('creates orders at its cashier with the order reference as its own', async () => {
    const made = await demo.createOrder({ order: {} as never, ref: REF, merchant: {} as never, lang: 'en' });
    expect(made).toEqual({ payUrl: `/demo/cashier?o=${REF}&lang=en`, providerRef: REF });
    expect(demo.payUrl({ ref: REF, providerRef: REF }, 'vi')).toBe(`/demo/cashier?o=${REF}&lang=vi`);
  });
});

describe('payment provider registry', () => {
  it('finds providers by the id stored on an order (none stored: demo); an unknown id settles nothing', () => {
    const r = providerRegistry([demo], demo);
    expect(r.get('demo')).toBe(demo);
    expect(providerOf(r, null)).toBe(demo);
    expect(r.providerFor({} as never, 'BANK')).toBe(demo);
    expect(code(() => providerOf(r, 'acme-pay'))).toBe('ORDER_NOT_FOUND');
  });
});
