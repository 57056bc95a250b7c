import { expect, test } from './fixtures';
import { MERCHANTS } from './account-support';
import { Player } from './accounts-support';

// Its own client address: failed logins elsewhere in the suite (one IP, 127.0.0.1) would raise
// the per-IP captcha threshold here (the app trusts the loopback proxy's X-Forwarded-For).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.32.4.1' } });

/*
 * Issue 32 item 5 (spec §3: the login's username is a username or a mobile number): a player who
 * registered with a mobile number reads the account name the platform made for them once, and logs
 * in with the number and the password, spelt as people spell it.
 */
test.describe.configure({ mode: 'default' });

const spellings = (national: string) => [
  `0${national}`,
  `+84 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
  national,
  `84${national}`,
];

test('demo: a mobile sign-up is shown its generated username, then logs in with the number in any usual spelling', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const m = MERCHANTS.find((x) => x.code === 'demo')!;
  const p = new Player(page, m);
  const a = await p.registerForm();
  const generated = `m84${a.mobile}`;
  const notice = page.getByRole('dialog', { name: p.t('account.registerSuccessTitle') });
  // The account name is shown to read and to copy, and the notice says the number works too.
  await expect(notice.getByText(generated, { exact: true })).toBeVisible();
  await expect(notice.getByText(p.t('account.registeredLoginHint'))).toBeVisible();
  await expect(notice.getByRole('button', { name: p.t('account.copyUsername') })).toBeVisible();
  await p.confirmRegistered();
  await p.logout();
  for (const spelling of spellings(a.mobile!)) {
    await p.passwordLogin(spelling, a.password);
    await expect(page, `login as "${spelling}"`).toHaveURL(/\/m\/home$/);
    await p.logout();
  }
  // A wrong password on the number counts against the account as on its username.
  await p.passwordLogin(`0${a.mobile}`, 'Wrong0pass');
  await expect(page.getByText(p.t('errors.WRONG_CREDENTIALS'))).toBeVisible();
});

test('lotus: the username field says it takes the mobile number, and a number in it goes to the platform', async ({
  page,
}) => {
  // lotus registers by username only (its members add a number later): the API suite logs a lotus
  // member in by number; here the form lets a spelled number through to the platform.
  const m = MERCHANTS.find((x) => x.code === 'lotus')!;
  const p = new Player(page, m);
  await page.goto(`${m.base}/m/login`);
  await expect(page.getByText(p.t('account.usernameOrMobileHint'))).toBeVisible();
  await p.passwordLogin('+84 (912) 345-670', 'Passw0rd1');
  await expect(page.getByText(p.t('errors.WRONG_CREDENTIALS'))).toBeVisible();
  await expect(page.getByText(p.t('validation.length', { min: 4, max: 16 }))).toHaveCount(0);
});
