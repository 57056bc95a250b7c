import { contentItemParamsSchema, contentPreviewReplySchema } from '../../schemas';
import type { Queryable } from '../../server/db/db';
import { AppError } from '../../server/http-errors';
import type { TypedApp } from '../../server/typed-app';
import { cleanHtml, promotionExists, promotionForPreview, toPromotion } from '../../platform-api';
import type { AdminContext } from './context';
import { createLink, merchantLinkUrl, type ContentPreviewLoader } from './preview';
import { PREVIEW_TTL_S } from './preview-token';
import { requireRole } from './sessions';
import { authErrors, secured } from './schemas';

/*
 * The console's side of the content section (the section itself is the platform's back office:
 * platform-api/routes/content-admin.ts): the channel that tells open player pages of a content change,
 * and the signed preview link of a promotion (preview links are the console's, as config previews).
 */

/** Channel of content changes: every replica tells its open player pages (config SSE, `content`). */
export const CONTENT_CHANNEL = 'content_changed';

/** The promotion a content preview shows, in each language it is written in (the renderer picks). */
export function contentPreviewLoader(db: Queryable): ContentPreviewLoader {
  return async (merchant, id) => {
    const out: Record<string, unknown> = {};
    for (const lang of ['vi', 'en'] as const) {
      const row = await promotionForPreview(db, merchant, lang, id);
      if (row) out[lang] = toPromotion(row, new Map(), cleanHtml);
    }
    return Object.keys(out).length > 0 ? out : undefined;
  };
}

export async function contentPreviewRoutes(app: TypedApp, ctx: AdminContext): Promise<void> {
  const { db, store, signer, defaultMerchant } = ctx;
  const merchant = (code: string) => {
    if (!store.get(code)) throw new AppError('MERCHANT_NOT_FOUND');
    return code;
  };

  app.post(
    '/api/admin/merchants/:code/content/promotions/:id/preview',
    {
      preHandler: requireRole(db, 'operator', 'support'),
      schema: {
        ...secured,
        summary: 'A signed link (24 h) to the promotion on the player site, also before it is published',
        description:
          'Opens /m/activityDetail?id=… on the merchant\'s own host under the "Preview — not live" banner, showing the promotion whatever its publication state (draft, scheduled). Audited; listed and revocable with the config preview links; a tampered, expired or revoked link shows a page saying so.',
        params: contentItemParamsSchema,
        response: { 200: contentPreviewReplySchema, ...authErrors },
      },
    },
    async (req) => {
      const code = merchant(req.params.code);
      const { id } = req.params;
      const user = req.consoleUser!;
      if (!signer.available) throw new AppError('FEATURE_UNAVAILABLE');
      if (!(await promotionExists(db, code, id))) throw new AppError('NOT_FOUND');
      const exp = Math.floor(Date.now() / 1000) + PREVIEW_TTL_S;
      const expiresAt = new Date(exp * 1000);
      const link = await createLink(
        db,
        {
          merchant: code,
          createdBy: user.username,
          role: user.role,
          overrides: {},
          promotionId: id,
          expiresAt,
        },
        req.ip,
        { promotion: id },
      );
      const token = signer.sign({ m: code, l: link, o: {}, c: id, exp });
      return {
        id: link,
        url: merchantLinkUrl(
          store,
          defaultMerchant,
          req,
          code,
          `/m/activityDetail?id=${id}&preview=${token}`,
        ),
        expiresAt: expiresAt.toISOString(),
      };
    },
  );
}
