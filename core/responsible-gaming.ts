import type { MerchantConfig } from '../schemas';

/*
 * Responsible gaming (issue 12): the rules shared by the platform (the authority) and the player
 * app (the view). Every function takes `now` (epoch ms) so tests run on an injected clock.
 *
 * - Deposit limits per rolling period (the last 24 hours, 7 days, 30 days). Lowering a limit, or
 *   setting one where there was none, applies at once; raising or removing one waits a cooling-off
 *   (merchant `responsibleGaming.raiseCoolingOffHours`, 24 h by default), and until then the old,
 *   stricter limit stays in force.
 * - A time-out (1 day to 6 weeks) or a self-exclusion (6 months or more) locks deposits and game
 *   launch until it ends; neither can be shortened or lifted early.
 * - The reality check reminds the member every N minutes of play.
 */

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const PERIOD_MS: Record<LimitPeriod, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  monthly: 30 * DAY_MS,
};

/** A member's limit for one period: in force now, and a raise waiting for its cooling-off. */
export interface LimitState {
  /** Minor units; null = no limit. */
  amount: number | null;
  pending?: { amount: number | null; effectiveAt: number };
}

/** True when `next` is stricter than (or as strict as) `current`; no limit is the loosest. */
export const isStricter = (next: number | null, current: number | null): boolean =>
  next !== null && (current === null || next <= current);

/** The limit in force at `now`: a pending raise whose cooling-off has run out has taken over. */
export function limitAt(state: LimitState, now: number): LimitState {
  if (state.pending && state.pending.effectiveAt <= now) return { amount: state.pending.amount };
  return state;
}

/**
 * A member's change of a limit at `now`: stricter applies at once (and drops a waiting raise);
 * looser waits `coolingOffHours` (a second raise restarts the wait); the same value drops a waiting change.
 */
export function changeLimit(
  state: LimitState,
  next: number | null,
  now: number,
  coolingOffHours: number,
): LimitState {
  const cur = limitAt(state, now);
  if (next === cur.amount) return { amount: cur.amount };
  if (isStricter(next, cur.amount)) return { amount: next };
  return { amount: cur.amount, pending: { amount: next, effectiveAt: now + coolingOffHours * HOUR_MS } };
}

/** What a member may still deposit within a period's limit given what counts already (null: no limit). */
export const depositRoom = (limit: number | null, used: number): number | null =>
  limit === null ? null : Math.max(0, limit - used);

/** The first period whose limit `amount` would go over, else undefined. */
export function limitExceeded(
  limits: Partial<Record<LimitPeriod, number | null>>,
  used: Partial<Record<LimitPeriod, number>>,
  amount: number,
): LimitPeriod | undefined {
  return LIMIT_PERIODS.find((p) => {
    const l = limits[p];
    return l !== null && l !== undefined && (used[p] ?? 0) + amount > l;
  });
}

export type LockKind = 'timeOut' | 'selfExclusion';
export interface Lock {
  kind: LockKind;
  until: number;
}

/** The lock in force at `now` (self-exclusion wins over a time-out), else undefined. */
export function activeLock(
  s: { timeOutUntil: number | null; excludedUntil: number | null },
  now: number,
): Lock | undefined {
  if (s.excludedUntil !== null && s.excludedUntil > now)
    return { kind: 'selfExclusion', until: s.excludedUntil };
  if (s.timeOutUntil !== null && s.timeOutUntil > now) return { kind: 'timeOut', until: s.timeOutUntil };
  return undefined;
}

/** `months` calendar months after `from` (UTC; the 31st becomes the last day of a shorter month). */
export function addMonths(from: number, months: number): number {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

/** When a time-out or self-exclusion chosen at `now` ends. */
export function lockUntil(kind: LockKind, length: number, now: number): number {
  return kind === 'timeOut' ? now + length * DAY_MS : addMonths(now, length);
}

type Rg = Pick<MerchantConfig, 'responsibleGaming'>;

/** Whether a member's choice is one the merchant offers (the server refuses any other). */
export function isOffered(config: Rg, kind: LockKind | 'realityCheck', value: number): boolean {
  const rg = config.responsibleGaming;
  const list =
    kind === 'timeOut'
      ? rg.timeOutDays
      : kind === 'selfExclusion'
        ? rg.selfExclusionMonths
        : rg.realityCheckMinutes;
  return rg.enabled && (list as readonly number[]).includes(value);
}

/**
 * The reality check: the number of the reminder due at `now` for a session that started at
 * `startedAt` with a reminder every `minutes` (0 before the first one is due).
 */
export function realityCheckNumber(startedAt: number, minutes: number, now: number): number {
  if (minutes <= 0 || now <= startedAt) return 0;
  return Math.floor((now - startedAt) / (minutes * 60_000));
}

/** Milliseconds until reminder number `n + 1` is due. */
export function msToNextRealityCheck(startedAt: number, minutes: number, now: number): number {
  const n = realityCheckNumber(startedAt, minutes, now);
  return startedAt + (n + 1) * minutes * 60_000 - now;
}
