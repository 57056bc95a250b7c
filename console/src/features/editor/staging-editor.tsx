import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChangeRow } from '@schemas';
import { errorKey } from '../../shared/api';
import { can, useSessionStore } from '../../shared/session-store';
import { stagingQueries, useCreateStaging } from '../../shared/environments/staging-queries';
import { formatTime } from '../../shared/format';
import { Editor } from './editor-page';
import { PromoteDialog, PromotionSent } from './promote-dialog';
import { StagingHistory } from './staging-history';

/**
 * The merchant's staging copy in the editor (issue 35, environments): made from production on
 * demand; edited with the same editor; promoted to production through review; or copied from
 * production again. Viewers and support read it (and try it at its staging hosts).
 */
export function StagingEditor({ code, name }: { code: string; name: string }) {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const state = useQuery(stagingQueries.state(code));
  const create = useCreateStaging(code);
  const [promoting, setPromoting] = useState(false);
  const [sent, setSent] = useState<ChangeRow>();
  const [replacing, setReplacing] = useState(false);
  const operator = can.save(user);
  if (state.isError && !state.data) return <p role="alert">{t(errorKey(state.error))}</p>;
  if (!state.data) return <p aria-busy="true">{t('console.loading')}</p>;
  const s = state.data;
  const failed = create.isError && <p role="alert">{t(errorKey(create.error))}</p>;
  if (!s.exists || s.version === undefined)
    return (
      <section aria-labelledby="staging-none" className="staging-none">
        <h1 id="staging-none">{t('environments.none.title', { name })}</h1>
        <p>{t('environments.none.body')}</p>
        {operator ? (
          <button
            type="button"
            className="primary"
            disabled={create.isPending}
            onClick={() => create.mutate(false)}
          >
            {t('environments.create')}
          </button>
        ) : (
          <p className="muted">{t('environments.none.operatorsOnly')}</p>
        )}
        {failed}
      </section>
    );
  return (
    <>
      <section aria-label={t('environments.bar.label')} className="staging-bar">
        <p>
          {t('environments.bar.copied', {
            version: s.copiedFrom,
            production: s.productionVersion,
            author: s.author,
            time: formatTime(s.savedAt ?? '', i18n.language),
          })}
        </p>
        {s.pendingPromotion !== undefined && (
          <p role="note">{t('environments.bar.pending', { id: s.pendingPromotion })}</p>
        )}
        {sent && <PromotionSent change={sent} />}
        {operator && (
          <div className="actions">
            <button type="button" className="primary" onClick={() => setPromoting(true)}>
              {t('environments.promote.open')}
            </button>
            {replacing ? (
              <span role="group" aria-label={t('environments.replace.label')}>
                {t('environments.replace.confirmText', { version: s.productionVersion })}{' '}
                <button
                  type="button"
                  disabled={create.isPending}
                  onClick={() => create.mutate(true, { onSuccess: () => setReplacing(false) })}
                >
                  {t('environments.replace.confirm')}
                </button>{' '}
                <button type="button" onClick={() => setReplacing(false)}>
                  {t('console.actions.cancel')}
                </button>
              </span>
            ) : (
              <button type="button" onClick={() => setReplacing(true)}>
                {t('environments.replace.open')}
              </button>
            )}
          </div>
        )}
        {failed}
        <StagingHistory code={code} count={s.version} />
      </section>
      <Editor
        key={`${code}:staging`}
        code={code}
        env="staging"
        latest={{
          version: s.version,
          document: s.document as Record<string, unknown>,
          author: s.author,
          savedAt: s.savedAt,
        }}
      />
      {promoting && (
        <PromoteDialog
          code={code}
          name={name}
          onClose={() => setPromoting(false)}
          onDone={(c) => {
            setPromoting(false);
            setSent(c);
          }}
        />
      )}
    </>
  );
}
