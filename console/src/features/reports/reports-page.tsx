import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api';
import { useMerchantPick } from '../../shared/merchant-picker';
import { CsvButton } from '../../shared/ui/csv-button';
import { reportCsv, reportFileName, reportQueries } from './queries';
import { presetRange, todayIn, type DayRange } from './range';
import { RangePicker } from './range-picker';
import { ReportsTable } from './reports-table';
import './reports.css';

// The chart library is loaded only when a report is drawn (its own chunk).
const ReportsChart = lazy(() => import('./reports-chart'));

/** Reports (issue 34): a merchant's figures per day of its time zone, a chart, a table and a CSV; operators and viewers. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { code, picker } = useMerchantPick(t('reports.merchant'));
  const [range, setRange] = useState<DayRange>(() => presetRange('last30', todayIn()));
  const q = useQuery({ ...reportQueries.daily(code ?? '', range.from, range.to), enabled: !!code });
  const report = q.data;
  return (
    <section aria-labelledby="reports-title" className="reports">
      <h1 id="reports-title">{t('reports.title')}</h1>
      <div className="report-bar">
        {picker}
        <RangePicker
          key={`${range.from}/${range.to}`}
          value={range}
          zone={report?.timeZone}
          onChange={setRange}
        />
      </div>
      {q.isError && <p role="alert">{t(errorKey(q.error))}</p>}
      {!report && !q.isError && <p aria-busy="true">{t('console.loading')}</p>}
      {report && code && (
        <div aria-busy={q.isFetching}>
          <div className="report-head">
            <p className="muted">
              {t('reports.zoneNote', { zone: report.timeZone, currency: report.currency.code })}
            </p>
            <CsvButton
              file={(language) => reportCsv(code, range.from, range.to, language)}
              name={reportFileName(code, range.from, range.to)}
              label={t('reports.download')}
            />
          </div>
          <Suspense fallback={<p aria-busy="true">{t('reports.chartLoading')}</p>}>
            <ReportsChart report={report} />
          </Suspense>
          <ReportsTable report={report} />
        </div>
      )}
    </section>
  );
}
