#!/usr/bin/env node
// Runs a command-line tool of the project: the compiled one (dist/server) with NODE_ENV=production,
// where tsx is not installed; the TypeScript source through tsx otherwise.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const TOOLS = {
  'create-user': 'config-server/admin/create-user.ts',
  'merchants-import': 'config-server/admin/import-cli.ts',
  seed: 'platform-api/seed/cli.ts',
};
const root = new URL('..', import.meta.url).pathname;
const [name, ...args] = process.argv.slice(2);
if (!TOOLS[name]) {
  console.error(`usage: run-tool.mjs ${Object.keys(TOOLS).join('|')} [args]`);
  process.exit(2);
}
const compiled = join(root, 'dist/server', `${name}.js`);
let argv;
if (process.env.NODE_ENV === 'production') {
  if (!existsSync(compiled)) {
    console.error(`${compiled} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
  argv = [compiled, ...args];
} else {
  argv = ['--import', 'tsx', join(root, TOOLS[name]), ...args];
}
const r = spawnSync(process.execPath, argv, { stdio: 'inherit', cwd: process.cwd() });
process.exit(r.status ?? 1);
