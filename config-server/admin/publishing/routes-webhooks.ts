import { randomBytes } from 'node:crypto';
import { AppError } from '../../../server/http-errors';
import { errorResponses } from '../../../server/schema-refs';
import type { TypedApp } from '../../../server/typed-app';
import { apiTokenSchema, webhookDeliverySchema, webhookSchema } from '../../../schemas';
import type { AdminContext } from '../context';
import { audit } from '../audit';
import { requireRole } from '../sessions';
import { authErrors, codeParams, merchantScopeSchema, secured } from '../schemas';
import {
  checkWebhookHost,
  checkWebhookUrl,
  insertWebhook,
  listDeliveries,
  listWebhooks,
  removeWebhook,
  WEBHOOK_EVENTS,
} from './webhooks';
import { createToken, getToken, listTokens, revokeToken, tokenMerchants } from './tokens';
import { mayManage } from '../users';

const hookParams = {
  type: 'object',
  required: ['code', 'id'],
  additionalProperties: false,
  properties: {
    ...codeParams.properties,
    id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  },
} as const;
const tokenParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/**
 * Webhooks per merchant (operators; issue 16) and read-only API tokens for integrations (operators
 * create and revoke them; the token is shown once).
 */
export async function webhookRoutes(app: TypedApp, ctx: AdminContext): Promise<void> {
  const { db, store, env } = ctx;
  const operator = requireRole(db, 'operator');
  const live = (code: string) => {
    if (!store.get(code)) throw new AppError('MERCHANT_NOT_FOUND');
  };

  app.get(
    '/api/admin/merchants/:code/webhooks',
    {
      schema: {
        ...secured,
        params: codeParams,
        response: { 200: { type: 'array', items: webhookSchema }, ...authErrors },
      },
      preHandler: operator,
    },
    async (req) => {
      live(req.params.code);
      return listWebhooks(db, req.params.code);
    },
  );

  app.post(
    '/api/admin/merchants/:code/webhooks',
    {
      schema: {
        ...secured,
        params: codeParams,
        body: {
          type: 'object',
          required: ['url', 'events'],
          additionalProperties: false,
          properties: {
            url: { type: 'string', minLength: 8, maxLength: 2000 },
            events: {
              type: 'array',
              items: { type: 'string', enum: WEBHOOK_EVENTS },
              minItems: 1,
              uniqueItems: true,
            },
          },
        },
        description:
          'Adds a webhook: each event (`publish`, `rollback`, `rejectedEdit`, `approvalRequested`: a change waits for a second operator, `changeCommented`: someone commented on a change) is POSTed as JSON, signed (`X-Webhook-Signature: sha256=<hex HMAC-SHA256(secret, "<X-Webhook-Timestamp>.<body>")>`), and retried with exponential backoff (6 attempts) until a 2xx. http and https only; loopback and private addresses are refused in production unless WEBHOOK_ALLOW_PRIVATE=1 (the demo allows them). The secret is in this answer only.',
        response: { 200: webhookSchema, ...authErrors },
      },
      preHandler: operator,
    },
    async (req) => {
      live(req.params.code);
      const url = checkWebhookUrl(req.body.url);
      await checkWebhookHost(url, env.webhookAllowPrivate);
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const hook = await insertWebhook(db, {
        merchant: req.params.code,
        url: url.toString(),
        secret,
        events: req.body.events,
        createdBy: req.consoleUser!.username,
      });
      await audit(db, {
        actor: req.consoleUser!.username,
        action: 'webhookCreated',
        merchant: req.params.code,
        ip: req.ip,
        detail: { webhookId: hook.id, url: url.origin, events: req.body.events },
      });
      return { ...hook, secret };
    },
  );

  app.delete(
    '/api/admin/merchants/:code/webhooks/:id',
    {
      schema: {
        ...secured,
        params: hookParams,
        description:
          'Removes a webhook: nothing more is sent to it (its delivery log stays readable in the audit).',
        response: { 204: { type: 'null' }, ...authErrors },
      },
      preHandler: operator,
    },
    async (req, reply) => {
      const url = await removeWebhook(db, req.params.code, req.params.id);
      if (url === undefined) throw new AppError('NOT_FOUND');
      await audit(db, {
        actor: req.consoleUser!.username,
        action: 'webhookRemoved',
        merchant: req.params.code,
        ip: req.ip,
        // Its origin, as when it was added: the audit names the webhook (issue 35 item 4).
        detail: { webhookId: req.params.id, url: new URL(url).origin },
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/merchants/:code/webhooks/deliveries',
    {
      schema: {
        ...secured,
        params: codeParams,
        description: 'The delivery log of the merchant’s webhooks, newest first (last 100).',
        response: { 200: { type: 'array', items: webhookDeliverySchema }, ...authErrors },
      },
      preHandler: operator,
    },
    async (req) => {
      live(req.params.code);
      return listDeliveries(db, req.params.code);
    },
  );

  app.get(
    '/api/admin/tokens',
    {
      config: { scope: 'list' },
      schema: {
        ...secured,
        description: 'Read-only API tokens (never the tokens themselves).',
        response: { 200: { type: 'array', items: apiTokenSchema }, ...authErrors },
      },
      preHandler: operator,
    },
    // A scoped operator sees only the tokens of their own merchants (issue 31), never an all-merchant one.
    async (req) => (await listTokens(db)).filter((t) => mayManage(req.consoleUser!, t)),
  );

  app.post(
    '/api/admin/tokens',
    {
      config: { scope: 'create' },
      schema: {
        ...secured,
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 60 },
            merchants: merchantScopeSchema,
          },
        },
        description:
          'Creates a read-only API token for an integration: `Authorization: Bearer ro_…` reads merchants, configs, versions, changes and the audit log; every other call answers 403 TOKEN_READ_ONLY. The token is in this answer only (stored hashed).',
        response: { 200: apiTokenSchema, ...authErrors, ...errorResponses(403) },
      },
      preHandler: operator,
    },
    async (req) => {
      const user = req.consoleUser!;
      // A scoped operator makes tokens for their own merchants only.
      const merchants = req.body.merchants ?? user.merchants;
      if (user.merchants && merchants?.some((m) => !user.merchants!.includes(m)))
        throw new AppError('FORBIDDEN');
      const { token, meta } = await createToken(db, {
        name: req.body.name,
        createdBy: user.username,
        merchants: merchants ?? undefined,
      });
      await audit(db, {
        actor: user.username,
        action: 'tokenCreated',
        ip: req.ip,
        detail: { tokenId: meta.id, name: meta.name },
      });
      return { ...meta, token };
    },
  );

  app.delete(
    '/api/admin/tokens/:id',
    {
      config: { scope: { owners: tokenMerchants } },
      schema: {
        ...secured,
        params: tokenParams,
        description: 'Revokes a token at once.',
        response: { 200: apiTokenSchema, ...authErrors },
      },
      preHandler: operator,
    },
    async (req) => {
      // Another merchant's token, or an all-merchant one, is not a scoped operator's to revoke (issue 31).
      const existing = await getToken(db, req.params.id);
      if (!existing) throw new AppError('NOT_FOUND');
      if (!mayManage(req.consoleUser!, existing)) throw new AppError('FORBIDDEN');
      const t = await revokeToken(db, req.params.id);
      if (!t) throw new AppError('NOT_FOUND');
      await audit(db, {
        actor: req.consoleUser!.username,
        action: 'tokenRevoked',
        ip: req.ip,
        detail: { tokenId: t.id, name: t.name },
      });
      return t;
    },
  );
}
