import { AppError } from '../../../server/http-errors';
import { errorResponses } from '../../../server/schema-refs';
import type { TypedApp } from '../../../server/typed-app';
import {
  changeSchema,
  dryRunReplySchema,
  promotionPreviewSchema,
  stagingStateSchema,
  stagingVersionMetaSchema,
} from '../../../schemas';
import { maskSecrets, restoreSecrets } from '../../../core/config/secrets';
import { fourEyesTouched } from '../../../core/config/four-eyes';
import { sameJson } from '../../../core/same-json';
import {
  overwrittenFields,
  promotedDocument,
  stagingHostsOf,
  stagingHostsProblems,
} from '../../../core/config/environments';
import type { AdminContext } from '../context';
import { audit } from '../audit';
import { ALL_ROLES, requireRole } from '../sessions';
import { changesBetween, getVersion, latestVersion } from '../versions';
import { authErrors, codeParams, ifMatchHeader, secured } from '../schemas';
import { dryRun, parseIfMatch } from '../routes-merchants';
import { reasonSchema } from '../publishing/routes-changes';
import { insertChange } from '../publishing/changes';
import { notifyReviewers } from '../publishing/notify-reviewers';
import {
  latestStaging,
  type StagingVersion,
  listStaging,
  pendingPromotion,
  recordPromotion,
} from './staging';

const versionBound = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/**
 * Environments (issue 35, beyond the anchors): each merchant may have a staging copy, made from
 * production on demand, with its own versions; players try it at `staging.<each host>`. Viewers and
 * support read it, operators edit it (at once: staging is where changes are tried), and staging goes
 * to production only through review: a promotion is a pending change of production that another
 * operator approves (…/changes/:id/approve). Every route names its merchant (`:code`: merchant scope).
 */
export async function stagingRoutes(app: TypedApp, ctx: AdminContext): Promise<void> {
  const { db, store, staging, publisher } = ctx;
  const anyone = requireRole(db, ...ALL_ROLES);
  const operator = requireRole(db, 'operator');

  const production = async (code: string) => {
    const p = store.get(code);
    const v = p ? await latestVersion(db, code) : undefined;
    if (!p || !v) throw new AppError('MERCHANT_NOT_FOUND');
    return { live: p, version: v };
  };
  const copy = async (code: string) => {
    const s = await latestStaging(db, code);
    if (!s) throw new AppError('STAGING_NOT_FOUND');
    return s;
  };
  /** 412 for a staging edit or promotion made on an older staging version: the newer one, who and when. */
  const stagingConflict = (s: StagingVersion) =>
    new AppError('VERSION_CONFLICT', {
      environment: 'staging',
      currentVersion: s.version,
      author: s.author,
      savedAt: s.createdAt,
      changes: [],
      document: maskSecrets(s.document),
    });
  /** What a promotion would publish, and what it would undo of production's edits since the copy. */
  const promotion = async (code: string) => {
    const { live, version } = await production(code);
    const s = await copy(code);
    const after = promotedDocument(s.document, version.document);
    const base = s.copiedFrom === version.version ? version : await getVersion(db, code, s.copiedFrom);
    return {
      live,
      version,
      staging: s,
      after,
      overwritten: base ? overwrittenFields(base.document, version.document, after) : [],
    };
  };

  app.get(
    '/api/admin/merchants/:code/staging',
    {
      schema: {
        ...secured,
        params: codeParams,
        description:
          'The staging copy of the merchant (`exists: false` when none was made yet), where players try it (`hosts`), the production version it was copied from and the live one, and a promotion waiting for approval.',
        response: { 200: stagingStateSchema, ...authErrors },
      },
      preHandler: anyone,
    },
    async (req, reply) => {
      const code = req.params.code;
      const { live, version } = await production(code);
      const s = await latestStaging(db, code);
      const hosts = stagingHostsOf(live.config.hosts);
      reply.header('Cache-Control', 'no-store');
      if (!s) return { exists: false, hosts, productionVersion: version.version };
      if (s) reply.header('ETag', `"${s.version}"`);
      const pending = await pendingPromotion(db, code);
      return {
        exists: true,
        hosts,
        productionVersion: version.version,
        version: s.version,
        etag: s.etag,
        author: s.author,
        savedAt: s.createdAt,
        copiedFrom: s.copiedFrom,
        ...(pending !== undefined ? { pendingPromotion: pending } : {}),
        document: maskSecrets(s.document),
      };
    },
  );

  app.post(
    '/api/admin/merchants/:code/staging',
    {
      schema: {
        ...secured,
        params: codeParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            replace: {
              type: 'boolean',
              default: false,
              description: 'Copy production again over an existing staging copy (its history is kept).',
            },
          },
        },
        description:
          'Makes the staging copy from the live production version (a new staging version). A copy that exists already answers 409 STAGING_EXISTS unless `replace: true`.',
        response: { 200: stagingVersionMetaSchema, ...authErrors, ...errorResponses(409, 412) },
      },
      preHandler: operator,
    },
    async (req) => {
      const code = req.params.code;
      const { version } = await production(code);
      const existing = await latestStaging(db, code);
      if (existing && !req.body.replace) throw new AppError('STAGING_EXISTS', { version: existing.version });
      const saved = await staging.save(code, {
        document: version.document,
        author: req.consoleUser!.username,
        copiedFrom: version.version,
        after: existing?.version ?? 0,
      });
      if (!saved) throw new AppError('VERSION_CONFLICT', { environment: 'staging' });
      if (!saved.ok) throw new AppError('CONFIG_INVALID', saved.problems);
      await audit(db, {
        actor: req.consoleUser!.username,
        action: 'stagingCreated',
        merchant: code,
        ip: req.ip,
        detail: { stagingVersion: saved.meta.version, copiedFrom: version.version },
      });
      return saved.meta;
    },
  );

  app.put(
    '/api/admin/merchants/:code/staging/config',
    {
      schema: {
        ...secured,
        params: codeParams,
        headers: ifMatchHeader,
        body: {
          type: 'object',
          required: ['document', 'reason'],
          additionalProperties: false,
          properties: {
            document: { type: 'object', description: 'The whole document.' },
            reason: reasonSchema,
          },
        },
        description:
          'Saves the staging copy (a new staging version, served at once at the staging hosts; production is not touched). `If-Match` carries the staging version edited; a newer one answers 412. Validated as production is: an invalid document answers 422 and is never served.',
        response: { 200: stagingVersionMetaSchema, ...authErrors, ...errorResponses(412, 422, 428) },
      },
      preHandler: operator,
    },
    async (req) => {
      const code = req.params.code;
      const expected = parseIfMatch(req.headers['if-match']);
      if (expected === undefined) throw new AppError('PRECONDITION_REQUIRED');
      await production(code);
      const s = await copy(code);
      if (expected !== s.version) throw stagingConflict(s);
      const document = restoreSecrets(req.body.document, s.document);
      const hostProblems = stagingHostsProblems(document, s.document);
      if (hostProblems.length) throw new AppError('CONFIG_INVALID', hostProblems);
      const saved = await staging.save(code, {
        document,
        author: req.consoleUser!.username,
        reason: req.body.reason,
        copiedFrom: s.copiedFrom,
        after: s.version,
      });
      if (!saved) throw new AppError('VERSION_CONFLICT', { environment: 'staging' });
      if (!saved.ok) throw new AppError('CONFIG_INVALID', saved.problems);
      await audit(db, {
        actor: req.consoleUser!.username,
        action: 'stagingSaved',
        merchant: code,
        ip: req.ip,
        detail: {
          stagingVersion: saved.meta.version,
          changes: saved.meta.summary.length,
          reason: req.body.reason,
        },
      });
      return saved.meta;
    },
  );

  app.post(
    '/api/admin/merchants/:code/staging/validate',
    {
      schema: {
        ...secured,
        params: codeParams,
        body: { type: 'object' },
        description:
          'Dry run of a staging edit: validates it as a save would (changes against staging), saves nothing.',
        response: { 200: dryRunReplySchema, ...authErrors },
      },
      preHandler: anyone,
    },
    async (req) => {
      const code = req.params.code;
      await production(code);
      const stored = (await copy(code)).document;
      const r = dryRun(staging.store, code, req.body, stored);
      const hostProblems = stagingHostsProblems(req.body, stored);
      return hostProblems.length ? { ok: false, problems: [...r.problems, ...hostProblems] } : r;
    },
  );

  app.get(
    '/api/admin/merchants/:code/staging/versions',
    {
      schema: {
        ...secured,
        params: codeParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 } },
        },
        description:
          'The staging copy’s versions, newest first (who, when, why, the production version copied).',
        response: { 200: { type: 'array', items: stagingVersionMetaSchema }, ...authErrors },
      },
      preHandler: anyone,
    },
    async (req) => {
      await production(req.params.code);
      return listStaging(db, req.params.code, req.query.limit);
    },
  );

  app.get(
    '/api/admin/merchants/:code/staging/promotion',
    {
      schema: {
        ...secured,
        params: codeParams,
        description:
          'What promoting staging would do to production, before asking: production now and after (hosts stay production’s), what changes for players, and the production edits made since the copy that it would undo (`overwritten`).',
        response: { 200: promotionPreviewSchema, ...authErrors },
      },
      preHandler: anyone,
    },
    async (req) => {
      const code = req.params.code;
      const p = await promotion(code);
      const pending = await pendingPromotion(db, code);
      return {
        productionVersion: p.version.version,
        stagingVersion: p.staging.version,
        copiedFrom: p.staging.copiedFrom,
        before: maskSecrets(p.version.document),
        after: maskSecrets(p.after),
        changes: changesBetween(p.version.document, p.after),
        overwritten: p.overwritten.map((o) => ({
          pointer: o.pointer,
          ...(o.production !== undefined ? { production: maskSecrets(o.production) } : {}),
          ...(o.staging !== undefined ? { staging: maskSecrets(o.staging) } : {}),
        })),
        ...(pending !== undefined ? { pendingPromotion: pending } : {}),
      };
    },
  );

  app.post(
    '/api/admin/merchants/:code/staging/promote',
    {
      schema: {
        ...secured,
        params: codeParams,
        body: {
          type: 'object',
          required: ['reason', 'productionVersion', 'stagingVersion'],
          additionalProperties: false,
          properties: {
            reason: reasonSchema,
            productionVersion: { ...versionBound, description: 'The production version reviewed.' },
            stagingVersion: { ...versionBound, description: 'The staging version reviewed.' },
          },
        },
        description:
          'Asks for staging to become production: a `pending` change of production (never published by one operator) that another operator approves with …/changes/:id/approve (the author: 403 SELF_APPROVAL). Approved, production equals staging, its hosts kept. The versions reviewed must still be the latest (else 412); a staging document production would refuse answers 422; one equal to production 409 NOTHING_TO_PROMOTE.',
        response: { 200: changeSchema, ...authErrors, ...errorResponses(409, 412, 422) },
      },
      preHandler: operator,
    },
    async (req) => {
      const code = req.params.code;
      const user = req.consoleUser!;
      const p = await promotion(code);
      if (p.version.version !== req.body.productionVersion)
        throw await publisher.conflict(code, req.body.productionVersion);
      if (p.staging.version !== req.body.stagingVersion) throw stagingConflict(p.staging);
      const checked = store.check(code, p.after);
      if (!checked.ok) throw new AppError('CONFIG_INVALID', checked.problems);
      if (sameJson(p.after, p.version.document)) throw new AppError('NOTHING_TO_PROMOTE');
      const change = await insertChange(db, {
        merchant: code,
        baseVersion: p.version.version,
        document: p.after,
        author: user.username,
        reason: req.body.reason,
        status: 'pending',
        fourEyes: fourEyesTouched(p.live.config, checked.config),
      });
      await recordPromotion(db, {
        changeId: change.id,
        merchant: code,
        stagingVersion: p.staging.version,
        productionVersion: p.version.version,
      });
      await audit(db, {
        actor: user.username,
        action: 'promotionRequested',
        merchant: code,
        ip: req.ip,
        detail: {
          changeId: change.id,
          stagingVersion: p.staging.version,
          productionVersion: p.version.version,
          reason: req.body.reason,
          ...(p.overwritten.length ? { overwritten: p.overwritten.map((o) => o.pointer) } : {}),
        },
      });
      // The reviewers are told as for any change sent for approval (mail through the demo outbox, webhooks).
      const notified = await notifyReviewers(ctx, { kind: 'approvalRequested', change }, (o, m) =>
        req.log.warn(o, m),
      );
      return { ...change, changes: changesBetween(p.version.document, p.after), notified };
    },
  );
}
