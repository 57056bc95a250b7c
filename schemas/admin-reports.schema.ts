import type { FromSchema } from 'json-schema-to-ts';
import { adminPaymentsParamsSchema } from './admin-payments.schema';

/*
 * The console's Reports page (admin API, issue 34): a merchant's figures per day of its own time
 * zone, from the ledger and the members table, as JSON and as CSV.
 */

export const adminReportParamsSchema = adminPaymentsParamsSchema;

const day = {
  type: 'string',
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'A calendar day (YYYY-MM-DD) of the merchant’s time zone.',
} as const;

export const adminReportQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: {
    from: { ...day, description: 'First day of the report, included.' },
    to: { ...day, description: 'Last day of the report, included (at most 366 days after from).' },
    language: {
      type: 'string',
      enum: ['vi', 'en'],
      description: 'Language of the CSV column names (the JSON answer has none).',
    },
  },
} as const;
export type AdminReportQuery = FromSchema<typeof adminReportQuerySchema>;

const count = { type: 'integer', minimum: 0 } as const;
const amount = { type: 'integer', description: 'Minor units of the merchant’s currency.' } as const;

/** One day's figures, or the range's totals (active players: distinct over the whole range). */
export const reportFiguresSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'registrations',
    'firstDeposits',
    'firstDepositAmount',
    'deposits',
    'depositAmount',
    'withdrawals',
    'withdrawalAmount',
    'bets',
    'wins',
    'ggr',
    'bonusCost',
    'activePlayers',
  ],
  properties: {
    registrations: { ...count, description: 'Members who registered (trial accounts left out).' },
    firstDeposits: { ...count, description: 'Members whose first paid deposit was credited.' },
    firstDepositAmount: { ...amount, description: 'Amount of those first deposits.' },
    deposits: { ...count, description: 'Paid deposits credited to the ledger.' },
    depositAmount: amount,
    withdrawals: { ...count, description: 'Withdrawals paid out (approved).' },
    withdrawalAmount: amount,
    bets: { ...amount, description: 'Stakes taken, less stakes refunded by a rollback.' },
    wins: { ...amount, description: 'Wins paid.' },
    ggr: { ...amount, description: 'Gross gaming revenue: bets − wins.' },
    bonusCost: {
      ...amount,
      description: 'First-deposit bonuses, rewards and rebates credited.',
    },
    activePlayers: { ...count, description: 'Distinct members who placed a bet.' },
  },
} as const;
export type ReportFigures = FromSchema<typeof reportFiguresSchema>;

export const reportDaySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['day', ...reportFiguresSchema.required],
  properties: { day, ...reportFiguresSchema.properties },
} as const;
export type ReportDay = FromSchema<typeof reportDaySchema>;

export const adminReportResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'timeZone', 'currency', 'days', 'totals'],
  properties: {
    from: day,
    to: day,
    timeZone: { type: 'string', description: 'The merchant’s IANA time zone the days are counted in.' },
    currency: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'digits'],
      properties: { code: { type: 'string' }, digits: { type: 'integer' } },
    },
    days: { type: 'array', items: reportDaySchema, description: 'Every day of the range, oldest first.' },
    totals: reportFiguresSchema,
  },
} as const;
export type AdminReport = FromSchema<typeof adminReportResponseSchema>;

export const adminReportCsvSchema = {
  type: 'string',
  description:
    'text/csv; charset=utf-8 with a byte-order mark (Excel): a header row, one row per day and a totals row; amounts in major units with a dot.',
} as const;
