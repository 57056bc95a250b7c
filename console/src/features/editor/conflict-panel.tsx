import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeSummary } from '../../shared/review/change-summary';
import type { Conflict } from '../../shared/types';
import { formatTime } from '../../shared/format';
import type { MergeConflict } from './merge3';
import { useFieldLabel } from '../../shared/config/labels';

const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));

/**
 * Someone saved meanwhile: what they changed, and every field we both changed, side by side. Their
 * value is the default for each such field (nothing of theirs is overwritten unless the operator
 * says so); merging my other edits is the primary action, dropping mine the other.
 */
export function ConflictPanel({
  conflict,
  clashes,
  onLoadLatest,
  onMerge,
}: {
  conflict: Conflict;
  /** Fields both sides changed, differently. */
  clashes: readonly MergeConflict[];
  onLoadLatest(): void;
  onMerge(useMine: ReadonlySet<string>): void;
}) {
  const { t, i18n } = useTranslation();
  const label = useFieldLabel();
  const [mine, setMine] = useState<ReadonlySet<string>>(new Set());
  const choose = (pointer: string, useMine: boolean) => {
    const next = new Set(mine);
    if (useMine) next.add(pointer);
    else next.delete(pointer);
    setMine(next);
  };
  return (
    <section role="alert" aria-labelledby="conflict-title" className="conflict">
      <h2 id="conflict-title">{t('console.conflict.title')}</h2>
      <p>
        {t('console.conflict.who', {
          author: conflict.author,
          version: conflict.currentVersion,
          time: formatTime(conflict.savedAt, i18n.language),
        })}
      </p>
      <h3>{t('console.conflict.theirChanges')}</h3>
      <ChangeSummary changes={conflict.changes} />
      {clashes.length > 0 && (
        <>
          <h3>{t('console.conflict.bothChanged', { count: clashes.length })}</h3>
          <p className="muted">{t('console.conflict.bothChangedHelp', { author: conflict.author })}</p>
          <table className="grid clashes">
            <thead>
              <tr>
                <th scope="col">{t('console.conflict.field')}</th>
                <th scope="col">{t('console.conflict.theirValue', { author: conflict.author })}</th>
                <th scope="col">{t('console.conflict.myValue')}</th>
              </tr>
            </thead>
            <tbody>
              {clashes.map((c) => (
                <tr key={c.pointer}>
                  <th scope="row">
                    {label(c.pointer)} <code className="muted">{c.pointer}</code>
                  </th>
                  <td>
                    <label>
                      <input
                        type="radio"
                        name={`clash-${c.pointer}`}
                        checked={!mine.has(c.pointer)}
                        onChange={() => choose(c.pointer, false)}
                      />{' '}
                      <code>{show(c.theirs)}</code>
                    </label>
                  </td>
                  <td>
                    <label>
                      <input
                        type="radio"
                        name={`clash-${c.pointer}`}
                        checked={mine.has(c.pointer)}
                        onChange={() => choose(c.pointer, true)}
                      />{' '}
                      <code>{show(c.mine)}</code>
                    </label>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <div className="actions">
        <button type="button" className="primary" onClick={() => onMerge(mine)}>
          {clashes.length ? t('console.conflict.mergeChosen') : t('console.conflict.keepMine')}
        </button>
        <button type="button" onClick={onLoadLatest}>
          {t('console.conflict.loadLatest')}
        </button>
      </div>
    </section>
  );
}
