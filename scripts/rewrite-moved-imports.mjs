#!/usr/bin/env node
// One-off helper for branches made before the server/ move (issue 15): rewrites relative imports
// that still point at the old places. Run from the project root after `git merge main`:
//   node scripts/rewrite-moved-imports.mjs
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const MOVED = {
  'platform-api/db/db': 'server/db/db',
  'platform-api/db/pglite': 'server/db/pglite',
  'platform-api/db/postgres': 'server/db/postgres',
  'platform-api/db/migrate': 'server/db/migrate',
  'platform-api/lib/http-errors': 'server/http-errors',
  'platform-api/lib/schema-refs': 'server/schema-refs',
  'platform-api/lib/typed-app': 'server/typed-app',
  'platform-api/lib/rate-limit': 'server/rate-limit',
  'platform-api/lib/validate': 'server/validate',
  'platform-api/lib/paths': 'server/paths',
};
const SKIP = new Set(['node_modules', 'dist', 'data', 'test-results', '.git']);
const files = (dir, out = []) => {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) files(p, out);
    else if (/\.(ts|tsx|mjs)$/.test(name)) out.push(p);
  }
  return out;
};
let changed = 0;
for (const file of files('.')) {
  const text = readFileSync(file, 'utf8');
  const out = text.replace(/(['"])(\.{1,2}\/[^'"]+)\1/g, (all, q, spec) => {
    const target = normalize(join(dirname(file), spec)).replace(/\.ts$/, '');
    const moved = MOVED[target];
    if (!moved || existsSync(`${target}.ts`)) return all;
    let rel = relative(dirname(file), moved);
    if (!rel.startsWith('.')) rel = `./${rel}`;
    return q + rel + q;
  });
  if (out !== text) {
    writeFileSync(file, out);
    changed++;
    console.log(file);
  }
}
console.log(
  `${changed} files rewritten. PLATFORM_MIGRATIONS now comes from platform-api/migrations-dir (config-server: from platform-api).`,
);
