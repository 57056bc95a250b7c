import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import type { Env } from './env';
import { merchantResolver } from './merchant-resolver';
import { MerchantStore } from './store/merchant-store';
import { loadMerchants } from './store/initial-load';
import { latestDocuments } from './admin/versions';
import { configRoutes } from './routes/config';
import { healthRoutes } from './routes/health';
import { webRoutes } from './web';
import { listBanners, OUTBOX_PAGE_PATH, outboxMailer, outboxSms } from '../platform-api';
import { smtpMailer } from '../server/mail';
import { httpSms, smsSettingsProblem } from '../server/sms';
import { installSecurityHeaders } from './security-headers';
import { installCompression } from '../server/compress';
import { installRequestLog } from './request-log';
import { openapiTransform, openapiTransformObject } from './openapi';
import { installErrorHandler, sendError } from '../server/http-errors';
import underPressure from '@fastify/under-pressure';
import { installMetrics } from './metrics';
import { addSharedSchemas } from '../server/schema-refs';
import { AJV_OPTIONS, installInputGuard } from '../server/validate';
import { installMerchantValidator } from '../server/merchant-validator-cache';
import { lazyRouteSchemas } from '../server/lazy-route-schemas';
import { openDb, type Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { dataTemplateDir, copyDataTemplate } from '../server/db/data-template';
import { PLATFORM_MIGRATIONS, platformApi, type Clock } from '../platform-api';
import { openRedis, type SharedLimits } from '../server/rate-limit';
import { adminRoutes } from './admin';
import type { AdminRoute } from './admin/scope';
import { CONFIG_SERVER_MIGRATIONS } from './migrations-dir';

export { CONFIG_SERVER_MIGRATIONS };

export interface AppOptions {
  env: Env;
  /** An already open database (tests pass a cloned PGlite); else opened from env. */
  db?: Db;
  /** Watch the merchants folder for edits (default true). */
  watch?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The platform's clock (responsible-gaming rules); tests inject one they can move. */
  clock?: Clock;
  /** Log lines dropped so far (server.ts's log destination), for /metrics. */
  droppedLogLines?: () => number;
  /** Load shedding's sampling (tests shorten it); the threshold is env.loadShedMaxDelayMs. */
  loadShedSampleMs?: number;
}

export interface App {
  app: FastifyInstance;
  store: MerchantStore;
  db: Db;
  /** Compiles every route schema not compiled yet (they compile at first use); returns how many. */
  compileRouteSchemas(): number;
  /** The console's routes with their merchant scope (issue 31). */
  adminRoutes: readonly AdminRoute[];
  /** server.ts sets `stopping` on a stop signal: /readyz answers 503 from then on. */
  lifecycle: { stopping: boolean };
}

/** Builds the whole server: config API, platform API, admin API, static hosting. `server.ts` only listens. */
export async function buildApp(opts: AppOptions): Promise<App> {
  const { env } = opts;
  // Settings that cannot work refuse the start before anything is opened.
  const smsProblem = env.sms && smsSettingsProblem(env.sms);
  if (smsProblem) throw new Error(smsProblem);
  // The build's prepared data (issue 18): a migrated empty database and the precompiled validator.
  const template = dataTemplateDir(env.distDir);
  // Before any merchant document is checked: the merchant-config validator, precompiled by the build
  // or by an earlier start.
  installMerchantValidator(`${env.dataDir}/cache`, [`${template}/cache`]);
  // Route validators and serializers compile at their first request, not at start (issue 18).
  const routeSchemas = lazyRouteSchemas();
  const app = Fastify({
    logger: opts.logger ?? { level: env.logLevel },
    trustProxy: env.trustProxy,
    // One short line a request, noisy routes sampled (request-log.ts) instead of two long lines.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    // A plugin may take longer than Fastify's 10 s to start: the platform's first start seeds demo
    // accounts per merchant (about 8 ms each: a thousand merchants exceeded it and the start failed).
    pluginTimeout: 120_000,
    // Long path parameters reach the route schemas (VALIDATION_FAILED) instead of the router's bare 414.
    routerOptions: { maxParamLength: 500 },
    // A path the router cannot decode (bytes that are not UTF-8, issue 31) answers the catalogue's 400.
    frameworkErrors: (_err, req, reply) => void sendError(req, reply, 'BAD_REQUEST'),
    ajv: { customOptions: { ...AJV_OPTIONS } },
    schemaController: routeSchemas.schemaController,
  });
  // Scale mode: the database is the only source of truth for merchant config (issue 9).
  const scale = env.databaseUrl !== undefined;
  const store = new MerchantStore(env.merchantsDir, app.log, {
    writeFiles: !scale,
    imageCdns: env.imageCdns,
  });
  // Issue 35, environments: the merchants' staging copies (the database only, in both modes).
  const staging = new MerchantStore(env.merchantsDir, app.log, {
    writeFiles: false,
    imageCdns: env.imageCdns,
    environment: 'staging',
  });

  const migrations = [PLATFORM_MIGRATIONS, CONFIG_SERVER_MIGRATIONS];
  if (!opts.db && env.databaseUrl === undefined) {
    // A first start copies the build's migrated empty database instead of creating one (5–6 s).
    const use = copyDataTemplate(`${env.dataDir}/pglite`, template, migrations);
    if (use === 'copied') app.log.info({ template }, 'embedded database created from the build’s template');
    if (use === 'stale')
      app.log.info(
        { template },
        'the build’s database template does not match the migrations: creating the database',
      );
  }
  const db =
    opts.db ??
    (await openDb({ databaseUrl: env.databaseUrl, dataDir: `${env.dataDir}/pglite`, log: app.log }));
  const applied = await migrate(db, migrations);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  await loadMerchants(store, (only) => latestDocuments(db, only), scale, app.log);
  // File watching is for single-node mode; replicas follow the database (LISTEN/NOTIFY).
  // The watcher's directory scan runs while the routes register; it is ready before the app is returned.
  const watching = !scale && opts.watch !== false ? store.watch() : Promise.resolve();
  watching.catch(() => undefined); // awaited below: no unhandled-rejection report meanwhile
  // Per-IP ceilings shared by replicas (issue 9): Redis when REDIS_URL is set, else the database.
  const limits: SharedLimits = {
    db,
    redis: env.redisUrl ? await openRedis(env.redisUrl, app.log) : undefined,
    namespace: env.redisPrefix,
    log: app.log,
    redisDegraded: {},
  };
  let dbOpen = true;
  // Registered before every plugin: Fastify runs onClose hooks last-registered first, so the
  // database closes after the plugins that use it have stopped.
  app.addHook('onClose', async () => {
    await store.close();
    await limits.redis?.quit().catch(() => undefined);
    if (!opts.db) {
      dbOpen = false;
      await db.close();
      app.log.info({ database: db.kind }, 'database closed');
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'White-label mobile gaming: config server and platform API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    refResolver: {
      buildLocalReference: (json, _base, _frag, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    transform: openapiTransform,
    transformObject: openapiTransformObject,
  });
  installRequestLog(app);
  addSharedSchemas(app);
  installErrorHandler(app);
  installInputGuard(app);
  installSecurityHeaders(app);
  installCompression(app);

  const lifecycle = { stopping: false };
  // Issue 30: figures for an operator of N replicas (GET /metrics with METRICS_TOKEN).
  const live = { streams: () => 0 };
  installMetrics(app, {
    token: env.metricsToken,
    sources: {
      db,
      streams: () => live.streams(),
      merchants: () => store.codes().length,
      droppedLogLines: opts.droppedLogLines,
    },
  });
  // Issue 30: a replica whose event loop lags sheds load (503 with Retry-After, /readyz included)
  // instead of queueing without bound; the balancer sends the traffic to the others meanwhile.
  if (env.loadShedMaxDelayMs > 0)
    await app.register(underPressure, {
      maxEventLoopDelay: env.loadShedMaxDelayMs,
      sampleInterval: opts.loadShedSampleMs ?? 250,
      retryAfter: 1,
    });
  await app.register(healthRoutes, {
    stopping: () => lifecycle.stopping,
    ready: async () => ({
      merchants: store.codes().length,
      database: dbOpen && (await db.healthy()) ? db.kind : undefined,
      // Redis down is degraded, not down: the limits count in the database meanwhile.
      redis: limits.redis ? (limits.redisDegraded?.since === undefined ? 'ok' : 'degraded') : undefined,
    }),
  });
  // Mail (server/mail.ts): SMTP when configured, else the dev outbox outside production, else none.
  const mailer = env.smtp ? smtpMailer(env.smtp) : env.production ? undefined : outboxMailer(db);
  // SMS (server/sms.ts): the site's HTTP relay when configured, else the dev outbox outside production.
  const sms = env.sms ? httpSms(env.sms) : env.production ? undefined : outboxSms(db);
  const merchantOf = merchantResolver(store, env.defaultMerchant, staging);
  await app.register(configRoutes, { store, merchantOf, live, staging });
  await app.register(platformApi, {
    db,
    merchant: (code) => store.get(code)?.config,
    merchantFor: (req) => merchantOf(req, { header: true })?.config,
    merchantCodes: () => store.codes(),
    demo: env.demo,
    demoOutbox: env.demoOutbox,
    production: env.production,
    mailer,
    sms,
    dataDir: env.dataDir,
    merchantSecrets: env.merchantSecrets,
    imageCdns: env.imageCdns,
    limits,
    clock: opts.clock,
  });
  const admin = await adminRoutes(app, { store, staging, db, env, limits, mailer, sms });
  await app.register(webRoutes, {
    merchantOf,
    distDir: env.distDir,
    merchantsDir: env.merchantsDir,
    demoOutboxPath: env.demoOutbox && !env.production ? OUTBOX_PAGE_PATH : undefined,
    resolvePreview: admin.resolvePreview,
    // The page's HTML is the same for every player: its first banner is one for every player (a
    // banner for a segment, issue 35, comes with the page's own banners request).
    firstBanner: async (merchant, group, lang) => (await listBanners(db, merchant, group, lang))[0],
    imageCdns: env.imageCdns,
  });

  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await watching;
  return {
    app,
    store,
    db,
    compileRouteSchemas: routeSchemas.compileAll,
    lifecycle,
    adminRoutes: admin.routes,
  };
}
