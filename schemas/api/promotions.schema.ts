import type { FromSchema } from 'json-schema-to-ts';
import { languageQueryProp, listSchema } from './common.schema';

/* Promotions (spec §3 promotion, reward request; §5 reward rules; §3 activity status labels). */

export const ACTIVITY_STATUSES = [
  'Join',
  'Claim',
  'Applying',
  'Close',
  'Rejected',
  'Issued',
  'Claimed',
  'Process',
  'Joined',
  'ComingSoon',
] as const;

export const promotionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'title',
    'content',
    'startDate',
    'noExpiry',
    'imageRequired',
    'remarkRequired',
    'promoAnnouncementCategoryIds',
    'announcementImages',
    'status',
  ],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    content: { type: 'string', description: 'Sanitised HTML.' },
    startDate: { type: 'string', format: 'date-time' },
    endDate: { type: 'string', format: 'date-time' },
    noExpiry: { type: 'integer', enum: [0, 1], description: '1: long term.' },
    linkedPromotionId: { type: 'integer' },
    imageRequired: { type: 'string', enum: ['Y', 'N'] },
    remarkRequired: { type: 'string', enum: ['Y', 'N'] },
    promoAnnouncementCategoryIds: { type: 'array', items: { type: 'integer' } },
    announcementImages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['sequence', 'url'],
        properties: {
          sequence: { type: 'integer', description: '1 is the cover.' },
          url: { type: 'string' },
        },
      },
    },
    status: {
      type: 'string',
      enum: ACTIVITY_STATUSES,
      description: 'For the asking player (Join when not signed up or logged out).',
    },
  },
} as const;
export type Promotion = FromSchema<typeof promotionSchema>;

export const promotionCategoriesResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'title'],
        properties: { id: { type: 'integer' }, title: { type: 'string' } },
      },
    },
  },
} as const;
export const promotionsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { categoryId: { type: 'integer', minimum: 1 }, language: languageQueryProp },
} as const;
export const promotionListResponseSchema = listSchema(promotionSchema);
export type PromotionList = FromSchema<typeof promotionListResponseSchema>;

export const joinResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'status'],
  properties: { success: { type: 'boolean' }, status: { type: 'string', enum: ACTIVITY_STATUSES } },
} as const;

/**
 * POST /api/promotions/:id/reward is multipart/form-data: a `remarks` text part and up to
 * `limits.imagesMax` file parts named `pictures` (jpeg/png by magic bytes, `limits.imageMaxBytes` each).
 */
export const rewardRequestResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'requestId', 'status'],
  properties: {
    success: { type: 'boolean' },
    requestId: { type: 'integer' },
    status: { type: 'string', enum: ACTIVITY_STATUSES },
  },
} as const;
export type RewardRequestResponse = FromSchema<typeof rewardRequestResponseSchema>;

export const activityStatusResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['labels', 'list'],
  properties: {
    labels: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['status', 'label'],
        properties: { status: { type: 'string' }, label: { type: 'string' } },
      },
    },
    list: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['promotionId', 'status'],
        properties: { promotionId: { type: 'integer' }, status: { type: 'string', enum: ACTIVITY_STATUSES } },
      },
    },
  },
} as const;
