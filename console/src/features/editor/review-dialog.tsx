import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeSummary } from './change-summary';
import { JsonDiff } from './json-diff';
import type { ConfigChange } from '../../shared/types';

interface Props {
  before: unknown;
  after: unknown;
  changes: readonly ConfigChange[];
  saving: boolean;
  onSave(): void;
  onClose(): void;
}

/** Before saving: what changes for players, the JSON diff one click away. */
export function ReviewDialog({ before, after, changes, saving, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [json, setJson] = useState(false);
  return (
    <div className="overlay">
      <section role="dialog" aria-modal="true" aria-labelledby="review-title" className="dialog">
        <h2 id="review-title">{t('console.diff.title')}</h2>
        <ChangeSummary changes={changes} />
        <button type="button" className="link" aria-expanded={json} onClick={() => setJson(!json)}>
          {json ? t('console.diff.hideJson') : t('console.diff.showJson')}
        </button>
        {json && <JsonDiff before={before} after={after} />}
        <div className="actions">
          <button type="button" onClick={onClose}>
            {t('console.actions.cancel')}
          </button>
          <button type="button" className="primary" disabled={saving} onClick={onSave}>
            {t('console.actions.confirmSave')}
          </button>
        </div>
      </section>
    </div>
  );
}
