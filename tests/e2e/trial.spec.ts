import { expect, test, type Page } from './fixtures';
import { closePopups, langOf, tr } from './account-support';
import { baseOf } from './lobby-support';

/*
 * Free trial (spec §4, §6): a visitor takes a trial account from the login screen and lands on home
 * with it. The screens of a real member (money, VIP, rewards, my account…) refuse free accounts on
 * the server, so instead of an empty screen ("no deposit channel") the player reads why and is
 * offered the way to an actual account; a guest still goes to the login screen.
 */
async function startTrial(page: Page, base: string, lang: string) {
  await page.goto(`${base}/m/login`);
  await page.getByRole('button', { name: tr(lang, 'account.freeTrial') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await closePopups(page, lang);
}

for (const code of ['demo', 'lotus'] as const) {
  const lang = langOf(code);
  const base = baseOf(code);

  test(`${code}: a trial player is told why money, VIP and rewards need an actual account, and can register`, async ({
    page,
  }) => {
    await startTrial(page, base, lang);
    for (const [path, key] of [
      ['/m/voucherCenter', 'voucherCenter'],
      ['/m/withdraw', 'withdraw'],
      ['/m/member/benefits', 'vip'],
      ['/m/rewardCenter', 'rewardCenter'],
    ] as const) {
      await page.goto(`${base}${path}`);
      const main = page.getByRole('main', { name: tr(lang, `titles.${key}`) });
      await expect(main.getByText(tr(lang, 'common.realAccount.title'))).toBeVisible();
      await expect(main.getByRole('note')).toHaveText(tr(lang, 'errors.TRIAL_ACCOUNT_REFUSED'));
      // The player stays on that screen (its title is in the header), not sent elsewhere.
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    }
    // The member centre works for a trial account, with no empty VIP card.
    await page.goto(`${base}/m/member/home`);
    await expect(page.getByRole('main', { name: tr(lang, 'titles.memberHome') })).toBeVisible();
    await expect(page.locator('section.mb-card:empty')).toHaveCount(0);
    // The agent programme's join screen says the same, with the same way on.
    await page.goto(`${base}/m/join`);
    await expect(page.getByRole('note')).toHaveText(tr(lang, 'errors.TRIAL_ACCOUNT_REFUSED'));
    await expect(page.getByRole('link', { name: tr(lang, 'common.realAccount.login') })).toBeVisible();
    // Its longer labels stack: nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The way on: registering (free), from the deposit screen.
    await page.goto(`${base}/m/voucherCenter`);
    await page.getByRole('link', { name: tr(lang, 'common.realAccount.register') }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(page.getByLabel(new RegExp(`^${tr(lang, 'account.field.password')}`)).first()).toBeVisible();
  });
}

test('demo: a trial player plays a game (the trial is for playing)', async ({ page }) => {
  await startTrial(page, baseOf('demo'), 'vi');
  await page.goto(`${baseOf('demo')}/m/slot-games`);
  await closePopups(page, 'vi');
  await page.locator('.gm-tile__play').first().click();
  // Games with free play ask first (real or free); either opens the game page.
  const real = page.getByRole('button', { name: tr('vi', 'games.playReal') });
  const back = page.getByRole('link', { name: tr('vi', 'platform.demo.back') });
  await expect(real.or(back).first()).toBeVisible();
  if (await real.isVisible()) await real.click();
  await expect(page).toHaveURL(/\/demo\/game\?/);
  await expect(back).toBeVisible();
});

test('a guest on a real member screen still goes to the login screen', async ({ page }) => {
  await page.goto(`${baseOf('demo')}/m/voucherCenter`);
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('change password and the inbox need a real member: a guest and a trial player go home', async ({
  page,
}) => {
  const base = baseOf('demo');
  await page.goto(`${base}/m/changePsw`);
  await expect(page).toHaveURL(/\/m\/home$/);
  await startTrial(page, base, 'vi');
  for (const path of ['/m/changePsw', '/m/inbox']) {
    await page.goto(`${base}${path}`);
    await expect(page).toHaveURL(/\/m\/home$/);
  }
  // The side menu offers a trial player no change-password entry (core/menus.ts).
  await page
    .getByRole('button', { name: tr('vi', 'menu.openMenu') })
    .first()
    .click();
  const menu = page.getByRole('navigation', { name: tr('vi', 'menu.sideMenu') });
  // Its entries are there (help is one of them), without change password.
  await expect(menu.getByRole('button', { name: tr('vi', 'menu.help') })).toBeVisible();
  await expect(menu.getByRole('button', { name: tr('vi', 'menu.changePassword') })).toHaveCount(0);
});
