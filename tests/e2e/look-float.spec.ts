import { expect, test } from './fixtures';
import { baseOf, closeHomePopups, configOf } from './lobby-support';
import { t as tr } from '../../locales/node';
import { boxOf, overlaps } from './look-support';

// Its own client address: failed logins elsewhere in the suite (one IP, 127.0.0.1) would raise
// the per-IP captcha threshold here (the app trusts the loopback proxy's X-Forwarded-For).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.32.9.1' } });

/* Issue 32 item 14: the floating support button never covers the home category rail. */
for (const code of ['demo', 'lotus', 'basic'] as const) {
  test(`${code}: the floating support button leaves the category rail free`, async ({ page, request }) => {
    const lang = (await configOf(request, code)).defaultLanguage;
    await page.goto(`${baseOf(code)}/m/home`);
    await closeHomePopups(page, request, code as 'demo', lang);
    const rail = page.getByRole('navigation', { name: tr(lang, 'games.categoryMenu') });
    const toggle = page.getByRole('button', { name: tr(lang, 'menu.serviceOpen') });
    await expect(rail.getByRole('button').first()).toBeVisible();
    await expect(toggle).toBeVisible();
    for (const scroll of [0, 400]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      await page.waitForTimeout(100);
      const t = await boxOf(toggle);
      expect(
        overlaps(t, await boxOf(rail)),
        `toggle ${JSON.stringify(t)} over the rail at scroll ${scroll}`,
      ).toBe(false);
    }
  });
}
