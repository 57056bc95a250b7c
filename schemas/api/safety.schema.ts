import type { FromSchema } from 'json-schema-to-ts';

/* Responsible gaming (issue 12): deposit limits, reality check, time-out, self-exclusion. */

export const LIMIT_PERIOD_LIST = ['daily', 'weekly', 'monthly'] as const;
const minor = { type: 'integer', minimum: 1, maximum: 9007199254740991 } as const;

const limitSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['period', 'amount', 'used', 'held'],
  properties: {
    period: { type: 'string', enum: LIMIT_PERIOD_LIST },
    amount: { type: ['integer', 'null'], description: 'In force now (minor units); null: no limit.' },
    used: { type: 'integer', description: 'Paid deposits in the period so far.' },
    held: {
      type: 'integer',
      description:
        'Unpaid deposit orders of the period that can still be paid (inside the merchant payment window): they hold part of the limit until paid or expired.',
    },
    remaining: {
      type: 'integer',
      description: 'What may still be deposited: the limit less used and held (absent without a limit).',
    },
    pending: {
      type: 'object',
      additionalProperties: false,
      required: ['amount', 'effectiveAt'],
      description: 'A raise (or removal) waiting for its cooling-off.',
      properties: {
        amount: { type: ['integer', 'null'] },
        effectiveAt: { type: 'string', format: 'date-time' },
      },
    },
  },
} as const;

export const safetyResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'choices', 'limits', 'realityCheckMinutes', 'now'],
  properties: {
    enabled: { type: 'boolean' },
    now: { type: 'string', format: 'date-time', description: 'The platform clock.' },
    choices: {
      type: 'object',
      additionalProperties: false,
      required: ['realityCheckMinutes', 'timeOutDays', 'selfExclusionMonths', 'coolingOffHours'],
      properties: {
        realityCheckMinutes: { type: 'array', items: { type: 'integer' } },
        timeOutDays: { type: 'array', items: { type: 'integer' } },
        selfExclusionMonths: { type: 'array', items: { type: 'integer' } },
        coolingOffHours: { type: 'integer' },
      },
    },
    limits: { type: 'array', items: limitSchema },
    realityCheckMinutes: { type: ['integer', 'null'] },
    lock: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'until'],
      properties: {
        kind: { type: 'string', enum: ['timeOut', 'selfExclusion'] },
        until: { type: 'string', format: 'date-time' },
      },
    },
  },
} as const;
export type SafetyResponse = FromSchema<typeof safetyResponseSchema>;

export const limitBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['period', 'amount'],
  properties: {
    period: { type: 'string', enum: LIMIT_PERIOD_LIST },
    amount: { ...minor, type: ['integer', 'null'], description: 'Minor units; null removes the limit.' },
  },
} as const;
export type LimitBody = FromSchema<typeof limitBodySchema>;

export const realityCheckBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['minutes'],
  properties: {
    minutes: { type: ['integer', 'null'], minimum: 1, maximum: 1440 },
  },
} as const;
export type RealityCheckBody = FromSchema<typeof realityCheckBodySchema>;

export const lockBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'length'],
  properties: {
    kind: { type: 'string', enum: ['timeOut', 'selfExclusion'] },
    length: {
      type: 'integer',
      minimum: 1,
      maximum: 120,
      description: 'Days for a time-out, months for a self-exclusion (one of the merchant choices).',
    },
  },
} as const;
export type LockBody = FromSchema<typeof lockBodySchema>;

export const playSessionResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['startedAt', 'now', 'playedSeconds', 'bets', 'wins', 'net', 'realityCheckMinutes'],
  properties: {
    startedAt: { type: 'string', format: 'date-time', description: 'When this login session began.' },
    now: { type: 'string', format: 'date-time' },
    playedSeconds: { type: 'integer' },
    bets: { type: 'integer', description: 'Stakes of the session (minor units, from the ledger).' },
    wins: { type: 'integer' },
    net: { type: 'integer', description: 'Wins minus stakes.' },
    realityCheckMinutes: { type: ['integer', 'null'] },
  },
} as const;
export type PlaySession = FromSchema<typeof playSessionResponseSchema>;

export const clockBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['advanceMs'],
  properties: { advanceMs: { type: 'integer', minimum: 0, maximum: 31_622_400_000 } },
} as const;
export const clockResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['now'],
  properties: { now: { type: 'string', format: 'date-time' } },
} as const;
