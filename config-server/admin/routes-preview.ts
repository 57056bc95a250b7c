import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform-api/lib/http-errors';
import { errorResponses } from '../../platform-api/lib/schema-refs';
import type { AdminContext } from './context';
import { listAudit } from './audit';
import { requireRole } from './sessions';
import { saveDraft } from './preview';
import { PREVIEW_TTL_S, type PreviewOverrides } from './preview-token';
import { authErrors, codeParams, previewBody, previewReply, secured } from './schemas';
import { auditRowSchema } from '../../schemas/admin.schema';

/** Support preview links, and the audit log. */
export async function previewRoutes(app: FastifyInstance, { db, store, signer }: AdminContext): Promise<void> {
  app.post<{ Params: { code: string }; Body: { document?: Record<string, unknown>; overrides?: PreviewOverrides } }>('/api/admin/merchants/:code/preview', {
    schema: {
      ...secured, params: codeParams, body: previewBody,
      description: 'A signed, expiring link to /m/home rendering the merchant (or an unsaved draft) with the overrides. Nothing is stored but the draft.',
      response: { 200: previewReply, ...authErrors, ...errorResponses(422) },
    },
    preHandler: requireRole(db, 'operator', 'support'),
  }, async (req) => {
    const { code } = req.params;
    if (!store.get(code)) throw new AppError('MERCHANT_NOT_FOUND');
    if (!signer.available) throw new AppError('FEATURE_UNAVAILABLE');
    const exp = Math.floor(Date.now() / 1000) + PREVIEW_TTL_S;
    let draft: string | undefined;
    if (req.body.document) {
      const r = store.check(code, req.body.document);
      if (!r.ok) throw new AppError('CONFIG_INVALID', r.problems);
      draft = await saveDraft(db, code, req.body.document, req.consoleUser!.username, new Date(exp * 1000));
    }
    const token = signer.sign({ m: code, ...(draft ? { d: draft } : {}), o: req.body.overrides ?? {}, exp });
    return { token, url: `/m/home?preview=${token}`, expiresAt: new Date(exp * 1000).toISOString() };
  });

  app.get<{ Querystring: { limit: number; before?: number; merchant?: string } }>('/api/admin/audit', {
    schema: {
      ...secured,
      querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 }, before: { type: 'integer', minimum: 1 }, merchant: codeParams.properties.code } },
      response: {
        200: { type: 'array', items: auditRowSchema },
        ...authErrors,
      },
    },
    preHandler: requireRole(db, 'operator'),
  }, async (req) => listAudit(db, req.query));
}
