import { formatDate } from '@core/dates';
import { dayNumber, dayOf } from '@core/reports';

/** A report's days (YYYY-MM-DD, both included). */
export interface DayRange {
  from: string;
  to: string;
}

export const RANGE_PRESETS = ['last7', 'last30', 'thisMonth', 'lastMonth'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** Today in the merchant's zone (the reader's own until the first report names it). */
export const todayIn = (zone?: string): string =>
  formatDate(Date.now(), 'isoDay', zone ? { timeZone: zone } : {});

/** The days of a preset ending today. */
export function presetRange(preset: RangePreset, today: string): DayRange {
  const n = dayNumber(today)!;
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'last7':
      return { from: dayOf(n - 6), to: today };
    case 'last30':
      return { from: dayOf(n - 29), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const last = dayOf(dayNumber(monthStart)! - 1);
      return { from: `${last.slice(0, 8)}01`, to: last };
    }
  }
}
