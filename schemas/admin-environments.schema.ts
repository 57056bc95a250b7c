import type { FromSchema } from 'json-schema-to-ts';
import { configChangeSchema } from './admin.schema';

/*
 * Environments (issue 35, beyond the anchors): a merchant's staging copy, its versions, and the
 * promotion of staging to production (a change that a second operator approves).
 */

/** A version of a staging copy, without its document. */
export const stagingVersionMetaSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'etag', 'author', 'summary', 'copiedFrom', 'createdAt'],
  properties: {
    version: { type: 'integer' },
    etag: { type: 'string' },
    author: { type: 'string' },
    reason: { type: 'string' },
    summary: { type: 'array', items: configChangeSchema },
    copiedFrom: { type: 'integer', description: 'The production version the copy was made from.' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
export type StagingVersionMeta = FromSchema<typeof stagingVersionMetaSchema>;

/** `GET …/staging`: the staging copy (absent: `exists: false`), with where players try it. */
export const stagingStateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['exists', 'hosts', 'productionVersion'],
  properties: {
    exists: { type: 'boolean' },
    hosts: {
      type: 'array',
      items: { type: 'string' },
      description: 'Where players try the copy: staging.<each production host>.',
    },
    productionVersion: { type: 'integer', description: 'The live production version.' },
    version: { type: 'integer' },
    etag: { type: 'string' },
    author: { type: 'string' },
    savedAt: { type: 'string', format: 'date-time' },
    copiedFrom: { type: 'integer', description: 'The production version the copy was made from.' },
    pendingPromotion: { type: 'integer', description: 'A promotion waiting for approval: its change id.' },
    document: { description: 'The staging document (secrets masked).' },
  },
} as const;
export type StagingState = FromSchema<typeof stagingStateSchema>;

/** A field production changed since the copy that the promotion would replace. */
export const overwrittenFieldSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pointer'],
  properties: {
    pointer: { type: 'string' },
    production: { description: 'Its value on production now.' },
    staging: { description: 'The value the promotion publishes (absent: removed).' },
  },
} as const;

/** `GET …/staging/promotion`: what promoting staging would change on production, before asking. */
export const promotionPreviewSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'productionVersion',
    'stagingVersion',
    'copiedFrom',
    'before',
    'after',
    'changes',
    'overwritten',
  ],
  properties: {
    productionVersion: { type: 'integer' },
    stagingVersion: { type: 'integer' },
    copiedFrom: { type: 'integer' },
    before: { description: 'Production now (secrets masked).' },
    after: { description: 'Production after the promotion (secrets masked; hosts stay production’s).' },
    changes: { type: 'array', items: configChangeSchema, description: 'What changes for players.' },
    overwritten: {
      type: 'array',
      items: overwrittenFieldSchema,
      description: 'Production edits made since the copy that the promotion would undo.',
    },
    pendingPromotion: { type: 'integer' },
  },
} as const;
export type PromotionPreview = FromSchema<typeof promotionPreviewSchema>;
