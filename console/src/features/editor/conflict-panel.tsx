import { useTranslation } from 'react-i18next';
import { ChangeSummary } from './change-summary';
import type { Conflict } from '../../shared/types';
import { formatTime } from '../../shared/format';

/** Someone saved meanwhile: show what they changed instead of overwriting it. */
export function ConflictPanel({
  conflict,
  onLoadLatest,
  onKeepMine,
}: {
  conflict: Conflict;
  onLoadLatest(): void;
  onKeepMine(): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section role="alert" aria-labelledby="conflict-title" className="conflict">
      <h2 id="conflict-title">{t('console.conflict.title')}</h2>
      <p>
        {t('console.conflict.who', {
          author: conflict.author,
          version: conflict.currentVersion,
          time: formatTime(conflict.savedAt, i18n.language),
        })}
      </p>
      <h3>{t('console.conflict.theirChanges')}</h3>
      <ChangeSummary changes={conflict.changes} />
      <div className="actions">
        <button type="button" className="primary" onClick={onLoadLatest}>
          {t('console.conflict.loadLatest')}
        </button>
        <button type="button" onClick={onKeepMine}>
          {t('console.conflict.keepMine')}
        </button>
      </div>
    </section>
  );
}
