import type { FromSchema } from 'json-schema-to-ts';
import type { configProblemSchema } from './errors.schema';

/** One entry of the console audit log (`GET /api/admin/audit`): who, when, what, from where. */
export const auditRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'at', 'actor', 'action', 'merchant', 'version', 'ip', 'detail'],
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', description: 'ISO 8601 time of the action.' },
    actor: { type: 'string' },
    action: { type: 'string' },
    merchant: { type: ['string', 'null'] },
    version: { type: ['integer', 'null'] },
    ip: { type: ['string', 'null'] },
    detail: { type: 'object', additionalProperties: true },
  },
} as const;
export type AuditRow = FromSchema<typeof auditRowSchema>;

/** Areas of "what changes for players" (core/config-diff.ts), in display order. */
export const CHANGE_AREAS = [
  'danger',
  'identity',
  'register',
  'menus',
  'flags',
  'games',
  'templates',
  'languages',
  'theme',
  'limits',
  'targeting',
  'other',
] as const;

/** One change for players between two configs: a locale key (console.changes.*) and its values. */
export const configChangeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['area', 'key', 'params'],
  properties: {
    area: { type: 'string', enum: CHANGE_AREAS },
    key: { type: 'string', description: 'Locale key (console.changes.*).' },
    params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
  },
} as const;

/** A problem list in a route schema (the configProblem schema is registered with Fastify by $id). */
export const configProblemListSchema = { type: 'array', items: { $ref: 'configProblem#' } } as const;

/** A saved version of a merchant config, without its document (`GET …/versions`). */
export const versionMetaSchema = {
  type: 'object',
  required: ['version', 'etag', 'author', 'origin', 'summary', 'createdAt'],
  properties: {
    version: { type: 'integer' },
    etag: { type: 'string' },
    author: { type: 'string' },
    origin: { type: 'string', enum: ['file', 'api', 'rollback'] },
    summary: { type: 'array', items: configChangeSchema },
    createdAt: { type: 'string', format: 'date-time' },
    restoredFrom: { type: 'integer' },
    reason: { type: 'string', description: 'Why it was published (issue 16).' },
    changeId: { type: 'integer', description: 'The change (draft, schedule, approval) that published it.' },
    approvedBy: { type: 'string', description: 'The second operator who approved that change (four-eyes).' },
  },
} as const;

/** A saved version with its document (`GET …/versions/:version`). */
export const versionSchema = {
  type: 'object',
  required: [...versionMetaSchema.required, 'document'],
  properties: {
    ...versionMetaSchema.properties,
    document: { description: 'The merchant document as written.' },
  },
} as const;

/** The answer of a save (`PUT …/config`): the new version, or the latest with `unchanged`. */
export const saveReplySchema = {
  type: 'object',
  required: ['version'],
  properties: {
    ...versionMetaSchema.properties,
    unchanged: { type: 'boolean' },
    overwroteRejected: {
      type: 'object',
      required: ['at', 'problems'],
      description:
        'The save replaced a disk edit of the merchant file that had been rejected (invalid): when it was made and its problems.',
      properties: { at: { type: 'string', format: 'date-time' }, problems: configProblemListSchema },
    },
  },
} as const;

/** A merchant in the console list (`GET /api/admin/merchants`). */
export const merchantSummarySchema = {
  type: 'object',
  required: ['code', 'name', 'hosts', 'etag', 'publishedAt', 'fileDeleted'],
  properties: {
    code: { type: 'string' },
    name: { type: 'string' },
    hosts: { type: 'array', items: { type: 'string' } },
    etag: { type: 'string' },
    publishedAt: { type: 'string', format: 'date-time' },
    fileDeleted: { type: 'boolean' },
    version: { type: 'integer' },
    savedBy: { type: 'string' },
    savedAt: { type: 'string', format: 'date-time' },
    lastRejected: {
      type: 'object',
      required: ['at', 'problems'],
      properties: { at: { type: 'string', format: 'date-time' }, problems: configProblemListSchema },
    },
  },
} as const;

/** The latest saved version, the one an edit starts from (`GET …/config`). */
export const configReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'etag', 'document'],
  properties: {
    version: { type: 'integer' },
    etag: { type: 'string' },
    author: { type: 'string' },
    savedAt: { type: 'string' },
    changeId: { type: 'integer', description: 'The change (draft, schedule, approval) that published it.' },
    scheduledAt: {
      type: 'string',
      format: 'date-time',
      description: 'When it was published by the scheduler: the time its change was scheduled for.',
    },
    document: {},
  },
} as const;

/** The dry run of a draft (`POST …/validate`): saves nothing. */
export const dryRunReplySchema = {
  type: 'object',
  required: ['ok', 'problems'],
  properties: {
    ok: { type: 'boolean' },
    problems: configProblemListSchema,
    changes: { type: 'array', items: configChangeSchema },
  },
} as const;

/** The details of a 412 VERSION_CONFLICT: the version saved meanwhile, who, when, what changed since the edit began. */
export const versionConflictSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currentVersion', 'author', 'savedAt', 'changes', 'document'],
  properties: {
    currentVersion: { type: 'integer' },
    author: { type: 'string', description: 'Who saved it (for a scheduled change: who scheduled it).' },
    savedAt: { type: 'string', format: 'date-time' },
    origin: { type: 'string', enum: ['file', 'api', 'rollback'] },
    changeId: { type: 'integer', description: 'The change (draft, schedule, approval) that published it.' },
    scheduledAt: {
      type: 'string',
      format: 'date-time',
      description: 'Set when the scheduler published it: the time its change was scheduled for.',
    },
    changes: { type: 'array', items: configChangeSchema },
    document: { type: 'object' },
  },
} as const;

type WithProblems = { references: [typeof configProblemSchema] };
export type ConfigChange = FromSchema<typeof configChangeSchema>;
export type VersionMeta = FromSchema<typeof versionMetaSchema>;
export type SaveReply = FromSchema<typeof saveReplySchema>;
export type MerchantSummary = FromSchema<typeof merchantSummarySchema, WithProblems>;
export type ConfigReply = Omit<FromSchema<typeof configReplySchema>, 'document'> & {
  document: Record<string, unknown>;
};
export type DryRunReply = FromSchema<typeof dryRunReplySchema, WithProblems>;
export type VersionConflict = Omit<FromSchema<typeof versionConflictSchema>, 'document'> & {
  document: Record<string, unknown>;
};
