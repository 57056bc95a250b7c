import { expect, test, type Page } from './fixtures';
import {
  closePopups,
  tapPastPopups,
  flag,
  langOf,
  MERCHANTS,
  merchantDoc,
  outbox,
  tr,
  uniqueMobile,
  uniqueName,
  watchCaptcha,
  type MerchantUnderTest,
} from './account-support';

/*
 * Every account flow of issue 4, driven per merchant by its own flags: register → logout → login
 * (username, and SMS where enabled, codes read from the dev outbox) → change password → login with
 * the new one; captcha after a failed login; forgot password by email, completed with the mailed code.
 */
test.describe.configure({ mode: 'default' });

interface Account {
  username: string;
  password: string;
  mobile?: string;
  email?: string;
  nickname?: string;
}
const DIAL = '+84';

class Flow {
  readonly lang: string;
  readonly captcha: ReturnType<typeof watchCaptcha>;
  constructor(
    readonly page: Page,
    readonly m: MerchantUnderTest,
  ) {
    this.lang = langOf(m.code);
    this.captcha = watchCaptcha(page);
  }
  t = (key: string, params?: Record<string, unknown>) => tr(this.lang, key, params);
  field = (key: string) => this.page.getByLabel(new RegExp(`^${escape(tr(this.lang, key))}`)).first();

  /** Fills the captcha, when one is shown, with its answer from the dev outbox. */
  async fillCaptcha() {
    const box = this.page.getByLabel(this.t('account.captcha'), { exact: true });
    if (!(await box.isVisible())) return;
    await expect.poll(() => this.captcha.latest()).toBeTruthy();
    const answer = await outbox(this.page.request, this.m, 'captcha', this.captcha.latest()!);
    await box.fill(answer.body);
  }

  /** Gets an SMS code for the mobile field of the open form and types it. */
  async fillSmsCode(mobile: string, codeLabel: string) {
    const since = Date.now() - 1000;
    await this.page.getByRole('button', { name: this.t('account.getCode') }).click();
    const sms = await outbox(this.page.request, this.m, 'sms', `${DIAL}${mobile}`, since);
    await this.field(codeLabel).fill(/\d{4,10}/.exec(sms.body)![0]);
  }

  /** Submits a login; if the platform asks for a captcha (failures from this IP), answers it and retries once. */
  async submitLogin() {
    const button = this.page.getByRole('button', { name: this.t('common.login'), exact: true });
    await this.fillCaptcha();
    await button.click();
    const done = await this.page.waitForURL(/\/m\/home$/, { timeout: 4000 }).then(
      () => true,
      () => false,
    );
    if (done) return;
    await this.fillCaptcha();
    await button.click();
    await expect(this.page).toHaveURL(/\/m\/home$/);
  }

  async logout() {
    await closePopups(this.page, this.lang);
    await tapPastPopups(
      this.page,
      this.lang,
      this.page.getByRole('button', { name: this.t('menu.openMenu') }).first(),
    );
    // A home greeting may open over the menu meanwhile: a person closes it and taps again.
    await tapPastPopups(
      this.page,
      this.lang,
      this.page
        .getByRole('navigation', { name: this.t('menu.sideMenu') })
        .getByRole('button', { name: this.t('common.logout') }),
    );
    await this.page
      .getByRole('dialog', { name: this.t('common.logoutTitle') })
      .getByRole('button', { name: this.t('common.logout') })
      .click();
    await expect(this.page).toHaveURL(/\/m\/home$/);
    await expect(this.page.getByRole('link', { name: this.t('common.login') })).toBeVisible();
  }
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function register(f: Flow): Promise<Account> {
  const { page, m } = f;
  await page.goto(`${m.base}/m/register`);
  const password = 'Passw0rd1';
  const fields = merchantDoc(m.code).register?.fields ?? {};
  const account: Account = { username: '', password };
  if (flag(m.code, 'mobileRegistration')) {
    account.mobile = uniqueMobile();
    await f.field('account.field.mobileNum').fill(account.mobile);
    if (flag(m.code, 'smsVerification'))
      await f.fillSmsCode(account.mobile, 'account.field.verificationCode');
  } else {
    account.username = uniqueName('p');
    await f.field('account.field.username').fill(account.username);
  }
  await f.field('account.field.password').fill(password);
  await f.field('account.field.confirmPassword').fill(password);
  if (fields.email?.enabled) {
    account.email = `${uniqueName('mail')}@example.com`;
    await f.field('account.field.email').fill(account.email);
  }
  if (fields.payeeName?.enabled) await f.field('account.field.payeeName').fill('Test Player');
  if (fields.nickname?.enabled) {
    account.nickname = uniqueName('Lucky');
    await f.field('account.field.nickname').fill(account.nickname);
  }
  await f.fillCaptcha();
  await page.getByRole('button', { name: f.t('account.createAccount') }).click();
  const done = page.getByRole('dialog', { name: f.t('account.registerSuccessTitle') });
  const failure = page.locator('.ui-toast--error');
  await expect(done.or(failure).first()).toBeVisible();
  // A refusal names its reason (rate limit, taken name…) instead of a bare timeout.
  if (await failure.isVisible()) throw new Error(`register refused: ${await failure.textContent()}`);
  await done.getByRole('button', { name: f.t('common.ok') }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  if (flag(m.code, 'depositPopup')) {
    const gift = page.getByRole('dialog', { name: f.t('account.giftTitle') });
    await expect(gift).toBeVisible();
  }
  // The gift and any announcement popups stack: close them from the top.
  await closePopups(page, f.lang);
  // The name the site shows is the account name to log in with (mobile sign-ups get one from the platform).
  // A members' greeting may still open on top (it waits for a quiet moment): close it and tap again.
  await tapPastPopups(page, f.lang, page.getByRole('button', { name: f.t('menu.openMenu') }).first());
  const profile = page.getByRole('region', { name: f.t('menu.account') });
  const shown = (await profile
    .getByRole('strong')
    .or(profile.locator('strong'))
    .first()
    .textContent())!.trim();
  if (account.nickname) {
    // Spec §2: members see their nickname; the account to log in with is named under it.
    expect(shown).toBe(account.nickname);
    const line = (await profile.getByText(f.t('menu.accountLine', { account: '' }).trim()).textContent())!;
    account.username = line.slice(line.indexOf(':') + 1).trim();
  } else {
    account.username = shown;
  }
  await page.getByRole('button', { name: f.t('menu.closeMenu') }).click();
  return account;
}

async function loginByUsername(f: Flow, a: Account, password: string) {
  await f.page.goto(`${f.m.base}/m/login`);
  if (flag(f.m.code, 'smsLogin'))
    await f.page.getByRole('tab', { name: f.t('account.method.username') }).click();
  await f.field('account.username').fill(a.username);
  await f.field('account.password').fill(password);
  await f.submitLogin();
}

/** The merchant asks an email at registration, so an account of it can recover its password by email. */
const emailAtRegistration = (code: string) => !!merchantDoc(code).register?.fields?.email?.enabled;
/** Phone recovery: the reset-by-phone tab, and accounts registered with a mobile number. */
const phoneRecovery = (code: string) => flag(code, 'CHNGPASSVERIF3') && flag(code, 'mobileRegistration');

test('the merchant configs exercise every account flow: email recovery on at least one merchant, phone recovery on demo', () => {
  // The per-merchant skips below are the merchant's own config lacking the feature; a config change
  // that leaves no merchant running a case fails here instead of skipping it everywhere.
  expect(
    MERCHANTS.filter((m) => flag(m.code, 'CHNGPASSMAIL3') && emailAtRegistration(m.code)).map((m) => m.code),
    'at least one merchant must have email recovery (CHNGPASSMAIL3) and ask an email at registration',
  ).not.toEqual([]);
  expect(phoneRecovery('demo'), 'demo must have phone recovery (CHNGPASSVERIF3 and mobileRegistration)').toBe(
    true,
  );
});

for (const m of MERCHANTS) {
  test(`${m.code}: register → logout → login → change password → login with the new one`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const f = new Flow(page, m);
    const a = await register(f);
    expect(a.username).not.toBe('');
    // A popup closes with the browser's back button, and the page stays where it was.
    await tapPastPopups(
      page,
      f.lang,
      page.getByRole('banner').getByRole('button', { name: f.t('common.logout') }),
    );
    const confirm = page.getByRole('dialog', { name: f.t('common.logoutTitle') });
    await expect(confirm).toBeVisible();
    await page.goBack();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/m\/home$/);
    await f.logout();

    if (flag(m.code, 'smsLogin') && a.mobile) {
      await page.goto(`${m.base}/m/login`);
      await page.getByRole('tab', { name: f.t('account.method.sms') }).click();
      await f.field('account.mobileNum').fill(a.mobile);
      await f.fillSmsCode(a.mobile, 'account.smsCode');
      await f.submitLogin();
      await f.logout();
    }
    await loginByUsername(f, a, a.password);

    await page.goto(`${m.base}/m/changePsw`);
    await expect(page.getByLabel(f.t('account.username'))).toHaveValue(a.username);
    // A fresh page holds no password (it is never stored): the old one is asked.
    await f.field('account.oldPassword').fill(a.password);
    const next = 'N3wPassw0rd';
    // The same password as the old one: a popup, and no call.
    await f.field('account.newPassword').fill(a.password);
    await f.field('account.confirmNewPassword').fill(a.password);
    await page.getByRole('button', { name: f.t('account.changePassword') }).click();
    const same = page.getByRole('dialog', { name: f.t('account.samePasswordTitle') });
    await expect(same).toBeVisible();
    await same.getByRole('button', { name: f.t('common.ok') }).click();
    // The person reads the popup go before typing again. Seen twice in CI (29 Nov): the two fills that
    // followed at once left both fields holding the old password (the page snapshot in the log); my
    // reading is that the page was still inert behind the modal, not yet in its exit phase.
    await expect(same).toBeHidden();
    await f.field('account.newPassword').fill(next);
    await f.field('account.confirmNewPassword').fill(next);
    await page.getByRole('button', { name: f.t('account.changePassword') }).click();
    await expect(page.getByText(f.t('account.passwordChanged'))).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
    await f.logout();

    await loginByUsername(f, a, next);
    await expect(page.getByRole('banner').getByRole('status', { name: f.t('menu.balance') })).toBeVisible();
  });

  test(`${m.code}: captcha after a failed login, then a good login`, async ({ page }) => {
    const f = new Flow(page, m);
    const a = await register(f);
    await f.logout();
    await page.goto(`${m.base}/m/login`);
    const captchaBox = page.getByLabel(f.t('account.captcha'), { exact: true });
    if (flag(m.code, 'captcha')) await expect(captchaBox).toBeVisible();
    if (flag(m.code, 'smsLogin'))
      await page.getByRole('tab', { name: f.t('account.method.username') }).click();
    await f.field('account.username').fill(a.username);
    // Wrong passwords until the platform asks for a captcha (merchant login.captchaAfterFailures).
    for (let i = 0; i < 4 && !(await captchaBox.isVisible()); i++) {
      await f.field('account.password').fill('Wrong0pass');
      await page.getByRole('button', { name: f.t('common.login'), exact: true }).click();
      await expect(
        page
          .getByText(f.t('errors.WRONG_CREDENTIALS'))
          .or(page.getByText(f.t('errors.CAPTCHA_REQUIRED')))
          .first(),
      ).toBeVisible();
    }
    await expect(captchaBox).toBeVisible();
    await expect(captchaBox).toHaveValue('');
    await f.field('account.password').fill(a.password);
    await f.submitLogin();
  });

  test(`${m.code}: forgot password by email`, async ({ page }) => {
    const f = new Flow(page, m);
    if (!flag(m.code, 'CHNGPASSMAIL3')) {
      await page.goto(`${m.base}/m/login`);
      // Recovery off for this merchant: no link to a flow that cannot work.
      await expect(page.getByRole('link', { name: f.t('account.forgot') })).toHaveCount(0);
      return;
    }
    // The merchant's config: its accounts have no email to recover with (the test above makes sure
    // another merchant runs this case).
    test.skip(!emailAtRegistration(m.code), 'this merchant asks no email at registration');
    const a = await register(f);
    expect(a.email, 'register() fills the email field').toBeDefined();
    await f.logout();
    await page.goto(`${m.base}/m/login`);
    await page.getByRole('link', { name: f.t('account.forgot') }).click();
    await expect(page).toHaveURL(/\/m\/forget$/);
    if (flag(m.code, 'CHNGPASSVERIF3'))
      await page.getByRole('tab', { name: f.t('account.recoverBy.email') }).click();
    await f.field('account.username').fill(a.username);
    await f.field('account.field.email').fill('not-an-email');
    await page.getByRole('button', { name: f.t('account.sendResetMail') }).click();
    await expect(page.getByText(tr(f.lang, 'validation.email'))).toBeVisible();
    const since = Date.now() - 1000;
    await f.field('account.field.email').fill(a.email!);
    await page.getByRole('button', { name: f.t('account.sendResetMail') }).click();
    await expect(page.getByText(f.t('account.forgotEmailSent'))).toBeVisible();
    const mail = await outbox(page.request, m, 'mail', a.email!, since);
    expect(mail.body).toContain(a.username);
    // The mailed code completes the reset (issue 14): a wrong code is refused, the right one logs in with the new password.
    // The last six-digit group: the username may hold digits too.
    const code = mail.body.match(/(?<!\d)\d{6}(?!\d)/g)!.at(-1)!;
    const submit = page.getByRole('button', { name: f.t('account.resetPassword') });
    await f.field('account.mailCode').fill(code === '000000' ? '111111' : '000000');
    await f.field('account.newPassword').fill('Ma1lReset9');
    await submit.click();
    await expect(page.getByText(f.t('errors.VERIFICATION_CODE_INVALID'))).toBeVisible();
    await expect(f.field('account.mailCode')).toHaveValue('');
    await f.field('account.mailCode').fill(code);
    await submit.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('status', { name: f.t('menu.balance') })).toBeVisible();
    await f.logout();
    await loginByUsername(f, a, 'Ma1lReset9');
  });
}

test('demo: reset by phone logs the player in with the new password', async ({ page }) => {
  const m = MERCHANTS.find((x) => x.code === 'demo')!;
  expect(phoneRecovery(m.code), 'demo must have phone recovery (CHNGPASSVERIF3 and mobileRegistration)').toBe(
    true,
  );
  const f = new Flow(page, m);
  const a = await register(f);
  await f.logout();
  await page.goto(`${m.base}/m/forget`);
  const submit = page.getByRole('button', { name: f.t('account.resetPassword') });
  // Phone is the default way; nothing typed yet, so nothing to submit.
  await expect(submit).toBeDisabled();
  await f.field('account.mobileNum').fill(a.mobile!);
  await f.fillSmsCode(a.mobile!, 'account.smsCode');
  await expect(
    page.getByRole('button', {
      name: new RegExp(escape(f.t('account.resendIn', { seconds: 'X' })).replace('X', '\\d+')),
    }),
  ).toBeDisabled();
  await f.field('account.newPassword').fill('R3setPassw0rd');
  await submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByRole('status', { name: f.t('menu.balance') })).toBeVisible();
  await f.logout();
  await loginByUsername(f, a, 'R3setPassw0rd');
});

test('lotus: remember password restores the login, never stored in plain text', async ({ page }) => {
  const m = MERCHANTS.find((x) => x.code === 'lotus')!;
  const f = new Flow(page, m);
  const a = await register(f);
  await f.logout();
  await page.goto(`${m.base}/m/login`);
  await f.field('account.username').fill(a.username);
  await f.field('account.password').fill(a.password);
  await page.getByLabel(f.t('account.remember')).check();
  await f.submitLogin();
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain(a.password);
  await f.logout();
  await page.goto(`${m.base}/m/login`);
  await expect(f.field('account.username')).toHaveValue(a.username);
  await expect(f.field('account.password')).toHaveValue(a.password);
  await expect(page.getByLabel(f.t('account.remember'))).toBeChecked();
});

test('lotus: login from the side menu opens a popup where the player is, and closes on success', async ({
  page,
}) => {
  const m = MERCHANTS.find((x) => x.code === 'lotus')!;
  const f = new Flow(page, m);
  const a = await register(f);
  await f.logout();
  await page.goto(`${m.base}/m/slot-games`);
  await tapPastPopups(page, f.lang, page.getByRole('button', { name: f.t('menu.openMenu') }).first());
  await page
    .getByRole('navigation', { name: f.t('menu.sideMenu') })
    .getByRole('button', { name: f.t('common.login') })
    .click();
  const popup = page.getByRole('dialog', { name: f.t('titles.login') });
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/\/m\/slot-games$/);
  // Login and register popups open one at a time: register replaces login, and back again.
  await popup.getByRole('button', { name: f.t('common.register') }).click();
  await expect(page.getByRole('dialog', { name: f.t('titles.register') })).toBeVisible();
  await expect(popup).toBeHidden();
  await page
    .getByRole('dialog', { name: f.t('titles.register') })
    .getByRole('button', { name: f.t('common.login') })
    .first()
    .click();
  await expect(popup).toBeVisible();
  await popup.getByLabel(f.t('account.username')).fill(a.username);
  await popup
    .getByLabel(new RegExp(`^${f.t('account.password')}`))
    .first()
    .fill(a.password);
  await f.fillCaptcha();
  await popup.getByRole('button', { name: f.t('common.login'), exact: true }).click();
  await expect(popup).toBeHidden();
  // The player stays on the screen they were on, now logged in.
  await expect(page).toHaveURL(/\/m\/slot-games$/);
  await page
    .getByRole('button', { name: f.t('menu.openMenu') })
    .first()
    .click();
  const profile = page
    .getByRole('navigation', { name: f.t('menu.sideMenu') })
    .getByRole('region', { name: f.t('menu.account') });
  await expect(profile.getByRole('status', { name: f.t('menu.balance') })).toBeVisible();
  await expect(profile).toContainText(a.username);
});
