import type { FromSchema } from 'json-schema-to-ts';

/* Member calls (spec §3 member info, wallet, rank progress, unread counts, contracts). */

export const memberInfoResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'account', 'nickname', 'type', 'headIcon', 'isAgent', 'trial'],
  properties: {
    id: { type: 'integer' },
    account: { type: 'string' },
    nickname: { type: 'string' },
    type: { type: 'integer' },
    headIcon: { type: 'string' },
    isAgent: { type: 'boolean' },
    trial: { type: 'boolean' },
    mobileNum: { type: 'string' },
    email: { type: 'string' },
    hasPaymentPassword: { type: 'boolean' },
  },
} as const;
export type MemberInfo = FromSchema<typeof memberInfoResponseSchema>;

const wallet = {
  type: 'object',
  additionalProperties: false,
  required: ['sumBalance', 'currency'],
  properties: {
    sumBalance: {
      type: 'integer',
      description: 'Available balance in minor units of the currency (VND đồng, USD cents).',
    },
    currency: { type: 'string' },
    held: { type: 'integer', description: 'Held for pending withdrawals (minor units).' },
  },
} as const;
export const walletsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['member', 'merchant'],
  properties: { member: wallet, merchant: wallet },
} as const;
export type Wallets = FromSchema<typeof walletsResponseSchema>;

export const rankProgressResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currentProgress', 'playerRankProgress'],
  properties: {
    currentProgress: {
      type: 'object',
      additionalProperties: false,
      required: ['completedConditions', 'totalExpectedConditions'],
      properties: { completedConditions: { type: 'integer' }, totalExpectedConditions: { type: 'integer' } },
    },
    playerRankProgress: {
      type: 'object',
      additionalProperties: false,
      properties: { labelId: { type: 'string' } },
    },
  },
} as const;

/** Unread counts; chat and inbox are left out for session type 4 (spec §4). */
export const unreadResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['announcements'],
  properties: {
    announcements: { type: 'integer' },
    chat: {
      type: 'object',
      additionalProperties: false,
      required: ['unReadCount'],
      properties: { unReadCount: { type: 'integer' } },
    },
    inbox: { type: 'integer' },
  },
} as const;

/** Contract requests (spec §3): a non-empty value is a pending request. */
export const contractsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq'],
  properties: {
    dailysalreqtype: { type: 'string' },
    divtypecompperiodreq: { type: 'string' },
    contracthoursalreq: { type: 'string' },
  },
} as const;

export const HEAD_ICONS = ['avatar-1', 'avatar-2', 'avatar-3', 'avatar-4', 'avatar-5', 'avatar-6'] as const;
export const headIconResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['headIcon', 'options'],
  properties: { headIcon: { type: 'string' }, options: { type: 'array', items: { type: 'string' } } },
} as const;
/** Head icon POST, form-encoded (spec §7). */
export const headIconBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['headIcon'],
  properties: { headIcon: { type: 'string', enum: HEAD_ICONS } },
} as const;

export const feedbackBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['content'],
  properties: {
    content: { type: 'string', minLength: 1, maxLength: 1000 },
    category: { type: 'string', maxLength: 40 },
  },
} as const;

/** Agent centre summary (agents only: types 1, 2, 41, 42). */
export const agentInfoResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['affiliateCode', 'downlines', 'teamDeposit', 'teamBet'],
  properties: {
    affiliateCode: { type: 'string' },
    downlines: { type: 'integer' },
    teamDeposit: { type: 'number' },
    teamBet: { type: 'number' },
  },
} as const;
