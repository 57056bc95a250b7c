import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { formatMoney } from '../../core/money';
import { t as tr } from '../../locales/node';
import { closePopups, withMerchantEdit } from './account-support';
import { baseOf, configOf, registerMember, ROOT } from './lobby-support';
import { seriousViolations } from './axe';
import { memberShot, operatorHeaders } from './member-support';

/*
 * The member area (issue 12 part A), demo (mem_cen new) and lotus (mem_cen base): member centre →
 * avatar → VIP → reward centre (an operator grants a reward; the member claims it; the balance rises
 * once) → settings (language, hide balance). axe finds no serious or critical violation on these
 * screens. A live template switch reaches an open member centre without a reload.
 * Screenshots go to $MEMBER_SHOTS_DIR when it is set.
 */
test.use({ bypassCSP: true, extraHTTPHeaders: { 'x-forwarded-for': '10.12.0.2' } });
const shot = memberShot;
const operator = operatorHeaders;

/** A fresh member with the session where the renderer keeps it; its API headers. */
async function freshMember(page: Page, request: APIRequestContext, code: 'demo' | 'lotus') {
  const s = await registerMember(request, code);
  const session = {
    token: s.token,
    merchantCode: code,
    userName: s.userName,
    type: s.type,
    hasPassword: true,
  };
  await page.addInitScript(
    (value) => localStorage.setItem('MC_SESSION_INFO', value),
    JSON.stringify({ state: { session }, version: 0 }),
  );
  return { username: s.userName, headers: { Authorization: `Bearer ${s.token}`, 'X-Merchant-Code': code } };
}

const balanceOf = async (request: APIRequestContext, headers: Record<string, string>) =>
  (
    (await (await request.get(`${ROOT}/api/member/wallets`, { headers })).json()) as {
      member: { sumBalance: number };
    }
  ).member.sumBalance;

for (const code of ['demo', 'lotus'] as const) {
  test(`${code}: member centre → avatar → VIP → reward centre (claim once) → settings (language, hide balance)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const config = await configOf(request, code);
    const lang = config.defaultLanguage;
    const other = config.languages.find((l) => l !== lang)!;
    const base = baseOf(code);
    const variant = config.templates.mem_cen;
    const m = await freshMember(page, request, code);
    const amount = code === 'demo' ? 25_000 : 1_250;
    const granted = await request.post(`${ROOT}/api/admin/merchants/${code}/rewards`, {
      headers: await operator(request),
      data: { username: m.username, amount, title: 'E2E gift', expiresInDays: 5 },
    });
    expect(granted.ok()).toBe(true);

    // Member centre in the merchant's template.
    await page.goto(`${base}/m/member/home`);
    await closePopups(page, lang);
    const main = page.getByRole('main', { name: tr(lang, 'titles.memberHome') });
    await expect(main.locator(`[data-template="${variant}"]`)).toBeVisible();
    await expect(main.getByRole('heading', { name: m.username })).toBeVisible();
    await expect(main.getByTestId('member-balance')).toHaveText(formatMoney(config.currency, 0, lang));
    const entries = main.getByRole('navigation', { name: tr(lang, 'member.centre.entries') });
    await expect(entries.getByRole('button', { name: tr(lang, 'menu.rewardCenter') })).toBeVisible();
    await expect(entries.getByRole('button', { name: tr(lang, 'menu.settings') })).toBeVisible();
    // A member (not an agent) has no agent-centre entry.
    await expect(entries.getByRole('button', { name: tr(lang, 'menu.agentHome') })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${code}-member-home-${variant}`);

    // Avatar picker: pick the third head icon.
    await main.getByRole('button', { name: tr(lang, 'member.avatar.change') }).click();
    const picker = page.getByRole('dialog', { name: tr(lang, 'member.avatar.title') });
    await picker.getByRole('radio', { name: tr(lang, 'member.avatar.option', { n: 3 }) }).click();
    await shot(page, `${code}-avatar-picker`);
    await picker.getByRole('button', { name: tr(lang, 'member.avatar.save') }).click();
    await expect(picker).toBeHidden();
    await expect
      .poll(
        async () =>
          (
            (await (await request.get(`${ROOT}/api/member/head-icon`, { headers: m.headers })).json()) as {
              headIcon: string;
            }
          ).headIcon,
      )
      .toBe('avatar-3');

    // VIP: a new member is VIP0 and needs both conditions of VIP1 (0/2).
    await main
      .getByRole('link', { name: tr(lang, 'member.vip.towards', { level: 'VIP1', done: 0, total: 2 }) })
      .click();
    await expect(page).toHaveURL(/\/m\/member\/benefits$/);
    await expect(page.getByTestId('vip-level')).toHaveText('VIP0');
    await expect(page.getByTestId('vip-ratio')).toHaveText(
      tr(lang, 'member.vip.towards', { level: 'VIP1', done: 0, total: 2 }),
    );
    await expect(page.getByRole('progressbar', { name: tr(lang, 'member.vip.progress') })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.locator('.mb-level')).toHaveCount(6);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${code}-vip`);

    // Reward centre from the member centre; claim the operator's reward once.
    await page.goto(`${base}/m/member/home`);
    const claimFlow = async () => {
      await entries.getByRole('button', { name: tr(lang, 'menu.rewardCenter') }).click();
      await expect(page).toHaveURL(/\/m\/rewardCenter$/);
      const claim = page.getByRole('button', {
        name: tr(lang, 'member.rewards.claimNamed', { title: 'E2E gift' }),
      });
      await expect(claim).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `${code}-rewards`);
      await claim.click();
      await expect(
        page.getByText(
          tr(lang, 'member.rewards.credited', { amount: formatMoney(config.currency, amount, lang) }),
        ),
      ).toBeVisible();
      await expect(claim).toHaveCount(0);
      expect(await balanceOf(request, m.headers)).toBe(amount);
      // A replay of the claim changes nothing.
      const rewards = (await (await request.get(`${ROOT}/api/rewards`, { headers: m.headers })).json()) as {
        list: { id: number; status: string }[];
      };
      const again = await request.post(`${ROOT}/api/rewards/${rewards.list[0]!.id}/claim`, {
        headers: m.headers,
      });
      expect(again.status()).toBe(409);
      expect(await balanceOf(request, m.headers)).toBe(amount);
      await page.getByRole('tab', { name: new RegExp(tr(lang, 'member.rewards.tab.claimed')) }).click();
      await expect(page.getByText('E2E gift')).toBeVisible();
      await page.getByRole('tab', { name: tr(lang, 'member.rewards.tab.rebates') }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await shot(page, `${code}-rebates`);
    };
    if (config.flags.REWCEN3) await claimFlow();
    else {
      // REWCEN3 off (lotus): the entry tells the player to contact customer service (spec §6); on, it opens.
      await entries.getByRole('button', { name: tr(lang, 'menu.rewardCenter') }).click();
      await expect(page.getByText(tr(lang, 'menu.rewardCentreOff'))).toBeVisible();
      await expect(page).toHaveURL(/\/m\/member\/home$/);
      await withMerchantEdit(
        code,
        (doc) => {
          doc.flags = { ...doc.flags, REWCEN3: true };
        },
        async () => {
          await expect
            .poll(async () => (await configOf(request, code)).flags.REWCEN3, { timeout: 5000 })
            .toBe(true);
          await page.reload();
          await claimFlow();
        },
      );
    }

    // Settings: language, then hide balance (respected by the member centre).
    await page.goto(`${base}/m/set`);
    await expect(page.getByRole('main', { name: tr(lang, 'titles.set') })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `${code}-settings`);
    await page.getByRole('radio', { name: other === 'en' ? 'English' : 'Tiếng Việt' }).click();
    await expect(page.getByRole('main', { name: tr(other, 'titles.set') })).toBeVisible();
    const hide = page.getByRole('switch', { name: tr(other, 'member.settings.hideBalance') });
    await expect(hide).toHaveAttribute('aria-checked', 'false');
    await hide.click();
    await expect(hide).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('radio', { name: lang === 'en' ? 'English' : 'Tiếng Việt' }).click();
    await expect(page.getByRole('main', { name: tr(lang, 'titles.set') })).toBeVisible();
    await page.goto(`${base}/m/member/home`);
    await expect(page.getByTestId('member-balance')).toHaveText('******');
    await page.reload();
    await expect(page.getByTestId('member-balance')).toHaveText('******');

    // Sign-out from settings goes through the logout confirm, then home as a guest.
    await page.goto(`${base}/m/set`);
    await page
      .getByRole('main')
      .getByRole('button', { name: tr(lang, 'common.logout') })
      .click();
    const confirm = page.getByRole('dialog', { name: tr(lang, 'common.logoutTitle') });
    await confirm.getByRole('button', { name: tr(lang, 'common.logout') }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).not.toContain(m.username);
  });
}

test('lotus: the operator switches mem_cen live (base → new); an open member centre follows without a reload', async ({
  page,
  request,
}) => {
  const code = 'lotus';
  const config = await configOf(request, code);
  expect(config.templates.mem_cen).toBe('base');
  await freshMember(page, request, code);
  await page.goto(`${baseOf(code)}/m/member/home`);
  await closePopups(page, config.defaultLanguage);
  await expect(page.locator('[data-template="base"]')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await withMerchantEdit(
    code,
    (doc) => {
      doc.templates = { ...(doc.templates as object), mem_cen: 'new' };
    },
    async () => {
      await expect(page.locator('[data-template="new"]')).toBeVisible({ timeout: 5000 });
      await shot(page, `${code}-member-home-new`);
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
        true,
      );
    },
  );
  await expect(page.locator('[data-template="base"]')).toBeVisible({ timeout: 5000 });
});

test('demo: the daily sign-in pays once (flag signIn), and the side menu entry lands on it', async ({
  page,
  request,
}) => {
  const code = 'demo';
  const config = await configOf(request, code);
  const lang = config.defaultLanguage;
  const m = await freshMember(page, request, code);
  await page.goto(`${baseOf(code)}/m/signIn`);
  await closePopups(page, lang);
  const state = (await (await request.get(`${ROOT}/api/member/sign-in`, { headers: m.headers })).json()) as {
    schedule: number[];
  };
  const day1 = formatMoney(config.currency, state.schedule[0]!, lang);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, `${code}-sign-in`);
  await page.getByRole('button', { name: tr(lang, 'member.signIn.action', { amount: day1 }) }).click();
  await expect(page.getByRole('button', { name: tr(lang, 'member.signIn.comeBack') })).toBeDisabled();
  expect(await balanceOf(request, m.headers)).toBe(state.schedule[0]);
  await page.goto(`${baseOf(code)}/m/home`);
  await closePopups(page, lang);
  await page.getByRole('button', { name: tr(lang, 'menu.openMenu') }).click();
  await page
    .getByRole('navigation', { name: tr(lang, 'menu.sideMenu') })
    .getByRole('button', { name: tr(lang, 'menu.signIn') })
    .click();
  await expect(page).toHaveURL(/\/m\/signIn$/);
});
