import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { formatMoney } from '../../core/money';
import { t as translate } from '../../locales/node';
import { closePopups, outbox, watchCaptcha, type MerchantUnderTest } from './account-support';
import { baseOf, configOf, envelope, registerMember, ROOT } from './lobby-support';
import { seriousViolations } from './axe';

/*
 * Issue 13, the agent's journey: a new player applies at /m/join, the operator approves on the
 * console's Agents page, the player logs in at /m/agent and copies the link; a second player
 * registers through it and deposits on the demo cashier; the agent home counts one sign-up, one
 * first deposit and the amount. demo_agent answers its daily-salary request from the home prompt,
 * which is gone on the next visit; a member is refused at /m/agent. Screenshots (390×844) of every
 * agent screen for demo and lotus go to /tmp/shots-agent/, each screen checked with axe.
 */

const OUT = '/tmp/shots-agent';
mkdirSync(OUT, { recursive: true });
const OPERATOR = { username: 'e2e-operator', password: 'e2e-operator-password-1' };
// Its own client address: the console login allows 10 a minute per address and username. axe is
// injected as an inline script, which the site's CSP refuses.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.42.0.13' }, bypassCSP: true });

const merchant = (code: 'demo' | 'lotus'): MerchantUnderTest => ({ code, base: baseOf(code) });

/** A session the renderer keeps, for an account logged in through the API. */
async function useSession(page: Page, code: string, s: { token: string; userName: string; type: number }) {
  const session = {
    token: s.token,
    merchantCode: code,
    userName: s.userName,
    type: s.type,
    hasPassword: true,
  };
  await page.addInitScript(
    // Only on the first load: a later login (at /m/agent) keeps its own session across reloads.
    (value) => {
      if (!localStorage.getItem('MC_SESSION_INFO')) localStorage.setItem('MC_SESSION_INFO', value);
    },
    JSON.stringify({ state: { session }, version: 0 }),
  );
}

/** Logs an account in through the API (captcha answered from the dev outbox). */
async function apiLogin(request: APIRequestContext, code: string, username: string, password: string) {
  const { captchaId } = (await (
    await request.get(`${ROOT}/api/auth/captcha`, { headers: { 'X-Merchant-Code': code } })
  ).json()) as { captchaId: string };
  const answer = await outbox(request, merchant(code as 'demo'), 'captcha', captchaId);
  const res = await request.post(
    `${ROOT}/api/auth/login`,
    await envelope(request, code, { username, password, captchaId, captcha: answer.body }),
  );
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { token: string; userName: string; type: number };
}

/** Submits the login form at /m/agent with the captcha answered when one is shown. */
async function agentLogin(page: Page, code: 'demo' | 'lotus', username: string, password: string) {
  const m = merchant(code);
  const lang = (await configOf(page.request, code)).defaultLanguage;
  const t = (k: string) => translate(lang, k);
  const captcha = watchCaptcha(page);
  await page.goto(`${m.base}/m/agent`);
  const form = page.getByRole('main', { name: t('titles.agent') });
  if (await form.getByRole('tab', { name: t('account.method.username') }).isVisible())
    await form.getByRole('tab', { name: t('account.method.username') }).click();
  await form.getByLabel(t('account.username'), { exact: true }).fill(username);
  await form.getByLabel(t('account.password'), { exact: true }).fill(password);
  const box = form.getByLabel(t('account.captcha'), { exact: true });
  if (await box.isVisible()) {
    await expect.poll(() => captcha.latest()).toBeTruthy();
    await box.fill((await outbox(page.request, m, 'captcha', captcha.latest()!)).body);
  }
  await form.getByRole('button', { name: t('common.login'), exact: true }).click();
}

test('a player applies, is approved, shares the link; the second player’s sign-up and deposit show on the agent home', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const code = 'demo' as const;
  const m = merchant(code);
  const config = await configOf(request, code);
  const vi = (k: string, p?: Record<string, unknown>) => translate(config.defaultLanguage, k, p);
  const money = (minor: number) => formatMoney(config.currency, minor, config.defaultLanguage);

  // 1. A new player applies at /m/join.
  const a = await registerMember(request, code);
  await useSession(page, code, a);
  await page.goto(`${m.base}/m/join`);
  const join = page.getByRole('main', { name: vi('titles.join') });
  await expect(
    join.getByRole('heading', { name: vi('agent.join.title', { brand: config.name }) }),
  ).toBeVisible();
  await join.getByLabel(new RegExp(`^${vi('agent.join.fields.realName')}`)).fill('Nguyen Van Dai Ly');
  await join.getByLabel(new RegExp(`^${vi('agent.join.fields.mobileNum')}`)).fill('0912345678');
  await join.getByLabel(new RegExp(`^${vi('agent.join.fields.channel')}`)).fill('Facebook group Hanoi Slots');
  await page.screenshot({ path: `${OUT}/demo-join-form.png`, fullPage: true });
  await join.getByRole('button', { name: vi('agent.join.submit') }).click();
  const pending = join
    .getByRole('status')
    .filter({ hasText: vi('agent.join.pending', { date: '|' }).split('|')[0]!.trim() });
  await expect(pending).toBeVisible();

  // 2. The operator approves it on the console's Agents page.
  const login = await request.post(`${ROOT}/api/admin/login`, { data: OPERATOR });
  expect(login.status()).toBe(200);
  const admin = (await login.json()) as { token: string; user: object };
  const consoleContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await consoleContext.addInitScript((s) => {
    sessionStorage.setItem('console.session', JSON.stringify(s));
    localStorage.setItem('console.language', 'en');
  }, admin);
  const desk = await consoleContext.newPage();
  await desk.goto(`${ROOT}/admin/agents`);
  const en = (k: string, p?: Record<string, unknown>) => translate('en', k, p);
  await desk.getByRole('combobox', { name: en('agent.console.merchant') }).selectOption('demo');
  const row = desk.getByRole('row').filter({ hasText: a.userName });
  await expect(row).toContainText(en('agent.console.statusName.pending'));
  expect(await seriousViolations(desk)).toEqual([]);
  await row.getByRole('button', { name: new RegExp(`^${en('agent.console.approve')} #`) }).click();
  await expect(desk.getByRole('status')).toContainText(en('agent.console.approved', { id: '' }).slice(0, 12));
  await expect(row).toContainText(en('agent.console.statusName.approved'));
  await desk.screenshot({ path: `${OUT}/console-agents.png`, fullPage: true });
  await consoleContext.close();

  // 3. The player logs in at /m/agent and lands on the agent home.
  await agentLogin(page, code, a.userName, 'Lobby12345');
  await expect(page).toHaveURL(/\/m\/agent\/home$/);
  const home = page.getByRole('main', { name: vi('titles.agentHome') });
  const kpi = (k: string) => home.locator(`[data-kpi="${k}"] dd`);
  await expect(kpi('signups')).toHaveText('0');
  const linkText = (await home.locator('.ag-link').textContent())!.trim();
  expect(linkText).toMatch(/\/m\/register\?code=[A-Z0-9]{6}$/);

  // 4. Copy the link: the copy_success toast, gone after its 2 s; the clipboard holds the link.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: m.base });
  await home.getByRole('button', { name: vi('agent.home.copyLink') }).click();
  const toast = page.locator('.ui-toast').filter({ hasText: vi('agent.copy_success') });
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(linkText);
  await expect(toast).toBeHidden({ timeout: 4000 });

  // 5. A second player opens the link, registers (the code is filled in) and deposits on the cashier.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' });
  const p2 = await other.newPage();
  const captcha = watchCaptcha(p2);
  await p2.goto(linkText);
  const reg = p2.getByRole('main', { name: vi('titles.register') });
  await reg.getByRole('tab', { name: vi('account.registerBy.username') }).click();
  await expect(reg.getByLabel(new RegExp(`^${vi('account.field.affiliateCode')}`))).toHaveValue(
    linkText.split('code=')[1]!,
  );
  const username = `ag${Date.now().toString(36).slice(-7)}`;
  await reg.getByLabel(new RegExp(`^${vi('account.field.username')}`)).fill(username);
  await reg.getByLabel(new RegExp(`^${vi('account.field.password')}`)).fill('Passw0rd1');
  await reg.getByLabel(new RegExp(`^${vi('account.field.confirmPassword')}`)).fill('Passw0rd1');
  // The register form asks for a captcha only where the merchant turns it on (demo: after failed logins only).
  if (config.flags.captcha) {
    await expect.poll(() => captcha.latest()).toBeTruthy();
    await reg
      .getByLabel(vi('account.captcha'), { exact: true })
      .fill((await outbox(p2.request, m, 'captcha', captcha.latest()!)).body);
  } else await expect(reg.getByLabel(vi('account.captcha'), { exact: true })).toHaveCount(0);
  await reg.getByRole('button', { name: vi('account.createAccount') }).click();
  const done = p2.getByRole('dialog', { name: vi('account.registerSuccessTitle') });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: vi('common.ok') }).click();
  await expect(p2).toHaveURL(/\/m\/home$/);
  await closePopups(p2, config.defaultLanguage);

  const amount = 100_000;
  await p2.goto(`${m.base}/m/voucherCenter`);
  const deposit = p2.getByRole('main', { name: vi('titles.voucherCenter') });
  await deposit.getByRole('textbox', { name: vi('money.deposit.amount') }).fill(String(amount));
  await deposit.getByRole('button', { name: vi('money.deposit.submit', { amount: money(amount) }) }).click();
  await p2.waitForURL(/\/demo\/cashier/);
  await p2.getByRole('button', { name: vi('platform.cashier.pay') }).click();
  await p2.waitForURL(/\/m\/voucherCenter\?order=\d+&result=paid/);
  await other.close();

  // 6. The agent's home: one sign-up, one first deposit, the amount; the player in the team list.
  await page.reload();
  await expect(kpi('signups')).toHaveText('1');
  await expect(kpi('firstDeposits')).toHaveText('1');
  await expect(kpi('deposits')).toHaveText(money(amount));
  await expect(kpi('downlineTotal')).toHaveText('1');
  await expect(home.getByRole('list', { name: vi('agent.downline.title') })).toContainText(username);
  await home.getByRole('searchbox', { name: vi('agent.downline.search') }).fill('nobody-like-this');
  await home.getByRole('button', { name: vi('agent.downline.search') }).click();
  await expect(home.getByText(vi('agent.downline.noMatch'))).toBeVisible();
  await home.getByRole('searchbox', { name: vi('agent.downline.search') }).fill(username.slice(0, 6));
  await home.getByRole('button', { name: vi('agent.downline.search') }).click();
  await expect(home.getByRole('list', { name: vi('agent.downline.title') })).toContainText(username);
  await page.screenshot({ path: `${OUT}/demo-agent-home-team.png`, fullPage: true });
});

test('demo_agent answers the pending daily-salary contract from the home prompt; the prompt is gone next time', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const code = 'demo' as const;
  const m = merchant(code);
  const config = await configOf(request, code);
  const vi = (k: string, p?: Record<string, unknown>) => translate(config.defaultLanguage, k, p);
  await useSession(page, code, await apiLogin(request, code, 'demo_agent', 'Demo1234'));

  const contracts = page.waitForResponse((r) => r.url().includes('/api/member/contracts'));
  await page.goto(`${m.base}/m/home`);
  expect((await (await contracts).json()).dailysalreqtype).not.toBe('');
  const prompt = page.getByRole('dialog', { name: vi('account.contractTitle') });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: vi('account.contractGo') }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  const main = page.getByRole('main', { name: vi('titles.salaryContract') });
  await expect(main.getByText(vi('agent.contract.statusPending'))).toBeVisible();
  await page.screenshot({ path: `${OUT}/demo-contract-salary.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole('button', { name: vi('agent.contract.accept') }).click();
  await expect(main.getByText(vi('agent.contract.statusAccepted')).first()).toBeVisible();
  await expect(main.getByRole('button', { name: vi('agent.contract.accept') })).toHaveCount(0);

  // The next visit home: the contract check answers nothing pending, and no prompt opens.
  const again = page.waitForResponse((r) => r.url().includes('/api/member/contracts'));
  await page.goto(`${m.base}/m/home`);
  expect(await (await again).json()).toEqual({
    dailysalreqtype: '',
    divtypecompperiodreq: '',
    contracthoursalreq: '',
  });
  await closePopups(page, config.defaultLanguage);
  await expect(page.getByRole('dialog', { name: vi('account.contractTitle') })).toHaveCount(0);
});

test('a member at /m/agent is told non-agents cannot log in there', async ({ page, request }) => {
  const code = 'demo' as const;
  const config = await configOf(request, code);
  const vi = (k: string) => translate(config.defaultLanguage, k);
  await agentLogin(page, code, 'demo_member', 'Demo1234');
  await expect(page.getByRole('alert').filter({ hasText: vi('errors.NON_AGENT_REFUSED') })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/agent$/);
  // No social or trial buttons on the agent site.
  await expect(page.getByRole('button', { name: vi('account.freeTrial') })).toHaveCount(0);
});

for (const code of ['demo', 'lotus'] as const) {
  test(`${code}: agent screens at 390×844 render their content with no serious axe violation`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const m = merchant(code);
    const config = await configOf(request, code);
    const t = (k: string, p?: Record<string, unknown>) => translate(config.defaultLanguage, k, p);
    const shoot = async (name: string) => {
      await page.screenshot({ path: `${OUT}/${code}-${name}.png`, fullPage: false });
      await page.screenshot({ path: `${OUT}/${code}-${name}-full.png`, fullPage: true });
      expect(await seriousViolations(page), name).toEqual([]);
      await expect(page.getByText(t('common.comingSoon'))).toHaveCount(0);
    };
    // Guests: the programme and the agent login.
    await page.goto(`${m.base}/m/join`);
    await expect(
      page.getByRole('heading', { name: t('agent.join.title', { brand: config.name }) }),
    ).toBeVisible();
    await expect(page.getByText(t('agent.join.loginFirst'))).toBeVisible();
    await shoot('join-guest');
    await page.goto(`${m.base}/m/agent`);
    await expect(
      page
        .getByRole('main', { name: t('titles.agent') })
        .getByRole('button', { name: t('common.login'), exact: true }),
    ).toBeVisible();
    await shoot('agent-login');

    // demo_agent: the home and a contract page (never the "coming soon" placeholder).
    await useSession(page, code, await apiLogin(request, code, 'demo_agent', 'Demo1234'));
    await page.goto(`${m.base}/m/agent/home`);
    const home = page.getByRole('main', { name: t('titles.agentHome') });
    await expect(home.locator('.ag-code')).toHaveText(/^[A-Z0-9]{4,16}$/);
    await expect(home.getByRole('img', { name: t('agent.home.qrLabel') })).toBeVisible();
    await expect(home.locator('[data-kpi="signups"] dd')).toHaveText(/\d/);
    await shoot('agent-home');
    await page.goto(`${m.base}/m/member/agent/getDevidendContract`);
    await expect(page.getByText(t('agent.contract.statusAccepted'))).toBeVisible();
    await shoot('contract-dividend');
    await page.goto(`${m.base}/m/join`);
    await expect(page.getByText(t('agent.join.isAgent'))).toBeVisible();
    await page.goto(`${m.base}/m/member/agent/getHourContract`);
    await expect(
      page.getByText(t('agent.contract.none', { name: t('agent.contract.name.hour') })),
    ).toBeVisible();
    await shoot('contract-hour-none');
  });
}

test('an unknown agent link says the link is not valid and drops its code, so the player can still register', async ({
  page,
}) => {
  const vi = (k: string) => translate('vi', k);
  await page.goto(`${baseOf('demo')}/m/register?code=NOSUCHAGENT1`);
  await expect(
    page.locator('.ui-toast').filter({ hasText: vi('errors.REFERRER_LINK_INVALID') }),
  ).toBeVisible();
  const reg = page.getByRole('main', { name: vi('titles.register') });
  await reg.getByRole('tab', { name: vi('account.registerBy.username') }).click();
  await expect(reg.getByLabel(new RegExp(`^${vi('account.field.affiliateCode')}`))).toHaveValue('');
});
