import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, TEST_DRIVERS, type TestApp } from '../support/test-app';
import { adminTestApp, login, OPERATOR } from './admin-support';
import { balanceOf, ledgerOf, newMember, payDeposit } from '../support/money';
import { betOnce } from '../../platform-api/repositories/rounds-repository';
import { DEMO_ACCOUNTS } from '../../platform-api/seed/seed';

/*
 * The member area (issue 12 part A) on PGlite and PostgreSQL: the VIP progress computed from the
 * ledger's paid deposits and the rounds' stakes; the reward centre (a reward is claimed once under
 * parallel claims, the wallet rises once, through the ledger); operators grant rewards (role-checked,
 * audited); the daily sign-in pays once a day.
 */

describe.each(TEST_DRIVERS)('member area on %s', (driver) => {
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

  const vip = async (h: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/member/vip', headers: h })).json();
  const grant = (headers: Record<string, string>, payload: object, code = 'demo') =>
    t.app.inject({ method: 'POST', url: `/api/admin/merchants/${code}/rewards`, headers, payload });
  const rewards = async (h: Record<string, string>, status?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/rewards${status ? `?status=${status}` : ''}`,
        headers: h,
      })
    ).json();
  const claim = (h: Record<string, string>, id: number | string) =>
    t.app.inject({ method: 'POST', url: `/api/rewards/${id}/claim`, headers: h });

  it('VIP: the ladder in the merchant currency; progress = completed / total of the next level, from real deposits and bets', async () => {
    const m = await newMember(t, 5_000_000);
    const start = await vip(m.h);
    expect(start.currency).toEqual({ code: 'VND', digits: 0 });
    expect(start.levels.map((l: { labelId: string }) => l.labelId)).toEqual([
      'VIP0',
      'VIP1',
      'VIP2',
      'VIP3',
      'VIP4',
      'VIP5',
    ]);
    const vip1 = start.levels[1];
    expect(vip1).toMatchObject({ minDeposit: 500_000, minBet: 2_500_000 });
    expect(vip1.benefits).toMatchObject({ upgradeBonus: 50_000, rebatePermille: 4 });
    expect(start).toMatchObject({
      current: 0,
      next: 1,
      totals: { deposit: 0, bet: 0 },
      currentProgress: { completedConditions: 0, totalExpectedConditions: 2 },
      playerRankProgress: { labelId: 'VIP1' },
      ratio: 0,
    });
    expect(start.conditions).toEqual([
      { kind: 'deposit', required: 500_000, current: 0, done: false, missing: 500_000 },
      { kind: 'bet', required: 2_500_000, current: 0, done: false, missing: 2_500_000 },
    ]);

    await payDeposit(t, m.h, 600_000);
    const half = await vip(m.h);
    // The first-deposit bonus is not a deposit: only the 600,000 paid counts.
    expect(half.totals).toEqual({ deposit: 600_000, bet: 0 });
    expect(half).toMatchObject({ currentProgress: { completedConditions: 1 }, ratio: 0.5 });
    const rank = (await t.app.inject({ url: '/api/member/rank-progress', headers: m.h })).json();
    expect(rank).toEqual({
      currentProgress: { completedConditions: 1, totalExpectedConditions: 2 },
      playerRankProgress: { labelId: 'VIP1' },
    });

    await t.db.transaction((tx) =>
      betOnce(tx, {
        memberId: m.id,
        key: 'vip-bet-1',
        hash: 'vip-bet-1',
        nodeId: 1,
        game: 'g',
        vendor: 'v',
        roundId: 'vip-r1',
        amount: 2_500_000,
      }),
    );
    const up = await vip(m.h);
    expect(up).toMatchObject({ current: 1, next: 2, playerRankProgress: { labelId: 'VIP2' } });
    expect(up.currentProgress).toEqual({ completedConditions: 0, totalExpectedConditions: 2 });
    expect(up.conditions[0]).toMatchObject({
      kind: 'deposit',
      current: 600_000,
      missing: 2_500_000 - 600_000,
    });
  });

  it('VIP of a USD merchant is in cents; guests are refused', async () => {
    const m = await newMember(t, 0, 'lotus');
    const v = await vip(m.h);
    expect(v.currency).toEqual({ code: 'USD', digits: 2 });
    expect(v.levels[1]).toMatchObject({ minDeposit: 2_000, minBet: 10_000 });
    expect(
      (await t.app.inject({ url: '/api/member/vip', headers: { 'x-merchant-code': 'demo' } })).statusCode,
    ).toBe(401);
  });

  it('demo members have seeded rewards: claimable, expired; tabs count them', async () => {
    const token = await loginAs(t.app, DEMO_ACCOUNTS.member.username, DEMO_ACCOUNTS.member.password);
    const h = bearer(token);
    const all = await rewards(h);
    expect(all.counts).toMatchObject({ all: 3, claimable: 2, expired: 1 });
    expect((await rewards(h, 'expired')).list).toEqual([
      expect.objectContaining({ source: 'promotion', status: 'expired', amount: 10_000 }),
    ]);
    const expired = (await rewards(h, 'expired')).list[0];
    const res = await claim(h, expired.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('REWARD_EXPIRED');
  });

  it('20 parallel claims of one reward: one succeeds, the balance rises once, the ledger stays consistent', async () => {
    const m = await newMember(t, 100_000);
    const g = await grant(op, {
      username: m.username,
      amount: 77_000,
      title: 'Lucky week',
      expiresInDays: 3,
    });
    expect(g.statusCode).toBe(200);
    const reward = g.json().reward;
    expect(reward).toMatchObject({
      source: 'operator',
      title: 'Lucky week',
      status: 'claimable',
      amount: 77_000,
    });
    expect((await rewards(m.h, 'claimable')).list.map((r: { id: number }) => r.id)).toEqual([reward.id]);

    const results = await Promise.all(Array.from({ length: 20 }, () => claim(m.h, reward.id)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json()).toMatchObject({ reward: { status: 'claimed' }, balance: 177_000 });
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.code).toBe('REWARD_ALREADY_CLAIMED');
    }
    expect((await balanceOf(t.app, m.h)).sumBalance).toBe(177_000);
    expect(await ledgerOf(t.db, m.id)).toMatchObject({ sum: 177_000, balance: 177_000, entries: 2 });
    const entries = await t.db.query<{ kind: string; amount: string }>(
      "SELECT kind, amount FROM ledger_entries WHERE member_id = $1 AND kind = 'reward'",
      [m.id],
    );
    expect(entries.map((e) => Number(e.amount))).toEqual([77_000]);
    expect((await rewards(m.h)).counts).toMatchObject({ claimed: 1, claimable: 0 });
  });

  it('a member cannot claim another member’s reward; bad ids are 400, unknown 404; nothing moves', async () => {
    const a = await newMember(t, 0);
    const b = await newMember(t, 0);
    const r = (await grant(op, { username: a.username, amount: 5_000 })).json().reward;
    const stolen = await claim(b.h, r.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.code).toBe('REWARD_NOT_FOUND');
    expect((await claim(b.h, 'abc')).statusCode).toBe(400);
    expect((await claim(b.h, -1)).statusCode).toBe(400);
    expect((await claim(b.h, 999_999_999)).json().error.code).toBe('REWARD_NOT_FOUND');
    expect((await claim({ 'x-merchant-code': 'demo' }, r.id)).statusCode).toBe(401);
    expect((await balanceOf(t.app, b.h)).sumBalance).toBe(0);
    expect((await balanceOf(t.app, a.h)).sumBalance).toBe(0);
  });

  it('operators grant rewards with an audit row; support and anonymous cannot; bad input changes nothing', async () => {
    const m = await newMember(t, 0);
    expect((await grant(support, { username: m.username, amount: 1_000 })).statusCode).toBe(403);
    expect((await grant({}, { username: m.username, amount: 1_000 })).statusCode).toBe(401);
    expect((await grant(op, { username: m.username, amount: 0 })).statusCode).toBe(400);
    expect((await grant(op, { username: m.username, amount: 1.5 })).statusCode).toBe(400);
    expect((await grant(op, { username: 'nobody-here', amount: 1_000 })).json().error.code).toBe(
      'ACCOUNT_NOT_FOUND',
    );
    expect((await grant(op, { username: m.username, amount: 1_000 }, 'nope')).statusCode).toBe(404);
    expect((await rewards(m.h)).counts.all).toBe(0);
    const ok = await grant(op, { username: m.username, amount: 1_000, title: 'Sorry for the wait' });
    expect(ok.statusCode).toBe(200);
    const audit = await t.db.query<{ actor: string; detail: { rewardId: number; amount: number } }>(
      "SELECT actor, detail FROM console_audit WHERE action = 'rewardGranted' AND merchant = 'demo' ORDER BY id DESC LIMIT 1",
    );
    expect(audit[0]).toMatchObject({
      actor: OPERATOR.username,
      detail: { rewardId: ok.json().reward.id, amount: 1_000 },
    });
  });

  it('daily sign-in (demo has signIn on): 5 parallel sign-ins pay day 1 once; the state says signed today', async () => {
    const m = await newMember(t, 0);
    const before = (await t.app.inject({ url: '/api/member/sign-in', headers: m.h })).json();
    expect(before).toMatchObject({ signedToday: false, streakDay: 0 });
    expect(before.schedule).toHaveLength(7);
    const res = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: '/api/member/sign-in', headers: m.h }),
      ),
    );
    const ok = res.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json()).toMatchObject({ streakDay: 1, amount: before.schedule[0] });
    for (const r of res.filter((x) => x.statusCode !== 200)) expect(r.json().error.code).toBe('SIGN_IN_DONE');
    expect((await balanceOf(t.app, m.h)).sumBalance).toBe(before.schedule[0]);
    expect((await t.app.inject({ url: '/api/member/sign-in', headers: m.h })).json()).toMatchObject({
      signedToday: true,
      streakDay: 1,
    });
    // The sign-in shows in the reward centre as a claimed reward.
    expect((await rewards(m.h, 'claimed')).list).toEqual([
      expect.objectContaining({ source: 'signIn', amount: before.schedule[0], status: 'claimed' }),
    ]);
  });

  it('lotus has signIn off: the sign-in answers FEATURE_UNAVAILABLE', async () => {
    const m = await newMember(t, 0, 'lotus');
    const res = await t.app.inject({ method: 'POST', url: '/api/member/sign-in', headers: m.h });
    expect(res.json().error.code).toBe('FEATURE_UNAVAILABLE');
  });
});
