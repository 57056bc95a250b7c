import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The rich-text editor (TipTap and ProseMirror) is a chunk of its own, loaded when a body is shown.
const RichTextEditor = lazy(() => import('./rich-text/rich-text-editor'));

/**
 * A content body (announcement, promotion, help topic): written in a rich-text editor, or as HTML
 * source for operators who want it ("Source" toggle). A body the editor would change opens as source.
 */
export function BodyField({
  id,
  label,
  hint,
  lang,
  rows,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  lang?: string;
  rows: number;
  value: string;
  onChange: (html: string) => void;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState(false);
  const [unsupported, setUnsupported] = useState(false);
  const showSource = useCallback(() => {
    setSource(true);
    setUnsupported(true);
  }, []);
  const labelId = `${id}-label`;
  const describedBy = [`${id}-hint`, unsupported ? `${id}-unsupported` : ''].filter(Boolean).join(' ');
  return (
    <div className="cms-field cms-field--wide cms-body">
      <div className="cms-body-head">
        <label id={labelId} htmlFor={id}>
          {label}
        </label>
        <button
          type="button"
          className="cms-body-mode"
          aria-pressed={source}
          onClick={() => {
            setSource((x) => !x);
            setUnsupported(false);
          }}
        >
          {t('cms.richText.source')}
        </button>
      </div>
      {source ? (
        <textarea
          id={id}
          value={value}
          rows={rows}
          lang={lang}
          className="mono"
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Suspense fallback={<p aria-busy="true">{t('console.loading')}</p>}>
          <RichTextEditor
            id={id}
            labelId={labelId}
            describedBy={describedBy}
            lang={lang}
            value={value}
            onChange={onChange}
            onUnsupported={showSource}
          />
        </Suspense>
      )}
      {unsupported && (
        <small id={`${id}-unsupported`} className="notice" role="status">
          {t('cms.richText.unsupported')}
        </small>
      )}
      <small id={`${id}-hint`} className="muted">
        {hint}
      </small>
    </div>
  );
}
