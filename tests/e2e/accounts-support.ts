// Helpers of the accounts suites of issue 32 (login by mobile, forgot password, username rule,
// first greeting, logout polling): register through the form as a player does, log out, log in.
import { expect, type Page } from '@playwright/test';
import {
  closePopups,
  flag,
  langOf,
  merchantDoc,
  outbox,
  tapPastPopups,
  tr,
  uniqueMobile,
  uniqueName,
  type MerchantUnderTest,
} from './account-support';

export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Registered {
  username?: string;
  mobile?: string;
  password: string;
  email?: string;
}

export class Player {
  readonly lang: string;
  constructor(
    readonly page: Page,
    readonly m: MerchantUnderTest,
  ) {
    this.lang = langOf(m.code);
  }
  t = (key: string, params?: Record<string, unknown>) => tr(this.lang, key, params);
  field = (key: string) => this.page.getByLabel(new RegExp(`^${escapeRe(this.t(key))}`)).first();

  /**
   * Fills the register form (mobile method where the merchant has it, else username; a mobile number
   * also where the form asks one) and submits it; returns at the success notice, still open.
   */
  async registerForm(opts: { withMobile?: boolean } = {}): Promise<Registered> {
    const { page, m } = this;
    await page.goto(`${m.base}/m/register`);
    const fields = merchantDoc(m.code).register?.fields ?? {};
    const a: Registered = { password: 'Passw0rd1' };
    if (flag(m.code, 'mobileRegistration')) {
      a.mobile = uniqueMobile();
      await this.field('account.field.mobileNum').fill(a.mobile);
      if (flag(m.code, 'smsVerification')) {
        const since = Date.now() - 1000;
        await page.getByRole('button', { name: this.t('account.getCode') }).click();
        const sms = await outbox(page.request, m, 'sms', `+84${a.mobile}`, since);
        await this.field('account.field.verificationCode').fill(/\d{4,10}/.exec(sms.body)![0]);
      }
    } else {
      a.username = uniqueName('p');
      await this.field('account.field.username').fill(a.username);
      if (opts.withMobile && fields.mobileNum?.enabled) {
        a.mobile = uniqueMobile();
        await this.field('account.field.mobileNum').fill(a.mobile);
      }
    }
    await this.field('account.field.password').fill(a.password);
    await this.field('account.field.confirmPassword').fill(a.password);
    if (fields.email?.enabled) {
      a.email = `${uniqueName('mail')}@example.com`;
      await this.field('account.field.email').fill(a.email);
    }
    if (fields.payeeName?.enabled) await this.field('account.field.payeeName').fill('Test Player');
    await page.getByRole('button', { name: this.t('account.createAccount') }).click();
    const done = page.getByRole('dialog', { name: this.t('account.registerSuccessTitle') });
    const failure = page.locator('.ui-toast--error');
    await expect(done.or(failure).first()).toBeVisible();
    if (await failure.isVisible()) throw new Error(`register refused: ${await failure.textContent()}`);
    return a;
  }

  /** Confirms the register success notice and closes the welcome gift, if any: the player is on home. */
  async confirmRegistered() {
    const done = this.page.getByRole('dialog', { name: this.t('account.registerSuccessTitle') });
    await done.getByRole('button', { name: this.t('common.ok') }).click();
    await expect(this.page).toHaveURL(/\/m\/home$/);
    if (flag(this.m.code, 'depositPopup')) {
      const gift = this.page.getByRole('dialog', { name: this.t('account.giftTitle') });
      await expect(gift).toBeVisible();
      await gift
        .getByRole('button', { name: this.t('common.close') })
        .first()
        .click();
      await expect(gift).toBeHidden();
    }
  }

  async logout() {
    const { page } = this;
    await closePopups(page, this.lang);
    await tapPastPopups(page, this.lang, page.getByRole('button', { name: this.t('menu.openMenu') }).first());
    await tapPastPopups(
      page,
      this.lang,
      page
        .getByRole('navigation', { name: this.t('menu.sideMenu') })
        .getByRole('button', { name: this.t('common.logout') }),
    );
    await page
      .getByRole('dialog', { name: this.t('common.logoutTitle') })
      .getByRole('button', { name: this.t('common.logout') })
      .click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('link', { name: this.t('common.login') })).toBeVisible();
  }

  /** The password login with whatever the player types in the username field. */
  async passwordLogin(username: string, password: string) {
    const { page, m } = this;
    await page.goto(`${m.base}/m/login`);
    if (flag(m.code, 'smsLogin'))
      await page.getByRole('tab', { name: this.t('account.method.username') }).click();
    await this.field('account.username').fill(username);
    await this.field('account.password').fill(password);
    await page.getByRole('button', { name: this.t('common.login'), exact: true }).click();
  }
}
