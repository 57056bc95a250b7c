import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { merchantConfigSchema } from '../../../../schemas';
import { adminQueries } from '../../shared/queries';
import { ApiError, errorKey } from '../../shared/api';
import { can, useSessionStore } from '../../shared/session-store';
import { useDraftStore } from '../../shared/draft-store';
import type { Conflict, ConfigProblem } from '../../shared/types';
import { SECTION_IDS, sectionOf, type SectionId } from './sections';
import { SectionForm } from './section-form';
import { JsonView } from './json-view';
import { ReviewDialog } from './review-dialog';
import { ConflictPanel } from './conflict-panel';
import { ChangeSummary } from './change-summary';
import { useDryRun } from './use-dry-run';
import { useSave } from './use-save';
import { stripAddedDefaults } from './strip-defaults';
import { sameJson } from '../../../../core/same-json';
import { alignKeys } from '../../shared/align-keys';
import { merge3 } from './merge3';

type Tab = SectionId | 'json';
interface Base {
  version: number;
  document: Record<string, unknown>;
}

/** The merchant editor page: an edit starts from a fresh answer (a cached one may be older than a save made elsewhere). */
export function EditorPage({ code }: { code: string }) {
  const { t } = useTranslation();
  const config = useQuery({ ...adminQueries.config(code), refetchOnMount: 'always' });
  if (config.isError) return <p role="alert">{t(errorKey(config.error))}</p>;
  if (!config.data || !config.isFetchedAfterMount) return <p aria-busy="true">{t('console.loading')}</p>;
  return (
    <Editor
      key={code}
      code={code}
      initial={{ version: config.data.version, document: config.data.document }}
    />
  );
}

/** Sections of the one schema, the raw JSON, live checks, review, save. The draft is the operator's (client state). */
function Editor({ code, initial }: { code: string; initial: Base }) {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const setShared = useDraftStore((s) => s.setDraft);
  const [{ base, draft }, setEdit] = useState({ base: initial, draft: initial.document });
  const [tab, setTab] = useState<Tab>('identity');
  const [reviewing, setReviewing] = useState(false);
  const [conflict, setConflict] = useState<Conflict>();
  const [serverProblems, setServerProblems] = useState<ConfigProblem[]>([]);
  const [notice, setNotice] = useState<string>();
  const save = useSave(code);
  const readOnly = !can.save(user);

  // A new edit starts clean: a draft left by an earlier visit is not what this editor shows.
  useEffect(() => setShared(code, undefined), [code, setShared]);
  const dirty = !sameJson(base.document, draft);
  const dryRun = useDryRun(code, draft);
  const problems = dryRun && !dryRun.ok ? dryRun.problems : serverProblems;

  /** Every change of the edit: the preview page reads an unsaved draft from the draft store. */
  const update = (next: { base: Base; draft: Record<string, unknown> }) => {
    setEdit(next);
    setShared(code, sameJson(next.base.document, next.draft) ? undefined : next.draft);
  };
  const setBase = (b: Base) => update({ base: b, draft });
  const setDraft = (d: Record<string, unknown>) => update({ base, draft: d });
  const edit = (doc: Record<string, unknown>) => {
    setNotice(undefined);
    setDraft(
      alignKeys(
        stripAddedDefaults(base.document, doc, merchantConfigSchema as never),
        base.document,
      ) as Record<string, unknown>,
    );
  };
  const onSave = () =>
    save.mutate(
      { doc: draft, version: base.version },
      {
        onSuccess: (v) => {
          setReviewing(false);
          setServerProblems([]);
          setBase({ version: v.version, document: draft });
          setNotice(
            v.unchanged ? t('console.editor.unchanged') : t('console.editor.saved', { version: v.version }),
          );
        },
        onError: (e) => {
          setReviewing(false);
          if (e instanceof ApiError && e.code === 'VERSION_CONFLICT') setConflict(e.details as Conflict);
          else if (e instanceof ApiError && e.code === 'CONFIG_INVALID')
            setServerProblems(e.details as ConfigProblem[]);
          else setNotice(t(errorKey(e)));
        },
      },
    );

  const counts = new Map<Tab, number>();
  for (const p of problems) {
    const s = sectionOf(p.pointer);
    if (s) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const invalid = problems.length > 0;

  return (
    <div className="editor">
      <header className="editor-head">
        <h1>{t('console.editor.title', { name: String(draft.name ?? code), code })}</h1>
        <p className="muted">
          {t('console.editor.editing', { version: base.version })} {dirty ? t('console.editor.dirty') : ''}
        </p>
        <nav className="actions" aria-label={t('console.editor.actions')}>
          <Link to={`/merchants/${code}/history`}>{t('console.nav.history')}</Link>
          {can.preview(user) && <Link to={`/preview/${code}`}>{t('console.nav.previewDraft')}</Link>}
          {!readOnly && (
            <>
              <button type="button" disabled={!dirty} onClick={() => edit(base.document)}>
                {t('console.actions.discard')}
              </button>
              <button
                type="button"
                className="primary"
                disabled={!dirty || invalid || !dryRun?.fresh}
                onClick={() => setReviewing(true)}
              >
                {t('console.actions.review')}
              </button>
            </>
          )}
        </nav>
      </header>
      {notice && (
        <p role="status" className="notice">
          {notice}
        </p>
      )}
      {invalid && (
        <p role="alert" className="error">
          {t('console.editor.invalid', { count: problems.length })}
        </p>
      )}
      {conflict && (
        <ConflictPanel
          conflict={conflict}
          onLoadLatest={() => {
            update({
              base: { version: conflict.currentVersion, document: conflict.document },
              draft: conflict.document,
            });
            setConflict(undefined);
          }}
          onKeepMine={() => {
            // My edits since the version I started from, replayed on theirs.
            update({
              base: { version: conflict.currentVersion, document: conflict.document },
              draft: alignKeys(merge3(base.document, draft, conflict.document), conflict.document) as Record<
                string,
                unknown
              >,
            });
            setConflict(undefined);
          }}
        />
      )}
      <div className="tabs" role="tablist" aria-label={t('console.editor.sections')}>
        {[...SECTION_IDS, 'json' as const].map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls="editor-panel"
            onClick={() => setTab(id)}
          >
            {t(`console.sections.${id}`)}
            {counts.get(id) ? (
              <span
                className="badge"
                aria-label={t('console.editor.problemCount', { count: counts.get(id) })}
              >
                {counts.get(id)}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div className="editor-body">
        <div id="editor-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="panel">
          {tab === 'json' ? (
            <JsonView doc={draft} onChange={edit} readOnly={readOnly} />
          ) : (
            <SectionForm section={tab} doc={draft} problems={problems} readOnly={readOnly} onChange={edit} />
          )}
        </div>
        <aside className="side" aria-labelledby="live-changes">
          <h2 id="live-changes">{t('console.diff.live')}</h2>
          {dirty && dryRun?.ok ? (
            <ChangeSummary changes={dryRun.changes} />
          ) : (
            <p className="muted">
              {!dirty
                ? t('console.diff.none')
                : invalid
                  ? t('console.diff.fixFirst')
                  : t('console.diff.checking')}
            </p>
          )}
        </aside>
      </div>
      {reviewing && dryRun?.ok && dryRun.fresh && (
        <ReviewDialog
          before={base.document}
          after={draft}
          changes={dryRun.changes}
          saving={save.isPending}
          onSave={onSave}
          onClose={() => setReviewing(false)}
        />
      )}
    </div>
  );
}
