import { expect, test, type APIRequestContext, type Browser } from './fixtures';
import { ROOT } from './lobby-support';
import { apiLoginDemoMember } from './money-support';

/*
 * The console's Payments page: an operator approves a pending withdrawal (the member's hold is paid
 * out); a support user sees the same list with no decision buttons.
 */

const OPERATOR = { username: 'e2e-operator', password: 'e2e-operator-password-1' };
// Its own client address (the app trusts the loopback proxy's X-Forwarded-For): the console login
// allows 10 attempts a minute per address and username, and the other console suites log in too.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.42.0.1' } });

async function adminLogin(request: APIRequestContext, user: { username: string; password: string }) {
  const res = await request.post(`${ROOT}/api/admin/login`, { data: user });
  expect(res.status()).toBe(200);
  return (await res.json()) as { token: string; user: object };
}

async function consolePage(browser: Browser, session: { token: string; user: object }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((s) => {
    sessionStorage.setItem('console.session', JSON.stringify(s));
    localStorage.setItem('console.language', 'en');
  }, session);
  return context.newPage();
}

test('operators approve a pending withdrawal on the Payments page; support only sees it', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // basic's demo_member asks for a withdrawal (basic: VND, no bonus, 100 ₫ minimum).
  const { headers } = await apiLoginDemoMember(request, 'basic');
  const acc = await request.post(`${ROOT}/api/payments/payout-accounts`, {
    headers,
    data: { bankName: 'ACB', accountNumber: '99887766', holderName: 'Tran Thi B' },
  });
  const accountId = ((await acc.json()) as { account: { id: number } }).account.id;
  const w = await request.post(`${ROOT}/api/payments/withdrawals`, {
    headers: { ...headers, 'Idempotency-Key': `e2e-${Date.now()}` },
    data: { amount: 12_345, payoutAccountId: accountId, paymentPassword: '123456' },
  });
  expect(w.status()).toBe(200);
  const id = ((await w.json()) as { order: { id: number } }).order.id;

  const op = await adminLogin(request, OPERATOR);
  const username = `paysup-${Date.now().toString(36)}`;
  expect(
    (
      await request.post(`${ROOT}/api/admin/users`, {
        headers: { Authorization: `Bearer ${op.token}` },
        data: { username, password: 'support-password-1', role: 'support' },
      })
    ).status(),
  ).toBe(201);

  const support = await consolePage(
    browser,
    await adminLogin(request, { username, password: 'support-password-1' }),
  );
  await support.goto('/admin/payments');
  await support.getByLabel('Merchant').selectOption('basic');
  const sTable = support.getByRole('table', { name: 'Pending withdrawals' });
  // The row whose # cell is this order (other suites ask for withdrawals on basic too: "3" is in "13").
  const idCell = (p: typeof support) => p.getByRole('cell', { name: String(id), exact: true });
  await expect(sTable.getByRole('row').filter({ has: idCell(support) })).toContainText('demo_member');
  await expect(
    support.getByText('Your role can view payments; only operators approve or reject.'),
  ).toBeVisible();
  await expect(support.getByRole('button', { name: `Approve #${id}` })).toHaveCount(0);

  const page = await consolePage(browser, op);
  await page.goto('/admin/payments');
  await page.getByLabel('Merchant').selectOption('basic');
  const row = page
    .getByRole('table', { name: 'Pending withdrawals' })
    .getByRole('row')
    .filter({ hasText: 'TRAN THI B' })
    .filter({ has: idCell(page) });
  await expect(row).toContainText('₫12,345');
  await page.getByRole('button', { name: `Approve #${id}` }).click();
  // Approving asks first (issue 35 item 12: console-payment-context.spec.ts checks what it shows).
  await page
    .getByRole('dialog', { name: `Approve withdrawal #${id}?` })
    .getByRole('button', { name: 'Approve and pay out ₫12,345' })
    .click();
  await expect(page.getByRole('status')).toHaveText(`Withdrawal #${id} approved.`);
  await expect(page.getByRole('button', { name: `Approve #${id}` })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Member ledger' }).click();
  await page.getByLabel('Username').fill('demo_member');
  await page.getByRole('button', { name: 'Show ledger' }).click();
  await expect(page.getByRole('status')).toHaveText('Ledger and wallet agree.');
  await expect(page.getByRole('table', { name: 'Member ledger' }).getByRole('row').nth(1)).toContainText(
    'Withdrawal paid out',
  );
});
