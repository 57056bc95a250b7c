import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_KINDS, type ContentKind } from '@schemas';
import { adminQueries } from '../../shared/queries';
import { can, useSessionStore } from '../../shared/session-store';
import { ContentList } from './content-list';
import './content.css';

/**
 * The content section (issue 11): a merchant's announcements, promotions, banners and help topics,
 * per language and on a schedule. Every role reads; operators create, edit and remove; operators
 * and support make preview links of promotions.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const merchants = useQuery(adminQueries.merchants());
  const [picked, setPicked] = useState<string>();
  const [kind, setKind] = useState<ContentKind>('promotions');
  const code = picked ?? merchants.data?.[0]?.code;
  const merchantName = merchants.data?.find((m) => m.code === code)?.name ?? code ?? '';
  return (
    <section aria-labelledby="content-title" className="cms">
      <div className="editor-head">
        <h1 id="content-title">{t('cms.title')}</h1>
        <p className="muted cms-intro">{t('cms.intro')}</p>
        <label className="cms-merchant">
          {t('cms.merchant')}
          <select value={code ?? ''} onChange={(e) => setPicked(e.target.value)}>
            {(merchants.data ?? []).map((m) => (
              <option key={m.code} value={m.code}>
                {m.name} ({m.code})
              </option>
            ))}
          </select>
        </label>
      </div>
      {!can.save(user) && <p className="notice">{t('cms.readOnly')}</p>}
      <div role="tablist" aria-label={t('cms.title')} className="tabs">
        {CONTENT_KINDS.map((k) => (
          <button
            key={k}
            id={`cms-tab-${k}`}
            type="button"
            role="tab"
            aria-selected={kind === k}
            aria-controls="cms-panel"
            onClick={() => setKind(k)}
          >
            {t(`cms.kinds.${k}`)}
          </button>
        ))}
      </div>
      <div id="cms-panel" role="tabpanel" aria-labelledby={`cms-tab-${kind}`} className="cms-panel">
        {code && (
          <ContentList
            key={`${code}:${kind}`}
            code={code}
            merchantName={merchantName}
            kind={kind}
            canEdit={can.save(user)}
            canPreview={can.preview(user)}
          />
        )}
      </div>
    </section>
  );
}
