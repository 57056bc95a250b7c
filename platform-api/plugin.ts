import type { FastifyInstance } from 'fastify';
import type { Platform } from './context';
import type { PlatformOptions } from './options';
import { loadEnvelopeKeys, replayGuard } from './lib/envelope';
import { Catalogue } from './services/catalogue';
import { seed } from './seed/seed';
import { statusRoutes } from './routes/status';
import { authRoutes } from './routes/auth';
import { passwordRoutes } from './routes/password';
import { memberRoutes } from './routes/member';
import { inboxRoutes } from './routes/inbox';
import { memberAreaRoutes } from './routes/member-area';
import { gameRoutes } from './routes/games';
import { playerGameRoutes } from './routes/player-games';
import { contentRoutes } from './routes/content';
import { promotionRoutes } from './routes/promotions';
import { paymentRoutes } from './routes/payments';
import { walletRoutes } from './routes/wallet';
import { agentRoutes } from './routes/agent';
import { rebateRoutes } from './routes/rebates';
import { longtailRoutes } from './routes/longtail';
import { devRoutes } from './routes/dev';
import { demoPages } from './routes/demo-pages';
import { socialRoutes } from './routes/social';
import { demoIdp } from './routes/demo-idp';
import { accountRoutes } from './routes/account';
import { safetyRoutes } from './routes/safety';
import { OffsetClock, systemClock } from './lib/clock';
import { moveUploadsToDatabase } from './lib/file-store';

export type { PlatformOptions } from './options';

/** The reference gaming-platform API (spec §7), mounted under /api by the config server. */
export async function platformApi(app: FastifyInstance, opts: PlatformOptions): Promise<void> {
  const { db } = opts;
  if (opts.seed !== false) {
    const out = await seed(db, { merchantCodes: opts.merchantCodes(), demo: opts.demo && !opts.production });
    if (out.seeded) app.log.info({ games: out.games }, 'platform data seeded');
  }
  // Scale mode: files uploaded before issue 30 are on this replica's disk; copy them into the database.
  if (db.kind === 'postgres')
    await moveUploadsToDatabase(db, opts.dataDir, app.log).catch((err: unknown) =>
      app.log.warn({ err }, 'moving uploaded files into the database failed; they are served from this disk'),
    );
  const catalogue = new Catalogue(db, (err) =>
    app.log.warn({ err }, 'game catalogue reload failed; the last good catalogue stays'),
  );
  await catalogue.start();
  app.addHook('onClose', async () => catalogue.stop());
  const clock = opts.clock ?? (opts.demoOutbox && !opts.production ? new OffsetClock() : systemClock);
  const p: Platform = { opts, db, keys: await loadEnvelopeKeys(db), catalogue, clock };
  app.decorateRequest('player', undefined);
  app.decorateRequest('merchantLanguage', undefined);
  app.addHook('onRequest', (req, _reply, done) => {
    req.merchantLanguage = opts.merchantFor(req)?.defaultLanguage;
    done();
  });

  app.addHook('preHandler', replayGuard(db));

  // Each family is its own encapsulated plugin: body parsers and rate limits stay where they are needed.
  for (const routes of [
    statusRoutes,
    authRoutes,
    socialRoutes,
    passwordRoutes,
    memberRoutes,
    inboxRoutes,
    memberAreaRoutes,
    gameRoutes,
    playerGameRoutes,
    contentRoutes,
    promotionRoutes,
    paymentRoutes,
    walletRoutes,
    accountRoutes,
    safetyRoutes,
    agentRoutes,
    rebateRoutes,
    longtailRoutes,
    devRoutes,
    demoPages,
    demoIdp,
  ]) {
    await app.register(async (scope) => routes(scope, p));
  }
}
