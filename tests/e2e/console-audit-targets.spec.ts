import { expect, test, type APIResponse } from './fixtures';
import { mkdirSync } from 'node:fs';
import { ROOT } from './lobby-support';
import { apiLoginDemoMember } from './money-support';
import { apiLogin, bearer, consolePage, createMerchant } from './console-support';

/*
 * Issue 35 item 4: every audit row names who did what to what. The user disabled, the withdrawal's
 * member and amount, a content item's title (also after it is removed), the API token's name and the
 * webhook's URL read on the Audit page (vi and en, 1366×900), not "—".
 */
const IP = '10.35.4.1';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': IP } });
const OUT = 'test-results/audit-targets';
mkdirSync(OUT, { recursive: true });

test('each audit row names its target: user, member and amount, content title, token, webhook (issue 35 item 4)', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const m = await createMerchant(request, { code: `au-${tag}`, name: `Audit ${tag}` });
  try {
    const op = await apiLogin(request);
    const h = bearer(op);
    const ok = async (p: Promise<APIResponse>, status = 200) => {
      const r = await p;
      expect(r.status(), await r.text()).toBe(status);
      return r;
    };

    // A console user, disabled.
    const username = `gone-${tag}`;
    const user = (await (
      await ok(
        request.post('/api/admin/users', {
          headers: h,
          data: { username, password: 'gone-password-123', role: 'viewer' },
        }),
        201,
      )
    ).json()) as { id: string };
    await ok(request.post(`/api/admin/users/${user.id}/disable`, { headers: h }));

    // basic's demo member asks for a withdrawal; the operator approves it.
    const member = await apiLoginDemoMember(request, 'basic');
    const acc = await request.post(`${ROOT}/api/payments/payout-accounts`, {
      headers: member.headers,
      data: { bankName: 'ACB', accountNumber: '55667788', holderName: 'Tran Thi B' },
    });
    const accountId = ((await acc.json()) as { account: { id: number } }).account.id;
    const amount = 13_579;
    const w = await ok(
      request.post(`${ROOT}/api/payments/withdrawals`, {
        headers: { ...member.headers, 'Idempotency-Key': `audit-${tag}` },
        data: { amount, payoutAccountId: accountId, paymentPassword: '123456' },
      }),
    );
    const orderId = ((await w.json()) as { order: { id: number } }).order.id;
    await ok(
      request.post(`/api/admin/merchants/basic/withdrawals/${orderId}/review`, {
        headers: h,
        data: { decision: 'approve' },
      }),
    );

    // An announcement created, edited and removed.
    const title = `Tin kiểm toán ${tag}`;
    const body = {
      type: 'PL',
      texts: { vi: { title, content: '<p>x</p>' } },
      startDate: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const content = `/api/admin/merchants/${m.code}/content/announcements`;
    const created = (await (await ok(request.post(content, { headers: h, data: body }), 201)).json()) as {
      id: number;
    };
    await ok(request.delete(`${content}/${created.id}`, { headers: h }));

    // An API token and a webhook, created and removed.
    const tokenName = `Báo cáo ${tag}`;
    const token = (await (
      await ok(request.post('/api/admin/tokens', { headers: h, data: { name: tokenName } }))
    ).json()) as { id: string };
    await ok(request.delete(`/api/admin/tokens/${token.id}`, { headers: h }));
    const hookUrl = `https://hooks-${tag}.example.com`;
    const hook = (await (
      await ok(
        request.post(`/api/admin/merchants/${m.code}/webhooks`, {
          headers: h,
          data: { url: `${hookUrl}/in`, events: ['publish'] },
        }),
      )
    ).json()) as { id: number };
    await ok(request.delete(`/api/admin/merchants/${m.code}/webhooks/${hook.id}`, { headers: h }), 204);

    const words = {
      vi: {
        userDisabled: 'Vô hiệu hóa người dùng',
        withdrawApproved: 'Đã duyệt một lệnh rút',
        contentCreated: 'Đã tạo nội dung',
        contentRemoved: 'Đã xoá nội dung',
        tokenCreated: 'Tạo mã API',
        tokenRevoked: 'Thu hồi mã API',
        webhookCreated: 'Thêm webhook',
        webhookRemoved: 'Gỡ webhook',
        money: '13.579',
      },
      en: {
        userDisabled: 'Disabled a console user',
        withdrawApproved: 'Approved a withdrawal',
        contentCreated: 'Created content',
        contentRemoved: 'Removed content',
        tokenCreated: 'Created an API token',
        tokenRevoked: 'Revoked an API token',
        webhookCreated: 'Added a webhook',
        webhookRemoved: 'Removed a webhook',
        money: '13,579',
      },
    };
    for (const lang of ['vi', 'en'] as const) {
      const w8 = words[lang];
      const page = await consolePage(browser, op, lang, { ip: IP });
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/admin/audit');
      const rows = page.getByRole('table').getByRole('row');
      const row = (what: string, target: string) =>
        rows.filter({ hasText: what }).filter({ hasText: target });
      await expect(row(w8.userDisabled, username)).toHaveCount(1);
      await expect(row(w8.withdrawApproved, 'demo_member')).toContainText(w8.money);
      await expect(row(w8.withdrawApproved, 'demo_member').filter({ hasText: w8.money })).toContainText(
        `#${orderId}`,
      );
      await expect(row(w8.contentCreated, title)).toHaveCount(1);
      await expect(row(w8.contentRemoved, title)).toHaveCount(1);
      await expect(row(w8.tokenCreated, tokenName)).toHaveCount(1);
      await expect(row(w8.tokenRevoked, tokenName)).toHaveCount(1);
      await expect(row(w8.webhookCreated, hookUrl)).toHaveCount(1);
      await expect(row(w8.webhookRemoved, hookUrl)).toHaveCount(1);
      await page.screenshot({ path: `${OUT}/${lang}-audit.png`, fullPage: false });
      await page.context().close();
    }
  } finally {
    m.remove();
  }
});
