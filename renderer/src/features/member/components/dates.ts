import { formatDate, sameYear } from '@core/dates';

/** A calendar date for the reader: DD/MM, with the year (DD/MM/YYYY) when it is not this year. */
export function shortDate(iso: string, now: Date = new Date()): string {
  return formatDate(iso, sameYear(iso, now) ? 'dayMonth' : 'day');
}
