import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MerchantConfig } from '@schemas';
import { adminQueries } from '../../shared/queries';
import { api } from '../../shared/api';
import { useDraftStore } from '../../shared/draft-store';
import { PreviewPane } from './preview-pane';
import { PreviewLinks } from './preview-links';
import { queryKeys } from '../../shared/query-keys';
import { stagingQueries } from '../../shared/environments/staging-queries';

/** Support preview: any merchant, any combination, the editor's unsaved draft; one or two side by side. */
export function PreviewPage({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const merchants = useQuery(adminQueries.merchants());
  const live = useQuery({
    queryKey: queryKeys.live.of(code),
    queryFn: () => api<MerchantConfig>(`/api/merchants/${code}/config`),
  });
  const productionDraft = useDraftStore((s) => s.drafts[code]?.draft);
  const stagingDraft = useDraftStore((s) => s.drafts[`${code}@staging`]?.draft);
  const [sideBySide, setSideBySide] = useState(false);
  // Issue 35: the staging copy can be previewed too, with the same overrides (support included).
  const stagingState = useQuery(stagingQueries.state(code));
  const copy = stagingState.data?.exists ? stagingState.data : undefined;
  const [copyShown, setCopyShown] = useState<'production' | 'staging'>('production');
  const staging = copyShown === 'staging' && copy !== undefined;
  const draft = staging ? stagingDraft : productionDraft;
  const shown = staging ? (copy.document as MerchantConfig) : live.data;
  return (
    <section aria-labelledby="preview-title" className="preview">
      <header className="editor-head">
        <h1 id="preview-title">{t('console.preview.title')}</h1>
        <label htmlFor="preview-merchant">
          {t('console.preview.merchant')}
          <select id="preview-merchant" value={code} onChange={(e) => navigate(`/preview/${e.target.value}`)}>
            {(merchants.data ?? [{ code, name: code }]).map((m) => (
              <option key={m.code} value={m.code}>
                {m.name} ({m.code})
              </option>
            ))}
          </select>
        </label>
        <label className="toggle" htmlFor="side-by-side">
          <input
            id="side-by-side"
            type="checkbox"
            role="switch"
            checked={sideBySide}
            onChange={(e) => setSideBySide(e.target.checked)}
          />
          {t('console.preview.sideBySide')}
        </label>
        {copy && (
          <label htmlFor="preview-copy">
            {t('console.preview.copyShown')}
            <select
              id="preview-copy"
              value={staging ? 'staging' : 'production'}
              onChange={(e) => setCopyShown(e.target.value as 'production' | 'staging')}
            >
              <option value="production">{t('console.preview.copyProduction')}</option>
              <option value="staging">{t('console.preview.copyStaging', { version: copy.version })}</option>
            </select>
          </label>
        )}
      </header>
      <p className="muted">
        {draft
          ? t('console.preview.draftNote')
          : staging
            ? t('console.preview.stagingNote', { version: copy.version })
            : t('console.preview.liveNote')}
      </p>
      <div className={sideBySide ? 'panes two' : 'panes'}>
        {(sideBySide ? (['a', 'b'] as const) : (['a'] as const)).map((id) => (
          <PreviewPane
            key={`${code}-${id}-${copyShown}`}
            id={id}
            code={code}
            live={shown}
            draft={draft}
            staging={staging}
          />
        ))}
      </div>
      <PreviewLinks code={code} />
    </section>
  );
}
