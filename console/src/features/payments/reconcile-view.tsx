import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/dates';
import { dayNumber, dayOf, reportRangeProblem } from '@core/reports';
import type { AdminReconcile } from '@schemas';
import { errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { formatMinor } from '../../shared/money';
import { CsvButton } from '../../shared/ui/csv-button';
import { paymentQueries, reconcileCsv, reconcileFileName } from './queries';

/** Days reconciled when the tab opens: the last week, ending today. */
const DEFAULT_DAYS = 7;

function lastWeek(): { from: string; to: string } {
  const to = formatDate(Date.now(), 'isoDay', {});
  return { from: dayOf(dayNumber(to)! - (DEFAULT_DAYS - 1)), to };
}

/**
 * Reconciliation (issue 34): deposit orders paid in a range of the merchant's days against the
 * ledger's credits and the payment provider's view, with the totals and every mismatch. Every role
 * that reads payments reads it; nothing here changes money.
 */
export function ReconcileView({ code }: { code: string }) {
  const { t } = useTranslation();
  const [range, setRange] = useState(lastWeek);
  const [draft, setDraft] = useState(range);
  const problem = reportRangeProblem(draft.from, draft.to);
  const q = useQuery(paymentQueries.reconcile(code, range.from, range.to));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) setRange(draft);
  };
  return (
    <section aria-labelledby="reconcile-title">
      <h2 id="reconcile-title">{t('console.payments.reconcile.title')}</h2>
      <form
        className="report-range"
        onSubmit={submit}
        aria-label={t('console.payments.reconcile.range')}
        noValidate
      >
        {(['from', 'to'] as const).map((end) => (
          <label key={end}>
            {t(`console.payments.reconcile.${end}`)}
            <input
              type="date"
              value={draft[end]}
              aria-invalid={!!problem}
              aria-describedby={problem ? 'reconcile-range-problem' : undefined}
              onChange={(e) => setDraft({ ...draft, [end]: e.target.value })}
            />
          </label>
        ))}
        <button type="submit" className="primary" disabled={!!problem}>
          {t('console.payments.reconcile.show')}
        </button>
        {q.data && (
          <CsvButton
            file={(language) => reconcileCsv(code, range.from, range.to, language)}
            name={reconcileFileName(code, range.from, range.to)}
            label={t('console.payments.reconcile.download')}
          />
        )}
        {problem && (
          <p id="reconcile-range-problem" role="alert" className="error">
            {t(
              `errors.${problem.code}`,
              problem.code === 'REPORT_RANGE_TOO_LONG' ? { max: problem.max } : {},
            )}
          </p>
        )}
      </form>
      {q.isError && <p role="alert">{t(errorKey(q.error))}</p>}
      {q.isPending && <p aria-busy="true">{t('console.loading')}</p>}
      {q.data && <ReconcileResult r={q.data} />}
    </section>
  );
}

/** The totals and the mismatches of one answer. */
export function ReconcileResult({ r }: { r: AdminReconcile }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number | undefined) =>
    minor === undefined ? '—' : formatMinor(r.currency, minor, i18n.language);
  return (
    <>
      <p>{t('console.payments.reconcile.intro', { zone: r.timeZone })}</p>
      <table className="grid" aria-label={t('console.payments.reconcile.totals')}>
        <thead>
          <tr>
            <th scope="col">{t('console.payments.reconcile.totals')}</th>
            <th scope="col">{t('console.payments.reconcile.count')}</th>
            <th scope="col">{t('console.payments.reconcile.sum')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('console.payments.reconcile.paid')}</th>
            <td>{r.totals.paid.count}</td>
            <td>{money(r.totals.paid.amount)}</td>
          </tr>
          <tr>
            <th scope="row">{t('console.payments.reconcile.credited')}</th>
            <td>{r.totals.credited.count}</td>
            <td>{money(r.totals.credited.amount)}</td>
          </tr>
          <tr>
            <th scope="row">{t('console.payments.reconcile.difference')}</th>
            <td>{r.totals.paid.count - r.totals.credited.count}</td>
            <td>{money(r.totals.difference)}</td>
          </tr>
        </tbody>
      </table>
      <p>
        {t('console.payments.reconcile.asked', { asked: r.provider.asked, notAsked: r.provider.notAsked })}
      </p>
      {r.mismatches.length === 0 ? (
        <p role="status">{t('console.payments.reconcile.clean')}</p>
      ) : (
        <table className="grid" aria-label={t('console.payments.reconcile.mismatches')}>
          <thead>
            <tr>
              <th scope="col">{t('console.payments.reconcile.kind')}</th>
              <th scope="col">{t('console.payments.reconcile.order')}</th>
              <th scope="col">{t('console.payments.reconcile.entry')}</th>
              <th scope="col">{t('console.payments.member')}</th>
              <th scope="col">{t('console.payments.status')}</th>
              <th scope="col">{t('console.payments.reconcile.orderAmount')}</th>
              <th scope="col">{t('console.payments.reconcile.creditedAmount')}</th>
              <th scope="col">{t('console.payments.reconcile.provider')}</th>
              <th scope="col">{t('console.payments.reconcile.at')}</th>
            </tr>
          </thead>
          <tbody>
            {r.mismatches.map((m) => (
              <tr key={`${m.kind}-${m.orderId ?? ''}-${m.entryId ?? ''}`}>
                <td>{t(`console.payments.reconcile.kinds.${m.kind}`)}</td>
                <td>{m.orderId ?? '—'}</td>
                <td>{m.entryId ?? '—'}</td>
                <td>{m.username}</td>
                <td>{m.orderStatus ? t(`console.payments.status_.${m.orderStatus}`) : '—'}</td>
                <td>{money(m.orderAmount)}</td>
                <td>{money(m.credited)}</td>
                <td>
                  {m.providerStatus
                    ? `${t(`console.payments.reconcile.providerStatus.${m.providerStatus}`)}${m.providerAmount === undefined ? '' : ` · ${money(m.providerAmount)}`}`
                    : '—'}
                </td>
                <td>{formatTime(m.at, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {r.truncated && (
        <p role="note">{t('console.payments.reconcile.truncated', { count: r.mismatches.length })}</p>
      )}
    </>
  );
}
