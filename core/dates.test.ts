import { describe, expect, it } from 'vitest';
import { countdown, DATE_FORMATS, formatDate, fromLocalInput, sameYear, UTC } from './dates';

/** 2026-03-05 23:30 UTC: 6 March 06:30 in Vietnam (UTC+7), 5 March in UTC. */
const LATE_UTC = '2026-03-05T23:30:00Z';
const VN = 'Asia/Ho_Chi_Minh';

describe('formatDate: the spec formats, named', () => {
  it('players read DD/MM/YYYY, pickers and the API YYYY-MM-DD (in the reader’s zone by default)', () => {
    const local = new Date(2026, 10, 9, 8, 7, 3);
    expect(formatDate(local, 'day')).toBe('09/11/2026');
    expect(formatDate(local, 'isoDay')).toBe('2026-11-09');
    expect(formatDate(local.toISOString(), 'slashDay')).toBe('2026/11/09');
    expect(formatDate(local.getTime(), 'dayTime')).toBe('09/11/2026 08:07');
    expect(formatDate(local, 'dayTimeSeconds')).toBe('09/11/2026 08:07:03');
    expect(formatDate(local, 'dayMonth')).toBe('09/11');
    expect(formatDate(local, 'localInput')).toBe('2026-11-09T08:07');
    expect(formatDate(local, 'localInputSeconds')).toBe('2026-11-09T08:07:03');
  });

  it('month names in the reader’s language; a language without them reads English', () => {
    const d = new Date(2026, 2, 5, 12);
    expect(formatDate(d, 'longDay', { language: 'en' })).toBe('05 March 2026');
    expect(formatDate(d, 'longDay', { language: 'vi' })).toBe('05 tháng 3 2026');
    expect(formatDate(d, 'longDay', { language: 'en-GB' })).toBe('05 March 2026');
    expect(formatDate(d, 'longDay', { language: 'th' })).toBe('05 March 2026');
    expect(formatDate(d, 'longDay')).toBe('05 tháng 3 2026');
  });

  it('a named zone shows the day and time there, wherever the reader is (the Vietnamese lottery’s draws)', () => {
    expect(formatDate(LATE_UTC, 'day', { timeZone: VN })).toBe('06/03/2026');
    expect(formatDate(LATE_UTC, 'dayMonthTime', { timeZone: VN })).toBe('06/03 06:30');
    expect(formatDate(Date.parse(LATE_UTC), 'dayTime', { timeZone: VN })).toBe('06/03/2026 06:30');
    expect(formatDate(LATE_UTC, 'dayTime', { timeZone: 'Europe/London' })).toBe('05/03/2026 23:30');
  });

  it('UTC keeps the server’s day (record ranges)', () => {
    expect(formatDate(LATE_UTC, 'isoDay', { timeZone: UTC })).toBe('2026-03-05');
    expect(formatDate(new Date(LATE_UTC), 'dayTime', { timeZone: UTC })).toBe('05/03/2026 23:30');
  });

  it('a missing or invalid date is an empty string, never "Invalid Date"', () => {
    expect(formatDate(undefined, 'day')).toBe('');
    expect(formatDate(null, 'day')).toBe('');
    expect(formatDate('', 'day')).toBe('');
    expect(formatDate('not a date', 'dayTime')).toBe('');
  });

  it('every named format is a dayjs pattern of the spec’s day order (day before month, or the ISO order)', () => {
    for (const pattern of Object.values(DATE_FORMATS))
      expect(pattern).toMatch(/^(DD\/MM|YYYY[-/]MM[-/]DD|DD MMMM|mm:ss)/);
  });
});

describe('countdowns and the console’s time inputs', () => {
  it('a countdown is mm:ss, rounded up to the second, never negative', () => {
    expect(countdown(65_000)).toBe('01:05');
    expect(countdown(64_001)).toBe('01:05');
    expect(countdown(0)).toBe('00:00');
    expect(countdown(-5_000)).toBe('00:00');
    expect(countdown(59 * 60_000 + 59_000)).toBe('59:59');
  });

  it('a datetime-local value is read in the reader’s zone and round-trips', () => {
    const iso = fromLocalInput('2026-11-09T08:07');
    expect(iso).toBe(new Date(2026, 10, 9, 8, 7).toISOString());
    expect(formatDate(iso, 'localInput')).toBe('2026-11-09T08:07');
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('nope')).toBeUndefined();
  });

  it('same year for the reader', () => {
    expect(sameYear(new Date(2026, 0, 1), new Date(2026, 11, 31, 23))).toBe(true);
    expect(sameYear(new Date(2025, 11, 31, 23), new Date(2026, 0, 1))).toBe(false);
  });
});
