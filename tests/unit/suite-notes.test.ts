import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  filesUsing,
  quarantinePatterns,
  readQuarantine,
  SERVICES,
  skippedServicesLine,
  vitestFiles,
  type QuarantinedTest,
} from '../support/suite-notes';

/* The end-of-run notes of `npm test` (tests/support/suite-notes.ts) say the truth. */

describe('skipped-services line', () => {
  it('covers every suite with a condition on the environment or a tool', () => {
    // A file that skips (or adds) cases on a condition must be named by one of the services, or
    // the line would leave it out.
    const conditional = vitestFiles().filter((f) =>
      /\.(skipIf|runIf)\(|\bTEST_DRIVERS\b|process\.env\.TEST_|spawnSync\(/.test(readFileSync(f, 'utf8')),
    );
    const covered = new Set(SERVICES.flatMap((s) => filesUsing(s)));
    const unexplained = conditional.filter(
      (f) => !covered.has(f) && !ALWAYS_RUN.includes(f) && f !== 'tests/unit/suite-notes.test.ts',
    );
    expect(unexplained, 'add a service to SERVICES in tests/support/suite-notes.ts').toEqual([]);
  });

  it('names the services that are missing, with their files, on one line', () => {
    const line = skippedServicesLine({});
    expect(line).not.toContain('\n');
    expect(line).toMatch(/^SKIPPED for missing services: PostgreSQL \(TEST_DATABASE_URL unset;/);
    expect(line).toContain('tests/api/scale-mode.test.ts');
    expect(line).toMatch(
      /Redis \(TEST_REDIS_URL unset; [^)]*\): 1 file: tests\/api\/security-replicas\.test\.ts/,
    );
    // With both set, PostgreSQL is not named missing (the line may still say it is present).
    expect(skippedServicesLine({ TEST_DATABASE_URL: 'x', TEST_REDIS_URL: 'y' })).not.toMatch(
      /PostgreSQL \(TEST_DATABASE_URL unset/,
    );
  });
});

/** Files with a spawnSync or an env condition that never skips a case for a missing service. */
const ALWAYS_RUN: string[] = vitestFiles().filter((f) => {
  const src = readFileSync(f, 'utf8');
  // spawnSync of the project's own tools (node, npm, git, …), not of an optional service.
  return (
    !/\.(skipIf|runIf)\(|\bTEST_DRIVERS\b|process\.env\.TEST_/.test(src) &&
    !/spawnSync\('(redis-server|haproxy|promtool)'/.test(src)
  );
});

describe('quarantine', () => {
  it('tests/quarantine.json is well formed, and each entry names a test of its file', () => {
    for (const q of readQuarantine())
      expect(readFileSync(q.file, 'utf8'), `${q.file} has no test "${q.title}"`).toContain(q.title);
  });

  it('leaves out exactly the quarantined test (any describe, any tags), never one whose title only starts alike', () => {
    const q: QuarantinedTest = {
      title: 'a (b) c',
      file: 'tests/e2e/x.spec.ts',
      reason: 'r',
      since: '2026-01-01',
    };
    const [re] = quarantinePatterns([q]);
    // Playwright's grep title: project name, file from testDir, describe titles, title, tags.
    expect(re!.test(' x.spec.ts a (b) c')).toBe(true);
    expect(re!.test(' x.spec.ts outer inner a (b) c @slow')).toBe(true);
    expect(re!.test(' x.spec.ts a (b) c d')).toBe(false);
    expect(re!.test(' y.spec.ts a (b) c')).toBe(false);
  });
});
