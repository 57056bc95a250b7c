import type { FromSchema } from 'json-schema-to-ts';

/* Deposit and withdraw (spec §1 first-deposit bonus; merchant config payments). */

export const channelsResponseSchema = {
  type: 'object', additionalProperties: false, required: ['channels', 'firstDepositBonus', 'withdraw'],
  properties: {
    channels: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['code', 'kind', 'min', 'max'], properties: { code: { type: 'string' }, kind: { type: 'string' }, min: { type: 'number' }, max: { type: 'number' } } } },
    firstDepositBonus: { type: 'object', additionalProperties: false, required: ['enabled', 'percent', 'eligible'], properties: { enabled: { type: 'boolean' }, percent: { type: 'number' }, maxBonus: { type: 'number' }, eligible: { type: 'boolean', description: 'The player has no deposit yet.' } } },
    withdraw: { type: 'object', additionalProperties: false, required: ['min', 'max', 'requirePaymentPassword'], properties: { min: { type: 'number' }, max: { type: 'number' }, requirePaymentPassword: { type: 'boolean' } } },
  },
} as const;

export const depositBodySchema = {
  type: 'object', additionalProperties: false, required: ['channel', 'amount'],
  properties: { channel: { type: 'string', pattern: '^[A-Z0-9_]{1,20}$' }, amount: { type: 'number', exclusiveMinimum: 0, maximum: 1e12 } },
} as const;
export type DepositBody = FromSchema<typeof depositBodySchema>;

export const orderSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'kind', 'status', 'amount', 'bonus', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: ['deposit', 'withdraw'] },
    channel: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
    amount: { type: 'number' },
    bonus: { type: 'number', description: 'First-deposit bonus granted when the order is approved.' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type Order = FromSchema<typeof orderSchema>;
export const orderResponseSchema = {
  type: 'object', additionalProperties: false, required: ['order'],
  properties: { order: orderSchema },
} as const;
export const ordersResponseSchema = {
  type: 'object', additionalProperties: false, required: ['list'],
  properties: { list: { type: 'array', items: orderSchema } },
} as const;

export const withdrawBodySchema = {
  type: 'object', additionalProperties: false, required: ['amount'],
  properties: { amount: { type: 'number', exclusiveMinimum: 0, maximum: 1e12 }, paymentPassword: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;
export type WithdrawBody = FromSchema<typeof withdrawBodySchema>;
