#!/usr/bin/env node
// `npm start`: builds the front ends when their sources changed since the last build, then runs the
// whole product (config server, platform API, renderer at /m, console at /admin) on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
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
const sources = Math.max(...['renderer', 'console', 'core', 'schemas', 'locales'].map((d) => newest(join(root, d))), statSync(join(root, 'package.json')).mtimeMs);
if (!existsSync(stamp) || statSync(stamp).mtimeMs < sources) {
  console.log('[start] building the renderer and the console…');
  const r = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}
const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'config-server/server.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
child.on('exit', (code) => process.exit(code ?? 0));
