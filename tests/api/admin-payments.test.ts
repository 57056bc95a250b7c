import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVERS, type TestApp } from '../support/test-app';
import { adminTestApp, login, OPERATOR } from './admin-support';
import { balanceOf, key, ledgerOf, newMember, payoutAccount, withdraw } from '../support/money';

/*
 * The console's Payments API: operators approve or reject a pending withdrawal (audit row, the hold
 * paid out or released); support and viewers read but cannot act; a second decision finds nothing.
 */

describe.each(TEST_DRIVERS)('payments admin on %s', (driver) => {
  let t: TestApp;
  let op: Record<string, string>;
  let support: Record<string, string>;
  beforeAll(async () => {
    t = await adminTestApp({}, driver);
    op = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: op,
      payload: { username: 'helpdesk', password: 'helpdesk-password-1', role: 'support' },
    });
    support = { authorization: `Bearer ${await login(t.app, 'helpdesk', 'helpdesk-password-1')}` };
  }, 60_000);
  afterAll(async () => t?.close());

  it('approve pays the hold out, reject releases it with a reason; support reads only; every decision is audited once', async () => {
    const m = await newMember(t, 1_000_000);
    const account = await payoutAccount(t.app, m.h);
    const a = (await withdraw(t.app, m.h, { amount: 300_000, payoutAccountId: account })).json().order.id;
    const b = (
      await withdraw(t.app, m.h, { amount: 200_000, payoutAccountId: account }, key(), '10.1.1.2')
    ).json().order.id;
    expect(await balanceOf(t.app, m.h)).toMatchObject({ sumBalance: 500_000, held: 500_000 });

    const pending = (
      await t.app.inject({ url: '/api/admin/merchants/demo/withdrawals?status=pending', headers: support })
    ).json();
    expect(pending.currency).toEqual({ code: 'VND', digits: 0 });
    expect(
      pending.list
        .filter((o: { username: string }) => o.username === m.username)
        .map((o: { id: number }) => o.id),
    ).toEqual([b, a]);
    expect(pending.list[0].payoutAccount).toMatchObject({
      bankName: 'Vietcombank',
      holderName: 'NGUYEN VAN A',
    });

    const review = (id: number, headers: Record<string, string>, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/merchants/demo/withdrawals/${id}/review`,
        headers,
        payload: body,
      });
    expect((await review(a, support, { decision: 'approve' })).statusCode).toBe(403);
    expect((await review(a, op, { decision: 'reject' })).json().error.code).toBe('VALIDATION_FAILED');
    expect((await review(a, op, { decision: 'approve' })).json().order).toMatchObject({
      status: 'approved',
      reviewedBy: OPERATOR.username,
    });
    expect(
      (await review(b, op, { decision: 'reject', reason: 'Account name does not match' })).json().order,
    ).toMatchObject({ status: 'rejected', reason: 'Account name does not match' });
    const again = await review(a, op, { decision: 'reject', reason: 'late' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'ORDER_ALREADY_SETTLED']);
    expect((await review(999_999, op, { decision: 'approve' })).json().error.code).toBe('ORDER_NOT_FOUND');
    // Another merchant's console route does not reach this merchant's orders.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/merchants/lotus/withdrawals/${b}/review`,
          headers: op,
          payload: { decision: 'approve' },
        })
      ).json().error.code,
    ).toBe('ORDER_NOT_FOUND');

    expect(await balanceOf(t.app, m.h)).toMatchObject({ sumBalance: 700_000, held: 0 });
    expect(await ledgerOf(t.db, m.id)).toMatchObject({ sum: 700_000, heldSum: 0, balance: 700_000, held: 0 });
    const ledger = (
      await t.app.inject({ url: `/api/admin/merchants/demo/ledger?username=${m.username}`, headers: support })
    ).json();
    expect(ledger).toMatchObject({ balance: 700_000, held: 0, consistent: true });
    expect(ledger.entries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['withdraw_release', 200_000],
      ['withdraw_payout', -300_000],
      ['withdraw_hold', -200_000],
      ['withdraw_hold', -300_000],
      ['adjustment', 1_000_000],
    ]);
    const audit = (await t.app.inject({ url: '/api/admin/audit?merchant=demo', headers: op })).json() as {
      action: string;
      detail: { orderId?: number };
    }[];
    const rows = (Array.isArray(audit) ? audit : (audit as { list: typeof audit }).list).filter((r) =>
      r.action.startsWith('withdraw'),
    );
    expect(rows.map((r) => [r.action, r.detail.orderId])).toEqual([
      ['withdrawRejected', b],
      ['withdrawApproved', a],
    ]);
  }, 60_000);

  it('50 parallel approvals of one withdrawal pay it out once', async () => {
    const m = await newMember(t, 500_000);
    const id = (
      await withdraw(t.app, m.h, { amount: 100_000, payoutAccountId: await payoutAccount(t.app, m.h) })
    ).json().order.id;
    const res = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/merchants/demo/withdrawals/${id}/review`,
          headers: op,
          payload: i % 2 ? { decision: 'approve' } : { decision: 'reject', reason: 'x' },
        }),
      ),
    );
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const l = await ledgerOf(t.db, m.id);
    expect(l.entries).toBe(3);
    expect(l.sum).toBe(l.balance);
    expect(l.held).toBe(0);
  }, 60_000);
});
