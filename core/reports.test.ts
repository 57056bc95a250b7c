import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';
import {
  dayNumber,
  dmyOf,
  fillDays,
  MAX_REPORT_DAYS,
  minorToDecimal,
  reportDays,
  reportRangeProblem,
} from './reports';

describe('report ranges (issue 34)', () => {
  it('real days only, from on or before to, at most a leap year', () => {
    expect(reportRangeProblem('2026-10-01', '2026-10-31')).toBeUndefined();
    expect(reportRangeProblem('2026-10-01', '2026-10-01')).toBeUndefined();
    expect(reportRangeProblem('2026-10-02', '2026-10-01')).toEqual({ code: 'REPORT_RANGE_INVALID' });
    expect(reportRangeProblem('2026-02-29', '2026-03-01')).toEqual({ code: 'REPORT_RANGE_INVALID' });
    expect(reportRangeProblem('2026-1-01', '2026-03-01')).toEqual({ code: 'REPORT_RANGE_INVALID' });
    expect(reportRangeProblem('', '2026-03-01')).toEqual({ code: 'REPORT_RANGE_INVALID' });
    expect(reportRangeProblem('2024-01-01', '2024-12-31')).toBeUndefined();
    expect(reportRangeProblem('2024-01-01', '2025-01-01')).toEqual({
      code: 'REPORT_RANGE_TOO_LONG',
      max: MAX_REPORT_DAYS,
    });
    expect(dayNumber('2024-02-29')! - dayNumber('2024-02-28')!).toBe(1);
    expect(dmyOf('2026-10-05')).toBe('05/10/2026');
  });

  it('lists every day, across a month and a year end', () => {
    expect(reportDays('2025-12-30', '2026-01-02')).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
    const rows = fillDays('2026-10-01', '2026-10-02', new Map());
    expect(rows.map((r) => [r.day, r.deposits, r.ggr])).toEqual([
      ['2026-10-01', 0, 0],
      ['2026-10-02', 0, 0],
    ]);
  });

  it('writes minor units as a plain decimal, negatives and small amounts included', () => {
    expect(minorToDecimal(123456, 2)).toBe('1234.56');
    expect(minorToDecimal(5, 2)).toBe('0.05');
    expect(minorToDecimal(-307, 2)).toBe('-3.07');
    expect(minorToDecimal(0, 2)).toBe('0.00');
    expect(minorToDecimal(400000, 0)).toBe('400000');
    expect(minorToDecimal(-12, 0)).toBe('-12');
  });
});

describe('CSV for spreadsheets', () => {
  it('quotes what needs it and defuses formulas, but keeps numbers and decimals', () => {
    expect(csvCell('Tổng')).toBe('Tổng');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-3.07')).toBe('-3.07');
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell('+1')).toBe("'+1");
  });

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(
      toCsv([
        ['Ngày', 'GGR (USD)'],
        ['01/10/2026', '-3.07'],
      ]),
    ).toBe('\uFEFFNgày,GGR (USD)\r\n01/10/2026,-3.07\r\n');
  });
});
