import { useTranslation } from 'react-i18next';
import { REPORT_FIGURES } from '@core/reports';
import type { AdminReport } from '@schemas';
import { figureText, reportDay } from './figures';

/** The report's days and totals: every figure of every day, the merchant's currency, DD/MM/YYYY. */
export function ReportsTable({ report }: { report: AdminReport }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div className="report-table" tabIndex={0} role="region" aria-labelledby="report-table-caption">
      <table className="grid">
        <caption id="report-table-caption">
          {t('reports.tableCaption', { from: reportDay(report.from, lang), to: reportDay(report.to, lang) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.day')}</th>
            {REPORT_FIGURES.map((k) => (
              <th key={k} scope="col" className="num">
                {t(`reports.figures.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{reportDay(d.day, lang)}</th>
              {REPORT_FIGURES.map((k) => (
                <td key={k} className="num">
                  {figureText(report, k, d[k], lang)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('reports.total')}</th>
            {REPORT_FIGURES.map((k) => (
              <td key={k} className="num">
                {figureText(report, k, report.totals[k], lang)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
