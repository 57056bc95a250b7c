import type { FromSchema } from 'json-schema-to-ts';

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
