import { expect, test } from './fixtures';
import { MERCHANTS, tr } from './account-support';
import { Player } from './accounts-support';
import { seriousViolations } from './axe';
import { apiLogin, bearer, consolePage } from './console-support';

/*
 * Issue 34, Players: support finds a player registered in this test by the start of their phone
 * number, opens the player's page and sees the deposit and the balance the player sees; locks the
 * player with a reason (the player's open page is logged out at once, without a reload, and login is
 * refused with the reason), then unlocks (the player logs in). axe finds nothing serious on either
 * console page. LOOK_SHOTS: the player page at 1366×900.
 */

// Its own client addresses (the app trusts the loopback proxy's X-Forwarded-For): logins elsewhere
// in the suite count per address.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.34.1.1' } });

const ROOT = process.env.E2E_BASE_URL ?? 'http://localhost:8181';
const demo = MERCHANTS.find((m) => m.code === 'demo')!;
const vi = (key: string, params?: Record<string, unknown>) => tr('vi', key, params);
const digits = (s: string | null) => (s ?? '').replace(/\D/g, '');

test('support finds a player by phone prefix, sees their money, locks and unlocks them', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // The player registers through the form, as players do (demo: by mobile number).
  const player = new Player(page, demo);
  const reg = await player.registerForm();
  await player.confirmRegistered();
  expect(reg.mobile).toBeTruthy();
  const stored = await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'));
  const token = (JSON.parse(stored!) as { state: { session: { token: string } } }).state.session.token;
  const h = { Authorization: `Bearer ${token}`, 'X-Merchant-Code': 'demo' };

  // A deposit, paid at the demo cashier.
  const order = await request.post(`${ROOT}/api/payments/deposits`, {
    headers: { ...h, 'Idempotency-Key': `e2e-players-${Date.now()}` },
    data: { channel: 'BANK', amount: 200_000 },
  });
  expect(order.status(), await order.text()).toBe(200);
  const { payUrl } = (await order.json()) as { payUrl: string };
  const paid = await request.post(`${ROOT}/demo/cashier`, {
    form: { o: new URL(payUrl, ROOT).searchParams.get('o')!, status: 'paid', lang: 'vi' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const wallet = await request.get(`${ROOT}/api/member/wallets`, { headers: h });
  const balance = ((await wallet.json()) as { member: { sumBalance: number } }).member.sumBalance;
  expect(balance).toBeGreaterThanOrEqual(200_000);

  // A support user of the console.
  const op = await apiLogin(request);
  const username = `players-sup-${Date.now().toString(36)}`;
  const made = await request.post('/api/admin/users', {
    headers: bearer(op),
    data: { username, password: 'players-support-password-1', role: 'support' },
  });
  expect(made.status()).toBe(201);
  const session = await apiLogin(request, { username, password: 'players-support-password-1' });
  const desk = await consolePage(browser, session, 'vi', { ip: '10.34.1.2', bypassCSP: true });
  await desk.setViewportSize({ width: 1366, height: 900 });

  await desk.goto('/admin/');
  await desk
    .getByRole('navigation', { name: vi('console.console.nav.main') })
    .getByRole('link', { name: vi('players.nav'), exact: true })
    .click();
  await desk.getByLabel(vi('players.merchant')).selectOption('demo');
  await desk.getByRole('searchbox', { name: vi('players.search.label') }).fill(`0${reg.mobile!.slice(0, 6)}`);
  await desk.getByRole('button', { name: vi('players.search.submit') }).click();
  const results = desk.getByRole('table', { name: vi('players.search.results') });
  const row = results.getByRole('row').filter({ hasText: `+84${reg.mobile}` });
  await expect(row).toHaveCount(1);
  expect(await seriousViolations(desk)).toEqual([]);
  await row.getByRole('link').click();

  // The player's page: the balance the player sees, and the deposit.
  const money = desk.getByRole('region', { name: vi('players.page.money') });
  await expect(money.getByText(vi('players.page.balance'))).toBeVisible();
  expect(digits(await money.locator('dd').first().textContent())).toBe(String(balance));
  await desk.getByRole('tab', { name: vi('players.tabs.deposits') }).click();
  const deposits = desk.getByRole('table', { name: vi('players.tabs.deposits') });
  await expect(deposits.getByRole('row').nth(1)).toContainText(vi('console.console.payments.status_.paid'));
  expect(digits(await deposits.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())).toBe(
    '200000',
  );
  expect(await seriousViolations(desk)).toEqual([]);
  if (process.env.LOOK_SHOTS)
    await desk.screenshot({ path: `${process.env.LOOK_SHOTS}/console-player.png`, fullPage: true });

  // Lock, with the reason the player will read.
  const reason = 'Tài khoản đang được kiểm tra, vui lòng gọi tổng đài';
  await desk.getByRole('button', { name: vi('players.actions.lock') }).click();
  const dialog = desk.getByRole('dialog', { name: vi('players.actions.lock') });
  await dialog.getByLabel(vi('players.actions.reason')).fill(reason);
  await dialog.getByRole('button', { name: vi('players.actions.confirm') }).click();
  await expect(desk.getByRole('status')).toHaveText(vi('players.actions.done.lock', { count: 1 }));
  await expect(desk.getByRole('heading', { level: 1 })).toContainText(vi('players.status.locked'));
  await expect(desk.getByRole('note')).toContainText(reason);

  // The player's open page is logged out at once, without a reload or a request of its own (the
  // event stream's session-ended), and cannot log in: the reason is shown.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).not.toContain(token);
  await expect(page.getByRole('link', { name: player.t('common.login') })).toBeVisible();
  await player.passwordLogin(`0${reg.mobile}`, reg.password);
  await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login/);

  // Unlock: the player logs in again.
  await desk.getByRole('button', { name: vi('players.actions.unlock') }).click();
  const unlock = desk.getByRole('dialog', { name: vi('players.actions.unlock') });
  await unlock.getByLabel(vi('players.actions.reason')).fill('Đã xác minh qua điện thoại');
  await unlock.getByRole('button', { name: vi('players.actions.confirm') }).click();
  await expect(desk.getByRole('heading', { level: 1 })).toContainText(vi('players.status.active'));
  await player.passwordLogin(`0${reg.mobile}`, reg.password);
  await expect(page).not.toHaveURL(/\/m\/login/);
  await expect(page.getByRole('link', { name: player.t('common.login') })).toHaveCount(0);

  // Back to the search as it was: the same merchant, words and results.
  await desk.getByRole('link', { name: vi('players.page.back') }).click();
  await expect(desk.getByRole('searchbox', { name: vi('players.search.label') })).toHaveValue(
    `0${reg.mobile!.slice(0, 6)}`,
  );
  await expect(desk.getByLabel(vi('players.merchant'))).toHaveValue('demo');
  await expect(row).toContainText(vi('players.status.active'));
});

test('an operator asks for a balance correction over the limit; a second operator approves it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const player = new Player(page, demo);
  const reg = await player.registerForm();
  await player.confirmRegistered();
  const stored = await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'));
  const token = (JSON.parse(stored!) as { state: { session: { token: string } } }).state.session.token;
  const h = { Authorization: `Bearer ${token}`, 'X-Merchant-Code': 'demo' };
  const balanceNow = async () =>
    (
      (await (await request.get(`${ROOT}/api/member/wallets`, { headers: h })).json()) as {
        member: { sumBalance: number };
      }
    ).member.sumBalance;
  const before = await balanceNow();

  // Two operators: the first one of the suite, and a second made for this test.
  const first = await apiLogin(request);
  const second = `players-op-${Date.now().toString(36)}`;
  const made = await request.post('/api/admin/users', {
    headers: bearer(first),
    data: { username: second, password: 'players-operator-password-1', role: 'operator' },
  });
  expect(made.status()).toBe(201);

  const open = async (session: Awaited<ReturnType<typeof apiLogin>>, ip: string) => {
    const desk = await consolePage(browser, session, 'vi', { ip, bypassCSP: true });
    await desk.goto('/admin/players');
    await desk.getByLabel(vi('players.merchant')).selectOption('demo');
    await desk.getByRole('searchbox', { name: vi('players.search.label') }).fill(reg.mobile!);
    await desk.getByRole('button', { name: vi('players.search.submit') }).click();
    await desk
      .getByRole('table', { name: vi('players.search.results') })
      .getByRole('row')
      .filter({ hasText: `+84${reg.mobile}` })
      .getByRole('link')
      .click();
    await expect(desk.getByRole('heading', { level: 1 })).toBeVisible();
    return desk;
  };

  // Over demo's limit (1,000,000 ₫): it waits, and the balance does not move.
  const a = await open(first, '10.34.1.3');
  await a.getByRole('button', { name: vi('players.adjust.action') }).click();
  const dialog = a.getByRole('dialog', { name: vi('players.adjust.title') });
  await dialog.getByLabel(vi('players.adjust.add')).check();
  await dialog.getByLabel(vi('players.adjust.amount', { currency: 'VND' })).fill('2000000');
  await dialog.getByLabel(vi('players.actions.reason')).fill('Bù tiền thắng bị lỗi ván 1234');
  await dialog.getByRole('button', { name: vi('players.actions.confirm') }).click();
  const pending = a.getByRole('status');
  await expect(pending).toContainText('2.000.000');
  await expect(pending).toContainText(vi('players.adjust.done.pending', { amount: 'X' }).split('X')[1]!);
  expect(await balanceNow()).toBe(before);
  await a.getByRole('tab', { name: vi('players.tabs.adjustments') }).click();
  const mine = a
    .getByRole('table', { name: vi('players.tabs.adjustments') })
    .getByRole('row')
    .nth(1);
  await expect(mine).toContainText(vi('players.adjust.waitOther'));
  // Its proposer cannot approve or reject it; they may only take it back (not done here).
  await expect(mine.getByRole('button')).toHaveCount(1);
  await expect(
    mine.getByRole('button', { name: new RegExp(`^${vi('players.adjust.withdraw', { id: '\\d+' })}$`) }),
  ).toBeVisible();

  // The second operator approves it: the player's balance and records show it.
  const b = await open(
    await apiLogin(request, { username: second, password: 'players-operator-password-1' }),
    '10.34.1.4',
  );
  await b.getByRole('tab', { name: vi('players.tabs.adjustments') }).click();
  const row = b
    .getByRole('table', { name: vi('players.tabs.adjustments') })
    .getByRole('row')
    .nth(1);
  const id = (await row.getByRole('cell').first().textContent())!.trim();
  await row.getByRole('button', { name: vi('players.adjust.approve', { id }) }).click();
  await expect(b.getByRole('status')).toHaveText(vi('players.adjust.approved', { id }));
  await expect(row).toContainText(vi('players.adjust.status.applied'));
  await expect.poll(balanceNow).toBe(before + 2_000_000);
  const money = b.getByRole('region', { name: vi('players.page.money') });
  await expect(money.locator('dd').first()).toContainText('.000');
  expect(digits(await money.locator('dd').first().textContent())).toBe(String(before + 2_000_000));
  const records = await request.get(`${ROOT}/api/wallet/transactions`, { headers: h });
  const entries = ((await records.json()) as { list: { kind: string; amount: number }[] }).list;
  expect(entries[0]).toMatchObject({ kind: 'adjustment', amount: 2_000_000 });

  // The audit shows both operators.
  const audit = (await (
    await request.get('/api/admin/audit?merchant=demo', { headers: bearer(first) })
  ).json()) as {
    action: string;
    actor: string;
    detail: { adjustmentId?: number };
  }[];
  const both = audit.filter((r) => r.detail.adjustmentId === Number(id)).map((r) => [r.action, r.actor]);
  expect(both).toEqual(
    expect.arrayContaining([
      ['adjustmentProposed', first.user.username],
      ['adjustmentApproved', second],
    ]),
  );
  expect(await seriousViolations(b)).toEqual([]);
  if (process.env.LOOK_SHOTS)
    await b.screenshot({ path: `${process.env.LOOK_SHOTS}/console-player-adjustments.png`, fullPage: true });
});
