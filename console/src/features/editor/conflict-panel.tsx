import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeSummary } from '../../shared/review/change-summary';
import type { Conflict } from '../../shared/types';
import { formatTime } from '../../shared/format';
import type { MergeConflict } from './merge3';
import { useFieldLabel } from '../../shared/config/labels';
import { useSessionStore } from '../../shared/session-store';

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
  // The version may be the operator's own (their schedule went live, or a save in another tab): then
  // it is named as such, never as someone else's.
  const me = useSessionStore((s) => s.user?.username);
  const own = conflict.author === me;
  const time = formatTime(conflict.savedAt, i18n.language);
  const version = conflict.currentVersion;
  const who = conflict.scheduledAt
    ? own
      ? t('console.conflict.scheduledMine', { version, time })
      : t('console.conflict.scheduled', { author: conflict.author, version, time })
    : own
      ? t('console.conflict.whoMine', { version, time })
      : t('console.conflict.who', { author: conflict.author, version, time });
  const author = own ? t('console.conflict.versionName', { version }) : conflict.author;
  const [mine, setMine] = useState<ReadonlySet<string>>(new Set());
  const choose = (pointer: string, useMine: boolean) => {
    const next = new Set(mine);
    if (useMine) next.add(pointer);
    else next.delete(pointer);
    setMine(next);
  };
  return (
    <section role="alert" aria-labelledby="conflict-title" className="conflict">
      <h2 id="conflict-title">{t(own ? 'console.conflict.titleMine' : 'console.conflict.title')}</h2>
      <p>{who}</p>
      <h3>{t(own ? 'console.conflict.itsChanges' : 'console.conflict.theirChanges')}</h3>
      <ChangeSummary changes={conflict.changes} />
      {clashes.length > 0 && (
        <>
          <h3>{t('console.conflict.bothChanged', { count: clashes.length })}</h3>
          <p className="muted">{t('console.conflict.bothChangedHelp', { author })}</p>
          <table className="grid clashes">
            <thead>
              <tr>
                <th scope="col">{t('console.conflict.field')}</th>
                <th scope="col">{t('console.conflict.theirValue', { author })}</th>
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
