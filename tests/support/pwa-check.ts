// Installability and the repeat visit of /m/home with the service worker (issue 11), shared by the
// browser suite (tests/e2e/pwa.spec.ts) and the bench (tests/bench/pwa.ts).
import type { BrowserContext, Page } from 'playwright-core';

export interface PwaFigures {
  /** Page.getInstallabilityErrors: empty when Chromium would offer to install the site. */
  installErrors: string[];
  /** Scripts the repeat visit ran, and how many of them came from the network rather than the worker's cache. */
  repeatScripts: number;
  repeatScriptsFromNetwork: number;
}

/** Waits until the worker controls the scope and has cached the code this page already ran. */
export async function waitForWarmWorker(page: Page, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const warm = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration('/m/');
      if (!reg?.active) return false;
      const scripts = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => /\/m\/assets\/.+\.js$/.test(u));
      const cached = new Set((await (await caches.open('assets')).keys()).map((r) => r.url));
      return scripts.length > 0 && scripts.every((u) => cached.has(u));
    });
    if (warm) return;
    await page.waitForTimeout(250);
  }
  throw new Error('the service worker did not take over and cache the page code in time');
}

export async function measurePwa(
  context: BrowserContext,
  homeUrl: string,
  homeReady: (page: Page) => Promise<void>,
): Promise<PwaFigures> {
  const page = await context.newPage();
  await page.goto(homeUrl);
  await homeReady(page);
  await waitForWarmWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // The worker answers hashed code from its cache first (config-server/service-worker.ts): a script
  // it answered that was already cached never left for the network. (Routing would bypass the worker.)
  const cachedBefore = new Set(
    await page.evaluate(async () => (await (await caches.open('assets')).keys()).map((r) => r.url)),
  );
  const scripts: { url: string; fromWorker: boolean }[] = [];
  const repeat = await context.newPage();
  repeat.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push({ url: res.url(), fromWorker: res.fromServiceWorker() });
  });
  await repeat.goto(homeUrl);
  await homeReady(repeat);
  await repeat.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  const fromNetwork = scripts.filter((s) => !s.fromWorker || !cachedBefore.has(s.url));
  await repeat.close();
  await page.close();
  return {
    installErrors: installabilityErrors.map((e) => e.errorId),
    repeatScripts: scripts.length,
    repeatScriptsFromNetwork: fromNetwork.length,
  };
}
