#!/usr/bin/env node
// `npm start`: runs the whole product (config server, platform API, renderer at /m, console at /admin)
// on one port.
// - Development (default): builds the front ends first when their sources changed since the last
//   build (SKIP_FRONTEND_BUILD=1 skips that), then runs the TypeScript server through tsx.
// - NODE_ENV=production: runs the compiled server (`npm run build` makes dist/server) with plain
//   node; builds nothing and needs no devDependency.
// Stopping: SIGINT/SIGTERM are passed to the server, which finishes in-flight requests and closes
// the database; when it has not exited after STOP_DEADLINE_MS the launcher kills it and exits. A
// second Ctrl-C kills it at once. The launcher always exits with its child.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The server's own deadline is 10 s (SHUTDOWN_DEADLINE_MS); the launcher waits a little longer. */
const STOP_DEADLINE_MS = 12_000;
/** Signals closer together than this are one key press (the terminal and npm both deliver it). */
const SAME_PRESS_MS = 500;

const root = new URL('..', import.meta.url).pathname;
const production = process.env.NODE_ENV === 'production';
const compiled = join(root, 'dist/server/server.js');

if (production) {
  if (!existsSync(compiled)) {
    console.error(
      '[start] NODE_ENV=production runs the compiled server: run `npm run build` first (dist/server/server.js is missing).',
    );
    process.exit(1);
  }
} else if (process.env.SKIP_FRONTEND_BUILD !== '1') {
  buildFrontEndsIfStale();
}

const args = production ? [compiled] : ['--import', 'tsx', join(root, 'config-server/server.ts')];
// Demo mode (anything but production) shows what the site would send (SMS codes, mails, captcha
// answers) on the outbox page /demo/outbox, so a newcomer can finish a mobile sign-up; DEMO_OUTBOX=0 hides it.
const env = production ? process.env : { ...process.env, DEMO_OUTBOX: process.env.DEMO_OUTBOX ?? '1' };
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

function buildFrontEndsIfStale() {
  const stamp = join(root, 'dist/.build-stamp');
  const newest = (dir) => {
    let max = 0;
    if (!existsSync(dir)) return 0;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = join(dir, e.name);
      max = Math.max(max, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
    }
    return max;
  };
  const sources = Math.max(
    ...['renderer', 'console', 'core', 'schemas', 'locales'].map((d) => newest(join(root, d))),
    statSync(join(root, 'package.json')).mtimeMs,
  );
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
