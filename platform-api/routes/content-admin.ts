import multipart from '@fastify/multipart';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../server/typed-app';
import {
  CONTENT_IMAGE_MAX_BYTES,
  contentImageReplySchema,
  contentItemParamsSchema,
  contentKindParamsSchema,
  removedReplySchema,
  type ContentKind,
} from '../../schemas';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import {
  adminAuthErrors as authErrors,
  adminSecured as secured,
  ALL_BACK_OFFICE_ROLES,
  type BackOfficeDeps,
} from '../lib/back-office';
import { uploadStore } from '../lib/file-store';
import { reencodePicture } from '../lib/images';
import { readPicture } from '../services/reward-service';
import {
  checkSegment,
  createContent,
  KINDS,
  removeContent,
  replaceContent,
} from '../services/content-admin-service';

/*
 * The console's content section (issue 11): announcements, promotions, banners and help topics per
 * merchant and language. Every role reads; operators write (the same roles as merchant config);
 * every change is audited in the same transaction; HTML is sanitised before it is stored; pictures
 * are checked by their bytes and re-encoded. Open player pages hear of each change on the config
 * event stream (`content`, told through `BackOfficeDeps.contentChanged`). The signed preview link of
 * an unpublished promotion is the console's (config-server/admin/routes-content-preview.ts).
 */

/** A content list's page: the console reads the first (the default is larger than a merchant's lists today). */
export const CONTENT_PAGE_DEFAULT = 100;
const contentListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 500, default: CONTENT_PAGE_DEFAULT },
    offset: {
      type: 'integer',
      minimum: 0,
      maximum: 100000,
      default: 0,
      description: "Items to skip in the list's order (the next page: offset + limit).",
    },
  },
} as const;
const UPLOAD_PREFIX = 'content';
export const CONTENT_IMAGE_PATH = '/api/content/images/';

export async function contentAdminRoutes(plain: FastifyInstance, deps: BackOfficeDeps): Promise<void> {
  const app = typed(plain);
  const { db } = deps;
  const anyone = deps.requireRole(...ALL_BACK_OFFICE_ROLES);
  const operator = deps.requireRole('operator');
  const files = uploadStore(db, deps.dataDir);
  await app.register(multipart, {
    limits: { fileSize: CONTENT_IMAGE_MAX_BYTES + 1, files: 1, fields: 0, parts: 2 },
  });

  const merchant = (code: string) => {
    if (!deps.merchant(code)) throw new AppError('MERCHANT_NOT_FOUND');
    return code;
  };
  /** Tells every replica's open player pages of this merchant (SSE `content`). */
  const announce = (code: string) =>
    deps.contentChanged(code).catch((err: unknown) => app.log.warn({ err }, 'content notify failed'));
  const actor = deps.actor;

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
          querystring: contentListQuery,
          response: { 200: { type: 'array', items: spec.item }, ...authErrors },
        },
      },
      async (req) =>
        spec.list(db, merchant(req.params.code), { limit: req.query.limit, offset: req.query.offset }),
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
        checkSegment(deps.merchant(code)?.segments ?? [], req.body);
        const item = await createContent(
          db,
          deps.audit,
          kind,
          { merchant: code, actor: actor(req), ip: req.ip },
          req.body,
        );
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
        checkSegment(deps.merchant(code)?.segments ?? [], req.body);
        const { id } = req.params;
        const item = await replaceContent(
          db,
          deps.audit,
          kind,
          { merchant: code, actor: actor(req), ip: req.ip },
          id,
          req.body,
        );
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
        const removed = await removeContent(
          db,
          deps.audit,
          kind,
          { merchant: code, actor: actor(req), ip: req.ip },
          id,
        );
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
      await deps.audit(db, {
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
}
