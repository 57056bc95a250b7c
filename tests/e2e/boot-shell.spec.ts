import { expect, test, type Page } from './fixtures';
import { baseOf } from './lobby-support';
import { tapPastPopups, tr } from './account-support';

/*
 * Issue 18: the first screen's largest picture is in the page the server sends. Home, the game
 * lists and the login screen carry their first banner as an <img fetchpriority="high"> in the boot
 * shell (and preloaded); the app, once its code has run, shows the same picture at the same address,
 * so it is fetched once. The app's code is asked for only after that picture has arrived (it would
 * share a phone's bandwidth with it), and the app takes over without moving anything.
 * A screen without a banner gets no picture there (never a broken one).
 */
const decode = (s: string) => s.replace(/&#38;/g, '&');
const bootBanner = (html: string) => /<img src="([^"]+)"[^>]*data-boot-banner/.exec(html)?.[1];

async function appBanner(page: Page, selector: string): Promise<string> {
  const img = page.locator(selector).first();
  await expect(img).toBeVisible();
  const src = (await img.getAttribute('src'))!;
  const u = new URL(src, page.url());
  return `${u.pathname}${u.search}`;
}

const GAME_BANNER = '.gm-banner img';
const PAGE_BANNER = '.ui-page-banner img';
for (const [code, path, selector] of [
  ['demo', '/m/home', GAME_BANNER],
  ['lotus', '/m/home', GAME_BANNER],
  ['demo', '/m/slot-games', GAME_BANNER],
  ['lotus', '/m/slot-games', GAME_BANNER],
  ['demo', '/m/login', PAGE_BANNER],
  ['lotus', '/m/login', PAGE_BANNER],
] as const) {
  test(`${code} ${path}: the boot shell's first banner is the app's first banner, fetched once`, async ({
    page,
  }) => {
    const fetched: string[] = [];
    // In order: when the banner's answer finished, and when each script was asked for.
    const events: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/content/art/')) fetched.push(new URL(r.url()).pathname);
      if (r.resourceType() === 'script') events.push('script');
    });
    page.on('requestfinished', (r) => {
      if (r.url().includes('/api/content/art/') && !events.includes('banner')) events.push('banner');
    });
    // Layout shifts from the first paint on (the app replacing the boot shell must move nothing).
    // Each shift keeps what moved (element, box before and after), so a failure says which.
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __shifts: string[] };
      w.__shift = 0;
      w.__shifts = [];
      const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          if (e.hadRecentInput) continue;
          w.__shift += e.value;
          const moved = (e.sources ?? []).map((src) => {
            const el = src.node instanceof Element ? src.node : src.node?.parentElement;
            const name = el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : '?';
            return `${name} ${rect(src.previousRect)} → ${rect(src.currentRect)}`;
          });
          w.__shifts.push(`${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ${moved.join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const res = await page.goto(`${baseOf(code)}${path}`);
    const html = await res!.text();
    const boot = bootBanner(html);
    expect(boot, 'a banner in the served page').toBeTruthy();
    expect(html).toContain(`<link rel="preload" as="image" href="${boot}" fetchpriority="high">`);
    expect(await appBanner(page, selector)).toBe(decode(boot!));
    const first = new URL(decode(boot!), 'http://x').pathname;
    expect(fetched.filter((p) => p === first)).toHaveLength(1);
    expect(events[0], 'the banner arrives before any script is asked for').toBe('banner');
    expect(html.split('</head>')[0], 'no script or module preload in the head').not.toMatch(
      /<script|modulepreload/,
    );
    // Settled before the sum: nothing left to load (pictures, fonts), two frames painted since and
    // the main thread idle, so a late shift has reached the observer.
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
      await new Promise<void>((r) => requestIdleCallback(() => r(), { timeout: 1000 }));
    });
    const shift = await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __shifts: string[] };
      return { sum: w.__shift, list: w.__shifts };
    });
    expect(shift.sum, `layout shifts:\n${shift.list.join('\n')}`).toBeLessThanOrEqual(0.01);
  });
}

test("the app's shared chunk asks the browser to compile it while it downloads", async ({ page }) => {
  // V8's explicit compile hint (vite.renderer.config.ts `compileHints`): the functions of the first
  // screens' shared chunk are compiled off the main thread as it streams in, instead of one by one
  // on the main thread as the first render calls them (issue 18, blocking time). It works only as
  // the file's very first line.
  const html = await (await page.request.get(`${baseOf('demo')}/m/home`)).text();
  const start = JSON.parse(
    /<script type="application\/json" id="app-start">([^<]+)<\/script>/.exec(html)![1]!,
  ) as {
    modules: string[];
  };
  const app = start.modules.find((m) => /\/app-[\w-]+\.js$/.test(m));
  expect(app, 'the shared chunk is preloaded').toBeTruthy();
  const code = await (await page.request.get(`${baseOf('demo')}${app}`)).text();
  expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});

test('screens without a banner carry none in the boot shell', async ({ page }) => {
  for (const path of ['/m/forget', '/m/hot-games']) {
    const html = await (await page.request.get(`${baseOf('demo')}${path}`)).text();
    expect(html).toContain('<meta name="image-seed"');
    expect(bootBanner(html)).toBeUndefined();
    expect(html).not.toContain('rel="preload" as="image" href="/api/content/art/');
  }
});

/** The box of the first element matching `selector`, rounded (CSS pixels). */
async function box(page: Page, selector: string) {
  const b = (await page.locator(selector).first().boundingBox())!;
  return { top: Math.round(b.y), height: Math.round(b.height), width: Math.round(b.width) };
}

// What a phone paints before the app's code and what the app paints: the banner in the same place.
for (const [code, path, selector] of [
  ['demo', '/m/home', GAME_BANNER],
  ['lotus', '/m/home', GAME_BANNER],
  ['demo', '/m/slot-games', GAME_BANNER],
  ['demo', '/m/login', PAGE_BANNER],
  ['lotus', '/m/login', PAGE_BANNER],
  ['demo', '/m/register', PAGE_BANNER],
  ['demo', '/m/download', PAGE_BANNER],
] as const) {
  test(`${code} ${path}: the boot shell puts the first banner where the app does`, async ({ browser }) => {
    const boot = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const bootPage = await boot.newPage();
    await bootPage.route('**/m/assets/*.js', (r) => r.abort());
    await bootPage.goto(`${baseOf(code)}${path}`);
    await expect(bootPage.locator('img[data-boot-banner]')).toBeVisible();
    const before = await box(bootPage, 'img[data-boot-banner]');
    await boot.close();
    const app = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await app.newPage();
    await page.goto(`${baseOf(code)}${path}`);
    await expect(page.locator(selector).first()).toBeVisible();
    await expect(page.locator('[data-boot-banner]')).toHaveCount(0);
    expect(await box(page, selector)).toEqual(before);
    await app.close();
  });
}

test('a player who closed the download bar gets none in the boot shell either', async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto(`${baseOf('demo')}/m/home`);
  // Home's guest greeting may open first: it is closed and the tap tried again.
  await tapPastPopups(page, 'vi', page.getByRole('button', { name: tr('vi', 'home.hideDownloadBar') }));
  const appBox = await box(page, GAME_BANNER);
  await page.route('**/m/assets/*.js', (r) => r.abort());
  await page.reload();
  await expect(page.locator('img[data-boot-banner]')).toBeVisible();
  await expect(page.locator('[data-boot-dlbar]')).toHaveCount(0);
  expect(await box(page, 'img[data-boot-banner]')).toEqual(appBox);
  await ctx.close();
});
