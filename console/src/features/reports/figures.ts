import { formatDate } from '@core/dates';
import { formatMoney } from '@core/money';
import { MONEY_FIGURES, type ReportFigure } from '@core/reports';
import type { AdminReport } from '@schemas';

/** A report day (YYYY-MM-DD) as the console writes days: DD/MM/YYYY (the day itself, in no other zone). */
export const reportDay = (day: string, lang: string): string =>
  formatDate(`${day}T00:00:00Z`, 'day', { language: lang, timeZone: 'UTC' });

/** A figure as people read it: money in the merchant's currency, counts as numbers, in the console's language. */
export function figureText(report: AdminReport, k: ReportFigure, n: number, lang: string): string {
  if (!MONEY_FIGURES.has(k)) return n.toLocaleString(lang);
  const { code, digits } = report.currency;
  return formatMoney({ code, symbol: code, decimals: digits, symbolPosition: 'after' }, n, lang);
}
