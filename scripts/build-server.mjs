#!/usr/bin/env node
// `npm run build:server`: compiles the servers and their command-line tools to plain JavaScript in
// dist/server (one ES module bundle per entry, shared chunks, packages left to node_modules), so
// production runs `node` with only production dependencies installed: no tsx, no TypeScript.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { aliasPaths } from '../aliases.mjs';

const root = new URL('..', import.meta.url).pathname;
export const ENTRIES = {
  server: 'config-server/server.ts',
  'create-user': 'config-server/admin/create-user.ts',
  'merchants-import': 'config-server/admin/import-cli.ts',
  seed: 'platform-api/seed/cli.ts',
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
