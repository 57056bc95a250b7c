import type { FromSchema } from 'json-schema-to-ts';
import { configChangeSchema, saveReplySchema } from './admin.schema';

/*
 * Safe publishing (issue 16): changes (drafts, scheduled publishes, approvals), webhooks and
 * read-only API tokens: the answers the admin routes declare and the console reads.
 */

export const CHANGE_STATUS_LIST = [
  'draft',
  'pending',
  'scheduled',
  'publishing',
  'published',
  'rejected',
  'cancelled',
  'failed',
] as const;

/**
 * What a merchant's webhook can be told: a publish, a rollback, a rejected disk edit, a change sent
 * for approval and a comment on a change (issue 35, "approvals people notice").
 */
export const WEBHOOK_EVENT_LIST = [
  'publish',
  'rollback',
  'rejectedEdit',
  'approvalRequested',
  'changeCommented',
] as const;

/** Who was told of a change or a comment by mail (issue 35). */
export const notifiedSchema = {
  type: 'object',
  required: ['mailed', 'withoutEmail'],
  properties: {
    mailed: {
      type: 'array',
      items: { type: 'string' },
      description: 'Console users mailed (demo outbox outside production).',
    },
    withoutEmail: {
      type: 'array',
      items: { type: 'string' },
      description: 'Reviewers who have no mail address: nobody mailed them.',
    },
    notSent: {
      type: 'array',
      items: { type: 'string' },
      description: 'Production has no mail transport: these reviewers have an address but were not mailed.',
    },
  },
} as const;

export const changeCommentSchema = {
  type: 'object',
  required: ['id', 'changeId', 'author', 'body', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    changeId: { type: 'integer' },
    author: { type: 'string' },
    body: { type: 'string', description: 'The comment as stored (NFC, trimmed, line ends as \\n).' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const changeSchema = {
  type: 'object',
  required: ['id', 'merchant', 'baseVersion', 'author', 'reason', 'status', 'fourEyes', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    merchant: { type: 'string' },
    baseVersion: { type: 'integer', description: 'The live version the change was written on.' },
    author: { type: 'string' },
    reason: { type: 'string', description: 'Why it is published (required except for a draft).' },
    status: {
      type: 'string',
      enum: CHANGE_STATUS_LIST,
      description:
        '`draft` (saved, not live), `pending` (waits for a second operator), `scheduled` (goes live at `publishAt`), `publishing`, `published`, `rejected`, `cancelled`, or `failed` (see `error`).',
    },
    publishAt: { type: 'string', format: 'date-time' },
    fourEyes: {
      type: 'array',
      items: { type: 'string' },
      description:
        'The four-eyes areas (schema pointers) it touches: non-empty means a second operator approves.',
    },
    restoredFrom: {
      type: 'integer',
      description:
        'A rollback waiting for approval (it changes a four-eyes area): the version it restores. Published, it is a rollback version.',
    },
    stagingVersion: {
      type: 'integer',
      description:
        'A promotion of the merchant’s staging copy ("Promote to production"): the staging version it puts live.',
    },
    approvedBy: { type: 'string' },
    decidedBy: { type: 'string' },
    decisionReason: { type: 'string' },
    decidedAt: { type: 'string', format: 'date-time' },
    publishedVersion: { type: 'integer' },
    error: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    changes: {
      type: 'array',
      items: configChangeSchema,
      description: 'What changes for players against the live version (single change only).',
    },
    document: { description: 'The merchant document it publishes (single change only).' },
    overwroteRejected: saveReplySchema.properties.overwroteRejected,
    comments: { type: 'integer', description: 'How many comments it has (lists only).' },
    notified: {
      ...notifiedSchema,
      description: 'Sent for approval in this request: who was told by mail.',
    },
  },
} as const;

export const webhookSchema = {
  type: 'object',
  required: ['id', 'merchant', 'url', 'events', 'createdBy', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    merchant: { type: 'string' },
    url: { type: 'string' },
    events: { type: 'array', items: { type: 'string', enum: WEBHOOK_EVENT_LIST } },
    createdBy: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    secret: {
      type: 'string',
      description:
        'The signing secret: in the answer of the creation only. Each delivery carries `X-Webhook-Timestamp` and `X-Webhook-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>`.',
    },
  },
} as const;

export const webhookDeliverySchema = {
  type: 'object',
  required: ['id', 'webhookId', 'event', 'status', 'attempts', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    webhookId: { type: 'integer' },
    event: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
    attempts: { type: 'integer' },
    lastStatus: { type: 'integer' },
    lastError: { type: 'string' },
    nextAttemptAt: { type: 'string', format: 'date-time' },
    createdAt: { type: 'string', format: 'date-time' },
    deliveredAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const apiTokenSchema = {
  type: 'object',
  required: ['id', 'name', 'createdBy', 'createdAt'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    createdBy: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { type: 'string', format: 'date-time' },
    revokedAt: { type: 'string', format: 'date-time' },
    merchants: { type: 'array', items: { type: 'string' } },
    token: {
      type: 'string',
      description:
        'The token (`Authorization: Bearer ro_…`): in the answer of the creation only, never again.',
    },
  },
} as const;

export type ChangeRow = FromSchema<typeof changeSchema>;
export type ChangeCommentRow = FromSchema<typeof changeCommentSchema>;
export type Notified = FromSchema<typeof notifiedSchema>;
export type WebhookRow = FromSchema<typeof webhookSchema>;
export type WebhookDeliveryRow = FromSchema<typeof webhookDeliverySchema>;
export type ApiTokenRow = FromSchema<typeof apiTokenSchema>;
