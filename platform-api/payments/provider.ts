import type { MerchantConfig } from '../../schemas';
import type { Order } from '../../schemas/api';

/*
 * A payment provider as the platform uses it (issue 34, "Payment orders"): the deposit route asks it
 * for a cashier address, the notification route hands it the provider's signed call to check and
 * read, and the console's reconciliation asks it how it sees an order. Routes and services know this
 * interface only: a real provider is one adapter file (as demo-provider.ts) plus one line in
 * registry.ts.
 */

/** What the provider signed: which order (our reference, sent at createOrder), its own id, amount and outcome. */
export interface VerifiedNotification {
  /** The platform's reference of the order (orders.ref), as given to the provider by createOrder. */
  orderId: string;
  /** The provider's own id of the payment. */
  providerRef: string;
  /** Minor units of the merchant's currency. */
  amountMinor: number;
  status: 'paid' | 'cancelled';
}

/** The provider's view of one order; `unknown`: it has no record of it (the player never paid or cancelled). */
export interface ProviderOrderView {
  status: 'paid' | 'cancelled' | 'unknown';
  /** What the provider took (minor units), when it knows the order. */
  amountMinor?: number;
}

/** An order as the provider knows it: the platform's reference and the provider's own. */
export interface ProviderOrderRef {
  ref: string;
  providerRef: string | null;
}

export interface PaymentProvider {
  /** The id stored on each order it took (orders.provider). */
  readonly id: string;
  /**
   * Registers a new deposit order with the provider (inside the order's transaction: a provider that
   * refuses leaves no order). Returns where the player pays and the provider's reference.
   */
  createOrder(o: {
    order: Order;
    ref: string;
    merchant: MerchantConfig;
    lang: 'vi' | 'en';
  }): Promise<{ payUrl: string; providerRef: string }>;
  /** The cashier address of a still pending order, for a player who comes back to it. */
  payUrl(o: ProviderOrderRef, lang: 'vi' | 'en'): string;
  /**
   * Checks the signature (and freshness) of the provider's notification and reads it; anything
   * forged, stale or malformed throws AppError('SIGNATURE_INVALID') and settles nothing.
   */
  verifyNotification(body: unknown): VerifiedNotification;
  /**
   * The provider's view of orders, keyed by the platform's reference. Only called when
   * `cheapStatusQuery` is true, for a bounded number of orders (RECONCILE_PROVIDER_QUERIES).
   */
  queryStatus(orders: readonly ProviderOrderRef[]): Promise<Map<string, ProviderOrderView>>;
  /** Whether queryStatus answers from the provider's own records without a network call per order. */
  readonly cheapStatusQuery: boolean;
}
