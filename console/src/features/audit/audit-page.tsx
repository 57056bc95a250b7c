import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminQueries } from '../../shared/queries';
import { errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';

/** Saves, rollbacks, logins and failed logins: who, when, what, from where. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const q = useQuery(adminQueries.audit());
  if (q.isError) return <p role="alert">{t(errorKey(q.error))}</p>;
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t('console.audit.title')}</h1>
      <table className="grid">
        <thead>
          <tr>
            <th scope="col">{t('console.audit.when')}</th>
            <th scope="col">{t('console.audit.who')}</th>
            <th scope="col">{t('console.audit.what')}</th>
            <th scope="col">{t('console.audit.merchant')}</th>
            <th scope="col">{t('console.audit.from')}</th>
          </tr>
        </thead>
        <tbody>
          {(q.data ?? []).map((a) => (
            <tr key={a.id}>
              <td>{formatTime(a.at, i18n.language)}</td>
              <td>{a.actor}</td>
              <td>
                {t(`console.audit.action.${a.action}`, { version: a.version ?? '' })}
                {typeof a.detail.reason === 'string' && (
                  <span className="muted">
                    {' '}
                    · {t('publishing.history.reason', { reason: a.detail.reason })}
                  </span>
                )}
              </td>
              <td>{a.merchant ?? '—'}</td>
              <td>{a.ip ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
