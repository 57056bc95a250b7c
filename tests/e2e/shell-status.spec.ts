import { expect, test, type Page } from './fixtures';
import { langOf, MERCHANTS, tapPastPopups, tr } from './account-support';

/*
 * System status at start-up (spec §4): the platform's answer decides the page. The answers are
 * served here by the test (the platform's own rules are tested in its suites), so no merchant file
 * changes under the other suites running in parallel.
 */
const demo = MERCHANTS.find((m) => m.code === 'demo')!;
const lang = langOf('demo');

function status(
  page: Page,
  body: { status: number; maintenance: boolean; regionRestriction: boolean; ipBlocked?: boolean },
) {
  return page.route('**/api/status', (route) =>
    route.fulfill({
      json: {
        ...body,
        location: { ip: '203.0.113.7' },
        info: {
          merchantCode: 'demo',
          customerService: [],
          domainRoute: [],
          mobileTemplate: { mem_cen: '0', dep_func: '0' },
          register: { methods: ['username'] },
          resources: [],
          whitelabel: 'demo',
          mainDomain: 'localhost',
          imageCDNs: [],
          contactUrl: 'mailto:help@demo.example',
        },
      },
    }),
  );
}

test('maintenance shows the maintenance page', async ({ page }) => {
  await status(page, { status: 1, maintenance: true, regionRestriction: true });
  await page.goto(`${demo.base}/m/home`);
  await expect(page.getByRole('heading', { name: tr(lang, 'status.maintenance.title') })).toBeVisible();
});

test('region restricted shows the IP and a contact link; the status is cached and refreshed', async ({
  page,
}) => {
  await status(page, { status: 2, maintenance: false, regionRestriction: true });
  await page.goto(`${demo.base}/m/home`);
  await expect(page.getByRole('heading', { name: tr(lang, 'status.regionRestricted.title') })).toBeVisible();
  await expect(page.getByText(tr(lang, 'status.yourIp', { ip: '203.0.113.7' }))).toBeVisible();
  await expect(page.getByRole('link', { name: tr(lang, 'status.contact') })).toHaveAttribute(
    'href',
    'mailto:help@demo.example',
  );
  // Back to normal: the cached status shows first, the refresh at start-up lifts it.
  await page.unroute('**/api/status');
  await status(page, { status: 0, maintenance: false, regionRestriction: false });
  await page.reload();
  await expect(page.getByRole('button', { name: tr(lang, 'menu.openMenu') }).first()).toBeVisible();
});

test('a blocked IP shows the IP-block page', async ({ page }) => {
  await status(page, { status: 2, maintenance: false, regionRestriction: true, ipBlocked: true });
  await page.goto(`${demo.base}/m/login`);
  await expect(page.getByRole('heading', { name: tr(lang, 'status.ipBlock.title') })).toBeVisible();
  await expect(page.getByText(tr(lang, 'status.yourIp', { ip: '203.0.113.7' }))).toBeVisible();
});

test('a screen whose code cannot be fetched reloads once, then shows the service-error page', async ({
  page,
}) => {
  const asked: string[] = [];
  await page.route(/\/m\/assets\/search-page-[^/]*\.js$/, (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  page.on('pageerror', () => undefined);
  await page.goto(`${demo.base}/m/home`);
  // Home's guest popups (announcements, the sign-up gift) open late on a busy machine: close them first.
  await tapPastPopups(page, lang, page.getByRole('link', { name: tr(lang, 'games.searchLabel') }).first());
  await expect(page.getByRole('heading', { name: tr(lang, 'status.serviceError.title') })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/search$/);
  // One reload fetched the screen again (a new release's chunk), and no loop followed.
  expect(loads.filter((u) => u.endsWith('/m/search'))).toHaveLength(1);
  expect(asked.length).toBeGreaterThanOrEqual(2);
});

test('a request still unanswered after limits.timings.slowConnectionMs says the connection is slow, once for the spell', async ({
  page,
}) => {
  // Every content call of home answers only after the slow threshold (8 s by default) and a bit.
  await page.route('**/api/content/**', async (route) => {
    await new Promise((r) => setTimeout(r, 9_500));
    await route.continue().catch(() => undefined);
  });
  await page.goto(`${demo.base}/m/home`);
  const notice = page.locator('.ui-toast').filter({ hasText: tr(lang, 'errors.SLOW_CONNECTION') });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  // Several requests are slow at once: one notice, not one per request.
  await expect(notice).toHaveCount(1);
});
