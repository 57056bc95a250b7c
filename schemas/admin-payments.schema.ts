import type { FromSchema } from 'json-schema-to-ts';
import { reviewDecisionBodySchema, wrappedSchema } from './api/common.schema';
import { ledgerEntrySchema, orderSchema } from './api/payments.schema';

/* The console's Payments page (admin API): pending withdrawals to review, deposits, a member's ledger. */

export const adminPaymentsParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{1,31}$' } },
} as const;
export const adminOrderParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'id'],
  properties: {
    ...adminPaymentsParamsSchema.properties,
    id: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
} as const;
export const adminOrdersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: orderSchema.properties.status,
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
  },
} as const;

export const adminOrderSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...orderSchema.required, 'memberId', 'username'],
  properties: {
    ...orderSchema.properties,
    memberId: { type: 'integer' },
    username: { type: 'string' },
    reviewedBy: { type: 'string' },
    payoutAccount: {
      type: 'object',
      additionalProperties: false,
      required: ['bankName', 'accountNumber', 'holderName'],
      properties: {
        bankName: { type: 'string' },
        accountNumber: { type: 'string' },
        holderName: { type: 'string' },
      },
    },
  },
} as const;
export type AdminOrder = FromSchema<typeof adminOrderSchema>;
export const adminOrdersResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currency', 'list'],
  properties: {
    currency: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'digits'],
      properties: { code: { type: 'string' }, digits: { type: 'integer' } },
    },
    list: { type: 'array', items: adminOrderSchema },
  },
} as const;
export type AdminOrders = FromSchema<typeof adminOrdersResponseSchema>;

/** What an operator sees before approving a withdrawal (issue 35 item 12): the member's money, KYC and history. */
export const adminWithdrawalContextSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currency', 'order', 'member', 'history'],
  properties: {
    currency: adminOrdersResponseSchema.properties.currency,
    order: adminOrderSchema,
    member: {
      type: 'object',
      additionalProperties: false,
      required: ['username', 'balance', 'held', 'kyc'],
      properties: {
        username: { type: 'string' },
        balance: { type: 'integer', description: 'Available now, minor units.' },
        held: {
          type: 'integer',
          description: 'Held for withdrawals waiting for a decision (this one included).',
        },
        kyc: {
          type: 'string',
          enum: ['none', 'pending', 'approved', 'rejected'],
          description: 'The latest identity check: none sent, waiting, verified or refused.',
        },
        vipLevel: {
          type: 'integer',
          minimum: 0,
          description:
            'The VIP level reached on the merchant’s ladder (as the member’s VIP page says); absent: none yet.',
        },
      },
    },
    history: {
      type: 'array',
      description: 'The member’s latest deposits and withdrawals, newest first, this one left out.',
      items: orderSchema,
    },
  },
} as const;
export type AdminWithdrawalContext = FromSchema<typeof adminWithdrawalContextSchema>;

export const adminReviewBodySchema = reviewDecisionBodySchema(
  'Required to reject: the member reads it in the records.',
);
export type AdminReviewBody = FromSchema<typeof adminReviewBodySchema>;
export const adminReviewResponseSchema = wrappedSchema('order', adminOrderSchema);

export const adminLedgerQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
  },
} as const;
export const adminLedgerResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['memberId', 'username', 'balance', 'held', 'consistent', 'entries'],
  properties: {
    memberId: { type: 'integer' },
    username: { type: 'string' },
    balance: { type: 'integer' },
    held: { type: 'integer' },
    consistent: {
      type: 'boolean',
      description: 'The sum of the entries equals the wallet (available and held).',
    },
    entries: { type: 'array', items: ledgerEntrySchema },
  },
} as const;
export type AdminLedger = FromSchema<typeof adminLedgerResponseSchema>;

/** Paying rebates on demand (issue 20 §1): the last ended period, or the ended one that contains `day`. */
export const adminRebateRunBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    day: {
      type: 'string',
      format: 'date',
      description: 'A day (UTC) of the period to pay; it must have ended. Absent: the last ended period.',
    },
  },
} as const;
export type AdminRebateRunBody = FromSchema<typeof adminRebateRunBodySchema>;
export const adminRebateRunResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['periodStart', 'periodEnd', 'paid', 'amount', 'currency'],
  properties: {
    periodStart: { type: 'string', format: 'date' },
    periodEnd: { type: 'string', format: 'date', description: 'Last day, inclusive.' },
    paid: { type: 'integer', description: 'Rebates paid by this run (0 when the period was paid before).' },
    amount: { type: 'integer', description: 'Their sum, minor units.' },
    currency: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'digits'],
      properties: { code: { type: 'string' }, digits: { type: 'integer' } },
    },
  },
} as const;
