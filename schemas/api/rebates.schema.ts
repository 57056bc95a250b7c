import type { FromSchema } from 'json-schema-to-ts';

/*
 * Rebates (issue 20 §1): what a member was paid back on valid bets, per period and game category.
 * Amounts are integers in the merchant currency's minor unit, like every money answer.
 */

const day = { type: 'string', format: 'date', description: 'YYYY-MM-DD (UTC day).' } as const;

export const rebatesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    size: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;
export type RebatesQuery = FromSchema<typeof rebatesQuerySchema>;

export const rebateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'periodStart', 'periodEnd', 'category', 'validBet', 'ratePermille', 'amount', 'paidAt'],
  properties: {
    id: { type: 'integer' },
    periodStart: { ...day, description: 'First day of the period (UTC), inclusive.' },
    periodEnd: { ...day, description: 'Last day of the period (UTC), inclusive.' },
    category: { type: 'string', description: 'Game category (RNG, FISH, LIVE, SPORTS, PVP, LOTT, ELOTT…).' },
    validBet: { type: 'integer', description: 'Stakes of the rounds settled in the period, minor units.' },
    ratePermille: { type: 'integer', description: 'The rate applied, in permille (8 = 0.8%).' },
    amount: { type: 'integer', description: 'Rebate paid, minor units.' },
    paidAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
export type RebateDto = FromSchema<typeof rebateSchema>;

export const rebatesResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list', 'total'],
  properties: { list: { type: 'array', items: rebateSchema }, total: { type: 'integer' } },
} as const;
export type RebatesResponse = FromSchema<typeof rebatesResponseSchema>;
