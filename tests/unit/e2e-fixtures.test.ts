import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * The browser suites take `test` from tests/e2e/fixtures.ts, which closes every browser context a
 * test opened and left open (left open, its pages ran beside every later test of the worker: nine
 * of them when a touch test timed out, 28 Nov). Lint refuses `test` from '@playwright/test' there;
 * these probes lint synthetic files.
 */
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
const refusals = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: file }))[0]!.messages.filter(
    (m) => m.ruleId === 'no-restricted-imports' && m.message.includes('./fixtures'),
  );

describe("browser suites use tests/e2e/fixtures.ts's test", () => {
  it.each([
    [
      'tests/e2e/probe.spec.ts',
      "import { expect, test } from '@playwright/test';\ntest('x', () => expect(1).toBe(1));",
    ],
    ['tests/e2e/probe-support.ts', "import { test } from '@playwright/test';\nexport const t = test;"],
  ])('%s: test from @playwright/test is refused', async (file, code) => {
    expect((await refusals(file, code)).length).toBeGreaterThan(0);
  });

  it('test from ./fixtures, and expect or types from @playwright/test, are allowed', async () => {
    const code = [
      "import { expect, type Page } from '@playwright/test';",
      "import { test } from './fixtures';",
      "test('x', async ({ page }: { page: Page }) => expect(page).toBeTruthy());",
    ].join('\n');
    expect(await refusals('tests/e2e/probe.spec.ts', code)).toEqual([]);
    expect(
      await refusals('tests/e2e/fixtures.ts', "import { test } from '@playwright/test';\nexport { test };"),
    ).toEqual([]);
  });
});
