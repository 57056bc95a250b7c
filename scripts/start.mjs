#!/usr/bin/env node
// `npm start`: runs the whole product (config server, platform API, renderer at /m, console at /admin)
// on one port.
// - Development (default): builds what is out of date first — the front ends, and the server with its
//   data template (dist/server, dist/data-template) — then runs the compiled server with plain node
//   (source maps on): a restart takes about half the time of running the TypeScript through tsx.
//   SKIP_FRONTEND_BUILD=1 builds nothing: the compiled server runs when it is up to date, else the
//   TypeScript sources through tsx (never stale code). BUILD_ONLY=1 builds what is stale and exits.
// - NODE_ENV=production: runs the compiled server (`npm run build` makes dist/server) with plain
//   node; builds nothing and needs no devDependency.
// Stopping: SIGINT/SIGTERM are passed to the server, which finishes in-flight requests and closes
// the database; when it has not exited after STOP_DEADLINE_MS the launcher kills it and exits. A
// second Ctrl-C kills it at once. The launcher always exits with its child.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server's own deadline is 10 s (SHUTDOWN_DEADLINE_MS) plus, in scale mode, the time it keeps
 * serving while the balancer takes it out (STOP_READY_DELAY_MS, config-server/env.ts); the launcher
 * waits a little longer.
 */
const READY_DELAY_MS = /^\d+$/.test(process.env.STOP_READY_DELAY_MS ?? '')
  ? Number(process.env.STOP_READY_DELAY_MS)
  : process.env.DATABASE_URL
    ? 3000
    : 0;
const STOP_DEADLINE_MS = 12_000 + READY_DELAY_MS;
/** Signals closer together than this are one key press (the terminal and npm both deliver it). */
const SAME_PRESS_MS = 500;

const root = new URL('..', import.meta.url).pathname;
const production = process.env.NODE_ENV === 'production';
const compiled = join(root, 'dist/server/server.js');
const SERVER_SOURCES = [
  'config-server',
  'platform-api',
  'server',
  'core',
  'schemas',
  'locales',
  'package.json',
  'package-lock.json',
  'aliases.mjs',
  'scripts/build-server.mjs',
];
const serverStamp = join(root, 'dist/server/.build-stamp');

if (production) {
  if (!existsSync(compiled)) {
    console.error(
      '[start] NODE_ENV=production runs the compiled server: run `npm run build` first (dist/server/server.js is missing).',
    );
    process.exit(1);
  }
}
// Whether dist/server is current: one walk of the server sources a start (a build makes it current).
let serverCurrent = !production && serverIsCurrent();
if (!production && process.env.SKIP_FRONTEND_BUILD !== '1') {
  buildFrontEndsIfStale();
  if (!serverCurrent) buildServer();
  serverCurrent = true;
}
// BUILD_ONLY=1: build what is out of date, start nothing (the start-up bench prepares with it).
if (process.env.BUILD_ONLY === '1') process.exit(0);

// SERVER_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (diagnostics: what
// holds its event loop; open the .cpuprofile in Chrome DevTools).
const profile = process.env.SERVER_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROF}`]
  : [];
const args = production
  ? [...profile, compiled]
  : serverCurrent
    ? [...profile, '--enable-source-maps', compiled]
    : [...profile, '--import', 'tsx', join(root, 'config-server/server.ts')];
// Demo mode (anything but production) shows what the site would send (SMS codes, mails, captcha
// answers) on the outbox page /demo/outbox, so a newcomer can finish a mobile sign-up; DEMO_OUTBOX=0 hides it.
// MALLOC_ARENA_MAX=2: glibc gives each thread that decodes a picture its own malloc arena and keeps
// each at its high-water mark (+160–215 MB after a picture flood, tests/api/picture-flood.test.ts);
// two arenas give the memory back. An operator's own value wins.
const base = { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
const env = production ? base : { ...base, DEMO_OUTBOX: process.env.DEMO_OUTBOX ?? '1' };
const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });

let firstSignalAt = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    const now = Date.now();
    if (!firstSignalAt) {
      firstSignalAt = now;
      child.kill(signal);
      setTimeout(() => {
        console.error(`[start] the server did not stop within ${STOP_DEADLINE_MS / 1000} s: killing it`);
        child.kill('SIGKILL');
        process.exit(1);
      }, STOP_DEADLINE_MS).unref();
    } else if (now - firstSignalAt > SAME_PRESS_MS) {
      console.error('[start] second signal: stopping at once');
      child.kill('SIGKILL');
      process.exit(130);
    }
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGKILL' ? 137 : 1)));
child.on('error', (err) => {
  console.error(`[start] could not run the server: ${err.message}`);
  process.exit(1);
});

/** The newest modification time of the files under the given project folders and files. */
function newestOf(paths) {
  const newest = (p) => {
    if (!existsSync(p)) return 0;
    const st = statSync(p);
    if (!st.isDirectory()) return st.mtimeMs;
    let max = 0;
    for (const e of readdirSync(p, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      max = Math.max(max, newest(join(p, e.name)));
    }
    return max;
  };
  return Math.max(...paths.map((p) => newest(join(root, p))));
}

/** dist/server was built (completely: build-server.mjs writes its stamp last) after every server source. */
function serverIsCurrent() {
  return existsSync(serverStamp) && statSync(serverStamp).mtimeMs >= newestOf(SERVER_SOURCES);
}

function buildServer() {
  console.log('[start] compiling the server and preparing its database template…');
  const began = Date.now();
  const r = spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  console.log(`[start] server built in ${Math.round((Date.now() - began) / 1000)} s`);
}

function buildFrontEndsIfStale() {
  const stamp = join(root, 'dist/.build-stamp');
  const sources = newestOf(['renderer', 'console', 'core', 'schemas', 'locales', 'package.json']);
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= sources) return;
  console.log(
    '[start] building the renderer and the console (the first start, or after a source change: 20–60 s)…',
  );
  const began = Date.now();
  // Quiet: warnings and errors only (LOG_FORMAT=json keeps vite's full file list).
  const logLevel = process.env.LOG_FORMAT === 'json' ? 'info' : 'warn';
  for (const config of ['vite.renderer.config.ts', 'vite.console.config.ts']) {
    const r = spawnSync('npx', ['vite', 'build', '-c', config, '--logLevel', logLevel], {
      cwd: root,
      stdio: 'inherit',
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString());
  console.log(`[start] built in ${Math.round((Date.now() - began) / 1000)} s; starting the server…`);
}
