import { formatDate, UTC } from '@core/dates';
import { RECORD_DATE_MAX, RECORD_DATE_MIN } from '@core/money';

/** YYYY-MM-DD of a date in UTC (the records' days are UTC days on the server). */
export const isoDay = (d: Date): string => formatDate(d, 'isoDay', { timeZone: UTC });

/** The default range: the last `days` days up to today, inside the picker bounds. */
export function defaultRange(days: number, now = new Date()): { from: string; to: string } {
  const from = new Date(now.getTime() - (days - 1) * 86_400_000);
  const clamp = (s: string) =>
    s < RECORD_DATE_MIN ? RECORD_DATE_MIN : s > RECORD_DATE_MAX ? RECORD_DATE_MAX : s;
  return { from: clamp(isoDay(from)), to: clamp(isoDay(now)) };
}
