import { useEffect, useRef } from 'react';
import { EditorState, StateEffect } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  foldGutter,
  foldKeymap,
  indentOnInput,
  syntaxHighlighting,
  defaultHighlightStyle,
} from '@codemirror/language';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { lintGutter, linter, type Diagnostic } from '@codemirror/lint';
import { autocompletion, completionKeymap } from '@codemirror/autocomplete';
import { schemaCompletion, type SchemaNode } from './schema-completion';

/** Asks the linter to run again (the server's check answered with new problems). */
const relint = StateEffect.define<null>();

export interface CodeProblem {
  line: number;
  message: string;
}

export interface CodeEditorHandle {
  goToLine(line: number): void;
}

interface Props {
  text: string;
  readOnly: boolean;
  label: string;
  /** Problems of the last valid draft (the server's check), marked on their lines. */
  problems: readonly CodeProblem[];
  onText(text: string): void;
  /** Called once with what the page may ask of the editor. */
  onReady(handle: CodeEditorHandle): void;
  /** Completion as you type from this schema (property names with their labels, enum values). */
  schema?: SchemaNode;
  fieldLabel?(pointer: string): string | undefined;
}

/**
 * The raw JSON editor: CodeMirror 6 with line numbers, folding, bracket matching, JSON syntax
 * errors as you type, and the draft's problems (the server's Ajv and semantic check) marked on
 * their lines. Loaded only when the Raw JSON tab opens (its own chunk of the console bundle).
 */
export default function CodeEditor({
  text,
  readOnly,
  label,
  problems,
  onText,
  onReady,
  schema,
  fieldLabel,
}: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const latest = useRef({ onText, problems, fieldLabel });
  latest.current.onText = onText;
  latest.current.problems = problems;
  latest.current.fieldLabel = fieldLabel;

  useEffect(() => {
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          json(),
          // One lint source: JSON syntax as you type, and the draft's problems on their lines.
          linter(
            (v) => {
              const syntax = jsonParseLinter()(v);
              if (syntax.length) return syntax;
              const doc = v.state.doc;
              return latest.current.problems
                .filter((p) => p.line >= 1 && p.line <= doc.lines)
                .map((p): Diagnostic => {
                  const l = doc.line(p.line);
                  return { from: l.from, to: l.to, severity: 'error', message: p.message };
                });
            },
            {
              delay: 200,
              needsRefresh: (u) => u.transactions.some((tr) => tr.effects.some((e) => e.is(relint))),
            },
          ),
          lintGutter(),
          ...(schema && !readOnly
            ? [
                autocompletion({
                  override: [schemaCompletion(schema, (p) => latest.current.fieldLabel?.(p))],
                  icons: false,
                }),
              ]
            : []),
          keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap, ...foldKeymap, indentWithTab]),
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          EditorView.contentAttributes.of({ 'aria-label': label, spellcheck: 'false' }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) latest.current.onText(u.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = v;
    // The scrolling box takes the keyboard too (arrow keys scroll it without entering the text).
    v.scrollDOM.tabIndex = 0;
    onReady({
      goToLine(line) {
        const l = v.state.doc.line(Math.min(Math.max(1, line), v.state.doc.lines));
        v.dispatch({
          selection: { anchor: l.from, head: l.to },
          effects: EditorView.scrollIntoView(l.from, { y: 'center' }),
        });
        v.focus();
      },
    });
    return () => v.destroy();
    // The editor is created once; text and problems follow through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The form changed the draft: the text follows (the page only passes a text that differs).
  useEffect(() => {
    const v = view.current;
    if (!v || v.state.doc.toString() === text) return;
    v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: text } });
  }, [text]);

  // New problems from the server's check: lint again at once.
  useEffect(() => {
    view.current?.dispatch({ effects: relint.of(null) });
  }, [problems]);

  return <div ref={host} className="code-editor" />;
}
