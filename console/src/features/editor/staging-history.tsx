import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { stagingQueries } from '../../shared/environments/staging-queries';
import { formatTime } from '../../shared/format';
import { ChangeSummary } from '../../shared/review/change-summary';
import type { ConfigChange } from '../../shared/types';

/** The staging copy's own history (issue 35): each version, who saved it, when, why, what it changed. */
export function StagingHistory({ code, count }: { code: string; count: number }) {
  const { t, i18n } = useTranslation();
  const versions = useQuery(stagingQueries.versions(code));
  return (
    <details className="staging-history">
      <summary>{t('environments.history.title', { count })}</summary>
      <ol reversed>
        {(versions.data ?? []).map((v) => (
          <li key={v.version}>
            <strong>{t('environments.history.version', { version: v.version })}</strong>{' '}
            {t('environments.history.who', {
              author: v.author,
              time: formatTime(v.createdAt, i18n.language),
            })}
            {v.reason ? ` — ${v.reason}` : ''}
            {v.summary.length === 0 ? (
              <p className="muted">{t('environments.history.copied', { version: v.copiedFrom })}</p>
            ) : (
              <ChangeSummary changes={v.summary as ConfigChange[]} />
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
