import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import type { TypedApp } from '../../server/typed-app';
import type { AdminContext } from './context';
import { livePreview, whyField } from './why';
import { previewDraft } from './preview';

const versionRef = {
  type: 'object',
  required: ['version', 'author', 'origin', 'at'],
  properties: {
    version: { type: 'integer' },
    author: { type: 'string' },
    origin: { type: 'string' },
    at: { type: 'string', format: 'date-time' },
    approvedBy: { type: 'string' },
  },
} as const;

/**
 * "Why is this here?" (issue 16): in a support preview, the config path of a tapped element and the
 * version that put its value there. Authorised by the page's preview token (a live, unrevoked link);
 * no console session is needed, and nothing outside the link's merchant can be asked.
 */
export async function whyRoutes(app: TypedApp, { db, signer }: AdminContext): Promise<void> {
  app.get(
    '/api/preview/why',
    {
      schema: {
        tags: ['admin'],
        description:
          "For a support preview page: the version that put the value at `path` (a JSON pointer into the merchant config) there. `preview` is the page's preview token.",
        querystring: {
          type: 'object',
          required: ['preview', 'path'],
          additionalProperties: false,
          properties: {
            preview: { type: 'string', maxLength: 4096 },
            path: { type: 'string', pattern: '^(/[^/]+)+$', maxLength: 300 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['path', 'sinceOldestKept', 'isDefault', 'draft'],
            properties: {
              path: { type: 'string' },
              current: { type: 'integer' },
              since: versionRef,
              sinceOldestKept: { type: 'boolean' },
              isDefault: { type: 'boolean' },
              draft: { type: 'boolean' },
            },
          },
          ...errorResponses(400, 403),
        },
      },
    },
    async (req, reply) => {
      const payload = await livePreview(db, signer, req.query.preview);
      if (!payload) throw new AppError('PREVIEW_LINK_INVALID');
      const draft = payload.d ? await previewDraft(db, payload.d, payload.m) : undefined;
      reply.header('Cache-Control', 'no-store');
      return whyField(db, payload.m, req.query.path, draft);
    },
  );

  // Issue 35 item 13: an open preview page asks whether its link still works when the merchant's
  // live-update channel says a link was revoked (and when it comes back to the screen).
  app.get(
    '/api/preview/status',
    {
      schema: {
        tags: ['admin'],
        description:
          "For a support preview page: whether its link still works (200) or was revoked or expired (403 PREVIEW_LINK_INVALID). `preview` is the page's preview token.",
        querystring: {
          type: 'object',
          required: ['preview'],
          additionalProperties: false,
          properties: { preview: { type: 'string', maxLength: 4096 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['valid'],
            properties: { valid: { type: 'boolean', const: true } },
          },
          ...errorResponses(400, 403),
        },
      },
    },
    async (req, reply) => {
      if (!(await livePreview(db, signer, req.query.preview))) throw new AppError('PREVIEW_LINK_INVALID');
      reply.header('Cache-Control', 'no-store');
      return { valid: true as const };
    },
  );
}
