import type { MerchantConfig } from '../../schemas';
import type { SafetyResponse } from '../../schemas/api';
import {
  activeLock,
  changeLimit,
  depositRoom,
  LIMIT_PERIODS,
  limitAt,
  limitExceeded,
  lockUntil,
  type LimitPeriod,
  type LockKind,
} from '../../core/responsible-gaming';
import type { Queryable } from '../../server/db/db';
import type { Platform } from '../context';
import { AppError } from '../../server/http-errors';
import {
  depositsInPeriods,
  lockSettings,
  logSafetyEvent,
  readLimits,
  readSettings,
  writeLimit,
  writeSettings,
} from '../repositories/safety-repository';

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
  const [settings, limits, { used, held }] = await Promise.all([
    readSettings(p.db, memberId),
    readLimits(p.db, memberId),
    depositsInPeriods(p.db, memberId, now),
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
      const room = depositRoom(s.amount, used[period] + held[period]);
      return {
        period,
        amount: s.amount,
        used: used[period],
        held: held[period],
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

/**
 * No offers while a time-out or self-exclusion runs (issue 32 item 4): greeting and offer popups are
 * left out of the member's announcements, and promotions refuse joining and reward requests.
 */
export async function offersWithheld(p: Platform, memberId: number): Promise<boolean> {
  return !!activeLock(await readSettings(p.db, memberId), p.clock.now());
}

/** Game launch (and an offer's join or reward request): refused while a time-out or self-exclusion runs. */
export async function assertMayPlay(p: Platform, memberId: number): Promise<void> {
  const lock = activeLock(await readSettings(p.db, memberId), p.clock.now());
  if (lock) throw lockError(lock.kind, lock.until);
}

/**
 * Deposit order creation, inside the order's transaction: takes the member's row lock first, so
 * parallel orders are checked one after another against what already counts (paid, and unpaid
 * orders still inside their payment window).
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
  // Paid deposits and unpaid orders still inside their payment window count: opening orders cannot beat a limit.
  const { used, held } = await depositsInPeriods(tx, memberId, now);
  const counted = Object.fromEntries(LIMIT_PERIODS.map((per) => [per, used[per] + held[per]])) as Record<
    LimitPeriod,
    number
  >;
  const over = limitExceeded(limits, counted, amount);
  if (over)
    throw new AppError('DEPOSIT_LIMIT_EXCEEDED', {
      period: over,
      limit: limits[over],
      remaining: depositRoom(limits[over], counted[over]),
    });
}

/* ---------- a member's own settings (routes/safety.ts): each change and its log row, one transaction ---------- */

/** A deposit limit: lower applies at once; higher or none waits the merchant's cooling-off. */
export async function setLimit(
  p: Platform,
  m: MerchantConfig,
  id: number,
  period: LimitPeriod,
  amount: number | null,
): Promise<void> {
  await p.db.transaction(async (tx) => {
    await lockSettings(tx, id);
    const now = p.clock.now();
    const before = (await readLimits(tx, id))[period];
    const after = changeLimit(before, amount, now, m.responsibleGaming.raiseCoolingOffHours);
    await writeLimit(tx, id, period, after, now);
    await logSafetyEvent(tx, id, 'limit', {
      period,
      requested: amount,
      inForce: after.amount,
      ...(after.pending ? { pendingUntil: new Date(after.pending.effectiveAt).toISOString() } : {}),
    });
  });
}

/** The reality-check interval (minutes; null: none). */
export async function setRealityCheck(p: Platform, id: number, minutes: number | null): Promise<void> {
  await p.db.transaction(async (tx) => {
    await writeSettings(tx, id, { realityCheckMinutes: minutes }, p.clock.now());
    await logSafetyEvent(tx, id, 'realityCheck', { minutes });
  });
}

/** A time-out or self-exclusion: never shortens one in force (the later end wins). */
export async function takeLock(p: Platform, id: number, kind: LockKind, length: number): Promise<void> {
  await p.db.transaction(async (tx) => {
    await lockSettings(tx, id);
    const now = p.clock.now();
    const s = await readSettings(tx, id);
    const until = lockUntil(kind, length, now);
    const current = activeLock(s, now);
    // Never shortens what runs: the later end wins, and a self-exclusion is never turned into a time-out.
    if (current && current.until >= until && (current.kind === 'selfExclusion' || kind === 'timeOut'))
      throw new AppError(current.kind === 'selfExclusion' ? 'SELF_EXCLUDED' : 'TIMED_OUT', {
        until: new Date(current.until).toISOString(),
      });
    await writeSettings(tx, id, kind === 'timeOut' ? { timeOutUntil: until } : { excludedUntil: until }, now);
    await logSafetyEvent(tx, id, kind, { length, until: new Date(until).toISOString() });
  });
}
