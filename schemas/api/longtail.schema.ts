import type { FromSchema } from 'json-schema-to-ts';

/** Spec §7 "VN lottery" call: the latest results of the three Vietnamese regions. */
const prizeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['tier', 'numbers'],
  properties: {
    tier: { type: 'string', description: 'DB (special prize), G1 … G8.' },
    numbers: { type: 'array', items: { type: 'string', pattern: '^[0-9]+$' } },
  },
} as const;
export const vnLotteryResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['regions'],
  properties: {
    regions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['region', 'drawDate', 'drawnAt', 'nextDrawAt', 'draws'],
        properties: {
          region: { type: 'string', enum: ['north', 'central', 'south'] },
          drawDate: { type: 'string', description: 'Local (UTC+7) date of the draw, YYYY-MM-DD.' },
          drawnAt: { type: 'integer', description: 'ms since the epoch' },
          nextDrawAt: { type: 'integer', description: 'ms since the epoch' },
          draws: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['province', 'prizes'],
              properties: { province: { type: 'string' }, prizes: { type: 'array', items: prizeSchema } },
            },
          },
        },
      },
    },
  },
} as const;
export type VnLotteryResponse = FromSchema<typeof vnLotteryResponseSchema>;

/** Spec §7 "numero" call: the numero games' open issue and latest results. */
export const numeroResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list', 'serverTime'],
  properties: {
    serverTime: { type: 'integer', description: 'ms since the epoch (countdowns use the offset to it).' },
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'intervalMinutes', 'currentIssue', 'closesAt', 'recent'],
        properties: {
          code: { type: 'string' },
          intervalMinutes: { type: 'integer' },
          currentIssue: { type: 'string' },
          closesAt: { type: 'integer' },
          recent: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['issue', 'numbers', 'drawnAt'],
              properties: {
                issue: { type: 'string' },
                numbers: { type: 'string', pattern: '^[0-9]{5}$' },
                drawnAt: { type: 'integer' },
              },
            },
          },
        },
      },
    },
  },
} as const;
export type NumeroResponse = FromSchema<typeof numeroResponseSchema>;

/** Customer tasks (spec §2 CustomerTask): each first step of a member, done or not. */
export const tasksResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'done', 'path'],
        properties: {
          key: {
            type: 'string',
            enum: ['profile', 'payoutAccount', 'firstDeposit', 'firstGame', 'signIn', 'kyc'],
          },
          done: { type: 'boolean' },
          path: { type: 'string' },
        },
      },
    },
  },
} as const;
export type TasksResponse = FromSchema<typeof tasksResponseSchema>;
