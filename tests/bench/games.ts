import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchResult } from './types';
import { load, startServer } from './load';

/*
 * Game list under load (issue 3): the whole app (config server + platform API) on a free port in its
 * own process, PGlite with 10,000 games, autocannon at 50 connections on the game list with a filter,
 * a name search and a page. Target: p99 ≤ 25 ms. Run as a script with `serve`, this file is the server.
 */

const BENCH_GAMES = 10_000;
/** The demo catalogue has 657 games; this scale gives at least BENCH_GAMES. */
const SCALE = 15.3;
const P99_TARGET_MS = 25;
const URLS = {
  filtered:
    '/api/games?gameType=RNG&vassalage=JILI&gameClassify=FeatureBuy&gameName=dragon&pageNo=2&pageSize=12&language=vi',
  broad: '/api/games?gameName=golden&pageNo=3&pageSize=36&language=en',
};

async function serve(): Promise<void> {
  const { buildApp } = await import('../../config-server/app');
  const { readEnv } = await import('../../config-server/env');
  const { openDb } = await import('../../server/db/db');
  const { migrate } = await import('../../server/db/migrate');
  const { PLATFORM_MIGRATIONS } = await import('../../platform-api/migrations-dir');
  const { CONFIG_SERVER_MIGRATIONS } = await import('../../config-server/app');
  const { seedCatalogue } = await import('../../platform-api/seed/seed');
  const root = mkdtempSync(join(tmpdir(), 'bench-games-'));
  const db = await openDb({});
  await migrate(db, [PLATFORM_MIGRATIONS, CONFIG_SERVER_MIGRATIONS]);
  const games = await seedCatalogue(db, SCALE);
  const env = {
    ...readEnv({
      NODE_ENV: 'production',
      DATA_DIR: join(root, 'data'),
      DIST_DIR: join(root, 'no-dist'),
      APP_SECRET: 'bench',
    }),
    logLevel: 'silent',
  };
  const { app } = await buildApp({ env, db, watch: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`GAMES ${games}`);
  console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
}

/** The baseline: bare Fastify answering the very same bytes, so the ratio shows what the platform adds on this machine. */
async function serveBare(file: string): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const body = readFileSync(file, 'utf8');
  const app = Fastify({ logger: false });
  app.get('/bare', (_req, reply) => reply.type('application/json').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
}

export default async function benchGames(): Promise<BenchResult[]> {
  const server = await startServer(new URL(import.meta.url).pathname, ['serve']);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const check = await fetch(`${base}/api/games?pageSize=1`);
    const total = ((await check.json()) as { totalCount: number }).totalCount;
    const sample = join(mkdtempSync(join(tmpdir(), 'bench-bare-')), 'body.json');
    writeFileSync(sample, await (await fetch(`${base}${URLS.filtered}`)).text());
    const bare = await startServer(new URL(import.meta.url).pathname, ['serve-bare', sample]);
    let baseline;
    try {
      await load(`http://127.0.0.1:${bare.port}/bare`, { seconds: 2 }); // warm-up
      baseline = await load(`http://127.0.0.1:${bare.port}/bare`);
    } finally {
      bare.child.kill();
    }
    await load(`${base}${URLS.filtered}`, { seconds: 2 }); // warm-up
    const f = await load(`${base}${URLS.filtered}`);
    const b = await load(`${base}${URLS.broad}`);
    if (f.non2xx || f.errors || b.non2xx || b.errors)
      throw new Error(`game list answered non-2xx or errors: ${JSON.stringify({ f, b })}`);
    return [
      {
        name: 'games in the catalogue under test',
        value: total,
        unit: 'games',
        target: `≥ ${BENCH_GAMES}`,
        pass: total >= BENCH_GAMES,
      },
      {
        name: 'game list, type+vendor+classify+name+page: requests/s (50 conns)',
        value: Math.round(f.requestsPerSecond),
        unit: 'req/s',
      },
      {
        name: 'game list, type+vendor+classify+name+page: p99',
        value: f.p99,
        unit: 'ms',
        target: `≤ ${P99_TARGET_MS} ms`,
        pass: f.p99 <= P99_TARGET_MS,
      },
      {
        name: 'bare Fastify, same response bytes: requests/s / p99',
        value: Math.round(baseline.requestsPerSecond),
        unit: `req/s, ${baseline.p99} ms`,
      },
      {
        name: 'game list / bare Fastify requests/s ratio (same run)',
        value: Math.round((f.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100,
        unit: '×',
      },
      {
        name: 'game list, name search over all games, page 3 of 36: requests/s',
        value: Math.round(b.requestsPerSecond),
        unit: 'req/s',
      },
      {
        name: 'game list, name search over all games, page 3 of 36: p99',
        value: b.p99,
        unit: 'ms',
        target: `≤ ${P99_TARGET_MS} ms`,
        pass: b.p99 <= P99_TARGET_MS,
      },
    ];
  } finally {
    server.child.kill();
  }
}

if (process.argv[2] === 'serve') await serve();
if (process.argv[2] === 'serve-bare') await serveBare(process.argv[3]!);
