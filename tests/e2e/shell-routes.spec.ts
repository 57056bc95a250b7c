import { expect, test } from './fixtures';
import {
  closePopups,
  tapPastPopups,
  langOf,
  MERCHANTS,
  merchantDoc,
  tr,
  withMerchantEdit,
} from './account-support';

const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];
const GUEST_BLOCKED = ['/m/voucherCenter', '/m/withdraw', '/m/member/benefits', '/m/favorite', '/m/recent'];

for (const m of MERCHANTS) {
  test.describe(`shell on ${m.code}`, () => {
    test('home aliases, unknown paths and register.html', async ({ page }) => {
      const lang = langOf(m.code);
      for (const path of HOME_ALIASES) {
        await page.goto(m.base + path);
        await expect(page, path).toHaveURL(/\/m\/home$/);
        await expect(page.getByRole('button', { name: tr(lang, 'menu.openMenu') }).first()).toBeVisible();
      }
      await page.goto(`${m.base}/m/no-such-page`);
      await expect(page).toHaveURL(/\/m\/home$/);
      await page.goto(`${m.base}/m/register.html`);
      await expect(page).toHaveURL(/\/m\/register$/);
      await expect(page.getByRole('heading', { name: tr(lang, 'titles.register') })).toBeVisible();
      // A screen not built by this issue still shows its title, never a blank page.
      await page.goto(`${m.base}/m/set`);
      await expect(page.getByRole('heading', { name: tr(lang, 'titles.set') }).first()).toBeVisible();
    });

    test('guests are sent to /m/login from member screens', async ({ page }) => {
      const lang = langOf(m.code);
      for (const path of GUEST_BLOCKED) {
        await page.goto(m.base + path);
        await expect(page, path).toHaveURL(/\/m\/login$/);
      }
      await expect(page.getByRole('button', { name: tr(lang, 'common.login'), exact: true })).toBeVisible();
    });

    test('language switch to English and back (or only the merchant language)', async ({ page }) => {
      const lang = langOf(m.code);
      const languages = merchantDoc(m.code).languages ?? ['vi', 'en'];
      await page.goto(`${m.base}/m/home`);
      await closePopups(page, lang);
      await tapPastPopups(page, lang, page.getByRole('button', { name: tr(lang, 'menu.openMenu') }).first());
      const menu = page.getByRole('navigation', { name: tr(lang, 'menu.sideMenu') });
      await expect(menu).toBeVisible();
      if (languages.length < 2) {
        // One language: no selector to offer.
        await expect(menu.getByRole('group', { name: tr(lang, 'menu.language') })).toHaveCount(0);
        return;
      }
      const other = lang === 'en' ? 'vi' : 'en';
      await menu.getByRole('button', { name: other === 'en' ? 'English' : 'Tiếng Việt' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(
        page
          .getByRole('navigation', { name: tr(other, 'menu.sideMenu') })
          .getByRole('button', { name: tr(other, 'menu.help') }),
      ).toBeVisible();
      // The choice is stored: a reload keeps it.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await closePopups(page, other);
      await tapPastPopups(
        page,
        other,
        page.getByRole('button', { name: tr(other, 'menu.openMenu') }).first(),
      );
      await page
        .getByRole('navigation', { name: tr(other, 'menu.sideMenu') })
        .getByRole('button', { name: lang === 'en' ? 'English' : 'Tiếng Việt' })
        .click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('button', { name: tr(lang, 'menu.closeMenu') })).toBeVisible();
    });
  });
}

test('an operator edit (CBS3 on) reaches an open page within 2 s, without a reload', async ({ page }) => {
  const basic = MERCHANTS.find((x) => x.code === 'basic')!;
  const lang = langOf('basic');
  await page.goto(`${basic.base}/m/home`);
  await closePopups(page, lang);
  const footer = page.getByRole('navigation', { name: tr(lang, 'menu.footer') });
  await expect(footer.getByRole('button', { name: tr(lang, 'menu.home') })).toBeVisible();
  await expect(footer.getByRole('button', { name: tr(lang, 'menu.liveChat') })).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await withMerchantEdit(
    'basic',
    (doc) => {
      doc.flags = { ...doc.flags, CBS3: true };
    },
    async () => {
      const started = Date.now();
      await expect(footer.getByRole('button', { name: tr(lang, 'menu.liveChat') })).toBeVisible({
        timeout: 2000,
      });
      expect(Date.now() - started).toBeLessThan(2000);
      // Same document: the marker set before the edit is still there.
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
        true,
      );
    },
  );
});

test('a merchant that lets guests try free-play games (guestFreePlay): a guest plays one in free mode, a real-money game still asks to log in', async ({
  page,
  request,
}) => {
  const basic = MERCHANTS.find((x) => x.code === 'basic')!;
  const lang = langOf('basic');
  type G = { gameName: string; vassalage: string; supportPlay: number; maintenance: boolean };
  const res = await request.get('/api/games', {
    params: { gameType: 'RNG', pageSize: 200 },
    headers: { 'X-Merchant-Code': 'basic', 'Accept-Language': lang },
  });
  const games = ((await res.json()) as { games: G[] }).games.filter((g) => !g.maintenance);
  const free = games.find((g) => g.supportPlay === 1);
  const realOnly = games.find((g) => g.supportPlay === 0 && g.vassalage === free?.vassalage);
  expect(
    { free: !!free, realOnly: !!realOnly },
    'the basic catalogue must have a vendor with both a free-play and a real-only slot',
  ).toEqual({ free: true, realOnly: true });
  const launches: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/games/launch')) launches.push(r.postDataJSON());
  });
  await withMerchantEdit(
    'basic',
    (doc) => {
      doc.flags = { ...doc.flags, guestFreePlay: true };
    },
    async () => {
      await expect
        .poll(
          async () =>
            (
              (await (await request.get('/api/merchants/basic/config')).json()) as {
                flags: Record<string, boolean>;
              }
            ).flags.guestFreePlay,
        )
        .toBe(true);
      await page.goto(`${basic.base}/m/slot-games?vassalage=${realOnly!.vassalage}`);
      await page
        .getByRole('button', { name: tr(lang, 'games.play', { name: realOnly!.gameName }) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/m\/login$/);
      expect(launches).toEqual([]);
      await page.goto(`${basic.base}/m/slot-games?vassalage=${free!.vassalage}`);
      await page
        .getByRole('button', { name: tr(lang, 'games.play', { name: free!.gameName }) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/demo\/game/);
      expect(launches).toEqual([expect.objectContaining({ free: true })]);
    },
  );
});

test('a live change waits while a form is being filled in, and applies on the next screen', async ({
  page,
}) => {
  const basic = MERCHANTS.find((x) => x.code === 'basic')!;
  const lang = langOf('basic');
  await page.goto(`${basic.base}/m/login`);
  await page.getByLabel(tr(lang, 'account.username')).fill('someone');
  await withMerchantEdit(
    'basic',
    (doc) => {
      doc.flags = { ...doc.flags, smsLogin: true };
    },
    async () => {
      // The event arrives (the page keeps the new config as its last good one, embedded.ts), but the
      // form the player types in does not change under their fingers.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              (
                JSON.parse(localStorage.getItem('MC_CONFIG_basic') ?? '{}') as {
                  config?: { flags?: { smsLogin?: boolean } };
                }
              ).config?.flags?.smsLogin,
          ),
        )
        .toBe(true);
      await expect(page.getByRole('tab', { name: tr(lang, 'account.method.sms') })).toHaveCount(0);
      await expect(page.getByLabel(tr(lang, 'account.username'))).toHaveValue('someone');
      await page
        .getByRole('navigation', { name: tr(lang, 'menu.footer') })
        .getByRole('button', { name: tr(lang, 'menu.home') })
        .click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await closePopups(page, lang);
      await tapPastPopups(page, lang, page.getByRole('link', { name: tr(lang, 'common.login') }));
      await expect(page.getByRole('tab', { name: tr(lang, 'account.method.sms') })).toBeVisible();
    },
  );
});
