import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, payoutAccount, withdraw } from '../support/money';
import { createTestApp, JPEG, multipart, PNG, type TestApp } from '../support/test-app';
import { login, OPERATOR } from './admin-support';

/*
 * Issue 35 item 6: what each console role reads of members' money (docs/security.md, "Console roles
 * and members' data"). Only operators pay out, so only they read a payout account's full number;
 * support and viewers read its last four digits, in the API response itself. A viewer reads the
 * payment lists but not a member's ledger. And item 4: the audit rows of a withdrawal and of a KYC
 * decision name the member and the amount (with its currency), not only their ids.
 */

type H = Record<string, string>;
type Role = 'operator' | 'support' | 'viewer';
const ROLES: readonly Role[] = ['operator', 'support', 'viewer'];
const ACCOUNT = '0123456789'; // tests/support/money.ts payoutAccount
const KYC = { enabled: true, imageMaxBytes: 1_000_000 };

describe('console roles and members’ money (issue 35 items 4 and 6)', () => {
  let t: TestApp;
  const as = {} as Record<Role, H>;
  let member: Awaited<ReturnType<typeof newMember>>;
  let orderId: number;

  const get = (role: Role, url: string) => t.app.inject({ method: 'GET', url, headers: as[role] });

  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_BOOTSTRAP_USER: OPERATOR.username, ADMIN_BOOTSTRAP_PASSWORD: OPERATOR.password },
      merchants: { demo: (d) => ({ ...d, kyc: KYC }) },
    });
    as.operator = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
    for (const role of ['support', 'viewer'] as const) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: as.operator,
        payload: { username: `money-${role}`, password: `money-${role}-password`, role },
      });
      expect(made.statusCode, made.body).toBe(201);
      as[role] = { authorization: `Bearer ${await login(t.app, `money-${role}`, `money-${role}-password`)}` };
    }
    member = await newMember(t, 2_000_000, 'demo');
    const order = await withdraw(t.app, member.h, {
      amount: 300_000,
      payoutAccountId: await payoutAccount(t.app, member.h),
    });
    expect(order.statusCode, order.body).toBe(200);
    orderId = order.json<{ order: { id: number } }>().order.id;
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('only operators read a payout account’s full number; support and viewers its last four digits', async () => {
    for (const role of ROLES) {
      const res = await get(role, '/api/admin/merchants/demo/withdrawals?status=pending');
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      const order = res
        .json<{ list: { id: number; payoutAccount?: { accountNumber: string; holderName: string } }[] }>()
        .list.find((o) => o.id === orderId);
      expect(order?.payoutAccount, role).toBeDefined();
      if (role === 'operator') {
        expect(order!.payoutAccount!.accountNumber).toBe(ACCOUNT);
        expect(order!.payoutAccount!.holderName).toBe('NGUYEN VAN A');
      } else {
        expect(order!.payoutAccount!.accountNumber, role).toBe('••••6789');
        // Nowhere in the answer, not even in another field.
        expect(res.body, role).not.toContain(ACCOUNT);
        expect(res.body, role).not.toContain('23456789');
      }
    }
    // A viewer reads neither the account holder's name.
    const viewer = await get('viewer', '/api/admin/merchants/demo/withdrawals?status=pending');
    expect(viewer.body).not.toContain('NGUYEN VAN A');
    const support = await get('support', '/api/admin/merchants/demo/withdrawals?status=pending');
    expect(support.body).toContain('NGUYEN VAN A');
  });

  it('operators and support read a member’s ledger; a viewer is refused (403)', async () => {
    const url = `/api/admin/merchants/demo/ledger?username=${member.username}`;
    expect((await get('operator', url)).statusCode).toBe(200);
    expect((await get('support', url)).statusCode).toBe(200);
    const viewer = await get('viewer', url);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json<{ error: { code: string } }>().error.code).toBe('FORBIDDEN');
    // Every role still reads the payment lists.
    for (const role of ROLES)
      expect((await get(role, '/api/admin/merchants/demo/deposits')).statusCode, role).toBe(200);
  });

  it('the audit rows of a withdrawal and a KYC decision name the member, the amount and its currency (item 4)', async () => {
    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/demo/withdrawals/${orderId}/review`,
      headers: as.operator,
      payload: { decision: 'approve' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const kyc = multipart(
      {},
      [
        { field: 'front', bytes: JPEG() },
        { field: 'back', bytes: PNG() },
        { field: 'selfie', bytes: JPEG() },
      ].map((f) => ({ ...f, name: `${f.field}.jpg`, type: 'image/jpeg' })),
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/account/kyc',
      headers: { ...member.h, ...kyc.headers },
      payload: kyc.payload,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const requestId = sent.json<{ requestId: number }>().requestId;
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/demo/kyc/${requestId}/review`,
      headers: as.operator,
      payload: { decision: 'reject', reason: 'blurred' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const rows = (await get('operator', '/api/admin/audit?merchant=demo')).json<
      { action: string; detail: Record<string, unknown> }[]
    >();
    expect(rows.find((r) => r.action === 'withdrawApproved')?.detail).toMatchObject({
      orderId,
      username: member.username,
      amount: 300_000,
      currency: { code: 'VND', digits: 0 },
    });
    expect(rows.find((r) => r.action === 'kycRejected')?.detail).toMatchObject({
      requestId,
      username: member.username,
    });
  });
});
