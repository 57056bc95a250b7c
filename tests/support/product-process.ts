import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { closeSync, constants, cpSync, mkdtempSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/*
 * The product as real processes (issues 9 and 19): `npm start` (npm → launcher → server) in a
 * process group of its own, on a free port, with its own data and merchants folders.
 */

export const ROOT = new URL('../..', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface ProductProcess {
  child: ChildProcess;
  /** Process group id (= npm's pid: it is started detached). */
  pgid: number;
  url: string;
  dataDir: string;
  merchantsDir: string;
  /** Everything written on stdout and stderr so far (empty when output is not read). */
  output(): string;
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  /**
   * Read stdout/stderr (default true). false: both go to a pipe (a FIFO) whose reader stays open and
   * never reads, as a log shipper that stalled.
   */
  readOutput?: boolean;
  /** Reuse a data folder (PGlite) instead of a fresh one. */
  dataDir?: string;
  /** Use this merchants folder as is (default: a fresh copy of the repository's merchants/). */
  merchantsDir?: string;
}

/** `npm start` with the front-end build skipped, in its own process group. */
export async function startProduct(opts: StartOptions = {}): Promise<ProductProcess> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'product-data-'));
  const merchantsDir =
    opts.merchantsDir ?? join(mkdtempSync(join(tmpdir(), 'product-merchants-')), 'merchants');
  if (!opts.merchantsDir) cpSync(join(ROOT, 'merchants'), merchantsDir, { recursive: true });
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    MERCHANTS_DIR: merchantsDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    SKIP_FRONTEND_BUILD: '1',
    APP_SECRET: 'process-test-secret',
    ...opts.env,
  };
  const read = opts.readOutput !== false;
  if (!read) {
    const fifo = join(dataDir, 'stalled-log.fifo');
    execFileSync('mkfifo', [fifo]);
    const stalled = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const writeEnd = openSync(fifo, constants.O_WRONLY);
    const child = spawn('npm', ['start', '--silent'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', writeEnd, writeEnd],
      env,
    });
    closeSync(writeEnd);
    // The stalled reader outlives the 15 s the test gives the product to stop.
    child.on('exit', () => setTimeout(() => closeSync(stalled), 20_000).unref());
    return {
      child,
      pgid: child.pid!,
      url: `http://127.0.0.1:${port}`,
      dataDir,
      merchantsDir,
      output: () => '',
    };
  }
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  let out = '';
  {
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  }
  const url = `http://127.0.0.1:${port}`;
  return { child, pgid: child.pid!, url, dataDir, merchantsDir, output: () => out };
}

/** Resolves when /readyz answers 200 (throws after `timeoutMs`). */
export async function waitReady(p: ProductProcess, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (p.child.exitCode !== null)
      throw new Error(`the product exited with ${p.child.exitCode}:\n${p.output()}`);
    try {
      const r = await fetch(`${p.url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (r.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`not ready within ${timeoutMs} ms:\n${p.output()}`);
}

/** Live (not zombie) processes of a process group, with their command lines. */
/**
 * The server process itself (not a launcher): `npm start` runs the compiled dist/server/server.js
 * when it is up to date, else config-server/server.ts through tsx.
 */
export const isServerProcess = (args: string): boolean =>
  args.includes('config-server/server') || args.includes('dist/server/server.js');

export function groupProcesses(pgid: number): { pid: number; args: string }[] {
  const out = execFileSync('ps', ['-eo', 'pid=,pgid=,stat=,args=']).toString();
  return out
    .split('\n')
    .map((l) => /^\s*(\d+)\s+(\d+)\s+(\S+)\s+(.*)$/.exec(l))
    .filter((m): m is RegExpExecArray => !!m && Number(m[2]) === pgid && !m[3]!.startsWith('Z'))
    .map((m) => ({ pid: Number(m[1]), args: m[4]! }));
}

/** Waits until no process of the group is left; returns how long that took (throws after `timeoutMs`). */
export async function waitGroupGone(pgid: number, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (groupProcesses(pgid).length) {
    if (Date.now() - start > timeoutMs)
      throw new Error(`still running after ${timeoutMs} ms: ${JSON.stringify(groupProcesses(pgid))}`);
    await sleep(50);
  }
  return Date.now() - start;
}

/** Kills whatever is left of a group (test clean-up). */
export function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Sends `total` GET requests, `concurrency` at a time; returns how many answered 2xx. */
export async function traffic(url: string, total: number, concurrency = 10): Promise<number> {
  let next = 0;
  let ok = 0;
  let stalls = 0;
  /*
   * A request that gets no answer in REQUEST_STALL_MS is sent again (at most twice): once in CI a
   * single request of 3,000 stalled for 60 s on a pooled keep-alive connection while the server kept
   * answering others. A server that really hangs still fails the count (three stalls in a row).
   */
  const once = async (): Promise<boolean> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const r = await fetch(url, { signal: AbortSignal.timeout(REQUEST_STALL_MS) });
        await r.arrayBuffer();
        return r.ok;
      } catch (err) {
        if (!(err instanceof Error && err.name === 'TimeoutError')) throw err;
        stalls += 1;
        console.info(`traffic: a request stalled ${REQUEST_STALL_MS} ms; ${await stallReport(url)}`);
        if (attempt >= 2) throw err;
      }
    }
  };
  const worker = async () => {
    while (next < total) {
      next += 1;
      if (await once()) ok += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (stalls)
    console.info(`traffic: ${stalls} request(s) stalled for ${REQUEST_STALL_MS} ms and were sent again`);
  return ok;
}

/** What a stall looks like from outside: does the server answer /healthz, what are its processes doing. */
async function stallReport(url: string): Promise<string> {
  const health = await fetch(new URL('/healthz', url), { signal: AbortSignal.timeout(2_000) })
    .then((r) => `healthz ${r.status}`)
    .catch((e: unknown) => `healthz ${String(e)}`);
  const port = new URL(url).port;
  let procs = '';
  try {
    procs = execFileSync('ps', ['-eo', 'pid=,stat=,pcpu=,rss=,wchan:20=,args='])
      .toString()
      .split('\n')
      .filter((l) => l.includes(`PORT=${port}`) || isServerProcess(l) || l.includes('scripts/start.mjs'))
      .join(' ;; ');
  } catch {
    procs = 'ps failed';
  }
  return `${health}; ${procs}`;
}

/** How long one request of `traffic` may go unanswered before it is sent again. */
const REQUEST_STALL_MS = 10_000;

/** A fresh PostgreSQL schema for a test, and the DATABASE_URL that uses it. */
export async function postgresSchema(
  baseUrl: string,
): Promise<{ url: string; schema: string; drop(): Promise<void> }> {
  const schema = `p_${randomBytes(6).toString('hex')}`;
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  await c.query(`CREATE SCHEMA ${schema}`);
  await c.end();
  const sep = baseUrl.includes('?') ? '&' : '?';
  return {
    url: `${baseUrl}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    schema,
    async drop() {
      const d = new pg.Client({ connectionString: baseUrl });
      await d.connect();
      await d.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await d.end();
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
