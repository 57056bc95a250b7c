import { describe, expect, it } from 'vitest';
import {
  activeLock,
  addMonths,
  changeLimit,
  depositRoom,
  isOffered,
  limitAt,
  limitExceeded,
  lockUntil,
  msToNextRealityCheck,
  realityCheckNumber,
} from './responsible-gaming';

const H = 3_600_000;
const T = Date.UTC(2026, 0, 31, 12);

describe('deposit limits', () => {
  it('a first limit and a lowering apply at once; a raise or removal waits the cooling-off', () => {
    expect(changeLimit({ amount: null }, 200, T, 24)).toEqual({ amount: 200 });
    expect(changeLimit({ amount: 200 }, 100, T, 24)).toEqual({ amount: 100 });
    expect(changeLimit({ amount: 200 }, 500, T, 24)).toEqual({
      amount: 200,
      pending: { amount: 500, effectiveAt: T + 24 * H },
    });
    expect(changeLimit({ amount: 200 }, null, T, 12)).toEqual({
      amount: 200,
      pending: { amount: null, effectiveAt: T + 12 * H },
    });
  });
  it('a lowering or the same value drops a waiting raise; a second raise restarts the wait', () => {
    const waiting = { amount: 200, pending: { amount: 500, effectiveAt: T + 24 * H } };
    expect(changeLimit(waiting, 150, T + H, 24)).toEqual({ amount: 150 });
    expect(changeLimit(waiting, 200, T + H, 24)).toEqual({ amount: 200 });
    expect(changeLimit(waiting, 600, T + H, 24)).toEqual({
      amount: 200,
      pending: { amount: 600, effectiveAt: T + 25 * H },
    });
  });
  it('a waiting raise takes over when its time comes', () => {
    const waiting = { amount: 200, pending: { amount: 500, effectiveAt: T + 24 * H } };
    expect(limitAt(waiting, T + 24 * H - 1)).toBe(waiting);
    expect(limitAt(waiting, T + 24 * H)).toEqual({ amount: 500 });
    expect(changeLimit(waiting, 400, T + 25 * H, 24)).toEqual({ amount: 400 });
  });
  it('room and the first period a deposit would pass', () => {
    expect(depositRoom(null, 10)).toBeNull();
    expect(depositRoom(200, 250)).toBe(0);
    expect(limitExceeded({ daily: 200_000 }, { daily: 150_000 }, 100_000)).toBe('daily');
    expect(limitExceeded({ daily: 200_000 }, { daily: 150_000 }, 50_000)).toBeUndefined();
    expect(limitExceeded({ daily: null, weekly: 100 }, { weekly: 50 }, 60)).toBe('weekly');
  });
});

describe('time-out and self-exclusion', () => {
  it('self-exclusion wins; an ended lock is no lock', () => {
    expect(activeLock({ timeOutUntil: T + H, excludedUntil: T + 2 * H }, T)).toEqual({
      kind: 'selfExclusion',
      until: T + 2 * H,
    });
    expect(activeLock({ timeOutUntil: T + H, excludedUntil: T - 1 }, T)).toEqual({
      kind: 'timeOut',
      until: T + H,
    });
    expect(activeLock({ timeOutUntil: T, excludedUntil: null }, T)).toBeUndefined();
  });
  it('months are calendar months (31 January + 1 month = 28 February)', () => {
    expect(new Date(addMonths(T, 1)).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(new Date(addMonths(T, 6)).toISOString()).toBe('2026-07-31T12:00:00.000Z');
    expect(lockUntil('timeOut', 7, T)).toBe(T + 7 * 24 * H);
    expect(lockUntil('selfExclusion', 12, T)).toBe(Date.UTC(2027, 0, 31, 12));
  });
  it('only the merchant choices, and only with the feature on', () => {
    const config = {
      responsibleGaming: {
        enabled: true,
        raiseCoolingOffHours: 24,
        realityCheckMinutes: [15, 30],
        timeOutDays: [1, 7],
        selfExclusionMonths: [6],
      },
    };
    expect(isOffered(config, 'timeOut', 7)).toBe(true);
    expect(isOffered(config, 'timeOut', 3)).toBe(false);
    expect(isOffered(config, 'selfExclusion', 6)).toBe(true);
    expect(isOffered(config, 'realityCheck', 60)).toBe(false);
    expect(
      isOffered({ responsibleGaming: { ...config.responsibleGaming, enabled: false } }, 'timeOut', 7),
    ).toBe(false);
  });
});

describe('reality check', () => {
  it('counts reminders from the session start and says when the next one is due', () => {
    expect(realityCheckNumber(T, 30, T + 29 * 60_000)).toBe(0);
    expect(realityCheckNumber(T, 30, T + 30 * 60_000)).toBe(1);
    expect(realityCheckNumber(T, 30, T + 95 * 60_000)).toBe(3);
    expect(msToNextRealityCheck(T, 30, T + 95 * 60_000)).toBe(25 * 60_000);
    expect(realityCheckNumber(T, 0, T + H)).toBe(0);
  });
});
