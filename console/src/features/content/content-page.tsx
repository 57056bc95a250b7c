import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CONTENT_KINDS, type ContentKind } from '@schemas';
import { useMerchantPick } from '../../shared/merchant-picker';
import { can, useSessionStore } from '../../shared/session-store';
import { ContentList } from './content-list';
import './content.css';

/**
 * The content section (issue 11): a merchant's announcements, promotions, banners and help topics,
 * per language and on a schedule. Every role reads; operators create, edit and remove; operators
 * and support make preview links of promotions. It opens on the merchant in its address
 * (`?merchant=demo`, which the navigation link carries), else the one the operator was last on.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const [kind, setKind] = useState<ContentKind>('promotions');
  const [params, setParams] = useSearchParams();
  const {
    code,
    name: merchantName,
    picker,
  } = useMerchantPick(t('cms.merchant'), 'cms-merchant', {
    value: params.get('merchant') ?? undefined,
    onChange: (merchant) => setParams({ merchant }, { replace: true }),
  });
  return (
    <section aria-labelledby="content-title" className="cms">
      <div className="editor-head">
        <h1 id="content-title">{t('cms.title')}</h1>
        <p className="muted cms-intro">{t('cms.intro')}</p>
        {picker}
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
