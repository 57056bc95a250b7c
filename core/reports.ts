import { reportFiguresSchema, type ErrorCode, type ReportDay, type ReportFigures } from '../schemas';

/*
 * The rules of the console's daily reports (issue 34), shared by the console (its range picker
 * refuses what the server would) and the server (the authority).
 */

/** The longest report, in days: a year with its leap day. */
export const MAX_REPORT_DAYS = 366;

/** The figures of a report row, in the order of the table and the CSV (the schema's). */
export const REPORT_FIGURES = reportFiguresSchema.required;
export type ReportFigure = (typeof REPORT_FIGURES)[number];

/** Figures that are money (minor units); the others are counts. */
export const MONEY_FIGURES: ReadonlySet<ReportFigure> = new Set([
  'firstDepositAmount',
  'depositAmount',
  'withdrawalAmount',
  'bets',
  'wins',
  'ggr',
  'bonusCost',
]);

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar day (YYYY-MM-DD); undefined for 2026-02-30 or any other text. */
export function dayNumber(day: string): number | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms / DAY_MS : undefined;
}

/** The day `n` days after 1970-01-01 (YYYY-MM-DD). */
export const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

export type RangeProblem =
  | { code: Extract<ErrorCode, 'REPORT_RANGE_INVALID'> }
  | { code: Extract<ErrorCode, 'REPORT_RANGE_TOO_LONG'>; max: number };

/** What is wrong with a report range, if anything: not real days, from after to, or too long. */
export function reportRangeProblem(from: string, to: string): RangeProblem | undefined {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (a === undefined || b === undefined || a > b) return { code: 'REPORT_RANGE_INVALID' };
  if (b - a + 1 > MAX_REPORT_DAYS) return { code: 'REPORT_RANGE_TOO_LONG', max: MAX_REPORT_DAYS };
  return undefined;
}

/** Every day of a valid range, oldest first. */
export function reportDays(from: string, to: string): string[] {
  const a = dayNumber(from)!;
  const b = dayNumber(to)!;
  return Array.from({ length: b - a + 1 }, (_, i) => dayOf(a + i));
}

/** A day with nothing in it. */
export const emptyFigures = (): ReportFigures =>
  Object.fromEntries(REPORT_FIGURES.map((f) => [f, 0])) as ReportFigures;

/** The report's rows: one per day of the range (days the database did not return are zeros), GGR filled in. */
export function fillDays(
  from: string,
  to: string,
  found: ReadonlyMap<string, Omit<ReportFigures, 'ggr'>>,
): ReportDay[] {
  return reportDays(from, to).map((day) => withGgr({ day, ...(found.get(day) ?? emptyFigures()) }));
}

/** Gross gaming revenue: what the players staked less what they won. */
export function withGgr<T extends Omit<ReportFigures, 'ggr'>>(f: T): T & { ggr: number } {
  return { ...f, ggr: f.bets - f.wins };
}

/**
 * A report day (YYYY-MM-DD) as DD/MM/YYYY, the console's `day` format (core/dates DATE_FORMATS.day),
 * for the CSV the server writes: the text reordered, no date library in the server's bundle.
 */
export const dmyOf = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** Minor units as a plain decimal (1234.5 USD cents → "12.34"; VND 0 digits → "1234"): for files, not people. */
export function minorToDecimal(minor: number, digits: number): string {
  const sign = minor < 0 ? '-' : '';
  const s = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${s}` : `${sign}${s.slice(0, -digits)}.${s.slice(-digits)}`;
}
