import { randomBytes } from 'node:crypto';
import type { DepositNotification } from '../../schemas/api';
import type { Queryable } from '../../server/db/db';
import { AppError } from '../../server/http-errors';
import { NOTIFICATION_MAX_AGE_MS } from '../lib/constants';
import { sign, verify } from '../money/signature';
import { demoPayments } from '../repositories/demo-cashier-repository';
import type { PaymentProvider, ProviderOrderView, VerifiedNotification } from './provider';

/*
 * The demo payment provider: its cashier pages are platform-api/routes/demo-cashier.ts; it notifies
 * the platform with HMAC-SHA256 over (order reference, amount, status, nonce, timestamp) signed with
 * the shared secret of platform_keys 'payment-provider' (money/signature.ts); its books are
 * demo_cashier_payments (migration 170), which answer queryStatus.
 */

export const DEMO_PROVIDER_ID = 'demo';

export const NOTIFICATION_FIELDS = (
  n: Pick<DepositNotification, 'orderId' | 'amount' | 'status' | 'nonce' | 'timestamp'>,
) => [n.orderId, n.amount, n.status, n.nonce, n.timestamp];

const REF = /^[A-Za-z0-9_-]{10,100}$/;
const NONCE = /^[A-Za-z0-9_-]{8,64}$/;

/** The demo notification's shape (the /api/payments/notify route also checks it with its JSON Schema). */
function isDemoNotification(b: unknown): b is DepositNotification {
  if (typeof b !== 'object' || b === null) return false;
  const n = b as Record<string, unknown>;
  return (
    typeof n.orderId === 'string' &&
    REF.test(n.orderId) &&
    Number.isSafeInteger(n.amount) &&
    (n.amount as number) > 0 &&
    (n.status === 'paid' || n.status === 'cancelled') &&
    typeof n.nonce === 'string' &&
    NONCE.test(n.nonce) &&
    Number.isSafeInteger(n.timestamp) &&
    typeof n.signature === 'string'
  );
}

export interface DemoProvider extends PaymentProvider {
  /** The cashier's own signed notification of what the player chose (the demo cashier page sends it). */
  notification(f: { orderId: string; amount: number; status: 'paid' | 'cancelled' }): DepositNotification;
}

export function demoProvider(db: Queryable, secret: string, now: () => number = Date.now): DemoProvider {
  const payUrl = (ref: string, lang: string) => `/demo/cashier?o=${ref}&lang=${lang}`;
  return {
    id: DEMO_PROVIDER_ID,
    cheapStatusQuery: true,
    // The demo cashier is the platform's own page: the order's reference is its id too.
    createOrder: async ({ ref, lang }) => ({ payUrl: payUrl(ref, lang), providerRef: ref }),
    payUrl: (o, lang) => payUrl(o.ref, lang),
    verifyNotification(body): VerifiedNotification {
      if (!isDemoNotification(body) || !verify(secret, NOTIFICATION_FIELDS(body), body.signature))
        throw new AppError('SIGNATURE_INVALID');
      if (Math.abs(now() - body.timestamp) > NOTIFICATION_MAX_AGE_MS) throw new AppError('SIGNATURE_INVALID');
      return {
        orderId: body.orderId,
        providerRef: body.orderId,
        amountMinor: body.amount,
        status: body.status,
      };
    },
    async queryStatus(orders) {
      const found = new Map(
        (
          await demoPayments(
            db,
            orders.map((o) => o.ref),
          )
        ).map((r) => [r.ref, r] as const),
      );
      return new Map(
        orders.map((o): [string, ProviderOrderView] => {
          const r = found.get(o.ref);
          return [o.ref, r ? { status: r.status, amountMinor: r.amount } : { status: 'unknown' }];
        }),
      );
    },
    notification(f) {
      const fields = { ...f, nonce: randomBytes(12).toString('hex'), timestamp: now() };
      return { ...fields, signature: sign(secret, NOTIFICATION_FIELDS(fields)) };
    },
  };
}
