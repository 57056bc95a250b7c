import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantPick } from '../../shared/merchant-picker';
import { errorKey } from '../../shared/api';
import { ReviewActions, useReviewDecisions } from '../../shared/review-actions';
import { formatTime } from '../../shared/format';
import { can, useSessionStore } from '../../shared/session-store';
import { KycPictures } from './kyc-pictures';
import { kycQueries, useKycReview, type KycFilter } from './queries';

const FILTERS: KycFilter[] = ['pending', 'all'];

/**
 * KYC queue (issue 12): identity checks, pending first (oldest first). Every role sees who waits;
 * operators open the three pictures and approve, or reject with a reason the member reads.
 */
export function KycPage() {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const canAct = can.reviewKyc(user);
  const [filter, setFilter] = useState<KycFilter>('pending');
  const [open, setOpen] = useState<number>();
  const { code, picker } = useMerchantPick(t('console.payments.merchant'));
  const q = useQuery({ ...kycQueries.list(code ?? '', filter), enabled: !!code });
  const review = useKycReview(code ?? '');

  const decisions = useReviewDecisions(
    review,
    (d, id) => t(d === 'approve' ? 'console.kyc.approved' : 'console.kyc.rejected', { id }),
    () => setOpen(undefined),
  );

  return (
    <section aria-labelledby="kyc-title">
      <h1 id="kyc-title">
        {t('console.kyc.title')}
        {q.data ? ` · ${t('console.kyc.pendingCount', { count: q.data.pending })}` : ''}
      </h1>
      {picker}
      <div role="tablist" aria-label={t('console.kyc.title')} className="tabs">
        {FILTERS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={filter === k} onClick={() => setFilter(k)}>
            {t(`console.kyc.filters.${k}`)}
          </button>
        ))}
      </div>
      {!canAct && <p className="note">{t('console.kyc.viewOnly')}</p>}
      {decisions.report}
      <div role="tabpanel" aria-label={t(`console.kyc.filters.${filter}`)}>
        {q.isError ? (
          <p role="alert">{t(errorKey(q.error))}</p>
        ) : !q.data ? (
          <p aria-busy="true">{t('console.loading')}</p>
        ) : q.data.list.length === 0 ? (
          <p>{t('console.kyc.none')}</p>
        ) : (
          <table className="grid" aria-label={t('console.kyc.title')}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('console.payments.member')}</th>
                <th scope="col">{t('console.kyc.submitted')}</th>
                <th scope="col">{t('console.payments.status')}</th>
                <th scope="col">{t('console.kyc.decision')}</th>
              </tr>
            </thead>
            <tbody>
              {q.data.list.map((r) => (
                <Fragment key={r.id}>
                  <tr>
                    <td>{r.id}</td>
                    <td>
                      {r.username}
                      {r.nickname && r.nickname !== r.username ? ` (${r.nickname})` : ''}
                    </td>
                    <td>{formatTime(r.createdAt, i18n.language)}</td>
                    <td>
                      <span className={`kyc-status kyc-status--${r.status}`}>
                        {t(`console.kyc.status.${r.status}`)}
                      </span>
                      {r.reason && <div className="note">{r.reason}</div>}
                    </td>
                    <td className="actions">
                      {r.reviewedBy ? (
                        `${r.reviewedBy} · ${r.reviewedAt ? formatTime(r.reviewedAt, i18n.language) : ''}`
                      ) : canAct ? (
                        <button
                          type="button"
                          aria-expanded={open === r.id}
                          onClick={() => setOpen(open === r.id ? undefined : r.id)}
                        >
                          {t(open === r.id ? 'console.kyc.hide' : 'console.kyc.review', { id: r.id })}
                        </button>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                  {canAct && open === r.id && (
                    <tr>
                      <td colSpan={5}>
                        <div
                          className="kyc-review"
                          role="group"
                          aria-label={t('console.kyc.review', { id: r.id })}
                        >
                          <KycPictures code={code!} id={r.id} />
                          {r.status === 'pending' && (
                            <div className="actions">
                              <ReviewActions
                                id={r.id}
                                decisions={decisions}
                                texts={{
                                  approve: t('console.kyc.approve', { id: r.id }),
                                  approveName: t('console.kyc.approve', { id: r.id }),
                                  reject: t('console.kyc.reject', { id: r.id }),
                                  rejectName: t('console.kyc.reject', { id: r.id }),
                                  reason: t('console.payments.reason'),
                                  reasonName: t('console.kyc.reason', { id: r.id }),
                                }}
                              />
                            </div>
                          )}
                        </div>
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
