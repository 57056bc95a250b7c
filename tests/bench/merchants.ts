// `npm run bench -- merchants` (issue 36): the product with many merchants. The three shipped merchants
// plus N copies of basic.json (BENCH_MERCHANTS, default 1,000), each with its own code and host, in a
// merchants folder of their own: the first start on an empty data folder, a restart on it, one file
// edited while it runs until the new version is served, and the server's memory per merchant (its
// resident size with N + 3 merchants against three, both at rest after start).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchResult } from './types';
import { buildForStart, startTimed, type StartedProduct } from './startup';

const BUDGET = { firstMs: 5_000, restartMs: 3_000, editMs: 100 } as const;
const root = new URL('../..', import.meta.url).pathname;

/** A merchants folder with the shipped three and `n` copies of basic. */
function merchantsFolder(dir: string, n: number): string {
  const folder = join(dir, 'merchants');
  cpSync(join(root, 'merchants'), folder, { recursive: true });
  const basic = JSON.parse(readFileSync(join(folder, 'basic.json'), 'utf8')) as Record<string, unknown>;
  for (let i = 1; i <= n; i++) {
    const code = `bench${String(i).padStart(4, '0')}`;
    const doc = { ...basic, code, name: `Bench ${i}`, hosts: [`${code}.localhost`] };
    writeFileSync(join(folder, `${code}.json`), JSON.stringify(doc, null, 2));
  }
  return folder;
}

/** The resident size (MB) of the server under the launcher, once it has not moved over 2 MB in 2 s. */
async function serverRssMb(p: StartedProduct): Promise<number> {
  const children = readFileSync(`/proc/${p.pid}/task/${p.pid}/children`, 'utf8').trim().split(/\s+/);
  const pid = Number(children[0]);
  const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
  let last = rss();
  for (let i = 0; i < 15; i++) {
    await new Promise((r) => setTimeout(r, 2000));
    const now = rss();
    if (Math.abs(now - last) < 2) return now;
    last = now;
  }
  return last;
}

/** Edits one merchant's file (its name) and times until the config route serves the new name. */
async function timeEdit(p: StartedProduct, folder: string, code: string): Promise<number> {
  const file = join(folder, `${code}.json`);
  const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const name = `Edited ${Date.now()}`;
  const started = performance.now();
  writeFileSync(file, JSON.stringify({ ...doc, name }, null, 2));
  for (;;) {
    if (performance.now() - started > 30_000) throw new Error(`the edit of ${code} was not served in 30 s`);
    const served = (await (await fetch(`${p.url}/api/merchants/${code}/config`)).json()) as { name?: string };
    if (served.name === name) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 5));
  }
}

export default async function benchMerchants(): Promise<BenchResult[]> {
  const n = Number(process.env.BENCH_MERCHANTS ?? 1000);
  buildForStart();
  const dir = mkdtempSync(join(tmpdir(), 'bench-merchants-'));
  try {
    // Three merchants: the resident size to compare with.
    const few = await startTimed(join(dir, 'data-few'));
    const fewRss = await serverRssMb(few);
    await few.stop();

    const folder = merchantsFolder(dir, n);
    const env = { MERCHANTS_DIR: folder };
    const first = await startTimed(join(dir, 'data'), env);
    await first.stop();
    const again = await startTimed(join(dir, 'data'), env);
    const ready = (await (await fetch(`${again.url}/readyz`)).json()) as { merchants?: number };
    if (ready.merchants !== n + 3) throw new Error(`${ready.merchants} merchants served, ${n + 3} expected`);
    const manyRss = await serverRssMb(again);
    const edits: number[] = [];
    for (const i of [1, Math.ceil(n / 2), n])
      edits.push(await timeEdit(again, folder, `bench${String(i).padStart(4, '0')}`));
    await again.stop();
    const edit = Math.round(Math.max(...edits));
    const total = n + 3;
    return [
      {
        name: `${total} merchants: first start on an empty data folder`,
        value: Math.round(first.ms),
        unit: 'ms',
        target: `≤ ${BUDGET.firstMs} ms`,
        pass: first.ms <= BUDGET.firstMs,
      },
      {
        name: `${total} merchants: restart on the same data`,
        value: Math.round(again.ms),
        unit: 'ms',
        target: `≤ ${BUDGET.restartMs} ms`,
        pass: again.ms <= BUDGET.restartMs,
      },
      {
        name: `${total} merchants: one file edited → served (slowest of 3)`,
        value: edit,
        unit: 'ms',
        target: `≤ ${BUDGET.editMs} ms`,
        pass: edit <= BUDGET.editMs,
      },
      {
        name: `${total} merchants: server memory at rest (3 merchants: ${Math.round(fewRss)} MB)`,
        value: Math.round(manyRss),
        unit: 'MB',
      },
      {
        name: 'memory per merchant ((resident − resident with 3) / merchants added)',
        value: Math.round(((manyRss - fewRss) / n) * 1024),
        unit: 'KB',
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
