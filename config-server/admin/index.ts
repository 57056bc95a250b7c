import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Mailer } from '../../server/mail';
import type { SmsSender } from '../../server/sms';
import type { Env } from '../env';
import type { Db } from '../../server/db/db';
import type { SharedLimits } from '../../server/rate-limit';
import { CONTENT_EVENT, PREVIEW_EVENT, type MerchantStore, type StoreEvent } from '../store/merchant-store';
import { followReplicas, latestVersion, VersionLog } from './versions';
import { previewSigner } from './preview-token';
import { previewResolver, type PreviewResolution } from './preview';
import { bootstrapOperator } from './users';
import { authRoutes } from './routes-auth';
import { merchantRoutes } from './routes-merchants';
import { PREVIEW_CHANNEL, previewRoutes } from './routes-preview';
import { followSessionsEnded, notifySessionsEnded } from './sessions-ended';
import { userRoutes } from './routes-users';
import { whyRoutes } from './routes-why';
import { languageRoutes } from './routes-languages';
import { auditDiskEdit, auditExtraRoutes } from './routes-audit-extra';
import { CONTENT_CHANNEL, contentPreviewLoader, contentPreviewRoutes } from './routes-content-preview';
import { backOfficeRoutes, contentClock, type BackOfficeDeps } from '../../platform-api';
import { audit } from './audit';
import { requireRole } from './sessions';
import { RESYNC_PAYLOAD } from '../../server/db/db';
import type { AdminContext } from './context';
import { Publisher } from './publishing/publisher';
import { scopeGuard, scopeOfRoute, type AdminRoute } from './scope';
import { Webhooks } from './publishing/webhooks';
import { Scheduler } from './publishing/changes';
import { changeRoutes } from './publishing/routes-changes';
import { webhookRoutes } from './publishing/routes-webhooks';
import { Staging } from './environments/staging';
import { stagingRoutes } from './environments/routes-staging';
import { commentRoutes } from './publishing/routes-comments';

export interface AdminOptions {
  store: MerchantStore;
  /** The staging copies (issue 35, environments). */
  staging: MerchantStore;
  db: Db;
  env: Env;
  /** Where the login rate limit counts (shared by replicas); default: the database. */
  limits?: SharedLimits;
  /** How mail goes out (reviewers of a change); undefined: none (server/mail.ts). */
  mailer?: Mailer;
  /** How SMS codes go out (a player's reset code); undefined: none (server/sms.ts). */
  sms?: SmsSender;
}

/** What a preview link resolves to: a config to render (never stored), or a refusal. */
export type { PreviewResolution };

export interface AdminApi {
  /** The console's routes with their merchant scope (the scope test walks them). */
  routes: readonly AdminRoute[];
  /** Resolves `?preview=<signed token>` on a player page (support preview); undefined when none. */
  resolvePreview(req: FastifyRequest): Promise<PreviewResolution | undefined>;
}

/**
 * The admin API (issue 6): console users and sessions, merchant versions, save with If-Match,
 * rollback, audit, and signed preview links. Routes live in their own encapsulated scope (the
 * login rate limit stays theirs).
 */
export async function adminRoutes(app: FastifyInstance, opts: AdminOptions): Promise<AdminApi> {
  const { store, db, env } = opts;
  const versions = new VersionLog(db);
  const signer = previewSigner(env.secret, env.production, (msg) => app.log.warn(msg));
  const warn = (obj: object, msg: string) => app.log.warn(obj, msg);
  const webhooks = new Webhooks(db, {
    allowPrivate: env.webhookAllowPrivate,
    retryBaseMs: env.webhookRetryBaseMs,
    warn,
  });
  const publisher = new Publisher(db, store, versions, webhooks);
  // A file edited on disk that drops a segment content still targets is rejected, as a save is.
  store.setFileGate((code, config) => publisher.droppedSegmentsInUse(code, config));
  const scheduler = new Scheduler(db, publisher, warn);
  const staging = new Staging(db, opts.staging);
  const ctx: AdminContext = {
    staging,
    publisher,
    scheduler,
    webhooks,
    env,
    store,
    db,
    versions,
    signer,
    production: env.production,
    limits: opts.limits ?? { db },
    defaultMerchant: env.defaultMerchant,
    dataDir: env.dataDir,
    mailer: opts.mailer,
  };

  const first = await bootstrapOperator(db, env.adminBootstrap);
  if (first)
    app.log.info({ username: first.username }, 'first console operator created from ADMIN_BOOTSTRAP_USER');

  // Every merchant has a version 1, and edits made on disk while the server was down become versions.
  await versions.syncAllFromStore(store);
  const onEvent = (e: StoreEvent) => {
    // API saves record their own version (with the operator as author); file edits are recorded here.
    if (e.type === 'published' && e.origin === 'file') {
      versions
        .syncFromStore(store, e.code)
        .then(async () => auditDiskEdit(ctx, e, (await latestVersion(db, e.code))?.version))
        .catch((err: unknown) => app.log.error({ err, merchant: e.code }, 'could not record a file version'));
    }
    // A rejected disk edit is told to the merchant's webhooks (issue 16).
    if (e.type === 'rejected')
      webhooks
        .enqueue(e.code, 'rejectedEdit', { problems: e.problems })
        .catch((err: unknown) => app.log.error({ err, merchant: e.code }, 'could not queue a webhook'));
    // Issue 16: a rejected disk edit is in the audit log too.
    if (e.type === 'rejected')
      auditDiskEdit(ctx, e).catch((err: unknown) =>
        app.log.error({ err, merchant: e.code }, 'could not audit a rejected disk edit'),
      );
  };
  store.on('event', onEvent);
  const unlisten = await followReplicas(db, store, versions, (obj, msg) => app.log.warn(obj, msg));
  // Staging copies: served from start, and every replica follows the edits made on the others.
  await staging.load(app.log);
  const unlistenStaging = await staging.follow(app.log);
  // Content edits (any replica) reach this replica's open player pages as an SSE `content` event.
  const tellContent = (code: string | null) => {
    if (code === null) for (const c of store.codes()) store.emit(CONTENT_EVENT, c);
    else if (store.get(code)) store.emit(CONTENT_EVENT, code);
  };
  // Content that starts or ends by the clock (scheduled announcements, banners, promotions) reaches
  // open pages too, from each replica's own timer (issue 35 item 7); an edit may move the next moment.
  const clock = contentClock({
    db,
    tell: tellContent,
    onError: (err) => app.log.warn({ err }, 'content clock: could not read the next content moment'),
  });
  const unlistenContent = await db.listen(CONTENT_CHANNEL, (code) => {
    tellContent(code === RESYNC_PAYLOAD ? null : code);
    clock.poke();
  });
  // A revoked preview link (any replica) reaches this replica's open preview pages (issue 35 item 13).
  const unlistenPreview = await db.listen(PREVIEW_CHANNEL, (code) => {
    if (store.get(code)) store.emit(PREVIEW_EVENT, code);
  });
  // Sessions the console ended (any replica) reach this replica's open player pages (issue 34).
  const unlistenSessions = await followSessionsEnded(db, store);
  // Scheduled publishes (any replica; on start, what fell due while down) and webhook retries.
  scheduler.start();
  webhooks.start();
  app.addHook('onClose', async () => {
    await scheduler.stop();
    clock.stop();
    await webhooks.idle();
    store.off('event', onEvent);
    store.setFileGate(undefined);
    // The database may already be closing (shutdown order): nothing left to follow then.
    await unlisten().catch(() => undefined);
    await unlistenStaging().catch(() => undefined);
    await unlistenContent().catch(() => undefined);
    await unlistenPreview().catch(() => undefined);
    await unlistenSessions().catch(() => undefined);
  });

  // The platform's back office (payments, KYC, agents, rewards, content: platform-api/routes/*-admin.ts)
  // runs with the console's session and role check, audit log and content announcements.
  const backOffice: BackOfficeDeps = {
    db,
    dataDir: env.dataDir,
    merchant: (code) => store.get(code)?.config,
    requireRole: (...roles) => requireRole(db, ...roles),
    actor: (req) => req.consoleUser!.username,
    role: (req) => req.consoleUser!.role,
    audit,
    contentChanged: (code) => db.notify(CONTENT_CHANNEL, code),
    sessionsEnded: (code, tokenHashes) => notifySessionsEnded(db, code, tokenHashes),
    production: env.production,
    mailer: opts.mailer,
    sms: opts.sms,
  };

  const table: AdminRoute[] = [];
  await app.register(async (scope) => {
    // The session and role check runs before the body is validated: an anonymous caller gets 401,
    // never a 400 that would describe the schema (issue 14 item 8).
    scope.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/admin/')) return;
      // Every console route has a merchant scope, checked right after its role check (issue 31).
      const merchantScope = scopeOfRoute(route);
      table.push({ method: String(route.method), url: route.url, scope: merchantScope });
      if (!route.preHandler) return;
      const own =
        route.preValidation === undefined
          ? []
          : Array.isArray(route.preValidation)
            ? route.preValidation
            : [route.preValidation];
      route.preValidation = [
        ...own,
        ...(Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]),
        scopeGuard(db, merchantScope),
      ] as typeof route.preValidation;
      route.preHandler = undefined;
    });
    // First: its onResponse hook (refused attempts) covers every admin route below.
    await auditExtraRoutes(scope, ctx);
    await authRoutes(scope, ctx);
    await merchantRoutes(scope, ctx);
    await previewRoutes(scope, ctx);
    await userRoutes(scope, ctx);
    await contentPreviewRoutes(scope, ctx);
    await changeRoutes(scope, ctx);
    await stagingRoutes(scope, ctx);
    await commentRoutes(scope, ctx);
    await webhookRoutes(scope, ctx);
    await whyRoutes(scope, ctx);
    await languageRoutes(scope, ctx);
    // Inside this scope, so the onRoute hook above gives each of its routes the merchant scope guard.
    await backOfficeRoutes(scope, backOffice);
  });

  return {
    routes: table,
    resolvePreview: previewResolver(db, store, signer, env.defaultMerchant, contentPreviewLoader(db)),
  };
}
