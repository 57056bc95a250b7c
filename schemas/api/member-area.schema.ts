import type { FromSchema } from 'json-schema-to-ts';

/* The member area (issue 12 part A): VIP ladder and progress, reward centre, daily sign-in. Amounts in minor units. */

const minor = { type: 'integer', description: 'Minor units of the merchant currency.' } as const;

const vipLevelSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['level', 'labelId', 'minDeposit', 'minBet', 'benefits'],
  properties: {
    level: { type: 'integer' },
    labelId: { type: 'string' },
    minDeposit: minor,
    minBet: minor,
    benefits: {
      type: 'object',
      additionalProperties: false,
      properties: {
        upgradeBonus: minor,
        birthdayBonus: minor,
        rebatePermille: { type: 'integer' },
        dailyWithdrawals: { type: 'integer' },
        personalManager: { type: 'boolean' },
      },
    },
  },
} as const;

export const vipResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currency', 'levels', 'totals', 'conditions', 'currentProgress', 'playerRankProgress', 'ratio'],
  properties: {
    currency: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'digits'],
      properties: { code: { type: 'string' }, digits: { type: 'integer' } },
    },
    levels: { type: 'array', items: vipLevelSchema },
    current: { type: 'integer', description: 'Level reached (absent: none yet).' },
    next: { type: 'integer', description: 'The next level (absent at the top).' },
    totals: {
      type: 'object',
      additionalProperties: false,
      required: ['deposit', 'bet'],
      properties: { deposit: minor, bet: minor },
    },
    conditions: {
      type: 'array',
      description: 'Requirements of the next level and where the member stands.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'required', 'current', 'done', 'missing'],
        properties: {
          kind: { type: 'string', enum: ['deposit', 'bet'] },
          required: minor,
          current: minor,
          done: { type: 'boolean' },
          missing: minor,
        },
      },
    },
    currentProgress: {
      type: 'object',
      additionalProperties: false,
      required: ['completedConditions', 'totalExpectedConditions'],
      properties: { completedConditions: { type: 'integer' }, totalExpectedConditions: { type: 'integer' } },
    },
    playerRankProgress: {
      type: 'object',
      additionalProperties: false,
      properties: {
        labelId: { type: 'string', description: 'Label of the next level (absent at the top).' },
      },
    },
    ratio: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      description: 'Spec §4: completed / total, 1 without a label.',
    },
  },
} as const;
export type VipResponse = FromSchema<typeof vipResponseSchema>;

export const rewardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'source', 'title', 'amount', 'status', 'grantedAt'],
  properties: {
    id: { type: 'integer' },
    source: { type: 'string', enum: ['welcome', 'vip', 'signIn', 'operator', 'promotion'] },
    title: { type: 'string', description: 'The operator’s title; empty: the screen names the source.' },
    amount: minor,
    status: { type: 'string', enum: ['claimable', 'claimed', 'expired'] },
    grantedAt: { type: 'string', format: 'date-time' },
    expiresAt: { type: 'string', format: 'date-time' },
    claimedAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type RewardDto = FromSchema<typeof rewardSchema>;

export const rewardsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list', 'counts'],
  properties: {
    list: { type: 'array', items: rewardSchema },
    counts: {
      type: 'object',
      additionalProperties: false,
      required: ['all', 'claimable', 'claimed', 'expired'],
      properties: {
        all: { type: 'integer' },
        claimable: { type: 'integer' },
        claimed: { type: 'integer' },
        expired: { type: 'integer' },
      },
    },
  },
} as const;
export type RewardsResponse = FromSchema<typeof rewardsResponseSchema>;

export const rewardParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 9_007_199_254_740_991 } },
} as const;

export const claimRewardResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reward', 'balance'],
  properties: { reward: rewardSchema, balance: minor },
} as const;
export type ClaimRewardResponse = FromSchema<typeof claimRewardResponseSchema>;

export const signInStateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['signedToday', 'streakDay', 'schedule'],
  properties: {
    signedToday: { type: 'boolean' },
    streakDay: {
      type: 'integer',
      description: 'Streak day of the last sign-in (today or yesterday), else 0.',
    },
    schedule: { type: 'array', items: minor, description: 'Day 1…7 rewards.' },
  },
} as const;
export type SignInStateDto = FromSchema<typeof signInStateSchema>;

export const signInResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['streakDay', 'amount', 'balance'],
  properties: { streakDay: { type: 'integer' }, amount: minor, balance: minor },
} as const;
export type SignInResponse = FromSchema<typeof signInResponseSchema>;

/** An operator grants a reward to a member (console admin API). */
export const adminGrantRewardBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'amount'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    amount: { type: 'integer', minimum: 1, maximum: 1_000_000_000_000, description: 'Minor units.' },
    title: { type: 'string', maxLength: 80 },
    expiresInDays: { type: 'integer', minimum: 1, maximum: 365 },
  },
} as const;
export type AdminGrantRewardBody = FromSchema<typeof adminGrantRewardBodySchema>;

export const adminGrantRewardResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reward', 'memberId'],
  properties: { reward: rewardSchema, memberId: { type: 'integer' } },
} as const;
