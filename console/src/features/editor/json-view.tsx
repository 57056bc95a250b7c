import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sameJson } from '@core/same-json';
import type { ConfigProblem } from '../../shared/types';
import { ProblemList } from './problem-list';
import { lineOf, pointerLines } from './json-lines';
import type { CodeEditorHandle } from './code-editor';
import type { SchemaNode } from './schema-completion';
import { useFieldLabel } from '../../shared/config/labels';
import { merchantConfigSchema } from '@schemas';
import { jsonSyntaxError, type JsonSyntaxError } from '@core/json-syntax';
import { useProblemText } from '../../shared/config/problem-text';

// CodeMirror lives in its own chunk: loaded when the Raw JSON tab first opens, never by /m.
const CodeEditor = lazy(() => import('./code-editor'));

/**
 * The raw JSON of the same draft in a code editor. Valid JSON updates the draft at once (so the form
 * follows); while the text does not parse, the draft keeps its last good value and the parse error
 * is shown. Every problem of the draft is marked on its line and listed under the editor, each with
 * a button to its line.
 */
export function JsonView({
  doc,
  problems,
  onChange,
  readOnly,
}: {
  doc: Record<string, unknown>;
  problems: readonly ConfigProblem[];
  onChange(doc: Record<string, unknown>): void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  const [text, setText] = useState(() => JSON.stringify(doc, null, 2));
  const [error, setError] = useState<JsonSyntaxError | 'notObject'>();
  const problemText = useProblemText();
  const editor = useRef<CodeEditorHandle>(null);
  // A "go to line" pressed while the editor's chunk is still loading runs once it is there.
  const pending = useRef<number>(undefined);
  const goToLine = (line: number) => {
    if (editor.current) editor.current.goToLine(line);
    else pending.current = line;
  };
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
  const lines = useMemo(() => pointerLines(text), [text]);
  const marks = useMemo(
    () => [
      ...problems.map((p) => ({ line: lineOf(lines, p.pointer), message: problemText(p) })),
      ...(error && error !== 'notObject'
        ? [{ line: error.line, message: t(`config.jsonReasons.${error.reason}`) }]
        : []),
    ],
    [problems, lines, problemText, error, t],
  );
  const onText = (next: string) => {
    setText(next);
    let parsed: unknown;
    try {
      parsed = JSON.parse(next);
    } catch (err) {
      setError(jsonSyntaxError(next, err));
      return;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return setError('notObject');
    setError(undefined);
    onChange(parsed as Record<string, unknown>);
  };
  return (
    <div className="json-view">
      <p id="raw-json-label" className="field-label">
        {t('console.editor.rawLabel')}
      </p>
      {/* Above the editor, where the operator is typing (below a long document it was out of sight). */}
      <div id="raw-json-error" role="alert" className={error ? 'error raw-json-error' : undefined}>
        {error === 'notObject' && t('console.editor.rawNotObject')}
        {error && error !== 'notObject' && (
          <>
            {t('console.editor.rawInvalid', {
              line: error.line,
              column: error.column,
              reason: t(`config.jsonReasons.${error.reason}`),
            })}{' '}
            <button type="button" className="link" onClick={() => goToLine(error.line)}>
              {t('console.problems.goLine', { line: error.line })}
            </button>
          </>
        )}
      </div>
      <Suspense fallback={<p aria-busy="true">{t('console.loading')}</p>}>
        <CodeEditor
          text={text}
          readOnly={readOnly}
          label={t('console.editor.rawLabel')}
          problems={marks}
          schema={merchantConfigSchema as unknown as SchemaNode}
          fieldLabel={fieldLabel}
          onText={onText}
          onReady={(h) => {
            editor.current = h;
            if (pending.current !== undefined) h.goToLine(pending.current);
            pending.current = undefined;
          }}
        />
      </Suspense>
      {problems.length > 0 && (
        <section aria-labelledby="raw-problems">
          <h3 id="raw-problems">{t('console.problems.title', { count: problems.length })}</h3>
          <ProblemList
            problems={problems}
            goLabel={(p) => t('console.problems.goLine', { line: lineOf(lines, p.pointer) })}
            onGo={(p) => goToLine(lineOf(lines, p.pointer))}
          />
        </section>
      )}
    </div>
  );
}
