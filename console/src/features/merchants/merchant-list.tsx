import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminQueries } from '../../shared/queries';
import { errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';
import type { MerchantRow } from '../../shared/types';
import { ProblemLine } from '../../shared/config/problem-line';
import { editorPath } from '../../shared/environments/environment-switch';

function Rejected({ row }: { row: MerchantRow }) {
  const { t, i18n } = useTranslation();
  if (!row.lastRejected) return <span className="muted">{t('console.merchants.noRejected')}</span>;
  return (
    <details>
      <summary className="error">
        {t('console.merchants.rejectedAt', {
          time: formatTime(row.lastRejected.at, i18n.language),
          count: row.lastRejected.problems.length,
        })}
      </summary>
      <ul>
        {row.lastRejected.problems.map((p, i) => (
          <li key={i}>
            <ProblemLine problem={p} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Every merchant: name, code, hosts, version, who saved it last and when, the last rejected disk edit. */
export function MerchantList() {
  const { t, i18n } = useTranslation();
  const q = useQuery(adminQueries.merchants());
  if (q.isError) return <p role="alert">{t(errorKey(q.error))}</p>;
  return (
    <section aria-labelledby="merchants-title">
      <h1 id="merchants-title">{t('console.merchants.title')}</h1>
      <table className="grid">
        <thead>
          <tr>
            <th scope="col">{t('console.merchants.name')}</th>
            <th scope="col">{t('console.merchants.code')}</th>
            <th scope="col">{t('console.merchants.hosts')}</th>
            <th scope="col">{t('console.merchants.version')}</th>
            <th scope="col">{t('console.merchants.savedBy')}</th>
            <th scope="col">{t('console.merchants.lastRejected')}</th>
          </tr>
        </thead>
        <tbody>
          {(q.data ?? []).map((m) => (
            <tr key={m.code}>
              <td>
                <Link to={`/merchants/${m.code}`} aria-label={t('console.merchants.open', { name: m.name })}>
                  {m.name}
                </Link>
                {m.fileDeleted && <span className="error"> {t('console.merchants.fileDeleted')}</span>}{' '}
                <Link
                  to={editorPath(m.code, 'staging')}
                  className="env-staging-link"
                  aria-label={t('environments.openStaging', { name: m.name })}
                >
                  {t('environments.names.staging')}
                </Link>
              </td>
              <td>
                <code>{m.code}</code>
              </td>
              <td>{m.hosts.join(', ')}</td>
              <td>{m.version ?? '—'}</td>
              <td>
                {m.savedBy
                  ? t('console.merchants.savedByAt', {
                      author: m.savedBy,
                      time: formatTime(m.savedAt, i18n.language),
                    })
                  : '—'}
              </td>
              <td>
                <Rejected row={m} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {q.isPending && <p aria-busy="true">{t('console.loading')}</p>}
    </section>
  );
}
