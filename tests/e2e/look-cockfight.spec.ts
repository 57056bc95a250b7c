import { expect, test } from './fixtures';
import { baseOf, configOf, ROOT } from './lobby-support';
import { t as tr } from '../../locales/node';

// Its own client address: failed logins elsewhere in the suite (one IP, 127.0.0.1) would raise
// the per-IP captcha threshold here (the app trusts the loopback proxy's X-Forwarded-For).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.32.6.1' } });

/*
 * Issue 32 item 20: a grouped category (cockfight) lists only the vendors its rule in the merchant's
 * file moves there; when the rule is off it has no games, and the page says so instead of listing
 * every sports and e-sports game.
 */
for (const code of ['demo', 'lotus'] as const) {
  test(`${code}: /m/cockfight shows only cockfight games, or says there are none`, async ({
    page,
    request,
  }) => {
    // The merchant's rules, defaults filled (a file without vendorRules gets the platform's).
    const config = await configOf(request, code);
    const rule = (
      config.games as { vendorRules?: { enabled: boolean; to: string; vendors?: string[] }[] }
    ).vendorRules?.find((r) => r.to === 'COCKFIGHT');
    const lang = config.defaultLanguage;
    await page.goto(`${baseOf(code)}/m/cockfight`);
    const main = page.getByRole('main');
    if (!rule?.enabled) {
      await expect(main.getByText(tr(lang, 'games.categoryEmpty'))).toBeVisible();
      await expect(
        main.getByRole('button', { name: new RegExp(`^${tr(lang, 'games.play', { name: '' })}`) }),
      ).toHaveCount(0);
      return;
    }
    const vendors = page.locator('.gm-tile__vendor');
    await expect(vendors.first()).toBeVisible();
    const names = (await (
      await request.get(`${ROOT}/api/games/vendors`, { headers: { 'X-Merchant-Code': code } })
    ).json()) as { vendors: { vassalage: string; displayName: string }[] };
    const allowed = names.vendors
      .filter((v) => rule.vendors!.some((r) => v.vassalage.startsWith(r)))
      .map((v) => v.displayName);
    for (const text of await vendors.allInnerTexts()) expect(allowed).toContain(text);
  });
}
