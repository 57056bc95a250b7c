import { describe, expect, it } from 'vitest';
import { memberCentreItems, sideMenuItems } from './menus';
import { daysLeft, inRewardTab, rewardStatus } from './rewards';
import { nextStreakDay, signInReward, SIGN_IN_CYCLE } from './sign-in';
import { vipProgressRatio, vipStatus, type VipLevel } from './vip';
import { createMerchantConfig } from '../tests/support/merchant-factory';

const keys = (items: { key: string }[]) => items.map((i) => i.key);
const level = (n: number, minDeposit: number, minBet: number): VipLevel => ({
  level: n,
  labelId: `VIP${n}`,
  minDeposit,
  minBet,
  benefits: {},
});
const LADDER = [level(0, 0, 0), level(1, 100, 1000), level(2, 500, 0)];

describe('VIP progress (spec §4)', () => {
  it('completed / total when a label exists, else 1', () => {
    expect(vipProgressRatio({ completedConditions: 1, totalExpectedConditions: 2, labelId: 'VIP1' })).toBe(
      0.5,
    );
    expect(vipProgressRatio({ completedConditions: 0, totalExpectedConditions: 2, labelId: 'VIP1' })).toBe(0);
    expect(vipProgressRatio({ completedConditions: 0, totalExpectedConditions: 2 })).toBe(1);
    expect(vipProgressRatio({ completedConditions: 0, totalExpectedConditions: 0, labelId: 'VIP1' })).toBe(1);
  });
  it('the level reached is the highest whose every requirement is met, in order; the next level’s requirements are the conditions', () => {
    const s = vipStatus(LADDER, { deposit: 150, bet: 200 });
    expect([s.current?.labelId, s.next?.labelId]).toEqual(['VIP0', 'VIP1']);
    expect(s.conditions).toEqual([
      { kind: 'deposit', required: 100, current: 150, done: true, missing: 0 },
      { kind: 'bet', required: 1000, current: 200, done: false, missing: 800 },
    ]);
    expect([s.completedConditions, s.totalExpectedConditions, s.ratio]).toEqual([1, 2, 0.5]);
    // A level whose bet requirement is 0 counts one condition only.
    const v1 = vipStatus(LADDER, { deposit: 150, bet: 1000 });
    expect([v1.current?.labelId, v1.next?.labelId, v1.totalExpectedConditions]).toEqual(['VIP1', 'VIP2', 1]);
    // Skipping a level is impossible: VIP2's deposit met but not VIP1's bet.
    expect(vipStatus(LADDER, { deposit: 600, bet: 0 }).current?.labelId).toBe('VIP0');
  });
  it('at the top there is no next label: ratio 1', () => {
    const s = vipStatus(LADDER, { deposit: 600, bet: 1000 });
    expect([s.current?.labelId, s.next, s.conditions, s.ratio]).toEqual(['VIP2', undefined, [], 1]);
  });
});

describe('rewards', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('claimed stays claimed; unclaimed past its expiry is expired; else claimable', () => {
    expect(rewardStatus({ claimedAt: '2026-11-20T00:00:00Z', expiresAt: '2026-11-21T00:00:00Z' }, now)).toBe(
      'claimed',
    );
    expect(rewardStatus({ claimedAt: null, expiresAt: '2026-11-23T12:00:00Z' }, now)).toBe('expired');
    expect(rewardStatus({ claimedAt: null, expiresAt: '2026-11-24T00:00:00Z' }, now)).toBe('claimable');
    expect(rewardStatus({ claimedAt: null, expiresAt: null }, now)).toBe('claimable');
    expect(inRewardTab('expired', 'all')).toBe(true);
    expect(inRewardTab('expired', 'claimable')).toBe(false);
    expect(daysLeft('2026-11-24T13:00:00Z', now)).toBe(2);
    expect(daysLeft(null, now)).toBeUndefined();
  });
});

describe('daily sign-in', () => {
  it('a streak grows on consecutive days, restarts after a gap, and cycles after day 7', () => {
    expect(nextStreakDay(undefined)).toBe(1);
    expect(nextStreakDay({ day: 3, daysAgo: 1 })).toBe(4);
    expect(nextStreakDay({ day: 3, daysAgo: 2 })).toBe(1);
    expect(nextStreakDay({ day: SIGN_IN_CYCLE, daysAgo: 1 })).toBe(1);
    expect(signInReward([1, 2, 3], 2)).toBe(2);
  });
});

describe('member centre entries (menus.memberCentre)', () => {
  const cfg = createMerchantConfig();
  it('members see money, records, rewards, messages, VIP, account, settings, help and service; no agent centre', () => {
    expect(keys(memberCentreItems(cfg, { role: 'member' }))).toEqual([
      'deposit',
      'withdraw',
      'transactionRecord',
      'betRecord',
      'rewardCenter',
      'inbox',
      'vip',
      'myAccount',
      'settings',
      'help',
      'customerService',
    ]);
  });
  it('agents also get the agent centre; the sign-in entry follows the signIn flag (member centre and side menu)', () => {
    expect(keys(memberCentreItems(cfg, { role: 'agent' }))).toContain('agentHome');
    const on = createMerchantConfig({ flags: { signIn: true } });
    expect(keys(memberCentreItems(on, { role: 'member' }))).toContain('signIn');
    expect(keys(sideMenuItems(on, { role: 'member' }))).toContain('signIn');
    expect(keys(sideMenuItems(on, { role: 'guest' }))).not.toContain('signIn');
  });
  it('REWCEN3 off keeps the reward entry but blocks it with the customer-service message', () => {
    const off = createMerchantConfig({ flags: { REWCEN3: false } });
    const entry = memberCentreItems(off, { role: 'member' }).find((i) => i.key === 'rewardCenter');
    expect(entry?.blockedMessageKey).toBe('menu.rewardCentreOff');
  });
});
