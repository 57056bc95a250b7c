// `npm run bench -- startup` (issue 18): how long `npm start` takes until it serves, with the front
// ends already built: the first start on an empty data folder (the embedded database is created,
// migrated and seeded with the demo data) and a restart on that folder. Median of three each;
// budgets 10 s and 3 s. Timed from the launcher's spawn to the first 200 of /readyz. The front ends,
// the server and its data template are built first when stale (`npm run build` makes them too).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchResult } from './types';

const RUNS = 3;
const BUDGET = { firstMs: 10_000, restartMs: 3_000 } as const;
const root = new URL('../..', import.meta.url).pathname;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** A product started by the launcher, ready (its /readyz answered 200). */
export interface StartedProduct {
  /** From the launcher's spawn to the first 200 of /readyz. */
  ms: number;
  url: string;
  /** The launcher's process id (the server is its child). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts the product on a data folder (and, with `env`, e.g. its own MERCHANTS_DIR) and waits until it is ready. */
export async function startTimed(dataDir: string, env: Record<string, string> = {}): Promise<StartedProduct> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_FRONTEND_BUILD: '1',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error('the server did not become ready in 120 s');
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok)
        return { ms: performance.now() - started, url: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
      await new Promise((r) => setTimeout(r, 25));
    }
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Starts the product on a data folder; resolves with the time until /readyz answered 200. */
async function timeStart(dataDir: string): Promise<number> {
  const p = await startTimed(dataDir);
  await p.stop();
  return p.ms;
}

/** Builds what is stale (front ends, server, data template), so that a start times the built server. */
export function buildForStart(): void {
  const built = spawnSync(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, BUILD_ONLY: '1', SKIP_FRONTEND_BUILD: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the build before the start-up runs failed');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export default async function benchStartup(): Promise<BenchResult[]> {
  // What is timed is a start with everything built: build what is stale first (front ends, server,
  // data template), or the runs below would time the TypeScript fallback.
  buildForStart();
  const first: number[] = [];
  const restart: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
    try {
      first.push(await timeStart(join(dir, 'data')));
      restart.push(await timeStart(join(dir, 'data')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const f = Math.round(median(first));
  const r = Math.round(median(restart));
  return [
    {
      name: `npm start, first start on an empty data folder (median of ${RUNS})`,
      value: f,
      unit: 'ms',
      target: `≤ ${BUDGET.firstMs} ms`,
      pass: f <= BUDGET.firstMs,
    },
    {
      name: `npm start, restart on the same data (median of ${RUNS})`,
      value: r,
      unit: 'ms',
      target: `≤ ${BUDGET.restartMs} ms`,
      pass: r <= BUDGET.restartMs,
    },
  ];
}
