import type { FastifyRequest } from 'fastify';
import { AppError } from '../../server/http-errors';
import { maskSecrets, restoreSecrets } from '../../core/config/secrets';
import { errorResponses } from '../../server/schema-refs';
import type { AdminContext } from './context';
import type { MerchantStore } from '../store/merchant-store';
import { proposeRollback } from './publishing/rollback-review';
import { reasonSchema } from './publishing/routes-changes';
import { ALL_ROLES, requireRole } from './sessions';
import { inScope } from './users';
import {
  changesBetween,
  getVersion,
  latestVersion,
  latestVersionOfEach,
  listVersions,
  scheduledAtOf,
  VERSIONS_PAGE_DEFAULT,
  type VersionOrigin,
} from './versions';
import {
  changeSchema,
  configReplySchema as configReply,
  dryRunReplySchema,
  merchantSummarySchema as merchantSummary,
  saveReplySchema as saveReply,
} from '../../schemas';
import {
  authErrors,
  codeParams,
  ifMatchHeader,
  secured,
  versionMetaSchema,
  versionParams,
  versionSchema,
} from './schemas';
import type { TypedApp } from '../../server/typed-app';

/** The optional `X-Change-Reason` header of a PUT (URI-encoded, so any language fits a header). */
function reasonHeader(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value).trim().slice(0, 500) || undefined;
  } catch {
    return value.trim().slice(0, 500) || undefined;
  }
}

/** `"7"`, `7` or `W/"7"` → 7; anything else is a version that cannot match. */
export function parseIfMatch(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const m = /^(?:W\/)?"?(\d{1,10})"?$/.exec(value.trim());
  return m ? Number(m[1]) : -1;
}

/** The dry run of an edit (`…/validate`): validated as a save would be, its changes against `stored`. */
export function dryRun(store: MerchantStore, code: string, edited: unknown, stored: unknown) {
  // The console sees secrets masked: a secret sent back masked is checked with its stored value.
  const doc = restoreSecrets(edited, stored);
  const r = store.check(code, doc);
  if (!r.ok) return { ok: false, problems: r.problems };
  return { ok: true, problems: [], changes: changesBetween(stored, doc) };
}

export async function merchantRoutes(app: TypedApp, ctx: AdminContext): Promise<void> {
  const { db, store } = ctx;
  const anyone = requireRole(db, ...ALL_ROLES);
  const operator = requireRole(db, 'operator');

  const published = (code: string) => {
    const p = store.get(code);
    if (!p) throw new AppError('MERCHANT_NOT_FOUND');
    return p;
  };
  const current = async (code: string) => {
    published(code);
    const v = await latestVersion(db, code);
    if (!v) throw new AppError('MERCHANT_NOT_FOUND');
    return v;
  };

  /** Publishes at once through the one publisher (who, why, webhooks); 412 when someone saved since `expected`. */
  const publish = (
    req: FastifyRequest,
    code: string,
    doc: unknown,
    expected: number | undefined,
    origin: VersionOrigin,
    reason?: string,
    restoredFrom?: number,
  ) =>
    ctx.publisher.publish({
      code,
      doc,
      expected,
      origin,
      actor: req.consoleUser!.username,
      ip: req.ip,
      reason,
      restoredFrom,
    });

  app.get(
    '/api/admin/merchants',
    {
      config: { scope: 'list' },
      schema: { ...secured, response: { 200: { type: 'array', items: merchantSummary }, ...authErrors } },
      preHandler: anyone,
    },
    async (req) => {
      const rows = await latestVersionOfEach(db);
      // A user limited to some merchants sees those only.
      const mine = store.summaries().filter((s) => inScope(req.consoleUser!, s.code));
      return mine.map((s) => {
        const v = rows.find((r) => r.merchant === s.code);
        return {
          ...s,
          hosts: [...s.hosts],
          publishedAt: s.publishedAt.toISOString(),
          ...(v
            ? { version: Number(v.version), savedBy: v.author, savedAt: new Date(v.created_at).toISOString() }
            : {}),
          lastRejected: s.lastRejected
            ? { at: s.lastRejected.at.toISOString(), problems: s.lastRejected.problems }
            : undefined,
        };
      });
    },
  );

  app.get(
    '/api/admin/merchants/:code/config',
    {
      schema: { ...secured, params: codeParams, response: { 200: configReply, ...authErrors } },
      preHandler: anyone,
    },
    async (req, reply) => {
      const v = await current(req.params.code);
      const scheduledAt = await scheduledAtOf(db, req.params.code, v.changeId);
      reply.header('ETag', `"${v.version}"`).header('Cache-Control', 'no-store');
      return {
        version: v.version,
        etag: v.etag,
        author: v.author,
        savedAt: v.createdAt,
        ...(v.changeId !== undefined ? { changeId: v.changeId } : {}),
        ...(scheduledAt ? { scheduledAt } : {}),
        document: maskSecrets(v.document),
      };
    },
  );

  app.put(
    '/api/admin/merchants/:code/config',
    {
      schema: {
        ...secured,
        params: codeParams,
        headers: {
          ...ifMatchHeader,
          properties: {
            ...ifMatchHeader.properties,
            'x-change-reason': { type: 'string', maxLength: 2000, description: 'Why (URI-encoded).' },
          },
        },
        body: { type: 'object', description: 'The whole merchant document.' },
        description:
          'Saves a new version and publishes it at once. `If-Match` must carry the version number edited (`"7"`); a newer version answers 412 VERSION_CONFLICT with the changes made meanwhile in `details`. When the merchant file holds a rejected (invalid) disk edit, the save replaces it and the answer says so in `overwroteRejected`. A change that touches a four-eyes area (`x-fourEyes` in the merchant schema: maintenance and blocked regions, register rules, limits, payments) is refused with 409 APPROVAL_REQUIRED (`details.areas`) and nothing is saved: submit it with POST …/changes, where a second operator approves it. Optional `X-Change-Reason` header (URI-encoded): why, shown in history and audit.',
        response: { 200: saveReply, ...authErrors, ...errorResponses(409, 412, 422, 428) },
      },
      preHandler: operator,
    },
    async (req) => {
      const expected = parseIfMatch(req.headers['if-match']);
      if (expected === undefined) throw new AppError('PRECONDITION_REQUIRED');
      const code = req.params.code;
      // Four-eyes areas never go live from one operator: the client is told to use the approval flow.
      return ctx.publisher.publish({
        code,
        doc: req.body,
        expected,
        origin: 'api',
        actor: req.consoleUser!.username,
        ip: req.ip,
        reason: reasonHeader(req.headers['x-change-reason']),
        refuseFourEyes: true,
      });
    },
  );

  app.post(
    '/api/admin/merchants/:code/validate',
    {
      schema: {
        ...secured,
        params: codeParams,
        body: { type: 'object' },
        description: 'Dry run: validates a document as a save would, saves nothing.',
        response: { 200: dryRunReplySchema, ...authErrors },
      },
      preHandler: anyone,
    },
    async (req) => {
      return dryRun(store, req.params.code, req.body, published(req.params.code).source);
    },
  );

  app.get(
    '/api/admin/merchants/:code/versions',
    {
      schema: {
        ...secured,
        params: codeParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 500, default: VERSIONS_PAGE_DEFAULT },
            before: {
              type: 'integer',
              minimum: 1,
              maximum: 2147483647,
              description: 'Versions older than this one (the next page: the last version of this one).',
            },
          },
        },
        response: { 200: { type: 'array', items: versionMetaSchema }, ...authErrors },
      },
      preHandler: anyone,
    },
    async (req) => {
      published(req.params.code);
      return listVersions(db, req.params.code, { limit: req.query.limit, before: req.query.before });
    },
  );

  app.get(
    '/api/admin/merchants/:code/versions/:version',
    {
      schema: { ...secured, params: versionParams, response: { 200: versionSchema, ...authErrors } },
      preHandler: anyone,
    },
    async (req) => {
      published(req.params.code);
      const v = await getVersion(db, req.params.code, req.params.version);
      if (!v) throw new AppError('NOT_FOUND');
      return { ...v, document: maskSecrets(v.document) };
    },
  );

  app.post(
    '/api/admin/merchants/:code/rollback',
    {
      schema: {
        ...secured,
        params: codeParams,
        headers: ifMatchHeader,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['version', 'reason'],
          properties: { version: { type: 'integer', minimum: 1, maximum: 2147483647 }, reason: reasonSchema },
        },
        description:
          'Publishes an old version again, as a new version (itself undoable), with a reason (history, audit, webhooks). `If-Match` is optional here. A rollback that changes a four-eyes area (maintenance and blocked regions, register rules, limits, payments) goes through review as any other change: it answers 202 with a `pending` change (`restoredFrom`: the version it restores) that another operator approves (…/changes/:id/approve), and nothing goes live until then.',
        response: { 200: saveReply, 202: changeSchema, ...authErrors, ...errorResponses(412, 422) },
      },
      preHandler: operator,
    },
    async (req, reply) => {
      published(req.params.code);
      const old = await getVersion(db, req.params.code, req.body.version);
      if (!old) throw new AppError('NOT_FOUND');
      const proposed = await proposeRollback(ctx, {
        code: req.params.code,
        document: old.document,
        restoredFrom: old.version,
        expected: parseIfMatch(req.headers['if-match']),
        reason: req.body.reason,
        actor: req.consoleUser!.username,
        ip: req.ip,
        warn: (obj, msg) => req.log.warn(obj, msg),
      });
      if (proposed) return reply.code(202).send(proposed);
      return publish(
        req,
        req.params.code,
        old.document,
        parseIfMatch(req.headers['if-match']),
        'rollback',
        req.body.reason,
        old.version,
      );
    },
  );
}
