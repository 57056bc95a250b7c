import { expect, test, type Page } from './fixtures';
import { closePopups, flag, langOf, tr, uniqueName } from './account-support';
import { baseOf, ROOT } from './lobby-support';

/*
 * Social sign-in (issue 17) in the browser, on demo and lotus at 390×844: the login page's Google
 * button → the demo identity provider's consent page → back on the site, signed in with a new
 * account; the same identity a second time signs into the same account. A member links Facebook from
 * settings; a cancelled consent says so and changes nothing. SOCIAL_SHOTS=<folder> also saves
 * screenshots of the login page and the provider page.
 */
test.describe.configure({ mode: 'default' });

const SHOTS = process.env.SOCIAL_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const sessionUser = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as {
          state?: { session?: { userName?: string } };
        }
      ).state?.session?.userName,
  );
const signedIn = (page: Page, lang: string) =>
  expect(page.getByRole('banner').getByRole('status', { name: tr(lang, 'menu.balance') })).toBeVisible();

/** On the demo provider's page: types a demo person and continues (or cancels). */
async function consent(page: Page, lang: string, who: { email?: string; name?: string }, allow = true) {
  await expect(page).toHaveURL(/\/demo\/idp\/\w+\/authorize\?/);
  if (who.name) await page.getByLabel(tr(lang, 'social.idp.name'), { exact: true }).fill(who.name);
  if (who.email) await page.getByLabel(tr(lang, 'social.idp.email'), { exact: true }).fill(who.email);
  await page
    .getByRole('button', { name: tr(lang, allow ? 'social.idp.allow' : 'social.idp.cancel') })
    .click();
}

for (const code of ['demo', 'lotus'] as const) {
  const base = baseOf(code);
  const lang = langOf(code);
  const t = (key: string, params?: Record<string, unknown>) => tr(lang, key, params);

  test(`${code}: Google on the login page → demo provider → back signed in with a new account; again → the same account`, async ({
    page,
  }) => {
    expect(flag(code, 'googleLogin')).toBe(true);
    const email = `${uniqueName('g')}@example.com`;
    await page.goto(`${base}/m/login`);
    await closePopups(page, lang);
    const google = page.getByRole('button', { name: t('account.social.google') });
    await expect(google).toBeVisible();
    for (const p of ['line', 'facebook'])
      await expect(page.getByRole('button', { name: t(`account.social.${p}`) })).toBeVisible();
    await expect(page.getByText(t('errors.FEATURE_UNAVAILABLE'))).toHaveCount(0);
    await shot(page, `${code}-login-${lang}`);
    await google.click();

    await expect(
      page.getByRole('heading', { name: t('social.idp.title', { provider: 'Google' }) }),
    ).toBeVisible();
    await expect(
      page.getByText(t('social.idp.continueTo', { site: await configName(page, code) })),
    ).toBeVisible();
    await shot(page, `${code}-idp-${lang}`);
    await consent(page, lang, { email, name: 'Lê Thị Social' });

    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByText(t('social.created', { provider: 'Google' }))).toBeVisible();
    await signedIn(page, lang);
    // A new account is a registration: with depositPopup, home greets it with the welcome gift.
    const gift = page.getByRole('dialog', { name: t('account.giftTitle') });
    if (flag(code, 'depositPopup')) {
      await expect(gift).toBeVisible();
      await gift.getByRole('button', { name: t('common.close') }).click();
    } else await expect(gift).toHaveCount(0);
    const first = await sessionUser(page);
    expect(first).toMatch(/^gg[a-z0-9]+$/);

    // Signed out, the same Google identity signs into the same account. The session is removed on a
    // page where the app does not run, so no write of the app's store in flight can put it back
    // (once in CI, 29 Nov, the next /m/login ended on a signed-out home; not reproduced here). That
    // page is a second tab of the same browser profile: leaving home by page.goto was itself cut short
    // once (CI run 42, ERR_ABORTED on /readyz, the page still on home), a navigation of its own.
    const side = await page.context().newPage();
    await side.goto(`${base}/readyz`);
    await side.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await side.close();
    await page.goto(`${base}/m/login`);
    await closePopups(page, lang);
    await page.getByRole('button', { name: t('account.social.google') }).click();
    await consent(page, lang, { email });
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByText(t('social.loggedIn', { provider: 'Google' }))).toBeVisible();
    await signedIn(page, lang);
    expect(await sessionUser(page)).toBe(first);
  });

  test(`${code}: a cancelled consent says so, changes nothing, and leads back to login`, async ({ page }) => {
    await page.goto(`${base}/m/login`);
    await closePopups(page, lang);
    await page.getByRole('button', { name: t('account.social.facebook') }).click();
    await consent(page, lang, {}, false);
    await expect(page).toHaveURL(/\/m\/social\?/);
    await expect(page.getByRole('alert')).toContainText(t('social.error.denied', { provider: 'Facebook' }));
    await shot(page, `${code}-social-error-${lang}`);
    expect(await sessionUser(page)).toBeUndefined();
    await page.getByRole('button', { name: t('social.backToLogin') }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
}

async function configName(page: Page, code: 'demo' | 'lotus'): Promise<string> {
  return ((await (await page.request.get(`${ROOT}/api/merchants/${code}/config`)).json()) as { name: string })
    .name;
}

test('demo: a member links Facebook in settings, then signs in with it', async ({ page }) => {
  const lang = langOf('demo');
  const t = (key: string, params?: Record<string, unknown>) => tr(lang, key, params);
  // A member made by a Google sign-in (no form to fill), who then links Facebook.
  await page.goto(`${ROOT}/m/login`);
  await closePopups(page, lang);
  await page.getByRole('button', { name: t('account.social.google') }).click();
  await consent(page, lang, { email: `${uniqueName('m')}@example.com` });
  await signedIn(page, lang);
  const member = await sessionUser(page);

  await page.goto(`${ROOT}/m/set`);
  const section = page.getByRole('region', { name: t('social.links.title') });
  await expect(section).toContainText(t('social.links.notLinked'));
  await section.getByRole('button', { name: t('social.links.link', { provider: 'Facebook' }) }).click();
  const fb = `${uniqueName('f')}@example.com`;
  await consent(page, lang, { email: fb });
  await expect(page).toHaveURL(/\/m\/set$/);
  await expect(page.getByText(t('social.linked', { provider: 'Facebook' }))).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: 'Facebook' })).toContainText(
    `${t('social.links.linked')}${fb}`,
  );
  await section.scrollIntoViewIfNeeded();
  await shot(page, `demo-settings-linked-${lang}`);

  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
  await page.goto(`${ROOT}/m/login`);
  await closePopups(page, lang);
  await page.getByRole('button', { name: t('account.social.facebook') }).click();
  await consent(page, lang, { email: fb });
  await signedIn(page, lang);
  expect(await sessionUser(page)).toBe(member);
});

// Screenshots for people to look at (SOCIAL_SHOTS=<folder>): the login page with its social buttons
// and the demo provider's page, per merchant and language.
for (const code of ['demo', 'lotus'] as const)
  for (const lang of ['vi', 'en']) {
    test(`${code}: screenshots in ${lang}`, async ({ page }) => {
      test.skip(!SHOTS, 'SOCIAL_SHOTS not set');
      await page.addInitScript((l) => localStorage.setItem('language', l), lang);
      await page.goto(`${baseOf(code)}/m/login`);
      await closePopups(page, lang);
      const google = page.getByRole('button', { name: tr(lang, 'account.social.google') });
      await google.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${code}-login-social-${lang}.png`, fullPage: true });
      await google.click();
      await expect(
        page.getByRole('heading', { name: tr(lang, 'social.idp.title', { provider: 'Google' }) }),
      ).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${code}-idp-${lang}-full.png`, fullPage: true });
    });
  }

test('no social buttons on the agent page, nor where the merchant has no provider (basic)', async ({
  page,
}) => {
  const lang = langOf('demo');
  await page.goto(`${ROOT}/m/agent`);
  await expect(
    page.getByRole('button', { name: tr(lang, 'common.login'), exact: true }).first(),
  ).toBeVisible();
  for (const p of ['google', 'facebook', 'line'])
    await expect(page.getByRole('button', { name: tr(lang, `account.social.${p}`) })).toHaveCount(0);
  const basicLang = langOf('basic');
  await page.goto(`${ROOT.replace('localhost', 'basic.localhost')}/m/login`);
  await expect(
    page.getByRole('button', { name: tr(basicLang, 'common.login'), exact: true }).first(),
  ).toBeVisible();
  for (const p of ['google', 'facebook', 'line'])
    await expect(page.getByRole('button', { name: tr(basicLang, `account.social.${p}`) })).toHaveCount(0);
});

test('demo: no captcha on a first login try; one shows after a failed login (login.captchaAfterFailures)', async ({
  page,
}) => {
  const lang = langOf('demo');
  expect(flag('demo', 'captcha')).toBe(false);
  await page.goto(`${ROOT}/m/login`);
  await closePopups(page, lang);
  const box = page.getByLabel(tr(lang, 'account.captcha'), { exact: true });
  await expect(page.getByLabel(tr(lang, 'account.field.username'))).toBeVisible();
  await expect(box).toHaveCount(0);
  await page.getByLabel(tr(lang, 'account.field.username')).fill(uniqueName('nobody'));
  await page.getByLabel(tr(lang, 'account.field.password'), { exact: true }).fill('Wrong-pass1');
  await page.getByRole('button', { name: tr(lang, 'common.login'), exact: true }).click();
  await expect(box).toBeVisible();
  await expect(box).toHaveValue('');
});
