import type { FastifyRequest } from 'fastify';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import type { AdminContext } from './context';
import { audit, listAudit } from './audit';
import { requireRole } from './sessions';
import { inScope } from './users';
import {
  fieldsBeyondSupport,
  createLink,
  listLinks,
  merchantLinkUrl,
  normalOverrides,
  reusableLink,
  revokeLink,
  saveDraft,
  previewLinkMerchants,
} from './preview';
import { PREVIEW_TTL_S } from './preview-token';
import { authErrors, codeParams, overridesSchema, previewBody, previewReply, secured } from './schemas';
import { auditRowSchema } from '../../schemas/admin.schema';
import type { TypedApp } from '../../server/typed-app';

const LINKS_MAX = 200;
/** The database channel a revoke is told on, with the link's merchant (config-server/admin/index.ts). */
export const PREVIEW_CHANNEL = 'preview_revoked';

const previewLinkSchema = {
  type: 'object',
  required: ['id', 'merchant', 'createdBy', 'role', 'overrides', 'draft', 'createdAt', 'expiresAt'],
  properties: {
    id: { type: 'string' },
    merchant: { type: 'string' },
    createdBy: { type: 'string' },
    role: { type: 'string' },
    overrides: overridesSchema,
    draft: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
    expiresAt: { type: 'string', format: 'date-time' },
    revokedAt: { type: 'string', format: 'date-time' },
    revokedBy: { type: 'string' },
  },
} as const;

/** Support preview links (audited, listed, revocable), and the audit log. */
export async function previewRoutes(
  app: TypedApp,
  { db, store, signer, defaultMerchant, staging }: AdminContext,
): Promise<void> {
  const linkUrl = (req: FastifyRequest, code: string, token: string): string =>
    merchantLinkUrl(store, defaultMerchant, req, code, `/m/home?preview=${token}`);

  app.post(
    '/api/admin/merchants/:code/preview',
    {
      schema: {
        ...secured,
        params: codeParams,
        body: previewBody,
        description:
          'A signed link (24 h) to /m/home on the merchant\'s own host rendering the merchant (or a draft) with the overrides, under a "Preview — not live" banner. Support drafts may differ from the live document only in flags, templates and languages. Audited; listed and revocable.',
        response: { 200: previewReply, ...authErrors, ...errorResponses(422) },
      },
      preHandler: requireRole(db, 'operator', 'support'),
    },
    async (req) => {
      const { code } = req.params;
      const user = req.consoleUser!;
      const live = store.get(code);
      if (!live) throw new AppError('MERCHANT_NOT_FOUND');
      if (!signer.available) throw new AppError('FEATURE_UNAVAILABLE');
      // Issue 35: the staging copy is previewed as a draft of its own (its latest version, or the
      // staging editor's draft), and support's limits count from it, not from production.
      let base: unknown = live.source;
      let document = req.body.document;
      if (req.body.environment === 'staging') {
        // The copy this replica serves at staging.<host> (kept current across replicas by NOTIFY).
        const copy = staging.store.get(code)?.source;
        if (copy === undefined) throw new AppError('STAGING_NOT_FOUND');
        base = copy;
        document ??= copy as Record<string, unknown>;
      }
      if (document) {
        const r = store.check(code, document);
        if (!r.ok) throw new AppError('CONFIG_INVALID', r.problems);
        if (user.role === 'support') {
          const beyond = fieldsBeyondSupport(base, document);
          if (beyond.length > 0) throw new AppError('FORBIDDEN', { fields: beyond });
        }
      }
      const overrides = normalOverrides(req.body.overrides ?? {});
      // One link per (user, merchant, overrides, draft) while it lives (issue 35 item 13): a visit or
      // an override click asks again, and gets the link it had.
      const reused = await reusableLink(db, {
        merchant: code,
        createdBy: user.username,
        overrides,
        document,
      });
      let link: string;
      let draft: string | undefined;
      let exp: number;
      if (reused) {
        ({ id: link, draftId: draft } = reused);
        exp = Math.floor(reused.expiresAt.getTime() / 1000);
      } else {
        exp = Math.floor(Date.now() / 1000) + PREVIEW_TTL_S;
        const expiresAt = new Date(exp * 1000);
        if (document) draft = await saveDraft(db, code, document, user.username, expiresAt);
        link = await createLink(
          db,
          { merchant: code, createdBy: user.username, role: user.role, overrides, draftId: draft, expiresAt },
          req.ip,
          { draft: draft !== undefined, overrides },
        );
      }
      const expiresAt = new Date(exp * 1000);
      const payload = { m: code, ...(draft ? { d: draft } : {}), l: link, o: overrides, exp };
      const token = signer.sign(payload);
      const frame = signer.sign({ ...payload, f: 1 });
      return {
        id: link,
        token,
        url: linkUrl(req, code, token),
        frameUrl: `/m/home?preview=${frame}`,
        expiresAt: expiresAt.toISOString(),
      };
    },
  );

  app.get(
    '/api/admin/previews',
    {
      config: { scope: 'list' },
      schema: {
        ...secured,
        description: 'Preview links that have not expired, newest first (revoked ones marked).',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { merchant: codeParams.properties.code },
        },
        response: { 200: { type: 'array', items: previewLinkSchema }, ...authErrors },
      },
      preHandler: requireRole(db, 'operator', 'support'),
    },
    async (req) => {
      const user = req.consoleUser!;
      if (req.query.merchant && !inScope(user, req.query.merchant)) throw new AppError('FORBIDDEN');
      return (await listLinks(db, req.query.merchant, LINKS_MAX)).filter((l) => inScope(user, l.merchant));
    },
  );

  app.delete(
    '/api/admin/previews/:id',
    {
      config: { scope: { owners: previewLinkMerchants } },
      schema: {
        ...secured,
        description: 'Revokes a preview link at once (operators: any link; support: their own). Audited.',
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'string', format: 'uuid' } },
        },
        response: { 200: previewLinkSchema, ...authErrors },
      },
      preHandler: requireRole(db, 'operator', 'support'),
    },
    async (req) => {
      const user = req.consoleUser!;
      const link = await revokeLink(
        db,
        req.params.id,
        user.username,
        user.role === 'operator' ? undefined : user.username,
        user.merchants,
      );
      if (!link) throw new AppError('NOT_FOUND');
      // Open pages of the link (any replica) hear of it on their live-update channel (issue 35 item 13).
      await db.notify(PREVIEW_CHANNEL, link.merchant);
      await audit(db, {
        actor: user.username,
        action: 'previewRevoked',
        merchant: link.merchant,
        ip: req.ip,
        detail: { link: link.id, createdBy: link.createdBy },
      });
      return link;
    },
  );

  app.get(
    '/api/admin/audit',
    {
      config: { scope: 'list' },
      schema: {
        ...secured,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
            before: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
            merchant: codeParams.properties.code,
            actor: {
              type: 'string',
              minLength: 1,
              maxLength: 64,
              description: 'Who (a console user name; "file" for disk edits).',
            },
            action: {
              type: 'string',
              pattern: '^[a-zA-Z]{1,40}$',
              description: 'What (one action, e.g. save).',
            },
            from: {
              type: 'string',
              pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
              description: 'From this day (inclusive, UTC).',
            },
            to: {
              type: 'string',
              pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
              description: 'Up to this day (inclusive, UTC).',
            },
          },
        },
        response: {
          200: { type: 'array', items: auditRowSchema },
          ...authErrors,
        },
      },
      preHandler: requireRole(db, 'operator'),
    },
    async (req) => {
      const user = req.consoleUser!;
      if (req.query.merchant && !inScope(user, req.query.merchant)) throw new AppError('FORBIDDEN');
      // An operator limited to some merchants reads the entries of those merchants only.
      const { to, ...rest } = req.query;
      // "To" a day includes that whole day.
      const end = to ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString() : undefined;
      return listAudit(db, { ...rest, to: end, merchants: user.merchants });
    },
  );
}
