import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  ACTIVITY_STATUSES,
  activityStatusResponseSchema,
  idParamsSchema,
  joinResponseSchema,
  promotionCategoriesResponseSchema,
  promotionListResponseSchema,
  promotionSchema,
  promotionsQuerySchema,
  rewardRequestResponseSchema,
  type Promotion,
} from '../../schemas/api';
import { t } from '../../locales/node';
import { contentLang, merchantOf, type ContentLang, type Platform } from '../context';
import { MULTIPART_FIELD_MAX_BYTES } from '../lib/constants';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import { optionalSession, playerOf, requireRole } from '../lib/session';
import {
  countUpload,
  joinPromotion,
  listCategories,
  listPromotions,
  playerStates,
  type PromotionRow,
} from '../repositories/promotions-repository';
import {
  checkRewardRules,
  readRewardRequest,
  removePictures,
  REWARD_UPLOAD_WINDOW_S,
  REWARD_UPLOADS_PER_WINDOW,
  storePictures,
} from '../services/reward-service';
import { uploadStore } from '../lib/file-store';
import { htmlCleaner } from '../lib/sanitize';
import { fillFigures, merchantFigures, needsAbsentFigure, type Figures } from '../../core/figures';
import { assertMayPlay } from '../services/safety-service';
import { segmentsOfReader } from './content';
import type { TypedApp } from '../../server/typed-app';
import { saveRewardRequest } from '../services/reward-request-service';

const tags = ['promotions'];
const security = [{ bearer: [] }];
type Status = Promotion['status'];
/** The largest image limit a merchant may set (schemas: limits.imageMaxBytes max) and picture count, plus one to detect "too many". */
const MULTIPART_LIMITS = {
  fileSize: 20_971_520,
  files: 11,
  fields: 5,
  fieldSize: MULTIPART_FIELD_MAX_BYTES,
  parts: 16,
};

function timeStatus(row: PromotionRow, now: number): Status | undefined {
  if (new Date(row.start_date).getTime() > now) return 'ComingSoon';
  if (row.closed || (row.end_date && new Date(row.end_date).getTime() <= now)) return 'Close';
  return undefined;
}

export function toPromotion(
  row: PromotionRow,
  states: Map<number, string>,
  clean: (html: string) => string = (h) => h,
  figures?: Figures,
): Promotion {
  const own = states.get(row.id) as Status | undefined;
  const fill = (text: string) => (figures ? fillFigures(text, figures) : text);
  return {
    id: row.id,
    title: fill(row.title),
    content: clean(fill(row.content)),
    startDate: new Date(row.start_date).toISOString(),
    ...(row.end_date ? { endDate: new Date(row.end_date).toISOString() } : {}),
    noExpiry: row.no_expiry === 1 ? 1 : 0,
    ...(row.linked_promotion_id ? { linkedPromotionId: row.linked_promotion_id } : {}),
    imageRequired: row.image_required,
    remarkRequired: row.remark_required,
    promoAnnouncementCategoryIds: row.category_ids ? row.category_ids.split(',').map(Number) : [],
    announcementImages: row.images,
    status: timeStatus(row, Date.now()) ?? own ?? 'Join',
  };
}

export async function promotionRoutes(app: TypedApp, p: Platform): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const files = uploadStore(p.db, p.opts.dataDir);
  const optional = optionalSession(p);
  const member = requireRole(p, 'member');
  const states = async (req: FastifyRequest) =>
    req.player ? await playerStates(p.db, req.player.id) : new Map<number, string>();
  /** The merchant's figures (issue 32: texts state the merchant JSON's figures, filled in here). */
  const figuresOf = (req: FastifyRequest, lang: string) => merchantFigures(merchantOf(p, req), lang);
  /** A promotion about something the merchant does not have (bonus switched off) is not offered. */
  const offered = (figures: Figures) => (r: PromotionRow) => !needsAbsentFigure(figures, r.title, r.content);
  /** The promotions a reader is offered (all, or one by id): published, in the language, for their segments. */
  const offers = async (req: FastifyRequest, lang: ContentLang, id: number | null) =>
    listPromotions(p.db, merchantOf(p, req).code, lang, id, await segmentsOfReader(p, req));
  const one = async (req: FastifyRequest, id: number) => {
    const row = (await offers(req, contentLang(req), id))[0];
    if (!row || !offered(figuresOf(req, contentLang(req)))(row)) throw new AppError('PROMOTION_NOT_FOUND');
    return row;
  };

  app.get(
    '/api/promotions/categories',
    {
      schema: {
        tags,
        querystring: promotionsQuerySchema,
        response: { 200: promotionCategoriesResponseSchema, ...errorResponses(400) },
      },
    },
    async (req) => ({
      list: await listCategories(p.db, merchantOf(p, req).code, contentLang(req, req.query.language)),
    }),
  );

  app.get(
    '/api/promotions',
    {
      preHandler: optional,
      schema: {
        tags,
        querystring: promotionsQuerySchema,
        response: { 200: promotionListResponseSchema, ...errorResponses(400) },
      },
    },
    async (req) => {
      const lang = contentLang(req, req.query.language);
      const rows = await offers(req, lang, null);
      const s = await states(req);
      const cat = req.query.categoryId;
      const clean = htmlCleaner(merchantOf(p, req));
      const figures = figuresOf(req, lang);
      return {
        list: rows
          .filter(offered(figures))
          .filter((r) => cat === undefined || r.category_ids.split(',').map(Number).includes(cat))
          .map((r) => toPromotion(r, s, clean, figures)),
      };
    },
  );

  app.get(
    '/api/promotions/status',
    {
      preHandler: optional,
      schema: {
        tags,
        querystring: promotionsQuerySchema,
        response: { 200: activityStatusResponseSchema, ...errorResponses(400) },
      },
    },
    async (req) => {
      const lang = contentLang(req, req.query.language);
      const rows = await offers(req, lang, null);
      const s = await states(req);
      return {
        labels: ACTIVITY_STATUSES.map((status) => ({
          status,
          label: t(lang, `platform.activity.${status}`),
        })),
        list: rows
          .filter(offered(figuresOf(req, lang)))
          .map((r) => ({ promotionId: r.id, status: toPromotion(r, s).status })),
      };
    },
  );

  app.get(
    '/api/promotions/:id',
    {
      preHandler: optional,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: promotionSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) =>
      toPromotion(
        await one(req, req.params.id),
        await states(req),
        htmlCleaner(merchantOf(p, req)),
        figuresOf(req, contentLang(req)),
      ),
  );

  app.post(
    '/api/promotions/:id/join',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        response: { 200: joinResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const row = await one(req, req.params.id);
      if (timeStatus(row, Date.now())) throw new AppError('PROMOTION_CLOSED');
      const player = playerOf(req);
      // No offers during a time-out or self-exclusion (issue 32 item 4).
      await assertMayPlay(p, player.id);
      await joinPromotion(p.db, player.id, row.id);
      return { success: true, status: toPromotion(row, await playerStates(p.db, player.id)).status };
    },
  );

  app.post(
    '/api/promotions/:id/reward',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data: remarks (text), pictures (up to limits.imagesMax files; jpeg/png by magic bytes; limits.imageMaxBytes each).',
        params: idParamsSchema,
        response: {
          200: rewardRequestResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (req) => {
      const merchant = merchantOf(p, req);
      const row = await one(req, req.params.id);
      const player = playerOf(req);
      // No offers during a time-out or self-exclusion (issue 32 item 4).
      await assertMayPlay(p, player.id);
      // Counted before a byte of the body is read: a member cannot keep the decoder busy.
      if ((await countUpload(p.db, player.id, REWARD_UPLOAD_WINDOW_S)) > REWARD_UPLOADS_PER_WINDOW)
        throw new AppError('RATE_LIMITED', {
          max: REWARD_UPLOADS_PER_WINDOW,
          windowSeconds: REWARD_UPLOAD_WINDOW_S,
        });
      // Read the whole request first: a refused request changes nothing.
      const input = await readRewardRequest(req, merchant);
      if (timeStatus(row, Date.now())) throw new AppError('PROMOTION_CLOSED');
      checkRewardRules(row, input);
      const stored = await storePictures(files, input.pictures);
      const requestId = await saveRewardRequest(p.db, player.id, row.id, input.remarks, stored).catch(
        async (e: unknown) => {
          await removePictures(files, stored);
          throw e;
        },
      );
      if (requestId === undefined) {
        await removePictures(files, stored);
        throw new AppError('REWARD_ALREADY_APPLIED');
      }
      return { success: true, requestId, status: 'Applying' as const };
    },
  );
}
