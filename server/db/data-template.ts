import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openPglite } from './pglite';
import { migrate } from './migrate';

/*
 * Issue 18 (first start ≤ 10 s): creating an embedded PostgreSQL (initdb in WebAssembly) and running
 * the migrations is most of a first start: about 5–6 s on this machine, the same work every time.
 * `npm run build` does it once and keeps the result as a template (dist/data-template): the PGlite
 * data folder, migrated, with no rows of anyone's. A first start on an empty data folder copies it
 * (tens of milliseconds), then migrates (nothing to do) and seeds as before: the demo data, its
 * dates and every secret (envelope keys, password salts) are made on the machine that runs, never
 * shipped.
 *
 * The template carries a key: a hash of the PGlite version and every migration file. A template
 * made from other migrations or another PGlite is not used (the database is created as before), so
 * a stale build can never start a database that does not match the code.
 */

const TEMPLATE_FILE = 'template.json';

/** Where the build keeps the template: `dist/data-template`. */
export const dataTemplateDir = (distDir: string): string => join(distDir, 'data-template');
const require = createRequire(import.meta.url);

function pgliteVersion(): string {
  // The package's exports hide package.json: find it beside its entry point.
  let dir = dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** What a template must have been made from to be used: PGlite's version and the migrations. */
export function templateKey(migrationDirs: readonly string[]): string {
  const hash = createHash('sha256').update(`pglite ${pgliteVersion()}\n`);
  const files = migrationDirs
    .flatMap((dir) => readdirSync(dir).map((f) => ({ f, path: join(dir, f) })))
    .filter(({ f }) => f.endsWith('.sql'))
    .sort((a, b) => a.f.localeCompare(b.f));
  for (const { f, path } of files) hash.update(`${f}\n`).update(readFileSync(path)).update('\n');
  return hash.digest('hex');
}

/** Makes the template in `outDir` (replacing what was there): a migrated, empty PGlite data folder. */
export async function buildDataTemplate(outDir: string, migrationDirs: readonly string[]): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  const db = await openPglite({ dataDir: join(outDir, 'pglite') });
  try {
    await migrate(db, migrationDirs);
  } finally {
    await db.close();
  }
  writeFileSync(
    join(outDir, TEMPLATE_FILE),
    JSON.stringify({ key: templateKey(migrationDirs), made: new Date().toISOString() }, null, 2),
  );
}

/**
 * Copies a folder of folders and files (a PGlite data folder: about 1,300 files). A plain walk with
 * copyFileSync (copy_file_range in the kernel) takes 0.6 of the time of Node 20's cpSync, which
 * checks and stats every entry in JavaScript (issue 36: a thousand merchants' first start).
 */
function copyTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const src = join(from, entry.name);
    const dest = join(to, entry.name);
    if (entry.isDirectory()) copyTree(src, dest);
    else if (entry.isFile()) copyFileSync(src, dest);
  }
}

export type TemplateUse = 'copied' | 'not-needed' | 'missing' | 'stale';

/**
 * Before the database opens: when `pgliteDir` does not exist yet (or is empty), copies the
 * template's data folder there, if it matches the migrations. The copy goes to a temporary name
 * first and is renamed into place, so a start stopped mid-copy leaves no half database.
 */
export function copyDataTemplate(
  pgliteDir: string,
  templateDir: string,
  migrationDirs: readonly string[],
): TemplateUse {
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) return 'not-needed';
  const meta = join(templateDir, TEMPLATE_FILE);
  if (!existsSync(meta) || !existsSync(join(templateDir, 'pglite'))) return 'missing';
  let key: unknown;
  try {
    key = (JSON.parse(readFileSync(meta, 'utf8')) as { key?: unknown }).key;
  } catch {
    return 'stale';
  }
  if (key !== templateKey(migrationDirs)) return 'stale';
  const tmp = `${pgliteDir}.copy-${process.pid}`;
  mkdirSync(dirname(pgliteDir), { recursive: true });
  rmSync(tmp, { recursive: true, force: true });
  copyTree(join(templateDir, 'pglite'), tmp);
  rmSync(pgliteDir, { recursive: true, force: true });
  renameSync(tmp, pgliteDir);
  return 'copied';
}
