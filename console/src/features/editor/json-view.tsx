import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sameJson } from '../../../../core/same-json';

/**
 * The raw JSON of the same draft. Valid JSON updates the draft at once (so the form follows); while
 * the text does not parse, the draft keeps its last good value and the parse error is shown.
 */
export function JsonView({
  doc,
  onChange,
  readOnly,
}: {
  doc: Record<string, unknown>;
  onChange(doc: Record<string, unknown>): void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => JSON.stringify(doc, null, 2));
  const [error, setError] = useState<string>();
  useEffect(() => {
    // The form changed the draft: show it, unless this text already says the same.
    setText((current) => {
      try {
        if (sameJson(JSON.parse(current), doc)) return current;
      } catch {
        /* the text is mid-edit and invalid: replace it with the draft */
      }
      return JSON.stringify(doc, null, 2);
    });
  }, [doc]);
  return (
    <div className="json-view">
      <label htmlFor="raw-json">{t('console.editor.rawLabel')}</label>
      <textarea
        id="raw-json"
        className="mono"
        spellCheck={false}
        readOnly={readOnly}
        value={text}
        aria-invalid={error !== undefined}
        aria-describedby="raw-json-error"
        onChange={(e) => {
          setText(e.target.value);
          try {
            const parsed: unknown = JSON.parse(e.target.value);
            if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
              throw new Error(t('console.editor.rawNotObject'));
            setError(undefined);
            onChange(parsed as Record<string, unknown>);
          } catch (err) {
            setError((err as Error).message);
          }
        }}
      />
      <p id="raw-json-error" role="alert" className="error">
        {error ? t('console.editor.rawInvalid', { detail: error }) : ''}
      </p>
    </div>
  );
}
