import type { AdminReport, MerchantConfig, ReportFigures } from '../../schemas';
import { toCsv } from '../../core/csv';
import { currencyDigits } from '../../core/money';
import {
  dmyOf,
  fillDays,
  MONEY_FIGURES,
  minorToDecimal,
  REPORT_FIGURES,
  reportRangeProblem,
  withGgr,
} from '../../core/reports';
import { t } from '../../locales/node';
import type { Db } from '../../server/db/db';
import { AppError } from '../../server/http-errors';
import { reportFigures, reportSnapshot } from '../repositories/reports-repository';

/*
 * A merchant's daily report (issue 34): the range checked (core/reports, as the console checks it),
 * the figures from the repository's aggregates in one read-only snapshot, every day of the range present.
 */

/** A range of days as reports read them (core/reports, as the console checks it); 400 with a catalogue code. */
export function assertReportRange(from: string, to: string): void {
  const problem = reportRangeProblem(from, to);
  if (problem)
    throw new AppError(
      problem.code,
      { from, to },
      problem.code === 'REPORT_RANGE_TOO_LONG' ? { max: problem.max } : {},
    );
}

/** The report of a merchant between two of its days (included); 400 with a catalogue code for a bad range. */
export async function dailyReport(
  db: Db,
  merchant: MerchantConfig,
  from: string,
  to: string,
): Promise<AdminReport> {
  assertReportRange(from, to);
  const { byDay, totals } = await db.transaction(async (tx) => {
    await reportSnapshot(tx);
    return reportFigures(tx, { merchantCode: merchant.code, timeZone: merchant.timeZone, from, to });
  });
  return {
    from,
    to,
    timeZone: merchant.timeZone,
    currency: { code: merchant.currency.code, digits: currencyDigits(merchant.currency) },
    days: fillDays(from, to, byDay),
    totals: withGgr(totals),
  };
}

/**
 * The report as a spreadsheet: a header row in the reader's language, one row per day (DD/MM/YYYY,
 * as the console shows it), a totals row; money in major units with a dot (12.34), counts as counts.
 */
export function reportCsv(report: AdminReport, language: string): string {
  const cell = (f: ReportFigures, k: (typeof REPORT_FIGURES)[number]) =>
    MONEY_FIGURES.has(k) ? minorToDecimal(f[k], report.currency.digits) : f[k];
  const money = (k: string) => `${t(language, `reports.figures.${k}`)} (${report.currency.code})`;
  return toCsv([
    [
      t(language, 'reports.day'),
      ...REPORT_FIGURES.map((k) => (MONEY_FIGURES.has(k) ? money(k) : t(language, `reports.figures.${k}`))),
    ],
    ...report.days.map((d) => [dmyOf(d.day), ...REPORT_FIGURES.map((k) => cell(d, k))]),
    [t(language, 'reports.total'), ...REPORT_FIGURES.map((k) => cell(report.totals, k))],
  ]);
}

/** The CSV's file name: the merchant and the range (ASCII only, safe in Content-Disposition). */
export const reportFileName = (code: string, from: string, to: string): string =>
  `report-${code}-${from}-${to}.csv`;
