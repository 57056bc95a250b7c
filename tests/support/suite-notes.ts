import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * What a test run leaves out, said out loud (issue 33): the browser tests in quarantine
 * (tests/quarantine.json, honoured by playwright.config.ts) and the vitest suites whose cases need a
 * service this machine lacks (PostgreSQL, Redis, haproxy, promtool). scripts/test-all.sh prints both
 * at the end of `npm test` (and so of CI): `npx tsx tests/support/suite-notes.ts`.
 */

const ROOT = new URL('../..', import.meta.url).pathname;

// ---------------------------------------------------------------------------------------------
// Quarantine: a flaky browser test that cannot be fixed now. Each entry is one test, with why and
// since when; the e2e run leaves it out (playwright.config.ts grepInvert) and every `npm test` lists it.
// ---------------------------------------------------------------------------------------------

export interface QuarantinedTest {
  /** The test's own title (as in test('…')), without its describe titles. */
  title: string;
  /** Its spec file, from the repository root: tests/e2e/….spec.ts */
  file: string;
  /** Why it is flaky, and what is known of the cause. */
  reason: string;
  /** When it was put in quarantine (YYYY-MM-DD). */
  since: string;
}

export const QUARANTINE_FILE = join(ROOT, 'tests/quarantine.json');
const E2E_DIR = 'tests/e2e/';

/** The quarantine, checked: a malformed entry is an error, never a silently ignored line. */
export function readQuarantine(file = QUARANTINE_FILE): QuarantinedTest[] {
  const list = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(list)) throw new Error(`${file}: a JSON array of quarantined tests is expected`);
  return list.map((e: Partial<QuarantinedTest>, i) => {
    const bad = (what: string) => new Error(`${file} entry ${i}: ${what}`);
    for (const key of ['title', 'file', 'reason', 'since'] as const)
      if (typeof e[key] !== 'string' || !e[key]!.trim()) throw bad(`"${key}" is required`);
    if (!e.file!.startsWith(E2E_DIR) || !e.file!.endsWith('.spec.ts'))
      throw bad(`"file" must be a browser spec under ${E2E_DIR}`);
    if (!existsSync(join(ROOT, e.file!))) throw bad(`${e.file} does not exist`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(e.since!)) throw bad('"since" must be a date YYYY-MM-DD');
    return e as QuarantinedTest;
  });
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Playwright's grepInvert for the quarantine: it matches a test's grep title, which is its project
 * name, its file (from testDir), its describe titles and its title (then its tags), joined by spaces.
 */
export function quarantinePatterns(list: QuarantinedTest[]): RegExp[] {
  return list.map(
    (q) => new RegExp(`(^| )${escapeRe(q.file.slice(E2E_DIR.length))} (.* )?${escapeRe(q.title)}( @|$)`),
  );
}

export const quarantineLines = (list: QuarantinedTest[]): string[] =>
  list.map((q) => `QUARANTINED (not run): ${q.file} › "${q.title}" since ${q.since}: ${q.reason}`);

// ---------------------------------------------------------------------------------------------
// Suites that skip cases for a missing service. Each service says how its absence shows in a test
// file (the skip condition the file uses); tests/unit/suite-notes.test.ts checks that every
// conditional suite is covered by one of these.
// ---------------------------------------------------------------------------------------------

const has = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

export interface Service {
  name: string;
  /** Why it counts as missing, when it does: e.g. "TEST_DATABASE_URL unset". */
  missing(env: NodeJS.ProcessEnv): string | undefined;
  /** The skip condition in a test file's source that means "cases of mine need this service". */
  usedBy: RegExp;
}

export const SERVICES: Service[] = [
  {
    name: 'PostgreSQL',
    missing: (env) => (env.TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL unset'),
    // describe.each(TEST_DRIVERS), skipIf(!process.env.TEST_DATABASE_URL), `base = …TEST_DATABASE_URL`
    usedBy: /\bTEST_DRIVERS\b|\bTEST_DATABASE_URL\b/,
  },
  {
    name: 'Redis',
    missing: (env) => (env.TEST_REDIS_URL ? undefined : 'TEST_REDIS_URL unset'),
    usedBy: /\bTEST_REDIS_URL\b/,
  },
  {
    name: 'redis-server',
    missing: () => (has('redis-server', ['--version']) ? undefined : 'not installed'),
    usedBy: /spawnSync\('redis-server'/,
  },
  {
    name: 'haproxy',
    missing: () => (has('haproxy', ['-v']) || has('/usr/sbin/haproxy', ['-v']) ? undefined : 'not installed'),
    usedBy: /spawnSync\(h, \['-v'\]\)|spawnSync\('haproxy'/,
  },
  {
    // The threads' niceness (platform-api/lib/images.test.ts) is read from Linux's /proc.
    name: 'Linux /proc',
    missing: () => (existsSync('/proc/self/task') ? undefined : 'not Linux'),
    usedBy: /skipIf\(process\.platform !== 'linux'\)/,
  },
  {
    name: 'promtool',
    missing: () => (has('promtool', ['--version']) ? undefined : 'not installed'),
    usedBy: /spawnSync\('promtool'/,
  },
];

/** Where vitest looks for test files (vitest.config.ts): beside the code, and tests/{unit,api,acceptance,security}. */
const TEST_ROOTS = [
  'schemas',
  'core',
  'locales',
  'server',
  'config-server',
  'platform-api',
  'console',
  'renderer',
  'tests/unit',
  'tests/api',
  'tests/acceptance',
  'tests/security',
];

/** Every vitest file of the repository (relative paths, sorted). */
export function vitestFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.test\.tsx?$/.test(e.name)) out.push(relative(ROOT, p));
    }
  };
  for (const r of TEST_ROOTS) walk(join(ROOT, r));
  return out.sort();
}

/** This module's own test spells every condition out, and needs no service. */
const NOTES_TEST = 'tests/unit/suite-notes.test.ts';

/** Files whose source holds a condition on this service. */
export const filesUsing = (service: Service, files = vitestFiles()): string[] =>
  files.filter((f) => f !== NOTES_TEST && service.usedBy.test(readFileSync(join(ROOT, f), 'utf8')));

/** One line naming every suite that skips cases for a missing service (or saying none does). */
export function skippedServicesLine(env: NodeJS.ProcessEnv = process.env): string {
  const files = vitestFiles();
  const parts: string[] = [];
  for (const s of SERVICES) {
    const why = s.missing(env);
    if (!why) continue;
    const used = filesUsing(s, files);
    if (used.length)
      parts.push(
        `${s.name} (${why}; the cases that need it): ${used.length} file${used.length > 1 ? 's' : ''}: ${used.join(', ')}`,
      );
  }
  return parts.length
    ? `SKIPPED for missing services: ${parts.join('; ')}`
    : `No suite skipped for a missing service (${SERVICES.map((s) => s.name).join(', ')} present)`;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const lines = quarantineLines(readQuarantine());
  console.log(`== quarantined browser tests: ${lines.length}`);
  for (const l of lines) console.log(l);
  console.log(`== ${skippedServicesLine()}`);
}
