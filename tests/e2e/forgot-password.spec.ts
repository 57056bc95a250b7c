import { expect, test } from './fixtures';
import { MERCHANTS, uniqueMobile, uniqueName } from './account-support';
import { Player } from './accounts-support';

// Its own client address: failed logins elsewhere in the suite (one IP, 127.0.0.1) would raise
// the per-IP captcha threshold here (the app trusts the loopback proxy's X-Forwarded-For).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.32.3.1' } });

/*
 * Issue 32 item 6: forgot password. Asking for a code checks only what the code needs (the number);
 * the countdown survives a reload (the platform says when another code may be asked); a second mail
 * asked too soon says one was just sent and when another may be asked, instead of "sent".
 */
test.describe.configure({ mode: 'default' });

test('demo: "get code" checks only the number, and a reload keeps the countdown', async ({ page }) => {
  const m = MERCHANTS.find((x) => x.code === 'demo')!;
  const p = new Player(page, m);
  await page.goto(`${m.base}/m/forget`);
  const mobile = uniqueMobile();
  await p.field('account.mobileNum').fill(mobile);
  const getCode = page.getByRole('button', { name: p.t('account.getCode') });
  await getCode.click();
  const countdown = page.getByRole('button', {
    name: new RegExp(p.t('account.resendIn', { seconds: '\\d+' })),
  });
  await expect(countdown).toBeVisible();
  // The code and new-password fields were not touched: no "required" under them.
  await expect(page.getByText(p.t('validation.required'))).toHaveCount(0);
  await page.reload();
  // The number and its countdown come back; no "get code" that would only be refused.
  await expect(p.field('account.mobileNum')).toHaveValue(mobile);
  await expect(countdown).toBeVisible();
  await expect(getCode).toHaveCount(0);
  await expect(page.getByText(p.t('validation.required'))).toHaveCount(0);
});

test('demo: a code asked for again too soon (another tab) turns into the countdown, not an error', async ({
  page,
  context,
}) => {
  const m = MERCHANTS.find((x) => x.code === 'demo')!;
  const p = new Player(page, m);
  const mobile = uniqueMobile();
  await page.goto(`${m.base}/m/forget`);
  await p.field('account.mobileNum').fill(mobile);
  await page.getByRole('button', { name: p.t('account.getCode') }).click();
  const countdown = (x: Player) =>
    x.page.getByRole('button', { name: new RegExp(x.t('account.resendIn', { seconds: '\\d+' })) });
  await expect(countdown(p)).toBeVisible();
  // A second tab knows nothing of the first: the platform's answer starts its countdown.
  const other = new Player(await context.newPage(), m);
  await other.page.goto(`${m.base}/m/forget`);
  await other.page.evaluate(() => sessionStorage.clear());
  await other.page.reload();
  await other.field('account.mobileNum').fill(mobile);
  await other.page.getByRole('button', { name: other.t('account.getCode') }).click();
  await expect(countdown(other)).toBeVisible();
  await expect(other.page.getByText(other.t('errors.RATE_LIMITED'))).toHaveCount(0);
});

test('lotus: a second reset mail asked within the resend time says one was just sent and when to ask again', async ({
  page,
}) => {
  const m = MERCHANTS.find((x) => x.code === 'lotus')!;
  const p = new Player(page, m);
  await page.goto(`${m.base}/m/forget`);
  await p.field('account.username').fill(uniqueName('p'));
  await p.field('account.field.email').fill(`${uniqueName('mail')}@example.com`);
  await page.getByRole('button', { name: p.t('account.sendResetMail') }).click();
  await expect(page.getByText(p.t('account.forgotEmailSent'))).toBeVisible();
  // Back to ask again at once.
  await page.getByRole('button', { name: p.t('account.newMailCode') }).click();
  await page.getByRole('button', { name: p.t('account.sendResetMail') }).click();
  await expect(
    page.getByText(new RegExp(p.t('account.forgotEmailRecent', { seconds: '\\d+' }).replace(/[.]/g, '\\.'))),
  ).toBeVisible();
});
