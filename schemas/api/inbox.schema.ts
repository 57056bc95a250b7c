import type { FromSchema } from 'json-schema-to-ts';
import { wrappedSchema } from './common.schema';

/* The member inbox (spec §3 unread counts, §7 inbox unread GET): messages about the member's account. */

export const INBOX_KINDS = [
  'depositPaid',
  'withdrawApproved',
  'withdrawRejected',
  'kycApproved',
  'kycRejected',
  'agentApproved',
  'agentRejected',
  'rewardGranted',
  // Issue 34: what the console's Players page does to the account.
  'accountLocked',
  'accountUnlocked',
  'sessionsEnded',
  'passwordResetSent',
  'balanceCredited',
  'balanceDebited',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** What a message is about: amounts in the currency's minor units, an operator's reason as plain text. */
export const inboxParamsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    amount: { type: 'integer', minimum: 0 },
    bonus: { type: 'integer', minimum: 0 },
    orderId: { type: 'string', maxLength: 64 },
    reason: { type: 'string', maxLength: 500 },
    title: { type: 'string', maxLength: 200 },
  },
} as const;
export type InboxParams = FromSchema<typeof inboxParamsSchema>;

export const inboxMessageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'params', 'createdAt', 'read'],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: INBOX_KINDS },
    params: inboxParamsSchema,
    createdAt: { type: 'string', format: 'date-time' },
    read: { type: 'boolean' },
  },
} as const;
export type InboxMessage = FromSchema<typeof inboxMessageSchema>;

export const inboxQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    before: { type: 'integer', minimum: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
  },
} as const;

export const inboxResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list', 'more', 'unread'],
  properties: {
    list: { type: 'array', items: inboxMessageSchema },
    /** Whether an older page exists (ask again with `before` = the last id). */
    more: { type: 'boolean' },
    unread: { type: 'integer', minimum: 0 },
  },
} as const;
export type InboxResponse = FromSchema<typeof inboxResponseSchema>;

/** Marks one message read, or every message when `id` is absent. */
export const inboxReadBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

export const inboxReadResponseSchema = wrappedSchema('unread', { type: 'integer', minimum: 0 } as const);
