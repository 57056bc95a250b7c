import type { FromSchema } from 'json-schema-to-ts';
import { adminOrderParamsSchema, adminOrderSchema, adminOrdersResponseSchema } from './admin-payments.schema';
import { ledgerEntrySchema, roundSchema } from './api/payments.schema';
import { rewardSchema } from './api/member-area.schema';

/* The console's Players page (issue 34): find a player of a merchant, read their page, act with a reason. */

/** The merchant's currency as the payments answers name it (code and digits). */
const currencySchema = adminOrdersResponseSchema.properties.currency;

export const PLAYER_STATUSES = ['active', 'locked', 'disabled', 'inactive'] as const;
export const KYC_STATES = ['none', 'pending', 'approved', 'rejected'] as const;

/** A player of the merchant by member id (the same shape as an order's path). */
export const adminPlayerParamsSchema = adminOrderParamsSchema;

const paging = {
  offset: { type: 'integer', minimum: 0, maximum: 100000, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

export const adminPlayerSearchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: {
      type: 'string',
      maxLength: 64,
      description:
        'The start of a username, mobile number (0912…, 912…, +84912…), email or affiliate code, or a member id. Empty: the newest players.',
    },
    ...paging,
  },
} as const;
export type AdminPlayerSearchQuery = FromSchema<typeof adminPlayerSearchQuerySchema>;

export const adminPlayerSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'username', 'nickname', 'status', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    nickname: { type: 'string' },
    mobile: { type: 'string' },
    email: { type: 'string' },
    affiliateCode: { type: 'string' },
    status: { type: 'string', enum: PLAYER_STATUSES },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type AdminPlayerSummary = FromSchema<typeof adminPlayerSummarySchema>;

export const adminPlayerSearchResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list', 'more'],
  properties: {
    list: { type: 'array', items: adminPlayerSummarySchema },
    more: { type: 'boolean', description: 'Another page follows (ask with offset + limit).' },
  },
} as const;
export type AdminPlayerSearch = FromSchema<typeof adminPlayerSearchResponseSchema>;

export const adminPlayerResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currency', 'player', 'kyc', 'limits', 'liveSessions'],
  properties: {
    currency: currencySchema,
    player: {
      type: 'object',
      additionalProperties: false,
      required: [...adminPlayerSummarySchema.required, 'type', 'trial'],
      properties: {
        ...adminPlayerSummarySchema.properties,
        type: { type: 'integer' },
        trial: { type: 'boolean' },
        lastLoginAt: { type: 'string', format: 'date-time' },
        lock: {
          type: 'object',
          additionalProperties: false,
          required: ['reason', 'by', 'at'],
          properties: {
            reason: { type: 'string' },
            by: { type: 'string' },
            at: { type: 'string', format: 'date-time' },
          },
        },
      },
    },
    kyc: { type: 'string', enum: KYC_STATES },
    wallet: {
      type: 'object',
      additionalProperties: false,
      required: ['balance', 'held'],
      description: 'Operators and support only (a viewer reads no member’s money: docs/security.md).',
      properties: { balance: { type: 'integer' }, held: { type: 'integer' } },
    },
    exclusion: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'until'],
      description: 'A time-out or self-exclusion the player chose, while it lasts.',
      properties: {
        kind: { type: 'string', enum: ['timeOut', 'selfExclusion'] },
        until: { type: 'string', format: 'date-time' },
      },
    },
    realityCheckMinutes: { type: 'integer' },
    limits: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['period', 'amount'],
        properties: {
          period: { type: 'string', enum: ['daily', 'weekly', 'monthly'] },
          amount: { type: ['integer', 'null'] },
          pendingAmount: { type: ['integer', 'null'] },
          pendingAt: { type: 'string', format: 'date-time' },
        },
      },
    },
    liveSessions: { type: 'integer' },
  },
} as const;
export type AdminPlayer = FromSchema<typeof adminPlayerResponseSchema>;

export const adminPlayerPageQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: paging,
} as const;
/** A page of one of the player's lists: `total` rows in all. */
const pageOf = <const Item>(item: Item) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['list', 'total'],
    properties: { list: { type: 'array', items: item }, total: { type: 'integer' } },
  }) as const;

export const adminPlayerLedgerSchema = pageOf(ledgerEntrySchema);
export const adminPlayerOrdersSchema = pageOf(adminOrderSchema);
export const adminPlayerRoundsSchema = pageOf(roundSchema);
export const adminPlayerRewardsSchema = pageOf(rewardSchema);
export const adminPlayerSessionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['startedAt', 'expiresAt', 'live'],
  properties: {
    startedAt: { type: 'string', format: 'date-time' },
    expiresAt: { type: 'string', format: 'date-time' },
    endedAt: { type: 'string', format: 'date-time' },
    live: { type: 'boolean' },
    browser: {
      type: 'string',
      description: 'Browser and major version of the login ("Chrome 131"), when known.',
    },
    os: { type: 'string', description: 'System and version ("Android 14", "iOS 17.5"), when known.' },
    app: {
      type: 'boolean',
      description: 'Opened inside an app (a web view, an in-app browser); absent on older sessions.',
    },
    ip: { type: 'string', description: 'The address the login came from; absent on older sessions.' },
  },
} as const;
export const adminPlayerSessionsSchema = pageOf(adminPlayerSessionSchema);
export const adminPlayerPromotionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'joinedAt'],
  properties: {
    id: { type: 'integer' },
    title: {
      type: 'object',
      additionalProperties: false,
      required: ['vi', 'en'],
      properties: { vi: { type: 'string' }, en: { type: 'string' } },
    },
    joinedAt: { type: 'string', format: 'date-time' },
    rewardRequest: {
      type: 'string',
      description: "The latest reward request's status ('Applying', …), if any.",
    },
  },
} as const;
export const adminPlayerPromotionsSchema = pageOf(adminPlayerPromotionSchema);
export const adminPlayerNoteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'author', 'text', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    author: { type: 'string' },
    text: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export const adminPlayerNotesSchema = pageOf(adminPlayerNoteSchema);
export type AdminPlayerLedger = FromSchema<typeof adminPlayerLedgerSchema>;
export type AdminPlayerOrders = FromSchema<typeof adminPlayerOrdersSchema>;
export type AdminPlayerRounds = FromSchema<typeof adminPlayerRoundsSchema>;
export type AdminPlayerRewards = FromSchema<typeof adminPlayerRewardsSchema>;
export type AdminPlayerSessions = FromSchema<typeof adminPlayerSessionsSchema>;
export type AdminPlayerPromotions = FromSchema<typeof adminPlayerPromotionsSchema>;
export type AdminPlayerNotes = FromSchema<typeof adminPlayerNotesSchema>;

/** Every action on a player needs a reason: the audit log keeps it, and a lock's is shown to the player. */
export const adminPlayerActionBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: 500 } },
} as const;
export type AdminPlayerActionBody = FromSchema<typeof adminPlayerActionBodySchema>;
export const adminPlayerNoteBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: { text: { type: 'string', minLength: 1, maxLength: 2000 } },
} as const;
export type AdminPlayerNoteBody = FromSchema<typeof adminPlayerNoteBodySchema>;
export const adminPlayerActionResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ok'],
  properties: {
    ok: { type: 'boolean' },
    sessionsEnded: { type: 'integer', description: 'Sessions this action ended.' },
    sentTo: {
      type: 'string',
      enum: ['sms', 'mail'],
      description: 'Where a password-reset code went (the player’s mobile number first).',
    },
  },
} as const;
export type AdminPlayerActionResult = FromSchema<typeof adminPlayerActionResponseSchema>;

/** A manual balance adjustment (issue 34): applied at once up to the merchant's threshold, else after a second operator. */
export const adminAdjustmentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'amount', 'reason', 'status', 'proposedBy', 'proposedAt'],
  properties: {
    id: { type: 'integer' },
    amount: { type: 'integer', description: 'Minor units: positive adds to the balance, negative takes.' },
    reason: { type: 'string' },
    status: {
      type: 'string',
      enum: ['pending', 'applied', 'rejected', 'withdrawn'],
      description: 'withdrawn: its proposer took it back before anyone decided (no money moved).',
    },
    proposedBy: { type: 'string' },
    proposedAt: { type: 'string', format: 'date-time' },
    decidedBy: { type: 'string' },
    decidedAt: { type: 'string', format: 'date-time' },
    decisionReason: { type: 'string' },
    ledgerEntryId: { type: 'integer' },
  },
} as const;
export type AdminAdjustment = FromSchema<typeof adminAdjustmentSchema>;
export const adminPlayerAdjustmentsSchema = pageOf(adminAdjustmentSchema);
export type AdminPlayerAdjustments = FromSchema<typeof adminPlayerAdjustmentsSchema>;
export const adminAdjustmentBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'reason'],
  properties: {
    amount: {
      type: 'integer',
      minimum: -9007199254740991,
      maximum: 9007199254740991,
      not: { const: 0 },
      description: 'Minor units, signed: positive adds to the balance, negative takes from it.',
    },
    reason: { type: 'string', minLength: 1, maxLength: 500 },
  },
} as const;
export type AdminAdjustmentBody = FromSchema<typeof adminAdjustmentBodySchema>;
export const adminAdjustmentParamsSchema = adminOrderParamsSchema;
export const adminAdjustmentRejectBodySchema = adminPlayerActionBodySchema;

/** The merchant's VIP ladder for the console (the segment pickers name its levels, issue 35). */
export const adminVipLevelsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currency', 'list'],
  properties: {
    currency: currencySchema,
    list: {
      type: 'array',
      description: 'Lowest level first (the default ladder is written the first time a merchant is read).',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['level', 'labelId', 'minDeposit', 'minBet'],
        properties: {
          level: { type: 'integer', minimum: 0 },
          labelId: { type: 'string', description: 'The name players see for the level (e.g. VIP2).' },
          minDeposit: { type: 'integer', description: 'Deposits needed, in minor units.' },
          minBet: { type: 'integer', description: 'Stakes needed, in minor units.' },
        },
      },
    },
  },
} as const;
export type AdminVipLevels = FromSchema<typeof adminVipLevelsSchema>;
