/*
 * Rebate periods (issue 20 §1): UTC days, or UTC weeks starting on Monday. A period is paid once it
 * has ended; `start` is inclusive, `end` exclusive, `lastDay` the inclusive last day players read.
 */

export type RebatePeriodKind = 'daily' | 'weekly';

export interface RebatePeriod {
  /** First day, YYYY-MM-DD (UTC). */
  start: string;
  /** The day after the last one, YYYY-MM-DD (UTC). */
  end: string;
  /** Last day, YYYY-MM-DD (UTC). */
  lastDay: string;
}

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period that contains `at`. */
export function periodOf(kind: RebatePeriodKind, at: Date): RebatePeriod {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  // getUTCDay: Sunday 0 … Saturday 6; weeks start on Monday.
  const start = kind === 'daily' ? midnight : midnight - ((at.getUTCDay() + 6) % 7) * DAY_MS;
  const end = start + (kind === 'daily' ? 1 : 7) * DAY_MS;
  return { start: day(start), end: day(end), lastDay: day(end - DAY_MS) };
}

/** The last period that has fully ended at `now` (the one a rebate run pays). */
export function lastEndedPeriod(kind: RebatePeriodKind, now: Date): RebatePeriod {
  return periodOf(kind, new Date(Date.parse(`${periodOf(kind, now).start}T00:00:00Z`) - 1));
}
