import { expect, test } from './fixtures';
import { MERCHANTS, merchantDoc } from './account-support';
import { Player } from './accounts-support';

// Its own client address: failed logins elsewhere in the suite (one IP, 127.0.0.1) would raise
// the per-IP captcha threshold here (the app trusts the loopback proxy's X-Forwarded-For).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.32.2.1' } });

/*
 * Issue 32 item 8: a player who has just registered is welcomed for the first time, not "welcomed
 * back" by the members' greeting; a later login gets the members' greeting.
 */
test.describe.configure({ mode: 'default' });

for (const code of ['demo', 'lotus'] as const) {
  test(`${code}: a new registrant gets a first-time welcome, a returning member the members' greeting`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const m = MERCHANTS.find((x) => x.code === code)!;
    const p = new Player(page, m);
    const a = await p.registerForm();
    await p.confirmRegistered();
    const brand = (merchantDoc(code) as { name: string }).name;
    const first = page.getByRole('dialog', { name: p.t('home.firstWelcomeTitle', { brand }) });
    await expect(first).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog', { name: p.t('home.firstWelcomeTitle', { brand }) })).toHaveCount(1);
    // The seeded members' greeting ("Welcome back") is not shown to them.
    await expect(
      page.getByRole('dialog', { name: code === 'lotus' ? 'Welcome back' : 'Chào mừng trở lại' }),
    ).toHaveCount(0);
    await first
      .getByRole('button', { name: p.t('common.close') })
      .first()
      .click();
    await expect(page.locator('[data-home-greeting]')).toHaveAttribute('data-home-greeting', 'done');
    await p.logout();
    await page.evaluate(() => sessionStorage.clear());
    await p.passwordLogin(a.username ?? `m84${a.mobile}`, a.password);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(
      page.getByRole('dialog', { name: code === 'lotus' ? 'Welcome back' : 'Chào mừng trở lại' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(first).toHaveCount(0);
  });
}
