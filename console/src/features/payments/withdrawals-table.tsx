import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { money } from './money';
import { paymentQueries, useReview } from './queries';

/** Pending withdrawals; operators approve or reject (a reason is required to reject), others only see them. */
export function WithdrawalsTable({ code, canAct }: { code: string; canAct: boolean }) {
  const { t, i18n } = useTranslation();
  const q = useQuery(paymentQueries.withdrawals(code));
  const review = useReview(code);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  if (q.isError) return <p role="alert">{t(errorKey(q.error))}</p>;
  if (q.isPending) return <p aria-busy="true">{t('console.loading')}</p>;
  const decide = async (id: number, decision: 'approve' | 'reject') => {
    try {
      await review.mutateAsync({
        id,
        body: decision === 'approve' ? { decision } : { decision, reason: reasons[id] ?? '' },
      });
      setMessage({
        ok: true,
        text: t(decision === 'approve' ? 'console.payments.approved' : 'console.payments.rejected', { id }),
      });
    } catch (e) {
      setMessage({ ok: false, text: t(errorKey(e)) });
    }
  };
  return (
    <>
      {!canAct && <p className="note">{t('console.payments.viewOnly')}</p>}
      {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
      {q.data.list.length === 0 ? (
        <p>{t('console.payments.none')}</p>
      ) : (
        <table className="grid" aria-label={t('console.payments.tabs.withdrawals')}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('console.payments.member')}</th>
              <th scope="col">{t('console.payments.amount')}</th>
              <th scope="col">{t('console.payments.account')}</th>
              <th scope="col">{t('console.payments.created')}</th>
              {canAct && <th scope="col">{t('console.payments.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {q.data.list.map((o) => (
              <tr key={o.id}>
                <td>{o.id}</td>
                <td>{o.username}</td>
                <td>{money(q.data.currency, o.amount, i18n.language)}</td>
                <td>
                  {o.payoutAccount
                    ? `${o.payoutAccount.bankName} · ${o.payoutAccount.accountNumber} · ${o.payoutAccount.holderName}`
                    : '—'}
                </td>
                <td>{formatTime(o.createdAt, i18n.language)}</td>
                {canAct && (
                  <td className="actions">
                    <button
                      type="button"
                      onClick={() => void decide(o.id, 'approve')}
                      disabled={review.isPending}
                      aria-label={`${t('console.payments.approve')} #${o.id}`}
                    >
                      {t('console.payments.approve')}
                    </button>
                    <input
                      aria-label={`${t('console.payments.reason')} #${o.id}`}
                      placeholder={t('console.payments.reason')}
                      value={reasons[o.id] ?? ''}
                      maxLength={200}
                      onChange={(e) => setReasons({ ...reasons, [o.id]: e.target.value })}
                    />
                    <button
                      type="button"
                      onClick={() => void decide(o.id, 'reject')}
                      disabled={review.isPending || !(reasons[o.id] ?? '').trim()}
                      aria-label={`${t('console.payments.reject')} #${o.id}`}
                    >
                      {t('console.payments.reject')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
