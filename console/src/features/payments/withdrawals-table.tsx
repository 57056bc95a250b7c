import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api';
import { ReviewActions, useReviewDecisions } from '../../shared/review-actions';
import { formatTime } from '../../shared/format';
import { ApproveWithdrawalDialog } from './approve-withdrawal-dialog';
import { formatMinor } from '../../shared/money';
import { paymentQueries, useReview } from './queries';

/**
 * Pending withdrawals; operators approve (after a confirmation that shows the member's balance, KYC
 * and history) or reject (a reason is required), others only see them.
 */
export function WithdrawalsTable({ code, canAct }: { code: string; canAct: boolean }) {
  const { t, i18n } = useTranslation();
  const q = useQuery(paymentQueries.withdrawals(code));
  const review = useReview(code);
  const [confirming, setConfirming] = useState<number>();
  const decisions = useReviewDecisions(review, (d, id) =>
    t(d === 'approve' ? 'console.payments.approved' : 'console.payments.rejected', { id }),
  );
  // The dialog closes on either outcome: the page's report line says what happened.
  const approve = async (id: number) => {
    await decisions.decide(id, 'approve');
    setConfirming(undefined);
  };
  if (q.isError) return <p role="alert">{t(errorKey(q.error))}</p>;
  if (q.isPending) return <p aria-busy="true">{t('console.loading')}</p>;
  return (
    <>
      {!canAct && <p className="note">{t('console.payments.viewOnly')}</p>}
      {decisions.report}
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
                <td>{formatMinor(q.data.currency, o.amount, i18n.language)}</td>
                <td>
                  {o.payoutAccount
                    ? `${o.payoutAccount.bankName} · ${o.payoutAccount.accountNumber} · ${o.payoutAccount.holderName}`
                    : '—'}
                </td>
                <td>{formatTime(o.createdAt, i18n.language)}</td>
                {canAct && (
                  <td className="actions">
                    <ReviewActions
                      id={o.id}
                      decisions={decisions}
                      onApprove={setConfirming}
                      texts={{
                        approve: t('console.payments.approve'),
                        approveName: `${t('console.payments.approve')} #${o.id}`,
                        reject: t('console.payments.reject'),
                        rejectName: `${t('console.payments.reject')} #${o.id}`,
                        reason: t('console.payments.reason'),
                        reasonName: `${t('console.payments.reason')} #${o.id}`,
                      }}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {confirming !== undefined && q.data.list.some((o) => o.id === confirming) && (
        <ApproveWithdrawalDialog
          code={code}
          order={q.data.list.find((o) => o.id === confirming)!}
          busy={decisions.pending}
          onConfirm={() => void approve(confirming)}
          onClose={() => setConfirming(undefined)}
        />
      )}
    </>
  );
}
