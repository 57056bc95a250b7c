import { expect, test, type Page, type Response } from './fixtures';
import { t as tr } from '../../locales/node';
import { waitForWarmWorker } from '../support/pwa-check';
import { baseOf, configOf, expectedMenu, signInMember } from './lobby-support';

/*
 * Issue 32 item 22: offline, with the service worker installed. After one visit of each screen, with
 * the network off, the lobby and the content screens show their last content under an offline
 * banner; the money screens say they need a connection (no redirect, no service error); back online,
 * they load by themselves. The other suites block service workers (playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

/** The worker precaches every screen's code before it takes over: longer than a page's own code. */
const WARM_MS = 60_000;

type Json = { list?: Record<string, unknown>[]; games?: Record<string, unknown>[] };
/** The first item's title (content) or name (games) in a list answer. */
const firstTitle = (body: Json): string => {
  const item = (body.list ?? body.games)?.find((x) => typeof (x.title ?? x.gameName) === 'string');
  if (!item) throw new Error('the list answer has no titled item');
  return String(item.title ?? item.gameName);
};

/** Visits a screen online and returns what its list answer says the screen shows first. */
async function visit(page: Page, url: string, api: RegExp): Promise<string> {
  const answer = page.waitForResponse(
    (r: Response) => api.test(new URL(r.url()).pathname + new URL(r.url()).search) && r.ok(),
  );
  await page.goto(url);
  const title = firstTitle((await (await answer).json()) as Json);
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  return title;
}

for (const code of ['demo', 'lotus'] as const) {
  test(`${code}: offline, the visited screens show their last content and the money screens ask for a connection`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const config = await configOf(request, code);
    const lang = config.defaultLanguage;
    const base = baseOf(code);
    const banner = page.getByRole('status').filter({ hasText: tr(lang, 'status.offline.banner') });
    const needsNetwork = page.getByRole('heading', { name: tr(lang, 'status.offline.needsNetwork') });

    // One visit online, as a guest: home, then the worker takes over and keeps what home loaded.
    await page.goto(`${base}/m/home`);
    const menu = page.getByRole('navigation', { name: tr(lang, 'games.categoryMenu') });
    await expect(menu).toBeVisible();
    await waitForWarmWorker(page, WARM_MS);
    const notice = await visit(page, `${base}/m/notice`, /^\/api\/content\/notices/);
    const promotion = await visit(page, `${base}/m/activity`, /^\/api\/promotions$/);
    const game = await visit(page, `${base}/m/slot-games`, /^\/api\/games\?/);
    await page.goto(`${base}/m/help?tag=terms`);
    const terms = page.getByRole('tabpanel');
    await expect(terms).toBeVisible();
    const termsTitle = (await terms.getAttribute('aria-label'))!;
    await page.goto(`${base}/m/home`);
    const bannerAlt = page.getByRole('region', { name: tr(lang, 'games.banners') }).getByRole('img');
    await expect(bannerAlt.first()).toBeVisible();
    const firstBanner = (await bannerAlt.first().getAttribute('alt'))!;
    await expect(banner).toHaveCount(0);

    await context.setOffline(true);
    await page.goto(`${base}/m/home`);
    await expect(banner).toBeVisible();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button')).toHaveText(await expectedMenu(request, code));
    await expect(page.getByRole('img', { name: firstBanner }).first()).toBeVisible();
    await expect(page.getByText(tr(lang, 'home.noAnnouncement'))).toHaveCount(0);
    if (process.env.LOOK_SHOTS)
      await page.screenshot({ path: `${process.env.LOOK_SHOTS}/offline-home-${code}.png` });
    for (const [url, text] of [
      ['/m/slot-games', game],
      ['/m/activity', promotion],
      ['/m/notice', notice],
    ] as const) {
      await page.goto(`${base}${url}`);
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await expect(banner).toBeVisible();
    }
    await page.goto(`${base}/m/help?tag=terms`);
    await expect(page.getByRole('tabpanel', { name: termsTitle })).toBeVisible();
    await expect(banner).toBeVisible();

    // Money screens: no redirect to login, no service error: they say they need a connection.
    for (const route of ['voucherCenter', 'withdraw'] as const) {
      await page.goto(`${base}/m/${route}`);
      await expect(needsNetwork).toBeVisible();
      await expect(page.getByRole('heading', { name: tr(lang, 'titles.' + route) })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(`/m/${route}`);
      await expect(page.getByText(tr(lang, 'status.serviceError.title'))).toHaveCount(0);
    }

    // Back online: the screen loads by itself (a guest's money screen goes on to login) and the banner goes.
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test(`${code}: a member's deposit screen offline asks for a connection, and opens by itself back online`, async ({
    page,
    context,
    request,
  }) => {
    const lang = (await configOf(request, code)).defaultLanguage;
    const base = baseOf(code);
    await signInMember(page, request, code);
    await page.goto(`${base}/m/home`);
    await expect(page.getByRole('navigation', { name: tr(lang, 'games.categoryMenu') })).toBeVisible();
    await waitForWarmWorker(page, WARM_MS);
    await context.setOffline(true);
    await page.goto(`${base}/m/voucherCenter`);
    await expect(page.getByRole('heading', { name: tr(lang, 'status.offline.needsNetwork') })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: tr(lang, 'status.offline.banner') }),
    ).toBeVisible();
    if (process.env.LOOK_SHOTS)
      await page.screenshot({ path: `${process.env.LOOK_SHOTS}/offline-deposit-${code}.png` });
    await context.setOffline(false);
    const deposit = page.getByRole('main', { name: tr(lang, 'titles.voucherCenter') });
    await expect(deposit.getByRole('textbox', { name: tr(lang, 'money.deposit.amount') })).toBeVisible();
    await expect(page.getByRole('heading', { name: tr(lang, 'status.offline.needsNetwork') })).toHaveCount(0);
  });
}

test('demo: a list the worker answered from its cache is replaced by itself when the network answers differently', async ({
  page,
  request,
}) => {
  const lang = (await configOf(request, 'demo')).defaultLanguage;
  const base = baseOf('demo');
  await page.goto(`${base}/m/home`);
  await expect(page.getByRole('navigation', { name: tr(lang, 'games.categoryMenu') })).toBeVisible();
  await waitForWarmWorker(page, WARM_MS);
  const notice = await visit(page, `${base}/m/notice`, /^\/api\/content\/notices/);
  // The worker's copy of the notices goes out of date: its first title is not the platform's any more.
  const old = `${notice} (cũ)`;
  await page.evaluate(async (title) => {
    const name = (await caches.keys()).find((k) => /^api-v\d+$/.test(k))!;
    const cache = await caches.open(name);
    const key = (await cache.keys()).find((r) => new URL(r.url).pathname === '/api/content/notices')!;
    const res = (await cache.match(key))!;
    const body = (await res.json()) as { list: { title: string }[] };
    body.list[0]!.title = title;
    await cache.put(key, new Response(JSON.stringify(body), { headers: res.headers }));
  }, old);
  await page.goto(`${base}/m/notice`);
  // Shown from the cache at once, then the platform's answer replaces it without a reload.
  await expect(page.getByText(notice, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(old, { exact: true })).toHaveCount(0);
});
