import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { apiLogin, bearer, consolePage, OPERATOR } from './console-support';
import { apiLoginDemoMember } from './money-support';
import { formatMoney } from '../../core/money';
import type { MerchantConfig } from '../../schemas';

/*
 * Issue 35 item 12. Approving a withdrawal shows, before anything moves, the member's balance and
 * hold, the identity check (KYC) state, the VIP level and the recent deposits and withdrawals, and
 * asks for a confirmation in a dialog; cancelling leaves it pending. An agent's pending contract offer is
 * listed on the Agents page and can be withdrawn (audited); the agent can no longer accept it.
 */

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.35.12.1' } });

/** As the console writes an amount (console/src/features/payments/money.ts). */
const money = (c: { code: string; digits: number }, minor: number) =>
  formatMoney(
    {
      code: c.code,
      symbol: c.code,
      decimals: c.digits,
      symbolPosition: 'after',
    } as MerchantConfig['currency'],
    minor,
    'en',
  );

const KYC_WORDS = {
  none: 'Not sent yet',
  pending: 'Waiting for review',
  approved: 'Verified',
  rejected: 'Refused',
} as const;

test('approving a withdrawal shows balance, KYC and history first, and asks for a confirmation', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { headers } = await apiLoginDemoMember(request, 'basic');
  const acc = await request.post('/api/payments/payout-accounts', {
    headers,
    data: { bankName: 'VCB', accountNumber: '5566778899', holderName: 'Le Van C' },
  });
  const accountId = ((await acc.json()) as { account: { id: number } }).account.id;
  const ask = async (amount: number) => {
    const w = await request.post('/api/payments/withdrawals', {
      headers: { ...headers, 'Idempotency-Key': `ctx-${amount}-${Date.now()}` },
      data: { amount, payoutAccountId: accountId, paymentPassword: '123456' },
    });
    expect(w.status(), await w.text()).toBe(200);
    return ((await w.json()) as { order: { id: number } }).order.id;
  };
  const earlier = await ask(11_111);
  const id = await ask(12_345);
  const kyc = ((await (await request.get('/api/account/kyc', { headers })).json()) as { status: string })
    .status as keyof typeof KYC_WORDS;

  const op = await apiLogin(request, OPERATOR);
  // The context: operators and support (who answer members about their money); not viewers.
  const ctx = await request.get(`/api/admin/merchants/basic/withdrawals/${id}/context`, {
    headers: bearer(op),
  });
  expect(ctx.status()).toBe(200);
  type Context = {
    currency: { code: string; digits: number };
    member: { balance: number; held: number; vipLevel?: number };
  };
  expect(((await ctx.json()) as Context).member).toEqual(
    expect.objectContaining({ balance: expect.any(Number), held: expect.any(Number) }),
  );
  const viewerName = `ctxview-${Date.now().toString(36)}`;
  expect(
    (
      await request.post('/api/admin/users', {
        headers: bearer(op),
        data: { username: viewerName, password: 'viewer-password-1', role: 'viewer' },
      })
    ).status(),
  ).toBe(201);
  const viewer = await apiLogin(request, { username: viewerName, password: 'viewer-password-1' });
  expect(
    (
      await request.get(`/api/admin/merchants/basic/withdrawals/${id}/context`, { headers: bearer(viewer) })
    ).status(),
  ).toBe(403);
  expect(
    (
      await request.get('/api/admin/merchants/basic/withdrawals/2147483000/context', { headers: bearer(op) })
    ).status(),
  ).toBe(404);

  const page = await consolePage(browser, op, 'en', { ip: '10.35.12.2', bypassCSP: true });
  await page.goto('/admin/payments');
  await page.getByLabel('Merchant').selectOption('basic');
  const vipNow = async () =>
    ((await (await request.get('/api/member/vip', { headers })).json()) as { current?: number }).current;
  const vipBefore = await vipNow();
  // Other suites move demo_member's money on basic meanwhile: the dialog shows what its own request got.
  const answer = page.waitForResponse((r) => r.url().endsWith(`/withdrawals/${id}/context`));
  await page.getByRole('button', { name: `Approve #${id}` }).click();
  const body = (await (await answer).json()) as Context;
  const dialog = page.getByRole('dialog', { name: `Approve withdrawal #${id}?` });
  await expect(dialog).toBeVisible();
  // Both pending withdrawals are held.
  expect(body.member.held).toBeGreaterThanOrEqual(12_345 + 11_111);
  const m = (minor: number) => money(body.currency, minor);
  await expect(dialog).toContainText('demo_member');
  await expect(dialog).toContainText(m(12_345));
  await expect(dialog.getByRole('term').filter({ hasText: 'Balance' })).toBeVisible();
  await expect(dialog).toContainText(`Balance${m(body.member.balance)}`);
  await expect(dialog).toContainText(`Held for withdrawals${m(body.member.held)}`);
  await expect(dialog).toContainText(`Identity check (KYC)${KYC_WORDS[kyc]}`);
  // The VIP level is the one the member's own VIP page shows (levels only rise: other suites' deposits
  // on this member may lift it meanwhile, so it lies between the page's answers before and after).
  const vipAfter = await vipNow();
  const level = (v: number | undefined) => v ?? -1;
  expect(level(body.member.vipLevel)).toBeGreaterThanOrEqual(level(vipBefore));
  expect(level(body.member.vipLevel)).toBeLessThanOrEqual(level(vipAfter));
  await expect(dialog).toContainText(
    `VIP level${body.member.vipLevel === undefined ? 'None reached yet' : `VIP ${body.member.vipLevel}`}`,
  );
  const history = dialog.getByRole('table', { name: 'Recent deposits and withdrawals' });
  const cell = (text: string) => page.getByRole('cell', { name: text, exact: true });
  await expect(history.getByRole('row').filter({ has: cell(`#${earlier}`) })).toContainText(
    `Withdrawal${m(11_111)}Pending`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Cancel: nothing is decided.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Approve #${id}` })).toBeVisible();

  await page.getByRole('button', { name: `Approve #${id}` }).click();
  await dialog.getByRole('button', { name: `Approve and pay out ${m(12_345)}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Withdrawal #${id} approved.`);
  await expect(page.getByRole('button', { name: `Approve #${id}` })).toHaveCount(0);
});

test('an agent’s pending contract offer is listed and can be withdrawn, with an audit row', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const op = await apiLogin(request, OPERATOR);
  const offer = await request.post('/api/admin/merchants/basic/agent-contracts', {
    headers: bearer(op),
    data: { username: 'demo_agent', kind: 'hour', rateBp: 30, minActive: 2 },
  });
  expect(offer.status(), await offer.text()).toBe(200);
  const id = ((await offer.json()) as { id: number }).id;

  const page = await consolePage(browser, op, 'en', { ip: '10.35.12.3', bypassCSP: true });
  await page.goto('/admin/agents');
  await page.getByLabel('Merchant').selectOption('basic');
  const table = page.getByRole('table', { name: 'Contract offers waiting for the agent' });
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: `#${id}`, exact: true }) });
  await expect(row).toContainText('demo_agent');
  await expect(row).toContainText('hourly salary contract');
  await expect(row).toContainText('0.3%');
  await row.getByRole('button', { name: `Withdraw offer #${id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Withdraw offer #${id} to demo_agent?` });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Withdraw the offer' }).click();
  await expect(page.getByRole('status')).toHaveText(`Offer #${id} withdrawn: the agent no longer sees it.`);
  await expect(row).toHaveCount(0);

  // A second withdrawal finds nothing pending; the audit names the agent and the offer.
  const again = await request.post(`/api/admin/merchants/basic/agent-contracts/${id}/withdraw`, {
    headers: bearer(op),
  });
  expect([again.status(), ((await again.json()) as { error: { code: string } }).error.code]).toEqual([
    409,
    'ALREADY_DECIDED',
  ]);
  const audit = (await (
    await request.get('/api/admin/audit?merchant=basic&action=contractWithdrawn', { headers: bearer(op) })
  ).json()) as { actor: string; detail: { contractId: number; username: string } }[];
  expect(audit.find((a) => a.detail.contractId === id)).toMatchObject({
    actor: OPERATOR.username,
    detail: { username: 'demo_agent' },
  });
});
