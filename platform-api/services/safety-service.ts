import type { MerchantConfig } from '../../schemas';
import type { SafetyResponse } from '../../schemas/api';
import {
  activeLock,
  depositRoom,
  LIMIT_PERIODS,
  limitAt,
  limitExceeded,
  type LimitPeriod,
} from '../../core/responsible-gaming';
import type { Queryable } from '../../server/db/db';
import type { Platform } from '../context';
import { AppError } from '../../server/http-errors';
import { depositsInPeriods, lockSettings, readLimits, readSettings } from '../repositories/safety-repository';

/*
 * The platform's side of responsible gaming (issue 12): what a member's screen shows, and the two
 * checks other routes run: deposit order creation and game launch. Locks and limits a member set
 * stay in force even if the merchant later turns the feature off (a promise to the player).
 */

const iso = (v: number) => new Date(v).toISOString();

export async function safetyView(
  p: Platform,
  merchant: MerchantConfig,
  memberId: number,
): Promise<SafetyResponse> {
  const now = p.clock.now();
  const rg = merchant.responsibleGaming;
  const [settings, limits, used] = await Promise.all([
    readSettings(p.db, memberId),
    readLimits(p.db, memberId),
    depositsInPeriods(p.db, memberId),
  ]);
  const lock = activeLock(settings, now);
  return {
    enabled: rg.enabled,
    now: iso(now),
    choices: {
      realityCheckMinutes: [...rg.realityCheckMinutes],
      timeOutDays: [...rg.timeOutDays],
      selfExclusionMonths: [...rg.selfExclusionMonths],
      coolingOffHours: rg.raiseCoolingOffHours,
    },
    limits: LIMIT_PERIODS.map((period) => {
      const s = limitAt(limits[period], now);
      const room = depositRoom(s.amount, used[period]);
      return {
        period,
        amount: s.amount,
        used: used[period],
        ...(room === null ? {} : { remaining: room }),
        ...(s.pending
          ? { pending: { amount: s.pending.amount, effectiveAt: iso(s.pending.effectiveAt) } }
          : {}),
      };
    }),
    realityCheckMinutes: settings.realityCheckMinutes,
    ...(lock ? { lock: { kind: lock.kind, until: iso(lock.until) } } : {}),
  };
}

const lockError = (kind: 'timeOut' | 'selfExclusion', until: number) =>
  new AppError(kind === 'timeOut' ? 'TIMED_OUT' : 'SELF_EXCLUDED', { until: iso(until) });

/** Game launch: refused while a time-out or self-exclusion runs. */
export async function assertMayPlay(p: Platform, memberId: number): Promise<void> {
  const lock = activeLock(await readSettings(p.db, memberId), p.clock.now());
  if (lock) throw lockError(lock.kind, lock.until);
}

/**
 * Deposit order creation, inside the order's transaction: takes the member's row lock first, so
 * parallel orders are checked one after another against what already counts (pending and paid).
 */
export async function assertMayDeposit(
  p: Platform,
  tx: Queryable,
  memberId: number,
  amount: number,
): Promise<void> {
  await lockSettings(tx, memberId);
  const now = p.clock.now();
  const settings = await readSettings(tx, memberId);
  const lock = activeLock(settings, now);
  if (lock) throw lockError(lock.kind, lock.until);
  const states = await readLimits(tx, memberId);
  const limits = Object.fromEntries(
    LIMIT_PERIODS.map((per) => [per, limitAt(states[per], now).amount]),
  ) as Record<LimitPeriod, number | null>;
  if (LIMIT_PERIODS.every((per) => limits[per] === null)) return;
  const used = await depositsInPeriods(tx, memberId);
  const over = limitExceeded(limits, used, amount);
  if (over)
    throw new AppError('DEPOSIT_LIMIT_EXCEEDED', {
      period: over,
      limit: limits[over],
      remaining: depositRoom(limits[over], used[over]),
    });
}
