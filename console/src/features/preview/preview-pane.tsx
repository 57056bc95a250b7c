import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantConfig } from '@schemas';
import { OverridesPanel } from './overrides-panel';
import { PreviewFrame } from './preview-frame';
import { NO_OVERRIDES, type Overrides } from './overrides';
import { usePreviewLink } from './use-preview-link';

interface Props {
  id: 'a' | 'b';
  code: string;
  live?: MerchantConfig;
  draft?: Record<string, unknown>;
  /** The staging copy is shown (issue 35): `live` and `draft` are staging's. */
  staging?: boolean;
}

/** One combination: its overrides, the phone frame, and the shareable signed link. */
export function PreviewPane({ id, code, live, draft, staging = false }: Props) {
  const { t } = useTranslation();
  const [overrides, setOverrides] = useState<Overrides>(NO_OVERRIDES);
  const [useDraft, setUseDraft] = useState(true);
  const link = usePreviewLink(code, useDraft ? draft : undefined, overrides, staging);
  const absolute = link.url ? new URL(link.url, location.origin).href : '';
  const name = t('console.preview.combination', { id: id.toUpperCase() });
  return (
    <section className="pane" aria-label={name}>
      <h2>{name}</h2>
      {draft && (
        <label className="toggle" htmlFor={`${id}-use-draft`}>
          <input
            id={`${id}-use-draft`}
            type="checkbox"
            role="switch"
            checked={useDraft}
            onChange={(e) => setUseDraft(e.target.checked)}
          />
          {t('console.preview.useDraft')}
        </label>
      )}
      <details>
        <summary>
          {t('console.preview.overrides', {
            count:
              Object.values(overrides.flags).filter((v) => v !== undefined).length +
              Object.values(overrides.templates).filter(Boolean).length +
              (overrides.language ? 1 : 0),
          })}
        </summary>
        <OverridesPanel idPrefix={id} live={live} overrides={overrides} onChange={setOverrides} />
      </details>
      {link.error && (
        <p role="alert" className="error">
          {t(link.error)}
        </p>
      )}
      <div className="share">
        <label htmlFor={`${id}-share`}>{t('console.preview.shareLink')}</label>
        <input
          id={`${id}-share`}
          readOnly
          value={absolute}
          className="mono"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          disabled={!absolute}
          onClick={() => void navigator.clipboard?.writeText(absolute)}
        >
          {t('console.preview.copy')}
        </button>
      </div>
      <PreviewFrame url={link.frameUrl} label={`${code} ${name}`} />
    </section>
  );
}
