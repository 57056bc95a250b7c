import type { FastifyRequest } from 'fastify';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import type { AdminContext } from './context';
import { hashConfig } from '../store/merchant-store';
import { maskSecrets, restoreSecrets } from '../../core/config/secrets';
import { audit } from './audit';
import { ALL_ROLES, requireRole } from './sessions';
import { inScope } from './users';
import type { ConfigProblem } from '../../schemas';
import {
  changesBetween,
  getVersion,
  latestVersion,
  listVersions,
  type VersionMeta,
  type VersionOrigin,
} from './versions';
import {
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

/** `"7"`, `7` or `W/"7"` → 7; anything else is a version that cannot match. */
export function parseIfMatch(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const m = /^(?:W\/)?"?(\d{1,10})"?$/.exec(value.trim());
  return m ? Number(m[1]) : -1;
}

export async function merchantRoutes(app: TypedApp, ctx: AdminContext): Promise<void> {
  const { db, store, versions } = ctx;
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

  /** 412 details: the version saved meanwhile, who saved it, when, and what changed for players since `edited`. */
  const conflict = async (code: string, editedVersion: number): Promise<AppError> => {
    const latest = await current(code);
    const edited = editedVersion > 0 ? await getVersion(db, code, editedVersion) : undefined;
    return new AppError('VERSION_CONFLICT', {
      currentVersion: latest.version,
      author: latest.author,
      savedAt: latest.createdAt,
      changes: edited ? changesBetween(edited.document, latest.document) : latest.summary,
      document: maskSecrets(latest.document),
    });
  };

  /** Publishes a document as a new version, unless someone saved since `expected` (412 with what changed). */
  const publish = async (
    req: FastifyRequest,
    code: string,
    doc: unknown,
    expected: number | undefined,
    origin: VersionOrigin,
    restoredFrom?: number,
  ): Promise<
    VersionMeta & { unchanged?: boolean; overwroteRejected?: { at: string; problems: ConfigProblem[] } }
  > => {
    const user = req.consoleUser!;
    return versions.exclusive(code, async () => {
      const latest = await current(code);
      if (expected !== undefined && expected !== latest.version) throw await conflict(code, expected);
      // The console sees secrets masked: a secret sent back masked keeps its stored value.
      doc = restoreSecrets(doc, latest.document);
      const checked = store.check(code, doc);
      if (!checked.ok) throw new AppError('CONFIG_INVALID', checked.problems);
      const etag = hashConfig(JSON.stringify(checked.config));
      if (etag === latest.etag && origin === 'api') return { ...latest, unchanged: true };
      // The version number is claimed first (across replicas), then the document is published.
      const meta = await versions.record(code, {
        etag,
        document: doc,
        author: user.username,
        origin,
        restoredFrom,
        after: latest.version,
      });
      if (!meta) throw await conflict(code, latest.version);
      // A disk edit that was rejected is replaced by this save (the file is written): say so.
      const rejected = store.lastRejected(code);
      const result = store.saveFromApi(code, doc);
      if (!result.ok) throw new AppError('CONFIG_INVALID', result.problems);
      await audit(db, {
        actor: user.username,
        action: origin === 'rollback' ? 'rollback' : 'save',
        merchant: code,
        version: meta.version,
        ip: req.ip,
        detail: {
          changes: meta.summary.length,
          ...(restoredFrom ? { restoredFrom } : {}),
          ...(rejected ? { overwroteRejectedAt: rejected.at.toISOString() } : {}),
        },
      });
      return rejected
        ? { ...meta, overwroteRejected: { at: rejected.at.toISOString(), problems: rejected.problems } }
        : meta;
    });
  };

  app.get(
    '/api/admin/merchants',
    {
      schema: { ...secured, response: { 200: { type: 'array', items: merchantSummary }, ...authErrors } },
      preHandler: anyone,
    },
    async (req) => {
      const rows = await db.query<{
        merchant: string;
        version: number;
        author: string;
        created_at: Date | string;
      }>(
        'SELECT DISTINCT ON (merchant) merchant, version, author, created_at FROM config_versions ORDER BY merchant, version DESC',
      );
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
      reply.header('ETag', `"${v.version}"`).header('Cache-Control', 'no-store');
      return {
        version: v.version,
        etag: v.etag,
        author: v.author,
        savedAt: v.createdAt,
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
        headers: ifMatchHeader,
        body: { type: 'object', description: 'The whole merchant document.' },
        description:
          'Saves a new version. `If-Match` must carry the version number edited (`"7"`); a newer version answers 412 VERSION_CONFLICT with the changes made meanwhile in `details`. When the merchant file holds a rejected (invalid) disk edit, the save replaces it and the answer says so in `overwroteRejected`.',
        response: { 200: saveReply, ...authErrors, ...errorResponses(412, 422, 428) },
      },
      preHandler: operator,
    },
    async (req) => {
      const expected = parseIfMatch(req.headers['if-match']);
      if (expected === undefined) throw new AppError('PRECONDITION_REQUIRED');
      return publish(req, req.params.code, req.body, expected, 'api');
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
      const p = published(req.params.code);
      const doc = restoreSecrets(req.body, p.source);
      const r = store.check(req.params.code, doc);
      if (!r.ok) return { ok: false, problems: r.problems };
      return { ok: true, problems: [], changes: changesBetween(p.source, doc) };
    },
  );

  app.get(
    '/api/admin/merchants/:code/versions',
    {
      schema: {
        ...secured,
        params: codeParams,
        response: { 200: { type: 'array', items: versionMetaSchema }, ...authErrors },
      },
      preHandler: anyone,
    },
    async (req) => {
      published(req.params.code);
      return listVersions(db, req.params.code);
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
          required: ['version'],
          additionalProperties: false,
          properties: { version: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        description:
          'Publishes an old version again, as a new version (itself undoable). `If-Match` is optional here.',
        response: { 200: saveReply, ...authErrors, ...errorResponses(412, 422) },
      },
      preHandler: operator,
    },
    async (req) => {
      published(req.params.code);
      const old = await getVersion(db, req.params.code, req.body.version);
      if (!old) throw new AppError('NOT_FOUND');
      return publish(
        req,
        req.params.code,
        old.document,
        parseIfMatch(req.headers['if-match']),
        'rollback',
        old.version,
      );
    },
  );
}
