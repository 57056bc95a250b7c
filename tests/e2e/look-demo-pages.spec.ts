import { expect, test, type Page } from './fixtures';
import { configOf } from './lobby-support';
import { t as tr } from '../../locales/node';
import { cashierUrl, chatUrl, gamePageUrl } from './look-support';

// Its own client address: failed logins elsewhere in the suite (one IP, 127.0.0.1) would raise
// the per-IP captcha threshold here (the app trusts the loopback proxy's X-Forwarded-For).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.32.7.1' } });

/*
 * Issue 32 item 15: the game page, the demo cashier and the chat page wear the merchant's theme and
 * the site's app bar (a back button and a title of app-bar size), not one fixed dark look.
 */
const rgb = (hex: string) => {
  const h = hex.replace('#', '');
  const n = (i: number) => parseInt(h.length === 3 ? h[i]! + h[i]! : h.slice(i * 2, i * 2 + 2), 16);
  return `rgb(${n(0)}, ${n(1)}, ${n(2)})`;
};
const bg = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

for (const code of ['demo', 'lotus'] as const) {
  test(`${code}: game, cashier and chat pages take the merchant's theme and app bar`, async ({
    page,
    request,
  }) => {
    const config = await configOf(request, code);
    for (const url of [await gamePageUrl(request, code), await cashierUrl(request, code), chatUrl(code)]) {
      await page.goto(url);
      const lang = await page.evaluate(() => document.documentElement.lang);
      const bar = page.getByRole('banner');
      await expect(bar, url).toBeVisible();
      await expect(bar.getByRole('link', { name: tr(lang, 'common.back') })).toBeVisible();
      expect(await bg(page, 'body'), url).toBe(rgb(config.theme.colors.background));
      expect(await bg(page, 'header'), url).toBe(rgb(config.theme.colors.header));
      const h1 = bar.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      const size = await h1.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(size, 'an app-bar title, not a poster heading').toBeLessThanOrEqual(20);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // LOOK_SHOTS=<folder>: a picture of each page at 390×844, to look at.
      if (process.env.LOOK_SHOTS)
        await page.screenshot({
          path: `${process.env.LOOK_SHOTS}/${code}-${new URL(url).pathname.split('/').pop()}.png`,
        });
    }
  });
}
