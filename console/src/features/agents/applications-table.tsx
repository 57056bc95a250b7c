import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api';
import { ReviewActions, useReviewDecisions } from '../../shared/review-actions';
import { formatTime } from '../../shared/format';
import { agentQueries, useReviewApplication } from './queries';

/** Agent applications, pending first; operators approve or reject (a reason is required to reject). */
export function ApplicationsTable({ code, canAct }: { code: string; canAct: boolean }) {
  const { t, i18n } = useTranslation();
  const q = useQuery(agentQueries.applications(code));
  const review = useReviewApplication(code);
  const decisions = useReviewDecisions(review, (d, id) =>
    t(d === 'approve' ? 'agent.console.approved' : 'agent.console.rejected', { id }),
  );
  if (q.isError) return <p role="alert">{t(errorKey(q.error))}</p>;
  if (q.isPending) return <p aria-busy="true">{t('console.loading')}</p>;
  return (
    <>
      {!canAct && <p className="note">{t('agent.console.viewOnly')}</p>}
      {decisions.report}
      {q.data.list.length === 0 ? (
        <p>{t('agent.console.none')}</p>
      ) : (
        <table className="grid" aria-label={t('agent.console.title')}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('agent.console.member')}</th>
              <th scope="col">{t('agent.console.details')}</th>
              <th scope="col">{t('agent.console.created')}</th>
              <th scope="col">{t('agent.console.status')}</th>
              {canAct && <th scope="col">{t('agent.console.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {q.data.list.map((a) => (
              <tr key={a.id}>
                <td>{a.id}</td>
                <td>{a.username}</td>
                <td>
                  <dl className="kv">
                    {Object.entries(a.fields).map(([k, v]) => (
                      <div key={k}>
                        <dt>{t(`agent.join.fields.${k}`)}</dt>
                        <dd>{v}</dd>
                      </div>
                    ))}
                  </dl>
                </td>
                <td>{formatTime(a.createdAt, i18n.language)}</td>
                <td>
                  {t(`agent.console.statusName.${a.status}`)}
                  {a.reviewedBy && (
                    <>
                      {' '}
                      <small>{t('agent.console.reviewedBy', { user: a.reviewedBy })}</small>
                    </>
                  )}
                  {a.reason && (
                    <>
                      <br />
                      <small>{a.reason}</small>
                    </>
                  )}
                </td>
                {canAct && (
                  <td className="actions">
                    {a.status === 'pending' && (
                      <ReviewActions
                        id={a.id}
                        decisions={decisions}
                        texts={{
                          approve: t('agent.console.approve'),
                          approveName: `${t('agent.console.approve')} #${a.id}`,
                          reject: t('agent.console.reject'),
                          rejectName: `${t('agent.console.reject')} #${a.id}`,
                          reason: t('agent.console.reason'),
                          reasonName: `${t('agent.console.reason')} #${a.id}`,
                        }}
                      />
                    )}
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
