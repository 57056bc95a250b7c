import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVERS, type TestApp } from '../support/test-app';
import { adminTestApp, login, OPERATOR } from './admin-support';
import { key, newMember, payDeposit, payoutAccount, withdraw } from '../support/money';

/*
 * The member inbox (spec §3 unread counts, §7 inbox unread): decisions about a member's account
 * arrive as messages in the same transaction (deposit credited with its bonus, withdrawal approved or
 * rejected with the reason, reward granted); the unread count is real and drops as messages are read;
 * a member never reads or marks another member's message.
 */

type H = Record<string, string>;

describe.each(TEST_DRIVERS)('inbox on %s', (driver) => {
  let t: TestApp;
  let op: H;
  beforeAll(async () => {
    t = await adminTestApp({}, driver);
    op = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
  }, 60_000);
  afterAll(async () => t?.close());

  const inbox = async (h: H, query = '') =>
    t.app.inject({ url: `/api/member/inbox${query}`, headers: h }).then((r) => {
      expect(r.statusCode).toBe(200);
      return r.json<{
        list: { id: number; kind: string; params: Record<string, unknown>; read: boolean }[];
        more: boolean;
        unread: number;
      }>();
    });
  const unread = async (h: H) =>
    (await t.app.inject({ url: '/api/member/unread', headers: h })).json<{ inbox: number }>().inbox;
  const review = (id: number, body: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/demo/withdrawals/${id}/review`,
      headers: op,
      payload: body,
    });

  it('a deposit, two withdrawal decisions and a reward each leave one message; reading lowers the count', async () => {
    const m = await newMember(t, 1_000_000);
    expect(await unread(m.h)).toBe(0);
    expect((await inbox(m.h)).list).toEqual([]);

    await payDeposit(t, m.h, 100_000);
    const account = await payoutAccount(t.app, m.h);
    const a = (await withdraw(t.app, m.h, { amount: 300_000, payoutAccountId: account })).json().order.id;
    const b = (await withdraw(t.app, m.h, { amount: 200_000, payoutAccountId: account }, key())).json().order
      .id;
    expect((await review(a, { decision: 'approve' })).statusCode).toBe(200);
    expect((await review(b, { decision: 'reject', reason: 'Tên chủ tài khoản không khớp' })).statusCode).toBe(
      200,
    );
    // A decision that does not happen sends nothing: a second review of the same order is refused.
    expect((await review(a, { decision: 'reject', reason: 'again' })).statusCode).toBe(409);
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/demo/rewards',
      headers: op,
      payload: { username: m.username, amount: 50_000, title: 'Quà sinh nhật' },
    });
    expect(grant.statusCode).toBe(200);

    const box = await inbox(m.h);
    expect(box.unread).toBe(4);
    expect(await unread(m.h)).toBe(4);
    expect(box.list.map((x) => x.kind)).toEqual([
      'rewardGranted',
      'withdrawRejected',
      'withdrawApproved',
      'depositPaid',
    ]);
    expect(box.list[0]!.params).toEqual({ amount: 50_000, title: 'Quà sinh nhật' });
    expect(box.list[1]!.params).toEqual({
      amount: 200_000,
      orderId: String(b),
      reason: 'Tên chủ tài khoản không khớp',
    });
    expect(box.list[2]!.params).toEqual({ amount: 300_000, orderId: String(a) });
    // Demo pays a 10 % first-deposit bonus.
    expect(box.list[3]!.params).toMatchObject({ amount: 100_000, bonus: 10_000 });

    const one = await t.app.inject({
      method: 'POST',
      url: '/api/member/inbox/read',
      headers: m.h,
      payload: { id: box.list[1]!.id },
    });
    expect(one.json()).toEqual({ unread: 3 });
    expect((await inbox(m.h)).list.map((x) => x.read)).toEqual([false, true, false, false]);
    // Reading it again changes nothing.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/member/inbox/read',
          headers: m.h,
          payload: { id: box.list[1]!.id },
        })
      ).json(),
    ).toEqual({ unread: 3 });
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/member/inbox/read',
      headers: m.h,
      payload: {},
    });
    expect(all.json()).toEqual({ unread: 0 });
    expect(await unread(m.h)).toBe(0);
  });

  it('pages newest first with `before`; another member’s message is not found and stays unread', async () => {
    const m = await newMember(t, 0);
    const other = await newMember(t, 0);
    for (let i = 0; i < 5; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/merchants/demo/rewards',
        headers: op,
        payload: { username: m.username, amount: 1000 + i },
      });
    const first = await inbox(m.h, '?limit=2');
    expect(first.list.map((x) => x.params.amount)).toEqual([1004, 1003]);
    expect(first.more).toBe(true);
    const second = await inbox(m.h, `?limit=2&before=${first.list[1]!.id}`);
    expect(second.list.map((x) => x.params.amount)).toEqual([1002, 1001]);
    const last = await inbox(m.h, `?limit=2&before=${second.list[1]!.id}`);
    expect(last.list.map((x) => x.params.amount)).toEqual([1000]);
    expect(last.more).toBe(false);

    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/member/inbox/read',
      headers: other.h,
      payload: { id: first.list[0]!.id },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('MESSAGE_NOT_FOUND');
    expect((await inbox(other.h)).list).toEqual([]);
    expect((await inbox(m.h)).unread).toBe(5);
  });

  it('bad input changes nothing; guests have no inbox', async () => {
    const m = await newMember(t, 0);
    for (const payload of [{ id: 0 }, { id: 'x' }, { id: 1.5 }, { extra: true }]) {
      const r = await t.app.inject({ method: 'POST', url: '/api/member/inbox/read', headers: m.h, payload });
      expect(r.statusCode).toBe(400);
    }
    expect((await t.app.inject({ url: '/api/member/inbox?limit=500', headers: m.h })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/member/inbox' })).statusCode).toBe(401);
  });
});
