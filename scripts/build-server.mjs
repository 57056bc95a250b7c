#!/usr/bin/env node
// `npm run build:server`: compiles the servers and their command-line tools to plain JavaScript in
// dist/server (one ES module bundle per entry, shared chunks, packages left to node_modules), so
// production runs `node` with only production dependencies installed: no tsx, no TypeScript. Then
// makes dist/data-template (a migrated empty database, the precompiled merchant validator).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { aliasPaths } from '../aliases.mjs';

const root = new URL('..', import.meta.url).pathname;
export const ENTRIES = {
  server: 'config-server/server.ts',
  'create-user': 'config-server/admin/create-user.ts',
  'merchants-import': 'config-server/admin/import-cli.ts',
  seed: 'platform-api/seed/cli.ts',
  'data-template': 'config-server/data-template-cli.ts',
};

rmSync(`${root}dist/server`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ENTRIES,
  outdir: 'dist/server',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  alias: aliasPaths(),
  sourcemap: true,
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
console.log('[build] servers compiled to dist/server');
// The data template a first start copies (issue 18): made by the compiled tool, as production would.
const made = spawnSync(process.execPath, [`${root}dist/server/data-template.js`, `${root}dist`], {
  stdio: 'inherit',
});
if (made.status !== 0) process.exit(made.status ?? 1);
// Last: `npm start` runs dist/server only when this stamp is newer than every server source.
writeFileSync(`${root}dist/server/.build-stamp`, new Date().toISOString());
