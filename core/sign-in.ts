/*
 * Daily sign-in (merchant flag signIn): one sign-in a calendar day (UTC), paid at once through the
 * ledger. Consecutive days build a streak of up to SIGN_IN_CYCLE days, each day paying more; a missed
 * day starts again at day 1, and after the last day the cycle restarts.
 */

export const SIGN_IN_CYCLE = 7;

/** Day 1…7 rewards in major units of the reference currency (USD), scaled like the VIP ladder. */
export const SIGN_IN_REWARDS_REFERENCE: readonly number[] = [0.1, 0.1, 0.2, 0.2, 0.3, 0.3, 1];

/** The streak day of a sign-in today, given the streak day of the last sign-in and how many days ago it was. */
export function nextStreakDay(last: { day: number; daysAgo: number } | undefined): number {
  if (!last || last.daysAgo !== 1) return 1;
  return (last.day % SIGN_IN_CYCLE) + 1;
}

/** The reward of a streak day (1-based) from a schedule in minor units. */
export const signInReward = (schedule: readonly number[], day: number): number =>
  schedule[(day - 1) % schedule.length] ?? 0;
