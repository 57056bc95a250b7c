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

/** Support preview: any merchant, any combination, the editor's unsaved draft; one or two side by side. */
export function PreviewPage({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const merchants = useQuery(adminQueries.merchants());
  const live = useQuery({
    queryKey: queryKeys.live.of(code),
    queryFn: () => api<MerchantConfig>(`/api/merchants/${code}/config`),
  });
  const draft = useDraftStore((s) => s.drafts[code]?.draft);
  const [sideBySide, setSideBySide] = useState(false);
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
      </header>
      <p className="muted">{draft ? t('console.preview.draftNote') : t('console.preview.liveNote')}</p>
      <div className={sideBySide ? 'panes two' : 'panes'}>
        <PreviewPane key={`${code}-a`} id="a" code={code} live={live.data} draft={draft} />
        {sideBySide && <PreviewPane key={`${code}-b`} id="b" code={code} live={live.data} draft={draft} />}
      </div>
      <PreviewLinks code={code} />
    </section>
  );
}
