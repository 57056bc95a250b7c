import type { FromSchema } from 'json-schema-to-ts';
import { adminPaymentsParamsSchema } from './admin-payments.schema';
import { adminReportQuerySchema, adminReportResponseSchema } from './admin-reports.schema';
import { orderSchema } from './api/payments.schema';

/*
 * The console's payment reconciliation (admin API, issue 34, "Payment orders"): a merchant's deposit
 * orders paid in a range of its days against the ledger's deposit credits, and against what the
 * payment provider says of each order. Every paid order has exactly one credit of its amount.
 */

export const adminReconcileParamsSchema = adminPaymentsParamsSchema;

/** A day of the merchant's time zone, its zone and currency: as the daily reports write them. */
const { from: day, timeZone, currency } = adminReportResponseSchema.properties;
const count = { type: 'integer', minimum: 0 } as const;
const amount = { type: 'integer', description: 'Minor units of the merchant’s currency.' } as const;

export const adminReconcileQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: {
    from: { ...day, description: 'First day, included (orders by the time they were paid).' },
    to: adminReportQuerySchema.properties.to,
  },
} as const;
export type AdminReconcileQuery = FromSchema<typeof adminReconcileQuerySchema>;

/** The CSV's query: the same range, and the language of its words (as the daily report's CSV). */
export const adminReconcileCsvQuerySchema = {
  ...adminReconcileQuerySchema,
  properties: {
    ...adminReconcileQuerySchema.properties,
    language: adminReportQuerySchema.properties.language,
  },
} as const;

export const RECONCILE_MISMATCH_KINDS = [
  'missingCredit',
  'duplicateCredit',
  'amountDiffers',
  'strayCredit',
  'providerDiffers',
] as const;

export const reconcileMismatchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'memberId', 'username', 'at'],
  properties: {
    kind: {
      type: 'string',
      enum: RECONCILE_MISMATCH_KINDS,
      description:
        'missingCredit: a paid order without a deposit credit; duplicateCredit: more than one; amountDiffers: credited ≠ ordered; strayCredit: a deposit credit without a paid order; providerDiffers: the provider reports the order otherwise (paid vs not, or another amount).',
    },
    orderId: { type: 'integer', description: 'The order, when there is one.' },
    entryId: { type: 'integer', description: 'The ledger entry of a stray credit.' },
    memberId: { type: 'integer' },
    username: { type: 'string' },
    orderStatus: { ...orderSchema.properties.status, description: 'The order’s status on the platform.' },
    orderAmount: amount,
    credited: { ...amount, description: 'What the ledger credited for it (minor units).' },
    credits: { ...count, description: 'How many deposit credits the ledger holds for it.' },
    providerStatus: { type: 'string', enum: ['paid', 'cancelled', 'unknown'] },
    providerAmount: amount,
    at: { type: 'string', format: 'date-time', description: 'When it was paid or credited (or ordered).' },
  },
} as const;
export type ReconcileMismatch = FromSchema<typeof reconcileMismatchSchema>;

const countAmount = {
  type: 'object',
  additionalProperties: false,
  required: ['count', 'amount'],
  properties: { count, amount },
} as const;

export const adminReconcileResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'timeZone', 'currency', 'totals', 'provider', 'mismatches', 'truncated'],
  properties: {
    from: day,
    to: day,
    timeZone,
    currency,
    totals: {
      type: 'object',
      additionalProperties: false,
      required: ['paid', 'credited', 'difference'],
      properties: {
        paid: { ...countAmount, description: 'Deposit orders paid in the range.' },
        credited: { ...countAmount, description: 'Deposit credits of the ledger in the range.' },
        difference: { ...amount, description: 'Paid amount − credited amount.' },
      },
    },
    provider: {
      type: 'object',
      additionalProperties: false,
      required: ['asked', 'notAsked'],
      properties: {
        asked: { ...count, description: 'Orders of the range the payment provider was asked about.' },
        notAsked: {
          ...count,
          description: 'Orders not asked about (a provider without a cheap status query, or past the limit).',
        },
      },
    },
    mismatches: { type: 'array', items: reconcileMismatchSchema, description: 'Oldest first.' },
    truncated: { type: 'boolean', description: 'More mismatches than the list holds.' },
  },
} as const;
export type AdminReconcile = FromSchema<typeof adminReconcileResponseSchema>;
