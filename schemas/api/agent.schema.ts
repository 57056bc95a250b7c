import type { FromSchema } from 'json-schema-to-ts';

/* The agent programme (spec §2 /m/join, /m/agent/home, the contract pages; §3 contracts; §7 affiliate, team KPI and contract calls). */

const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const fieldsSchema = {
  type: 'object',
  maxProperties: 10,
  additionalProperties: { type: 'string', maxLength: 255 },
  description: 'The values of the fields the merchant asks for (agentProgramme.joinFields).',
} as const;

export const agentApplicationBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fields'],
  properties: { fields: fieldsSchema },
} as const;
export type AgentApplicationBody = FromSchema<typeof agentApplicationBodySchema>;

export const agentApplicationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'status', 'fields', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
    reason: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    reviewedAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type AgentApplication = FromSchema<typeof agentApplicationSchema>;

export const agentApplicationResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['isAgent'],
  properties: { isAgent: { type: 'boolean' }, application: agentApplicationSchema },
} as const;
export type AgentApplicationResponse = FromSchema<typeof agentApplicationResponseSchema>;

export const contractKindSchema = { type: 'string', enum: ['salary', 'dividend', 'hour'] } as const;
export const contractSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'status', 'rateBp', 'minActive', 'offeredAt'],
  properties: {
    id: { type: 'integer' },
    kind: contractKindSchema,
    status: { type: 'string', enum: ['pending', 'accepted', 'rejected', 'ended'] },
    rateBp: { type: 'integer', description: 'Basis points: 100 = 1%.' },
    minActive: { type: 'integer', description: 'Active players a day, an hour or the period needs.' },
    offeredAt: { type: 'string', format: 'date-time' },
    decidedAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type AgentContract = FromSchema<typeof contractSchema>;

export const agentRangeQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { from: day, to: day },
} as const;
export type AgentRangeQuery = FromSchema<typeof agentRangeQuerySchema>;

export const agentHomeResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['affiliateCode', 'from', 'to', 'kpis', 'commission', 'contracts'],
  properties: {
    affiliateCode: { type: 'string' },
    from: day,
    to: day,
    kpis: {
      type: 'object',
      additionalProperties: false,
      required: [
        'downlineTotal',
        'signups',
        'firstDeposits',
        'activePlayers',
        'deposits',
        'withdrawals',
        'bets',
        'netResult',
      ],
      description: 'Money in minor units; netResult is the team’s wins minus bets.',
      properties: {
        downlineTotal: { type: 'integer' },
        signups: { type: 'integer' },
        firstDeposits: { type: 'integer' },
        activePlayers: { type: 'integer' },
        deposits: { type: 'integer' },
        withdrawals: { type: 'integer' },
        bets: { type: 'integer' },
        netResult: { type: 'integer' },
      },
    },
    commission: {
      type: 'object',
      additionalProperties: false,
      required: ['salary', 'dividend', 'hour', 'total'],
      properties: {
        salary: { type: 'integer' },
        dividend: { type: 'integer' },
        hour: { type: 'integer' },
        total: { type: 'integer' },
      },
    },
    contracts: { type: 'array', items: contractSchema },
  },
} as const;
export type AgentHome = FromSchema<typeof agentHomeResponseSchema>;

export const agentDownlineQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: {
    from: day,
    to: day,
    search: { type: 'string', maxLength: 40 },
    pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 5, maximum: 100, default: 20 },
  },
} as const;
export type AgentDownlineQuery = FromSchema<typeof agentDownlineQuerySchema>;

export const agentDownlineResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list', 'pageNum', 'totalPages', 'totalCount'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'account', 'nickname', 'joinedAt', 'deposits', 'bets'],
        properties: {
          id: { type: 'integer' },
          account: { type: 'string' },
          nickname: { type: 'string' },
          joinedAt: { type: 'string', format: 'date-time' },
          firstDepositAt: { type: 'string', format: 'date-time' },
          deposits: { type: 'integer' },
          bets: { type: 'integer' },
        },
      },
    },
    pageNum: { type: 'integer' },
    totalPages: { type: 'integer' },
    totalCount: { type: 'integer' },
  },
} as const;
export type AgentDownline = FromSchema<typeof agentDownlineResponseSchema>;

export const contractParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: { kind: contractKindSchema },
} as const;
export const contractDetailResponseSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pending: contractSchema,
    current: contractSchema,
  },
} as const;
export type ContractDetail = FromSchema<typeof contractDetailResponseSchema>;
export const contractDecisionBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'decision'],
  properties: {
    id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    decision: { type: 'string', enum: ['accept', 'reject'] },
  },
} as const;
export type ContractDecisionBody = FromSchema<typeof contractDecisionBodySchema>;
export const contractDecisionResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['contract'],
  properties: { contract: contractSchema },
} as const;
