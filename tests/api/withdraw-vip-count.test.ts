import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DRIVERS, type TestApp } from '../support/test-app';
import { key, newMember, payDeposit, payoutAccount, withdraw } from '../support/money';

/*
 * Issue 32 item 10: withdrawals a day have one source, the merchant JSON's withdraw rule
 * (dailyCountByVipLevel, else dailyCount). The server enforces the figure of the member's VIP level,
 * the channels answer (withdraw page) states it, and the VIP ladder states every level's figure from
 * the same rule. Ladder for the test: VIP0 from nothing, VIP1 from a 100,000 ₫ deposit, VIP2 out of reach.
 */

const RULE = { min: 10_000, max: 50_000_000, dailyCount: 4, dailyCountByVipLevel: [2, 3] };

describe.each(TEST_DRIVERS)('withdrawals a day per VIP level on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      merchants: {
        demo: (d) => ({ ...d, payments: { ...(d.payments as object), withdraw: RULE } }),
      },
    });
    for (const [level, deposit] of [
      [0, 0],
      [1, 100_000],
      [2, 1_000_000_000_000],
    ] as const)
      await t.db.query(
        `INSERT INTO vip_levels (merchant_code, level, label_id, min_deposit, min_bet, benefits)
         VALUES ('demo', $1, $2, $3, 0, '{"rebatePermille": 3, "dailyWithdrawals": 99}')`,
        [level, `VIP${level}`, deposit],
      );
  }, 60_000);
  afterAll(async () => t?.close());

  const channelsCount = async (h: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/payments/channels', headers: h })).json().withdraw
      .dailyCount as number;
  const burst = async (h: Record<string, string>, account: number, n: number) => {
    const res = [];
    for (let i = 0; i < n; i++)
      res.push(await withdraw(t.app, h, { amount: 10_000, payoutAccountId: account }, key()));
    return res.map((r) => (r.statusCode === 200 ? 'ok' : r.json().error.code));
  };

  it('the VIP ladder states each level’s figure from the merchant rule, not a seeded copy', async () => {
    const m = await newMember(t, 0);
    const vip = (await t.app.inject({ method: 'GET', url: '/api/member/vip', headers: m.h })).json();
    expect(
      vip.levels.map((l: { benefits: { dailyWithdrawals: number } }) => l.benefits.dailyWithdrawals),
    ).toEqual([2, 3, 4]);
  });

  it('VIP0 may ask twice a day; after reaching VIP1 a third time; channels say the same figure', async () => {
    const m = await newMember(t, 1_000_000);
    const account = await payoutAccount(t.app, m.h);
    expect(await channelsCount(m.h)).toBe(2);
    expect(await burst(m.h, account, 3)).toEqual(['ok', 'ok', 'WITHDRAW_DAILY_LIMIT']);
    await payDeposit(t, m.h, 100_000);
    expect(await channelsCount(m.h)).toBe(3);
    expect(await burst(m.h, account, 2)).toEqual(['ok', 'WITHDRAW_DAILY_LIMIT']);
  }, 60_000);

  it('a merchant without per-level figures: dailyCount for everyone (basic: 10)', async () => {
    const m = await newMember(t, 1_000_000, 'basic');
    expect(await channelsCount(m.h)).toBe(10);
  });
});
