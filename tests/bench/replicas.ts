import type { BenchResult } from './types';
import { load } from './load';
import {
  killGroup,
  postgresSchema,
  sleep,
  startProduct,
  waitReady,
  type ProductProcess,
} from '../support/product-process';

const OPERATOR = { username: 'bench-operator', password: 'bench-operator-password' };
const SAVES = 20;
/** Budget of issue 9: a save on one replica is served by another within this. */
const SAVE_TO_REPLICA_MAX_MS = 500;

/**
 * Scale mode (issue 9): two replicas as processes (`npm start`) on one PostgreSQL
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL; a schema of its own, dropped after). An operator
 * saves on replica A 20 times; each figure is the time from sending the save to replica B serving
 * the saved document (B polled every 2 ms). Also: log bytes per request under load (one replica,
 * 5 s of config GETs and game lists at 50 connections), and what that makes in five minutes.
 */
export default async function benchReplicas(): Promise<BenchResult[]> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) {
    console.log('[bench] replicas: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL)');
    return [];
  }
  const schema = await postgresSchema(base);
  const replicas: ProductProcess[] = [];
  try {
    const env = {
      DATABASE_URL: schema.url,
      ADMIN_BOOTSTRAP_USER: OPERATOR.username,
      ADMIN_BOOTSTRAP_PASSWORD: OPERATOR.password,
    };
    const a = await startProduct({ env });
    replicas.push(a);
    await waitReady(a);
    const b = await startProduct({ env });
    replicas.push(b);
    await waitReady(b);

    const login = await fetch(`${a.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OPERATOR),
    });
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const times: number[] = [];
    for (let i = 1; i <= SAVES; i++) {
      const cur = (await (
        await fetch(`${a.url}/api/admin/merchants/lotus/config`, { headers: auth })
      ).json()) as { version: number; document: Record<string, unknown> };
      const name = `Lotus bench ${i}`;
      const start = performance.now();
      const put = await fetch(`${a.url}/api/admin/merchants/lotus/config`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json', 'if-match': `"${cur.version}"` },
        body: JSON.stringify({ ...cur.document, name }),
      });
      if (put.status !== 200) throw new Error(`save ${i}: ${put.status} ${await put.text()}`);
      for (;;) {
        const served = (await (await fetch(`${b.url}/api/merchants/lotus/config`)).json()) as {
          name: string;
        };
        if (served.name === name) break;
        if (performance.now() - start > 10_000)
          throw new Error(`save ${i} not served by replica B within 10 s`);
        await sleep(2);
      }
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    const median = (times[SAVES / 2 - 1]! + times[SAVES / 2]!) / 2;
    const max = times[times.length - 1]!;

    // Log volume: what replica A writes while serving load, on sampled routes (config, game list) and on one logged in full.
    const logBytes = async (run: () => Promise<number>) => {
      const before = a.output().length;
      const requests = await run();
      await sleep(300);
      return { bytes: a.output().length - before, requests };
    };
    const sampled = await logBytes(async () => {
      const c = await load(`${a.url}/api/merchants/lotus/config`, { seconds: 3 });
      const g = await load(`${a.url}/api/games?gameType=RNG&pageSize=20`, { seconds: 2 });
      return c.requestsPerSecond * 3 + g.requestsPerSecond * 2;
    });
    const full = await logBytes(
      async () => (await load(`${a.url}/api/auth/register/settings`, { seconds: 2 })).requestsPerSecond * 2,
    );
    const perFiveMinutes = (sampled.bytes / 5) * 300;
    const round = (n: number) => Math.round(n * 10) / 10;
    return [
      {
        name: `save on replica A → served by replica B: median of ${SAVES}`,
        value: round(median),
        unit: 'ms',
      },
      {
        name: `save on replica A → served by replica B: max of ${SAVES}`,
        value: round(max),
        unit: 'ms',
        target: `≤ ${SAVE_TO_REPLICA_MAX_MS} ms`,
        pass: max <= SAVE_TO_REPLICA_MAX_MS,
      },
      {
        name: 'log bytes per request, sampled routes (config GET, game list)',
        value: round(sampled.bytes / Math.max(1, sampled.requests)),
        unit: 'B',
      },
      {
        name: 'log bytes per request, a route logged in full',
        value: round(full.bytes / Math.max(1, full.requests)),
        unit: 'B',
      },
      {
        name: 'log volume, five minutes of config/game-list load',
        value: round(perFiveMinutes / 1_048_576),
        unit: 'MB',
        target: '≪ 371 MB',
        pass: perFiveMinutes < 37 * 1_048_576,
      },
    ];
  } finally {
    for (const p of replicas) killGroup(p.pgid);
    await schema.drop();
  }
}
