import type { FromSchema } from 'json-schema-to-ts';
import { KYC_SIDES } from './api/account.schema';
import { reviewDecisionBodySchema, wrappedSchema } from './api/common.schema';

/* The console's KYC queue (admin API): requests pending first, their pictures, approve or reject. */

export const adminKycQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
  },
} as const;

export const adminKycParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'id'],
  properties: {
    code: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{1,31}$' },
    id: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
} as const;
export const adminKycPictureParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'id', 'side'],
  properties: { ...adminKycParamsSchema.properties, side: { type: 'string', enum: KYC_SIDES } },
} as const;

export const adminKycRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'memberId', 'username', 'status', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    memberId: { type: 'integer' },
    username: { type: 'string' },
    nickname: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
    reason: { type: 'string' },
    reviewedBy: { type: 'string' },
    reviewedAt: { type: 'string', format: 'date-time' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type AdminKycRequest = FromSchema<typeof adminKycRequestSchema>;

export const adminKycListSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pending', 'list'],
  properties: {
    pending: { type: 'integer', description: 'Requests waiting for a decision.' },
    list: {
      type: 'array',
      items: adminKycRequestSchema,
      description: 'Pending first (oldest first), then the latest decisions.',
    },
  },
} as const;
export type AdminKycList = FromSchema<typeof adminKycListSchema>;

export const adminKycReviewBodySchema = reviewDecisionBodySchema(
  'Required to reject: the member reads it on the my-account screen.',
);
export type AdminKycReviewBody = FromSchema<typeof adminKycReviewBodySchema>;
export const adminKycReviewResponseSchema = wrappedSchema('request', adminKycRequestSchema);
