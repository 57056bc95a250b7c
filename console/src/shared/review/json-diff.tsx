import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compact, lineDiff } from '../line-diff';

/** The JSON diff of two documents, changed lines with a little context. */
export function JsonDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const lines = useMemo(
    () => compact(lineDiff(JSON.stringify(before, null, 2), JSON.stringify(after, null, 2))),
    [before, after],
  );
  return (
    <pre className="json-diff" aria-label={t('console.diff.json')}>
      {lines.map((l, i) =>
        l === 'gap' ? (
          <span key={i} className="gap">
            …{'\n'}
          </span>
        ) : (
          <span key={i} className={l.kind}>
            {l.kind === 'added' ? '+ ' : l.kind === 'removed' ? '- ' : '  '}
            {l.text}
            {'\n'}
          </span>
        ),
      )}
    </pre>
  );
}
