import type { FromSchema } from 'json-schema-to-ts';
import { adminPaymentsParamsSchema } from './admin-payments.schema';
import { listSchema, reviewDecisionBodySchema, wrappedSchema } from './api/common.schema';

/* The console's Agents page (admin API): applications from /m/join, pending first, approve / reject. */

export const adminApplicationParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'id'],
  properties: {
    ...adminPaymentsParamsSchema.properties,
    id: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
} as const;
export const adminApplicationsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { limit: { type: 'integer', minimum: 1, maximum: 200, default: 100 } },
} as const;
export const adminApplicationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'memberId', 'username', 'fields', 'status', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    memberId: { type: 'integer' },
    username: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
    reason: { type: 'string' },
    reviewedBy: { type: 'string' },
    reviewedAt: { type: 'string', format: 'date-time' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type AdminApplication = FromSchema<typeof adminApplicationSchema>;
export const adminApplicationsResponseSchema = listSchema(adminApplicationSchema);
export type AdminApplications = FromSchema<typeof adminApplicationsResponseSchema>;
export const adminApplicationReviewBodySchema = reviewDecisionBodySchema(
  'Required to reject: the applicant reads it on /m/join.',
);
export type AdminApplicationReviewBody = FromSchema<typeof adminApplicationReviewBodySchema>;
export const adminApplicationResponseSchema = wrappedSchema('application', adminApplicationSchema);

export const adminContractOfferBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'kind', 'rateBp', 'minActive'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    kind: { type: 'string', enum: ['salary', 'dividend', 'hour'] },
    rateBp: { type: 'integer', minimum: 0, maximum: 10000, description: 'Basis points: 100 = 1%.' },
    minActive: { type: 'integer', minimum: 0, maximum: 100000 },
  },
} as const;
export type AdminContractOfferBody = FromSchema<typeof adminContractOfferBodySchema>;
export const adminContractOfferResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'username', 'kind'],
  properties: {
    id: { type: 'integer' },
    username: { type: 'string' },
    kind: { type: 'string', enum: ['salary', 'dividend', 'hour'] },
  },
} as const;

/** Contract offers an agent has not answered yet (issue 35 item 12): listed, and withdrawn by an operator. */
export const adminContractParamsSchema = adminApplicationParamsSchema;
export const adminContractOfferSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'memberId', 'username', 'kind', 'rateBp', 'minActive', 'status', 'offeredAt'],
  properties: {
    id: { type: 'integer' },
    memberId: { type: 'integer' },
    username: { type: 'string' },
    kind: adminContractOfferBodySchema.properties.kind,
    rateBp: adminContractOfferBodySchema.properties.rateBp,
    minActive: { type: 'integer' },
    status: { type: 'string', enum: ['pending', 'withdrawn'] },
    offeredBy: { type: 'string', description: 'The console user who offered it (seeded offers name none).' },
    offeredAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type AdminContractOffer = FromSchema<typeof adminContractOfferSchema>;
export const adminContractOffersResponseSchema = listSchema(adminContractOfferSchema);
export type AdminContractOffers = FromSchema<typeof adminContractOffersResponseSchema>;
export const adminContractWithdrawResponseSchema = wrappedSchema('contract', adminContractOfferSchema);
