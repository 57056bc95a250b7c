import type { FromSchema } from 'json-schema-to-ts';

/** GET /api/dev/outbox (DEMO_OUTBOX=1 only, never in production): SMS codes, mails, captcha answers. */
export const outboxQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: ['sms', 'mail', 'captcha'] },
    to: {
      type: 'string',
      maxLength: 255,
      description:
        "Recipient. A mobile number may be written as people write it (0912…, 84912…, +84 912 …): read with the merchant's dialing codes.",
    },
    limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
  },
} as const;
export const outboxResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['messages'],
  properties: {
    messages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'to', 'body', 'createdAt'],
        properties: {
          kind: { type: 'string' },
          to: { type: 'string', description: 'Mobile number with dialing code, mail address or captchaId.' },
          body: { type: 'string', description: 'The code or the mail text.' },
          page: { type: 'string', description: 'Captchas: the path of the page the captcha was drawn for.' },
          createdAt: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
} as const;
export type OutboxResponse = FromSchema<typeof outboxResponseSchema>;
