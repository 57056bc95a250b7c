import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTicket, key, newMember, payDeposit, payoutAccount, playRound, withdraw } from '../support/money';
import { createTestApp, type TestApp } from '../support/test-app';
import { login, OPERATOR } from './admin-support';

/*
 * Issue 35 item 12, what an operator sees before approving a withdrawal: the member's VIP level on
 * the merchant's ladder is the one the member's own VIP page shows, before and after a deposit that
 * lifts it to the next level.
 */
interface Vip {
  current?: number;
  next?: number;
  levels: { level: number; minDeposit: number; minBet: number }[];
}

describe('the withdrawal context names the member’s VIP level', () => {
  let t: TestApp;
  let op: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_BOOTSTRAP_USER: OPERATOR.username, ADMIN_BOOTSTRAP_PASSWORD: OPERATOR.password },
    });
    op = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
  }, 120_000);
  afterAll(async () => t?.close());

  it('as the member’s VIP page says it: a fresh member’s, then the next level after a deposit', async () => {
    const member = await newMember(t, 500_000, 'demo');
    const vip = async () => (await t.app.inject({ url: '/api/member/vip', headers: member.h })).json<Vip>();
    const account = await payoutAccount(t.app, member.h);
    const context = async () => {
      const w = await withdraw(t.app, member.h, { amount: 100_000, payoutAccountId: account }, key());
      expect(w.statusCode, w.body).toBe(200);
      const id = w.json<{ order: { id: number } }>().order.id;
      const res = await t.app.inject({
        url: `/api/admin/merchants/demo/withdrawals/${id}/context`,
        headers: op,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ member: { vipLevel?: number } }>().member;
    };

    const fresh = await vip();
    expect((await context()).vipLevel).toBe(fresh.current);

    // The deposits and the bets the next level asks.
    const next = fresh.levels.find((l) => l.level === fresh.next)!;
    await payDeposit(t, member.h, next.minDeposit + next.minBet);
    const nodeId = (
      await t.app.inject({ method: 'GET', url: '/api/games?gameType=RNG&pageSize=20', headers: member.h })
    )
      .json()
      .games.find((g: { supportPlay: number }) => g.supportPlay === 1).nodeId as number;
    await playRound(t, await gameTicket(t, member.h, nodeId), next.minBet, 0);
    const lifted = await vip();
    expect(lifted.current).toBe(next.level);
    expect((await context()).vipLevel).toBe(next.level);
  });
});
