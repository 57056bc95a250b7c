import { expect, test, type Page } from '@playwright/test';
import { baseOf } from './lobby-support';

/*
 * Issue 18: the first screen's largest picture is in the page the server sends. Home and the game
 * lists carry their first banner as an <img fetchpriority="high"> in the boot shell (and preloaded);
 * the app, once its code has run, shows the same picture at the same address, so it is fetched once.
 * A screen without a banner gets no picture there (never a broken one).
 */
const decode = (s: string) => s.replace(/&#38;/g, '&');
const bootBanner = (html: string) => /<img src="([^"]+)"[^>]*data-boot-banner/.exec(html)?.[1];

async function appBanner(page: Page): Promise<string> {
  const img = page.locator('.gm-banner img').first();
  await expect(img).toBeVisible();
  const src = (await img.getAttribute('src'))!;
  const u = new URL(src, page.url());
  return `${u.pathname}${u.search}`;
}

for (const [code, path] of [
  ['demo', '/m/home'],
  ['lotus', '/m/home'],
  ['demo', '/m/slot-games'],
  ['lotus', '/m/slot-games'],
] as const) {
  test(`${code} ${path}: the boot shell's first banner is the app's first banner, fetched once`, async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/content/art/')) fetched.push(new URL(r.url()).pathname);
    });
    const res = await page.goto(`${baseOf(code)}${path}`);
    const html = await res!.text();
    const boot = bootBanner(html);
    expect(boot, 'a banner in the served page').toBeTruthy();
    expect(html).toContain(`<link rel="preload" as="image" href="${boot}" fetchpriority="high">`);
    expect(await appBanner(page)).toBe(decode(boot!));
    const first = new URL(decode(boot!), 'http://x').pathname;
    expect(fetched.filter((p) => p === first)).toHaveLength(1);
  });
}

test('screens without a banner carry none in the boot shell', async ({ page }) => {
  for (const path of ['/m/login', '/m/hot-games']) {
    const html = await (await page.request.get(`${baseOf('demo')}${path}`)).text();
    expect(html).toContain('<meta name="image-seed"');
    expect(bootBanner(html)).toBeUndefined();
    expect(html).not.toContain('rel="preload" as="image" href="/api/content/art/');
  }
});
