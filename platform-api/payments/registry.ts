import type { MerchantConfig } from '../../schemas';
import { AppError } from '../../server/http-errors';
import type { Db } from '../../server/db/db';
import { loadSecret } from '../money/signature';
import { DEMO_PROVIDER_ID, demoProvider, type DemoProvider } from './demo-provider';
import type { PaymentProvider } from './provider';

/*
 * The payment providers the platform knows, by id (orders.provider). A real provider is registered
 * here next to the demo (its adapter built from its secrets), and `providerFor` picks it for a
 * merchant's channel; today every channel of every merchant pays at the demo cashier.
 */

export interface PaymentProviders {
  demo: DemoProvider;
  /** The provider of an id stored on an order; undefined for an id nobody registered. */
  get(id: string): PaymentProvider | undefined;
  /** The provider that takes a merchant's deposits on a channel. */
  providerFor(merchant: MerchantConfig, channel: string): PaymentProvider;
}

export function providerRegistry(list: readonly PaymentProvider[], demo: DemoProvider): PaymentProviders {
  const byId = new Map<string, PaymentProvider>(list.map((p) => [p.id, p]));
  return {
    demo,
    get: (id) => byId.get(id),
    providerFor: () => demo,
  };
}

/** One registry per database (the payment routes, the demo cashier and the console's reconciliation share it). */
const registries = new WeakMap<Db, Promise<PaymentProviders>>();

export function paymentProviders(db: Db): Promise<PaymentProviders> {
  let r = registries.get(db);
  if (!r) {
    r = loadSecret(db, 'payment-provider').then((secret) => {
      const demo = demoProvider(db, secret);
      return providerRegistry([demo], demo);
    });
    registries.set(db, r);
    // A failed start (the database away) is not kept: the next caller tries again.
    r.catch(() => registries.delete(db));
  }
  return r;
}

/** The provider of a stored order (an order of no known provider: ORDER_NOT_FOUND, nothing settles it). */
export function providerOf(providers: PaymentProviders, id: string | null): PaymentProvider {
  const found = providers.get(id ?? DEMO_PROVIDER_ID);
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  return found;
}
