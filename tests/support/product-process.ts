import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { closeSync, constants, cpSync, mkdtempSync, openSync } from 'node:fs';
import http from 'node:http';
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
   * Read stdout/stderr (default true). false: each goes to a pipe (a FIFO) whose reader stays open
   * and never reads, as a log shipper that stalled.
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
    /*
     * stdout and stderr are two pipes, each with a reader that never reads: two open file
     * descriptions, never one shared by fd 1 and fd 2 (`2>&1`). When the server runs through tsx (its
     * build is stale, as in a fresh clone or just after a server source changed), tsx starts esbuild's
     * service process later, with stderr inherited, and libuv puts a child's inherited fds 0–2 back
     * in blocking mode: shared with stdout, that turned the server's stdout pipe blocking, and the
     * ~375th request's log line blocked the server's main thread in write(2) for good (strace: the
     * server sets FIONBIO on fds 1 and 2, then the esbuild child runs fcntl(2, F_SETFL, O_WRONLY);
     * /proc/<server>/wchan anon_pipe_write). This was the stalled-reader stop test's lost request
     * (issue 33). The compiled server (npm start with a current build, production) starts no such
     * child.
     */
    const stalledPipe = (name: string) => {
      const fifo = join(dataDir, name);
      execFileSync('mkfifo', [fifo]);
      const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
      return { reader, writer: openSync(fifo, constants.O_WRONLY) };
    };
    const out = stalledPipe('stalled-log.fifo');
    const err = stalledPipe('stalled-err.fifo');
    const child = spawn('npm', ['start', '--silent'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', out.writer, err.writer],
      env,
    });
    closeSync(out.writer);
    closeSync(err.writer);
    // The stalled readers outlive the 15 s the test gives the product to stop.
    child.on('exit', () =>
      setTimeout(() => {
        closeSync(out.reader);
        closeSync(err.reader);
      }, 20_000).unref(),
    );
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

/**
 * Sends `total` GET requests, `concurrency` at a time, over keep-alive connections; returns how many
 * answered 2xx. Every request that did not (a status other than 2xx, an error, no answer within
 * REQUEST_STALL_MS) is printed with what happened, and with the server's state for a stall: nothing
 * is sent again, except (as browsers do) a request whose *reused* keep-alive connection was found
 * closed before any byte of an answer came back (ECONNRESET / EPIPE / "socket hang up" on
 * `req.reusedSocket`): the server never read it. Those are counted and printed too.
 */
export async function traffic(url: string, total: number, concurrency = 10): Promise<number> {
  // Free connections are let go 1 s before the server's announced idle timeout (Node's agent reads
  // the Keep-Alive: timeout=N hint), and `timeout` caps the idle time below Fastify's 72 s anyway.
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency, timeout: 30_000 });
  let next = 0;
  let ok = 0;
  let resentOnReusedSocket = 0;
  const failures: string[] = [];
  const once = async (n: number): Promise<boolean> => {
    for (let attempt = 0; ; attempt++) {
      const r = await get(url, agent);
      if (r.kind === 'answer') {
        if (r.status >= 200 && r.status < 300) return true;
        failures.push(`request ${n}: HTTP ${r.status} ${r.body.slice(0, 200)}`);
        return false;
      }
      if (r.kind === 'closed-before-answer' && r.reused && attempt === 0) {
        resentOnReusedSocket += 1;
        continue;
      }
      failures.push(
        `request ${n}: ${r.kind} (${r.error}; reused connection: ${r.reused})` +
          (r.kind === 'stall' ? `; ${await stallReport(url)}` : ''),
      );
      return false;
    }
  };
  const worker = async () => {
    // A server that stopped answering is reported by its first failures, not by thousands.
    while (next < total && failures.length < MAX_FAILURES) {
      next += 1;
      if (await once(next)) ok += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  if (resentOnReusedSocket)
    console.info(
      `traffic: ${resentOnReusedSocket} request(s) met a reused keep-alive connection the server had closed, and were sent again`,
    );
  for (const f of failures) console.error(`traffic: ${f}`);
  if (failures.length >= MAX_FAILURES) console.error(`traffic: stopped after ${MAX_FAILURES} failures`);
  return ok;
}

type GetResult =
  | { kind: 'answer'; status: number; body: string }
  | { kind: 'closed-before-answer' | 'error' | 'stall'; error: string; reused: boolean };

/** One GET through `agent`: its answer, or how it failed and whether it went on a reused connection. */
function get(url: string, agent: http.Agent): Promise<GetResult> {
  return new Promise((resolve) => {
    let answered = false;
    const req = http.get(url, { agent, timeout: REQUEST_STALL_MS }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ kind: 'answer', status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      res.on('error', (err) =>
        resolve({ kind: 'error', error: `answer cut: ${err.message}`, reused: req.reusedSocket }),
      );
    });
    req.on('timeout', () => {
      resolve({ kind: 'stall', error: `no answer in ${REQUEST_STALL_MS} ms`, reused: req.reusedSocket });
      req.destroy();
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      const closed =
        !answered && (err.code === 'ECONNRESET' || err.code === 'EPIPE' || err.message === 'socket hang up');
      resolve({
        kind: closed ? 'closed-before-answer' : 'error',
        error: `${err.code ?? ''} ${err.message}`.trim(),
        reused: req.reusedSocket,
      });
    });
  });
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

/** How long one request of `traffic` may go unanswered before it counts as a stall (a failure). */
const REQUEST_STALL_MS = 10_000;
/** `traffic` stops sending after this many failed requests. */
const MAX_FAILURES = 20;

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
