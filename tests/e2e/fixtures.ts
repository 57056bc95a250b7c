import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * The browser suites' `test` (eslint refuses `test` from '@playwright/test' in tests/e2e): Playwright's,
 * plus an automatic fixture that closes, when a test ends, every browser context the test opened and
 * left open. A context left open lives on in the worker's browser until the run ends: its pages
 * keep polling, streaming and painting beside every later test (seen 28 Nov: nine pages of six
 * earlier tests still open when a touch test timed out waiting for its own touch's end).
 */
export const test = base.extend<{ closeLeftContexts: void }>({
  closeLeftContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      // Playwright's own context fixture (set up after this one) has closed its context by now.
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close().catch(() => undefined)),
      );
    },
    { auto: true },
  ],
});
