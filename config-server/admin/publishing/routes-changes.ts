import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../server/http-errors';
import { errorResponses } from '../../../server/schema-refs';
import type { TypedApp } from '../../../server/typed-app';
import { CHANGE_STATUS_LIST, changeSchema, type Notified } from '../../../schemas';
import { notifyReviewers } from './notify-reviewers';
import { commentCounts } from './comments';
import { fourEyesTouched } from '../../../core/config/four-eyes';
import type { AdminContext } from '../context';
import { maskSecrets, restoreSecrets } from '../../../core/config/secrets';
import type { PublishResult } from './publisher';
import { audit } from '../audit';
import { ALL_ROLES, requireRole } from '../sessions';
import { inScope } from '../users';
import { changesBetween, latestVersion } from '../versions';
import { authErrors, codeParams, secured } from '../schemas';
import {
  deleteChange,
  getChange,
  insertChange,
  listChanges,
  runChange,
  setFourEyes,
  transition,
  updateDraft,
  type Change,
} from './changes';

/** `:code` and the `:id` of one of its changes. */
export const changeParams = {
  type: 'object',
  required: ['code', 'id'],
  additionalProperties: false,
  properties: {
    ...codeParams.properties,
    id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  },
} as const;

export const reasonSchema = {
  type: 'string',
  minLength: 3,
  maxLength: 500,
  pattern: '\\S',
  description: 'Why (shown in history, audit and webhooks).',
} as const;
const publishAtSchema = {
  type: 'string',
  format: 'date-time',
  description: 'When it goes live (scheduled); absent or past: at once (after approval where needed).',
} as const;

const createBody = {
  type: 'object',
  required: ['document', 'baseVersion'],
  additionalProperties: false,
  properties: {
    document: { type: 'object', description: 'The whole merchant document.' },
    baseVersion: {
      type: 'integer',
      minimum: 1,
      maximum: 2147483647,
      description: 'The version it was edited from.',
    },
    reason: reasonSchema,
    publishAt: publishAtSchema,
    draft: {
      type: 'boolean',
      default: false,
      description: 'Save only: nothing goes live (no reason needed).',
    },
  },
} as const;
const updateDraftBody = {
  type: 'object',
  required: ['document', 'baseVersion'],
  additionalProperties: false,
  properties: {
    document: createBody.properties.document,
    baseVersion: createBody.properties.baseVersion,
    reason: reasonSchema,
  },
} as const;
const submitBody = {
  type: 'object',
  required: ['reason'],
  additionalProperties: false,
  properties: { reason: reasonSchema, publishAt: publishAtSchema },
} as const;
const decisionBody = {
  type: 'object',
  additionalProperties: false,
  properties: { reason: reasonSchema },
} as const;
const rejectBody = { ...decisionBody, required: ['reason'] } as const;
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: {
      type: 'array',
      items: { type: 'string', enum: CHANGE_STATUS_LIST },
      description: 'Only these statuses (repeat the parameter).',
    },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
  },
} as const;
const changeList = { type: 'array', items: changeSchema } as const;

const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;
const ACTIVE_STATUSES = ['draft', 'pending', 'scheduled'] as const;
const ACTIVE = new Set<string>(ACTIVE_STATUSES);

/**
 * Safe publishing (issue 16): a change is saved as a draft (not live), published at once, scheduled
 * (`publishAt`), or, when it touches a four-eyes area of the schema, waits for a second operator's
 * approval (the author's own is refused). Every publish carries a reason. The scheduler of any
 * replica publishes scheduled changes on time (see `Scheduler`).
 */
export async function changeRoutes(app: TypedApp, ctx: AdminContext): Promise<void> {
  const { db, store, publisher, scheduler } = ctx;
  const anyone = requireRole(db, ...ALL_ROLES);
  const operator = requireRole(db, 'operator');

  const live = (code: string) => {
    const p = store.get(code);
    if (!p) throw new AppError('MERCHANT_NOT_FOUND');
    return p;
  };
  const found = async (code: string, id: number) => {
    live(code);
    const c = await getChange(db, code, id);
    if (!c) throw new AppError('NOT_FOUND');
    return c;
  };
  /** The change with what it changes for players against the live version. */
  const withChanges = (c: Change) => ({
    ...c,
    ...(c.document !== undefined ? { document: maskSecrets(c.document) } : {}),
    changes: c.document !== undefined ? changesBetween(live(c.merchant).source, c.document) : [],
  });
  const when = (publishAt: string | undefined): Date | undefined => {
    if (!publishAt) return undefined;
    const at = new Date(publishAt);
    if (at.getTime() - Date.now() > MAX_AHEAD_MS)
      throw new AppError('VALIDATION_FAILED', [
        { pointer: '/publishAt', keyword: 'maximum', message: 'at most a year ahead' },
      ]);
    return at.getTime() > Date.now() ? at : undefined;
  };

  /**
   * Where a change goes once it has a reason: pending (four-eyes), scheduled, or live now. A change
   * written on an older version than the live one answers 412 (as a save would).
   */
  const route = async (
    req: FastifyRequest,
    c: { code: string; baseVersion: number; document: unknown; reason: string; publishAt?: Date },
    existing?: Change,
  ): Promise<Change & { overwroteRejected?: PublishResult['overwroteRejected']; notified?: Notified }> => {
    const user = req.consoleUser!;
    const latest = await latestVersion(db, c.code);
    if (latest && latest.version !== c.baseVersion) throw await publisher.conflict(c.code, c.baseVersion);
    const checked = store.check(c.code, c.document);
    if (!checked.ok) throw new AppError('CONFIG_INVALID', checked.problems);
    const fourEyes = fourEyesTouched(live(c.code).config, checked.config);
    const status = fourEyes.length ? 'pending' : c.publishAt ? 'scheduled' : 'publishing';
    let change: Change | undefined;
    if (existing) {
      change = await transition(db, c.code, existing.id, ['draft'], status, {
        reason: c.reason,
        publishAt: c.publishAt ?? null,
      });
      if (!change) throw new AppError('ALREADY_DECIDED', { status: existing.status });
      if (fourEyes.length) await setFourEyes(db, existing.id, fourEyes);
      change = { ...change, fourEyes };
    } else {
      change = await insertChange(db, {
        merchant: c.code,
        baseVersion: c.baseVersion,
        document: c.document,
        author: user.username,
        reason: c.reason,
        status,
        publishAt: c.publishAt,
        fourEyes,
      });
    }
    if (status === 'publishing') {
      // Published in this request: a refusal (412, 422) is the caller's answer, and no change is kept.
      try {
        const v = await publisher.publish({
          code: c.code,
          doc: c.document,
          expected: c.baseVersion,
          origin: 'api',
          actor: user.username,
          ip: req.ip,
          reason: c.reason,
          changeId: change.id,
        });
        const done = (await transition(db, c.code, change.id, ['publishing'], 'published', {
          publishedVersion: v.version,
        }))!;
        return v.overwroteRejected ? { ...done, overwroteRejected: v.overwroteRejected } : done;
      } catch (err) {
        if (existing) await transition(db, c.code, change.id, ['publishing'], 'draft');
        else await deleteChange(db, change.id);
        throw err;
      }
    }
    if (status === 'scheduled') scheduler.kick();
    await audit(db, {
      actor: user.username,
      action: status === 'pending' ? 'approvalRequested' : 'changeScheduled',
      merchant: c.code,
      ip: req.ip,
      detail: {
        changeId: change.id,
        reason: c.reason,
        ...(c.publishAt ? { publishAt: c.publishAt.toISOString() } : {}),
        ...(fourEyes.length ? { fourEyes } : {}),
      },
    });
    if (status !== 'pending') return change;
    const notified = await notifyReviewers(ctx, { kind: 'approvalRequested', change }, (o, m) =>
      req.log.warn(o, m),
    );
    return { ...change, notified };
  };

  app.get(
    '/api/admin/changes',
    {
      config: { scope: 'list' },
      schema: {
        ...secured,
        description:
          'Changes of every merchant the caller may see (e.g. `?status=pending`: the approvals to give).',
        querystring: listQuery,
        response: { 200: changeList, ...authErrors },
      },
      preHandler: anyone,
    },
    async (req) => {
      const user = req.consoleUser!;
      // One query: the documents of active changes come with the list (what they change is shown).
      const list = await listChanges(db, {
        statuses: req.query.status,
        limit: req.query.limit,
        merchants: user.merchants,
        documentsOf: ACTIVE_STATUSES,
      });
      const shown = list.filter((c) => inScope(user, c.merchant) && store.get(c.merchant));
      const counts = await commentCounts(
        db,
        shown.map((c) => c.id),
      );
      return shown.map((c) => {
        const { document: _d, ...rest } = ACTIVE.has(c.status) ? withChanges(c) : c;
        return { ...rest, comments: counts.get(c.id) ?? 0 };
      });
    },
  );

  app.get(
    '/api/admin/merchants/:code/changes',
    {
      schema: {
        ...secured,
        params: codeParams,
        querystring: listQuery,
        description: 'Drafts, scheduled publishes, approvals and their outcome, newest first.',
        response: { 200: changeList, ...authErrors },
      },
      preHandler: anyone,
    },
    async (req) => {
      live(req.params.code);
      const list = await listChanges(db, {
        merchant: req.params.code,
        statuses: req.query.status,
        limit: req.query.limit,
      });
      const counts = await commentCounts(
        db,
        list.map((c) => c.id),
      );
      return list.map((c) => ({ ...c, comments: counts.get(c.id) ?? 0 }));
    },
  );

  app.get(
    '/api/admin/merchants/:code/changes/:id',
    {
      schema: {
        ...secured,
        params: changeParams,
        description: 'One change with its document and what it changes for players against the live version.',
        response: { 200: changeSchema, ...authErrors },
      },
      preHandler: anyone,
    },
    async (req) => withChanges(await found(req.params.code, req.params.id)),
  );

  app.post(
    '/api/admin/merchants/:code/changes',
    {
      schema: {
        ...secured,
        params: codeParams,
        body: createBody,
        description:
          'Saves a change. `draft: true`: saved only, not live. Else a `reason` is required and the change goes live at once (`published`), at `publishAt` (`scheduled`), or, when it touches a four-eyes area (`x-fourEyes` in the merchant schema: maintenance and blocked regions, register rules, limits, payments), waits for another operator (`pending`, see …/approve). A `baseVersion` older than the live version answers 412 VERSION_CONFLICT.',
        response: { 200: changeSchema, ...authErrors, ...errorResponses(409, 412, 422) },
      },
      preHandler: operator,
    },
    async (req) => {
      const code = req.params.code;
      // The console sees secrets masked: a secret sent back masked keeps its stored value.
      const b = { ...req.body, document: restoreSecrets(req.body.document, live(code).source) };
      if (b.draft) {
        const checked = store.check(code, b.document);
        if (!checked.ok) throw new AppError('CONFIG_INVALID', checked.problems);
        const c = await insertChange(db, {
          merchant: code,
          baseVersion: b.baseVersion,
          document: b.document,
          author: req.consoleUser!.username,
          reason: b.reason ?? '',
          status: 'draft',
          fourEyes: fourEyesTouched(live(code).config, checked.config),
        });
        await audit(db, {
          actor: req.consoleUser!.username,
          action: 'changeDrafted',
          merchant: code,
          ip: req.ip,
          detail: { changeId: c.id },
        });
        return c;
      }
      if (!b.reason)
        throw new AppError('VALIDATION_FAILED', [
          { pointer: '/reason', keyword: 'required', message: 'a reason is required to publish' },
        ]);
      return route(req, {
        code,
        baseVersion: b.baseVersion,
        document: b.document,
        reason: b.reason,
        publishAt: when(b.publishAt),
      });
    },
  );

  app.put(
    '/api/admin/merchants/:code/changes/:id',
    {
      schema: {
        ...secured,
        params: changeParams,
        body: updateDraftBody,
        description:
          'Saves a draft again, edited in the console (its document, the version it was edited from and, when given, its reason). Only a draft: a change that was published, scheduled, sent for approval or withdrawn answers 409 ALREADY_DECIDED.',
        response: { 200: changeSchema, ...authErrors, ...errorResponses(409, 422) },
      },
      preHandler: operator,
    },
    async (req) => {
      const code = req.params.code;
      const c = await found(code, req.params.id);
      if (c.status !== 'draft') throw new AppError('ALREADY_DECIDED', { status: c.status });
      const document = restoreSecrets(req.body.document, live(code).source);
      const checked = store.check(code, document);
      if (!checked.ok) throw new AppError('CONFIG_INVALID', checked.problems);
      const updated = await updateDraft(db, code, c.id, {
        document,
        baseVersion: req.body.baseVersion,
        fourEyes: fourEyesTouched(live(code).config, checked.config),
        reason: req.body.reason,
      });
      if (!updated) throw new AppError('ALREADY_DECIDED', { status: 'unknown' });
      await audit(db, {
        actor: req.consoleUser!.username,
        action: 'changeDraftEdited',
        merchant: code,
        ip: req.ip,
        detail: { changeId: c.id },
      });
      return withChanges(updated);
    },
  );

  app.post(
    '/api/admin/merchants/:code/changes/:id/submit',
    {
      schema: {
        ...secured,
        params: changeParams,
        body: submitBody,
        description:
          'Publishes a draft: at once, at `publishAt`, or for approval when it touches a four-eyes area.',
        response: { 200: changeSchema, ...authErrors, ...errorResponses(409, 412, 422) },
      },
      preHandler: operator,
    },
    async (req) => {
      const c = await found(req.params.code, req.params.id);
      if (c.status !== 'draft') throw new AppError('ALREADY_DECIDED', { status: c.status });
      return route(
        req,
        {
          code: c.merchant,
          baseVersion: c.baseVersion,
          document: c.document,
          reason: req.body.reason,
          publishAt: when(req.body.publishAt),
        },
        c,
      );
    },
  );

  app.post(
    '/api/admin/merchants/:code/changes/:id/approve',
    {
      schema: {
        ...secured,
        params: changeParams,
        body: decisionBody,
        description:
          'Four-eyes: another operator than the author approves a pending change (the author: 403 SELF_APPROVAL). It goes live at once, or at its `publishAt`. A change already decided: 409 ALREADY_DECIDED.',
        response: { 200: changeSchema, ...authErrors, ...errorResponses(409) },
      },
      preHandler: operator,
    },
    async (req) => {
      const user = req.consoleUser!;
      const c = await found(req.params.code, req.params.id);
      if (c.author === user.username) throw new AppError('SELF_APPROVAL');
      if (c.status !== 'pending') throw new AppError('ALREADY_DECIDED', { status: c.status });
      const later = c.publishAt && new Date(c.publishAt).getTime() > Date.now();
      const approved = await transition(
        db,
        c.merchant,
        c.id,
        ['pending'],
        later ? 'scheduled' : 'publishing',
        {
          approvedBy: user.username,
          decidedBy: user.username,
          decisionReason: req.body.reason,
        },
      );
      if (!approved) throw new AppError('ALREADY_DECIDED');
      await audit(db, {
        actor: user.username,
        action: 'changeApproved',
        merchant: c.merchant,
        ip: req.ip,
        detail: { changeId: c.id, author: c.author, ...(req.body.reason ? { reason: req.body.reason } : {}) },
      });
      if (later) {
        scheduler.kick();
        return approved;
      }
      return withChanges(await runChange(db, publisher, approved, { name: user.username, ip: req.ip }));
    },
  );

  app.post(
    '/api/admin/merchants/:code/changes/:id/reject',
    {
      schema: {
        ...secured,
        params: changeParams,
        body: rejectBody,
        description:
          'Four-eyes: another operator refuses a pending change, with a reason. Nothing goes live.',
        response: { 200: changeSchema, ...authErrors, ...errorResponses(409) },
      },
      preHandler: operator,
    },
    async (req) => {
      const user = req.consoleUser!;
      const c = await found(req.params.code, req.params.id);
      if (c.author === user.username) throw new AppError('SELF_APPROVAL');
      const rejected = await transition(db, c.merchant, c.id, ['pending'], 'rejected', {
        decidedBy: user.username,
        decisionReason: req.body.reason,
      });
      if (!rejected) throw new AppError('ALREADY_DECIDED', { status: c.status });
      await audit(db, {
        actor: user.username,
        action: 'changeRejected',
        merchant: c.merchant,
        ip: req.ip,
        detail: { changeId: c.id, author: c.author, reason: req.body.reason },
      });
      return rejected;
    },
  );

  app.post(
    '/api/admin/merchants/:code/changes/:id/cancel',
    {
      schema: {
        ...secured,
        params: changeParams,
        description: 'Withdraws a draft, a pending or a scheduled change before it goes live.',
        response: { 200: changeSchema, ...authErrors, ...errorResponses(409) },
      },
      preHandler: operator,
    },
    async (req) => {
      const user = req.consoleUser!;
      const c = await found(req.params.code, req.params.id);
      const cancelled = await transition(
        db,
        c.merchant,
        c.id,
        ['draft', 'pending', 'scheduled'],
        'cancelled',
        {
          decidedBy: user.username,
        },
      );
      if (!cancelled) throw new AppError('ALREADY_DECIDED', { status: c.status });
      await audit(db, {
        actor: user.username,
        action: 'changeCancelled',
        merchant: c.merchant,
        ip: req.ip,
        detail: { changeId: c.id },
      });
      return cancelled;
    },
  );
}
