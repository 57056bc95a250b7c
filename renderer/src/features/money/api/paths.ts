/** Money calls of the platform API (schemas/api/payments.schema.ts). */
export const MONEY_PATHS = {
  channels: '/api/payments/channels',
  deposits: '/api/payments/deposits',
  order: (id: number) => `/api/payments/orders/${id}`,
  withdrawals: '/api/payments/withdrawals',
  payoutAccounts: '/api/payments/payout-accounts',
  transactions: '/api/wallet/transactions',
  rounds: '/api/wallet/rounds',
} as const;

/** A fresh Idempotency-Key for one attempt: a retry of the same attempt reuses it, a new attempt gets a new one. */
export const newIdempotencyKey = (): string => `r-${crypto.randomUUID()}`;
