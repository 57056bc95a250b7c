/*
 * The one date formatter of both web apps (issue 33): dayjs with the spec's formats, named. Screens
 * and the console never format a date by hand (`toLocaleString` on a date, `Intl.DateTimeFormat`,
 * `padStart(2` of date parts): lint refuses it (`HAND_DATES` in eslint.config.js, probed by
 * tests/unit/hand-dates.test.ts). Kept out of core/format.ts and core/content.ts so that the
 * player's first load, which imports those, does not bring dayjs.
 */
import dayjs from 'dayjs';
// With their extension: the compiled server imports this module too (the reconciliation CSV), and
// Node's ESM resolver finds no file without it (dayjs has no "exports" map); the bundlers take either.
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/vi.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The named formats (dayjs patterns). Players read DD/MM/YYYY; pickers and the API use YYYY-MM-DD (spec §2, §9). */
export const DATE_FORMATS = {
  /** A player's calendar day: notice list, rewards, agent pages (DD/MM/YYYY). */
  day: 'DD/MM/YYYY',
  /** A day of this year, when the year goes without saying. */
  dayMonth: 'DD/MM',
  /** A day and time in lists (records, inbox, console content lists). */
  dayTime: 'DD/MM/YYYY HH:mm',
  /** A day and time to the second (the console's audit trail and history). */
  dayTimeSeconds: 'DD/MM/YYYY HH:mm:ss',
  /** Day and month with a time (the next draw). */
  dayMonthTime: 'DD/MM HH:mm',
  /** Date pickers, the API and the notice detail (YYYY-MM-DD). */
  isoDay: 'YYYY-MM-DD',
  /** The promotion list (YYYY/MM/DD). */
  slashDay: 'YYYY/MM/DD',
  /** The promotion detail: the month by name in the reader's language. */
  longDay: 'DD MMMM YYYY',
  /** Minutes and seconds of a countdown under an hour. */
  clock: 'mm:ss',
  /** `<input type="datetime-local">` (local time, no zone). */
  localInput: 'YYYY-MM-DDTHH:mm',
  /** `<input type="datetime-local" step="1">`. */
  localInputSeconds: 'YYYY-MM-DDTHH:mm:ss',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;
export type DateInput = string | number | Date;

/** Languages with month names here; another language reads them in English. */
const LOCALES = new Set(['vi', 'en']);
/** The zone that keeps an instant's UTC day (the server's record days, lottery day keys). */
export const UTC = 'UTC';

export interface DateOptions {
  /** The reader's language (month names); vi by default, as the site. */
  language?: string;
  /**
   * An IANA zone when the day is someone else's (e.g. a Vietnamese lottery's draw time, wherever the
   * player is), or `UTC`; the reader's own zone when absent.
   */
  timeZone?: string;
}

/** The date in a named format; an empty string for a missing or invalid date. */
export function formatDate(
  at: DateInput | null | undefined,
  format: DateFormat,
  options: DateOptions = {},
): string {
  if (at === null || at === undefined || at === '') return '';
  const d = dayjs(at);
  if (!d.isValid()) return '';
  const { language = 'vi', timeZone } = options;
  const zoned = timeZone === UTC ? d.utc() : timeZone ? d.tz(timeZone) : d;
  const base = language.split('-')[0]!;
  return zoned.locale(LOCALES.has(base) ? base : 'en').format(DATE_FORMATS[format]);
}

/** A countdown of milliseconds as mm:ss (never below 00:00; whole seconds rounded up). */
export const countdown = (ms: number): string =>
  formatDate(Math.max(0, Math.ceil(ms / 1000)) * 1000, 'clock', { timeZone: UTC });

/** The instant (ISO) of a `datetime-local` value read in the reader's zone; undefined when empty or not a date. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const d = dayjs(value);
  return d.isValid() ? d.toISOString() : undefined;
}

/** Whether two instants fall in the same calendar year for the reader. */
export const sameYear = (a: DateInput, b: DateInput): boolean => dayjs(a).year() === dayjs(b).year();
