import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from './fixtures';
import { t as tr } from '../../locales/node';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { PUBLIC_API_PATTERNS } from '../../config-server/service-worker';
import { measurePwa, waitForWarmWorker } from '../support/pwa-check';
import { baseOf, configOf } from './lobby-support';

/*
 * The player site's service worker and installability (issue 11). The other suites block service
 * workers (playwright.config.ts); Chromium never offers to install from an incognito context, so
 * this suite runs in a browser profile of its own.
 */
let dir = '';
let context: BrowserContext;
test.beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wl-pwa-'));
  context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'vi-VN',
    serviceWorkers: 'allow',
  });
});
test.afterEach(async () => {
  await context.close();
  rmSync(dir, { recursive: true, force: true });
});

const homeReady = (lang: string) => async (page: Page) => {
  await expect(page.getByRole('navigation', { name: tr(lang, 'games.categoryMenu') })).toBeVisible();
};

for (const code of ['demo', 'lotus'] as const) {
  test(`${code}: /m/home is installable, and a repeat visit runs no script from the network`, async ({
    request,
  }) => {
    const lang = (await configOf(request, code)).defaultLanguage;
    const figures = await measurePwa(context as never, `${baseOf(code)}/m/home`, homeReady(lang) as never);
    expect(figures.installErrors).toEqual([]);
    expect(figures.repeatScripts).toBeGreaterThan(3);
    expect(figures.repeatScriptsFromNetwork).toBe(0);
  });
}

test('offline: a page not visited yet opens from the cached app, else the offline page; no API answer but the public lists is cached', async ({
  request,
}) => {
  const lang = (await configOf(request, 'lotus')).defaultLanguage;
  const base = baseOf('lotus');
  const page = await context.newPage();
  await page.goto(`${base}/m/home`);
  await homeReady(lang)(page);
  await waitForWarmWorker(page);
  await context.setOffline(true);
  await page.goto(`${base}/m/help`);
  await expect(page.getByRole('heading', { name: tr(lang, 'titles.help'), level: 1 })).toBeVisible();
  // Without any cached page, the merchant's offline page.
  // The page may still reload once while it settles offline (a screen chunk it had not loaded
  // reloads the page, route-error-boundary): clear the cache from whichever document is current.
  await expect(async () => {
    await page.evaluate(async () => {
      const cache = await caches.open((await caches.keys()).find((k) => k.startsWith('pages-'))!);
      for (const k of await cache.keys()) if (!k.url.endsWith('/m/offline.html')) await cache.delete(k);
    });
  }).toPass({ timeout: 10_000 });
  await page.goto(`${base}/m/notice`);
  await expect(page.getByRole('heading', { name: tr(lang, 'content.offline.title') })).toBeVisible();
  await context.setOffline(false);
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const k of await (await caches.open(name)).keys()) urls.push(k.url);
    return urls.filter(
      (u) => new URL(u).pathname.startsWith('/api/') && !new URL(u).pathname.startsWith('/api/content/art/'),
    );
  });
  // The public lists are kept for offline use (issue 32 item 22, tests/e2e/offline.spec.ts); nothing else.
  expect(cachedApi.length).toBeGreaterThan(0);
  expect(cachedApi.filter((u) => !PUBLIC_API_PATTERNS.some((p) => p.test(new URL(u).pathname)))).toEqual([]);
});
