import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { formatMinor } from '../../shared/money';
import { paymentQueries } from './queries';

/** A member's ledger: every entry with the balance after it, and whether the entries add up to the wallet. */
export function LedgerView({ code, currency }: { code: string; currency: { code: string; digits: number } }) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const q = useQuery(paymentQueries.ledger(code, username));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setUsername(typed.trim());
  };
  const m = (n: number) => formatMinor(currency, n, i18n.language);
  return (
    <>
      <form className="row" onSubmit={submit}>
        <label>
          {t('console.payments.username')}{' '}
          <input value={typed} onChange={(e) => setTyped(e.target.value)} required maxLength={64} />
        </label>
        <button type="submit">{t('console.payments.show')}</button>
      </form>
      {q.isError && <p role="alert">{t(errorKey(q.error))}</p>}
      {q.data && (
        <>
          <p>
            {t('console.payments.balance')}: <strong>{m(q.data.balance)}</strong> ·{' '}
            {t('console.payments.held')}: <strong>{m(q.data.held)}</strong> ·{' '}
            <span role="status">
              {t(q.data.consistent ? 'console.payments.consistent' : 'console.payments.inconsistent')}
            </span>
          </p>
          <table className="grid" aria-label={t('console.payments.tabs.ledger')}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('console.payments.kind')}</th>
                <th scope="col">{t('console.payments.amount')}</th>
                <th scope="col">{t('console.payments.balanceAfter')}</th>
                <th scope="col">{t('console.payments.status')}</th>
                <th scope="col">{t('console.payments.created')}</th>
              </tr>
            </thead>
            <tbody>
              {q.data.entries.map((e) => (
                <tr key={e.id}>
                  <td>{e.id}</td>
                  <td>{t(`console.payments.kinds.${e.kind}`)}</td>
                  <td>{m(e.amount)}</td>
                  <td>{m(e.balanceAfter)}</td>
                  <td>{e.status ? t(`console.payments.status_.${e.status}`) : '—'}</td>
                  <td>{formatTime(e.createdAt, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
