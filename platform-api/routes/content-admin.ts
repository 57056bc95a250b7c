import multipart from '@fastify/multipart';
import sharp from 'sharp';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { typed } from '../../server/typed-app';
import {
  announcementBodySchema,
  announcementItemSchema,
  bannerBodySchema,
  bannerItemSchema,
  CONTENT_IMAGE_MAX_BYTES,
  contentImageReplySchema,
  contentItemParamsSchema,
  contentKindParamsSchema,
  contentPreviewReplySchema,
  helpBodySchema,
  helpItemSchema,
  promotionBodySchema,
  promotionItemSchema,
  removedReplySchema,
  type AnnouncementBody,
  type BannerBody,
  type ContentKind,
  type HelpBody,
  type PromotionBody,
} from '../../schemas';
import type { Queryable } from '../../server/db/db';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import {
  adminListAnnouncements,
  adminListBanners,
  adminListHelp,
  adminListPromotions,
  cleanHtml,
  hideShared,
  insertAnnouncement,
  insertBanner,
  insertHelp,
  insertPromotion,
  knownCategoryIds,
  ownerOf,
  promotionForPreview,
  readPicture,
  reencodePicture,
  removeOwn,
  toPromotion,
  updateAnnouncement,
  updateBanner,
  updateHelp,
  updatePromotion,
  uploadStore,
} from '../../platform-api';
import type { AdminContext } from './context';
import { audit } from './audit';
import { insertLink, merchantLinkUrl, type ContentPreviewLoader } from './preview';
import { PREVIEW_TTL_S } from './preview-token';
import { ALL_ROLES, requireRole } from './sessions';
import { authErrors, secured } from './schemas';

/*
 * The console's content section (issue 11): announcements, promotions, banners and help topics per
 * merchant and language. Every role reads; operators write (the same roles as merchant config);
 * every change is audited in the same transaction; HTML is sanitised before it is stored; pictures
 * are checked by their bytes and re-encoded; support previews an unpublished promotion through a
 * signed link. Open player pages hear of each change on the config event stream (`content`).
 */

/** Channel of content changes: every replica tells its open player pages (config SSE, `content`). */
export const CONTENT_CHANNEL = 'content_changed';
const UPLOAD_PREFIX = 'content';
export const CONTENT_IMAGE_PATH = '/api/content/images/';

/** One problem of an otherwise valid body (the shape of VALIDATION_FAILED details). */
const invalid = (pointer: string, key: string) =>
  new AppError('VALIDATION_FAILED', [{ pointer, keyword: 'content', key, message: key }]);

/** Start before end (when both are given). */
function checkPeriod(start: string | null | undefined, end: string | null | undefined, pointer = '/endDate') {
  if (start && end && new Date(end).getTime() <= new Date(start).getTime())
    throw invalid(pointer, 'cms.errors.endBeforeStart');
}

interface KindSpec<B, I> {
  body: object;
  item: object;
  list(db: Queryable, merchant: string): Promise<I[]>;
  insert(db: Queryable, merchant: string, body: B): Promise<I>;
  update(db: Queryable, merchant: string, id: number, body: B): Promise<I | undefined>;
  /** Sanitises HTML and checks what a schema cannot (dates in order, known categories); the body passed its schema. */
  prepare(db: Queryable, merchant: string, body: unknown): Promise<B>;
  /** What the audit row says of the item. */
  summary(body: B): Record<string, unknown>;
}

const cleanTexts = (texts: AnnouncementBody['texts']): AnnouncementBody['texts'] =>
  Object.fromEntries(
    Object.entries(texts).map(([lang, v]) => [
      lang,
      { title: v.title.trim(), content: cleanHtml(v.content) },
    ]),
  );
const languagesOf = (texts: object) => Object.keys(texts).sort();

const KINDS: { [K in ContentKind]: KindSpec<never, unknown> } = {
  announcements: {
    body: announcementBodySchema,
    item: announcementItemSchema,
    list: adminListAnnouncements,
    insert: insertAnnouncement,
    update: updateAnnouncement,
    async prepare(_db, _m, raw) {
      const b = raw as AnnouncementBody;
      checkPeriod(b.startDate, b.endDate);
      return { ...b, texts: cleanTexts(b.texts) };
    },
    summary: (b: AnnouncementBody) => ({
      type: b.type,
      languages: languagesOf(b.texts),
      title: b.texts.vi?.title ?? b.texts.en?.title,
    }),
  } as KindSpec<AnnouncementBody, unknown> as KindSpec<never, unknown>,
  promotions: {
    body: promotionBodySchema,
    item: promotionItemSchema,
    list: adminListPromotions,
    insert: insertPromotion,
    update: updatePromotion,
    async prepare(db, merchant, raw) {
      const b = raw as PromotionBody;
      if (!b.noExpiry) checkPeriod(b.startDate, b.endDate);
      const known = await knownCategoryIds(db, merchant);
      const unknown = (b.categoryIds ?? []).findIndex((id) => !known.has(id));
      if (unknown >= 0) throw invalid(`/categoryIds/${unknown}`, 'cms.errors.unknownCategory');
      const sequences = (b.images ?? []).map((i) => i.sequence);
      if (new Set(sequences).size !== sequences.length)
        throw invalid('/images', 'cms.errors.duplicateSequence');
      return { ...b, texts: cleanTexts(b.texts) };
    },
    summary: (b: PromotionBody) => ({
      languages: languagesOf(b.texts),
      title: b.texts.vi?.title ?? b.texts.en?.title,
      draft: b.draft ?? false,
      publishAt: b.publishAt ?? null,
      startDate: b.startDate,
      endDate: b.endDate ?? null,
    }),
  } as KindSpec<PromotionBody, unknown> as KindSpec<never, unknown>,
  banners: {
    body: bannerBodySchema,
    item: bannerItemSchema,
    list: adminListBanners,
    insert: insertBanner,
    update: updateBanner,
    async prepare(_db, _m, raw) {
      const b = raw as BannerBody;
      checkPeriod(b.startDate, b.endDate);
      return {
        ...b,
        titles: Object.fromEntries(Object.entries(b.titles).map(([l, v]) => [l, v.trim()])),
      };
    },
    summary: (b: BannerBody) => ({ type: b.type, languages: languagesOf(b.titles), imageUrl: b.imageUrl }),
  } as KindSpec<BannerBody, unknown> as KindSpec<never, unknown>,
  help: {
    body: helpBodySchema,
    item: helpItemSchema,
    list: adminListHelp,
    insert: insertHelp,
    update: updateHelp,
    async prepare(_db, _m, raw) {
      const b = raw as HelpBody;
      return { ...b, title: b.title.trim(), content: cleanHtml(b.content) };
    },
    summary: (b: HelpBody) => ({ language: b.language, tag: b.tag, title: b.title }),
  } as KindSpec<HelpBody, unknown> as KindSpec<never, unknown>,
};

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

export async function contentRoutes(plain: FastifyInstance, ctx: AdminContext): Promise<void> {
  const app = typed(plain);
  const { db, store, signer, defaultMerchant } = ctx;
  const anyone = requireRole(db, ...ALL_ROLES);
  const operator = requireRole(db, 'operator');
  const files = uploadStore(db, ctx.dataDir);
  await app.register(multipart, {
    limits: { fileSize: CONTENT_IMAGE_MAX_BYTES + 1, files: 1, fields: 0, parts: 2 },
  });

  const merchant = (code: string) => {
    if (!store.get(code)) throw new AppError('MERCHANT_NOT_FOUND');
    return code;
  };
  /** Tells every replica's open player pages of this merchant (SSE `content`). */
  const announce = (code: string) =>
    db.notify(CONTENT_CHANNEL, code).catch((err: unknown) => app.log.warn({ err }, 'content notify failed'));
  const actor = (req: FastifyRequest) => req.consoleUser!.username;

  for (const kind of Object.keys(KINDS) as ContentKind[]) {
    const spec = KINDS[kind];
    const base = `/api/admin/merchants/:code/content/${kind}`;
    const itemErrors = { ...authErrors, ...errorResponses(400, 401, 403, 404) };

    app.get(
      base,
      {
        preHandler: anyone,
        schema: {
          ...secured,
          summary: `The merchant's ${kind} (its own and the shared ones it has not removed), with their state`,
          params: contentKindParamsSchema,
          response: { 200: { type: 'array', items: spec.item }, ...authErrors },
        },
      },
      async (req) => spec.list(db, merchant(req.params.code)),
    );

    app.post(
      base,
      {
        preHandler: operator,
        schema: {
          ...secured,
          summary: `Creates one of the merchant's ${kind} (operators; HTML sanitised; audited)`,
          params: contentKindParamsSchema,
          body: spec.body,
          response: { 201: spec.item, ...itemErrors },
        },
      },
      async (req, reply) => {
        const code = merchant(req.params.code);
        const body = await spec.prepare(db, code, req.body);
        const item = await db.transaction(async (tx) => {
          const created = (await spec.insert(tx, code, body)) as { id: number };
          await audit(tx, {
            actor: actor(req),
            action: 'contentCreated',
            merchant: code,
            ip: req.ip,
            detail: { kind, id: created.id, ...spec.summary(body) },
          });
          return created;
        });
        await announce(code);
        return reply.code(201).send(item);
      },
    );

    app.put(
      `${base}/:id`,
      {
        preHandler: operator,
        schema: {
          ...secured,
          summary: `Replaces one of the merchant's ${kind} (a shared one becomes the merchant's own copy; audited)`,
          params: contentItemParamsSchema,
          body: spec.body,
          response: { 200: spec.item, ...itemErrors },
        },
      },
      async (req) => {
        const code = merchant(req.params.code);
        const { id } = req.params;
        const body = await spec.prepare(db, code, req.body);
        const item = await db.transaction(async (tx) => {
          const owner = await ownerOf(tx, code, kind, id);
          if (!owner) throw new AppError('NOT_FOUND');
          let saved: { id: number } | undefined;
          if (owner === 'own') saved = (await spec.update(tx, code, id, body)) as { id: number } | undefined;
          else {
            // A shared item: this merchant gets its own copy, and stops seeing the platform's.
            saved = (await spec.insert(tx, code, body)) as { id: number };
            await hideShared(tx, code, kind, id, actor(req));
          }
          if (!saved) throw new AppError('NOT_FOUND');
          await audit(tx, {
            actor: actor(req),
            action: 'contentUpdated',
            merchant: code,
            ip: req.ip,
            detail: {
              kind,
              id: saved.id,
              ...(owner === 'shared' ? { copiedFrom: id } : {}),
              ...spec.summary(body),
            },
          });
          return saved;
        });
        await announce(code);
        return item;
      },
    );

    app.delete(
      `${base}/:id`,
      {
        preHandler: operator,
        schema: {
          ...secured,
          summary: `Removes one of the merchant's ${kind} (a shared one is hidden for this merchant only; audited)`,
          params: contentItemParamsSchema,
          response: { 200: removedReplySchema, ...itemErrors },
        },
      },
      async (req) => {
        const code = merchant(req.params.code);
        const { id } = req.params;
        const removed = await db.transaction(async (tx) => {
          const owner = await ownerOf(tx, code, kind, id);
          if (!owner) throw new AppError('NOT_FOUND');
          let how: 'deleted' | 'hidden' = 'hidden';
          if (owner === 'own') how = await removeOwn(tx, code, kind, id, actor(req));
          else await hideShared(tx, code, kind, id, actor(req));
          await audit(tx, {
            actor: actor(req),
            action: 'contentRemoved',
            merchant: code,
            ip: req.ip,
            detail: { kind, id, removed: how, shared: owner === 'shared' },
          });
          return how;
        });
        await announce(code);
        return { id, removed };
      },
    );
  }

  app.post(
    '/api/admin/merchants/:code/content/images',
    {
      preHandler: operator,
      schema: {
        ...secured,
        summary:
          'Uploads a promotion or banner picture (multipart, one file `image`: jpeg or png by its bytes, ≤ 5 MiB)',
        description:
          'The picture is decoded and re-encoded (metadata dropped, at most 2048 px); the answer is its URL on this site. Audited.',
        params: contentKindParamsSchema,
        response: { 201: contentImageReplySchema, ...authErrors, ...errorResponses(413, 415) },
      },
    },
    async (req, reply) => {
      const code = merchant(req.params.code);
      if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const file = await req.file();
      if (!file) throw new AppError('VALIDATION_FAILED', [{ pointer: '/image', keyword: 'required' }]);
      const bytes = await readPicture(file, CONTENT_IMAGE_MAX_BYTES);
      const picture = await reencodePicture(bytes, `console:${actor(req)}`);
      const meta = await sharp(picture.bytes).metadata();
      const key = await files.put(UPLOAD_PREFIX, picture.ext, picture.bytes);
      const url = `${CONTENT_IMAGE_PATH}${key.slice(UPLOAD_PREFIX.length + 1)}`;
      await audit(db, {
        actor: actor(req),
        action: 'contentImageUploaded',
        merchant: code,
        ip: req.ip,
        detail: { url, bytes: picture.bytes.length },
      });
      return reply
        .code(201)
        .send({ url, width: meta.width ?? 0, height: meta.height ?? 0, bytes: picture.bytes.length });
    },
  );

  app.get(
    `${CONTENT_IMAGE_PATH}:file`,
    {
      schema: {
        tags: ['content'],
        summary: 'A content picture uploaded in the console (immutable: a new picture has a new name)',
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['file'],
          properties: { file: { type: 'string', pattern: '^([0-9a-f]{64}|[0-9a-f-]{36})\\.(jpg|png)$' } },
        },
        response: {
          200: { type: 'string', format: 'binary', description: 'image/jpeg or image/png' },
          ...errorResponses(400, 404),
        },
      },
    },
    async (req, reply) => {
      const { file } = req.params;
      const bytes = await files.read(`${UPLOAD_PREFIX}/${file}`);
      if (!bytes) throw new AppError('NOT_FOUND');
      return (
        reply
          .header('content-type', file.endsWith('.png') ? 'image/png' : 'image/jpeg')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // A Buffer is sent as it is (Fastify does not serialise it); the schema documents the bytes.
          .send(bytes as unknown as string)
      );
    },
  );

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
      if ((await ownerOf(db, code, 'promotions', id)) === undefined) throw new AppError('NOT_FOUND');
      const exp = Math.floor(Date.now() / 1000) + PREVIEW_TTL_S;
      const expiresAt = new Date(exp * 1000);
      const link = await insertLink(db, {
        merchant: code,
        createdBy: user.username,
        role: user.role,
        overrides: {},
        expiresAt,
      });
      await audit(db, {
        actor: user.username,
        action: 'previewCreated',
        merchant: code,
        ip: req.ip,
        detail: { link, promotion: id },
      });
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
