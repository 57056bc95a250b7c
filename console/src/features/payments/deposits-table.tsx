import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { formatMinor } from '../../shared/money';
import { paymentQueries } from './queries';

/** The merchant's latest deposits, with their status and first-deposit bonus. */
export function DepositsTable({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const q = useQuery(paymentQueries.deposits(code));
  if (q.isError) return <p role="alert">{t(errorKey(q.error))}</p>;
  if (q.isPending) return <p aria-busy="true">{t('console.loading')}</p>;
  if (q.data.list.length === 0) return <p>{t('console.payments.none')}</p>;
  return (
    <table className="grid" aria-label={t('console.payments.tabs.deposits')}>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('console.payments.member')}</th>
          <th scope="col">{t('console.payments.channel')}</th>
          <th scope="col">{t('console.payments.amount')}</th>
          <th scope="col">{t('console.payments.bonus')}</th>
          <th scope="col">{t('console.payments.status')}</th>
          <th scope="col">{t('console.payments.created')}</th>
        </tr>
      </thead>
      <tbody>
        {q.data.list.map((o) => (
          <tr key={o.id}>
            <td>{o.id}</td>
            <td>{o.username}</td>
            <td>{o.channel ?? '—'}</td>
            <td>{formatMinor(q.data.currency, o.amount, i18n.language)}</td>
            <td>{o.bonus ? formatMinor(q.data.currency, o.bonus, i18n.language) : '—'}</td>
            <td>{t(`console.payments.status_.${o.status}`)}</td>
            <td>{formatTime(o.createdAt, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
