import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import type { Env } from './env';
import { merchantResolver } from './merchant-resolver';
import { MerchantStore } from './store/merchant-store';
import { configRoutes } from './routes/config';
import { healthRoutes } from './routes/health';
import { webRoutes } from './web';
import { installSecurityHeaders } from './security-headers';
import { installErrorHandler } from '../platform-api/lib/http-errors';
import { addSharedSchemas } from '../platform-api/lib/schema-refs';
import { openDb, type Db } from '../platform-api/db/db';
import { migrate, PLATFORM_MIGRATIONS } from '../platform-api/db/migrate';
import { platformApi } from '../platform-api/plugin';
import { adminRoutes } from './admin';

export const CONFIG_SERVER_MIGRATIONS = new URL('./migrations', import.meta.url).pathname;

export interface AppOptions {
  env: Env;
  /** An already open database (tests pass a cloned PGlite); else opened from env. */
  db?: Db;
  /** Watch the merchants folder for edits (default true). */
  watch?: boolean;
  logger?: FastifyServerOptions['logger'];
}

export interface App {
  app: FastifyInstance;
  store: MerchantStore;
  db: Db;
}

/** Builds the whole server: config API, platform API, admin API, static hosting. `server.ts` only listens. */
export async function buildApp(opts: AppOptions): Promise<App> {
  const { env } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: env.logLevel },
    trustProxy: env.trustProxy,
    bodyLimit: 1_048_576,
    // Long path parameters reach the route schemas (VALIDATION_FAILED) instead of the router's bare 414.
    routerOptions: { maxParamLength: 500 },
    ajv: { customOptions: { removeAdditional: false, allErrors: false, coerceTypes: 'array', useDefaults: true } },
  });
  const store = new MerchantStore(env.merchantsDir, app.log);
  store.loadAll();
  if (opts.watch !== false) await store.watch();

  const db = opts.db ?? (await openDb({ databaseUrl: env.databaseUrl, dataDir: `${env.dataDir}/pglite` }));
  const applied = await migrate(db, [PLATFORM_MIGRATIONS, CONFIG_SERVER_MIGRATIONS]);
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  let dbOpen = true;
  // Registered before every plugin: Fastify runs onClose hooks last-registered first, so the
  // database closes after the plugins that use it have stopped.
  app.addHook('onClose', async () => {
    await store.close();
    if (!opts.db) {
      dbOpen = false;
      await db.close();
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'White-label mobile gaming: config server and platform API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    refResolver: { buildLocalReference: (json, _base, _frag, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
  addSharedSchemas(app);
  installErrorHandler(app);
  installSecurityHeaders(app);

  await app.register(healthRoutes, { ready: async () => ({ merchants: store.codes().length, database: dbOpen ? db.kind : undefined }) });
  const merchantOf = merchantResolver(store, env.defaultMerchant);
  await app.register(configRoutes, { store, merchantOf });
  await app.register(platformApi, {
    db,
    merchant: (code) => store.get(code)?.config,
    merchantFor: (req) => merchantOf(req, { header: true })?.config,
    merchantCodes: () => store.codes(),
    demo: env.demo,
    demoOutbox: env.demoOutbox,
    production: env.production,
    dataDir: env.dataDir,
  });
  const admin = await adminRoutes(app, { store, db, env });
  await app.register(webRoutes, { merchantOf, distDir: env.distDir, merchantsDir: env.merchantsDir, resolvePreview: admin.resolvePreview });

  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  return { app, store, db };
}
