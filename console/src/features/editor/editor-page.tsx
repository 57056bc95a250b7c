import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { merchantConfigSchema } from '@schemas';
import { adminQueries } from '../../shared/queries';
import { ApiError, errorKey } from '../../shared/api';
import { can, useSessionStore } from '../../shared/session-store';
import { useDraftStore, type StoredDraft } from '../../shared/draft-store';
import { formatTime } from '../../shared/format';
import type { Conflict, ConfigProblem } from '../../shared/types';
import { SECTION_IDS, sectionOf, type SectionId } from './sections';
import { SectionForm } from './section-form';
import { JsonView } from './json-view';
import { ReviewDialog } from './review-dialog';
import { ConflictPanel } from './conflict-panel';
import { ChangeSummary } from './change-summary';
import { ProblemList } from './problem-list';
import { useDryRun } from './use-dry-run';
import { publishingQueries, useCreateChange, useUpdateDraft, type ChangeRow } from '../publishing/queries';
import type { PublishChoice } from '../publishing/publish-controls';
import { fourEyesTouched } from '@core/config/four-eyes';
import { fillDefaults } from './fill-defaults';
import { stripAddedDefaults } from './strip-defaults';
import { sameJson } from '@core/same-json';
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
  // `?change=<id>` (Changes → "open in editor"): continue a draft saved on the server.
  const [params] = useSearchParams();
  const changeId = Number(params.get('change')) || 0;
  const change = useQuery({
    ...publishingQueries.one(code, changeId),
    enabled: changeId > 0,
    refetchOnMount: 'always',
  });
  if (config.isError) return <p role="alert">{t(errorKey(config.error))}</p>;
  if (change.isError) return <p role="alert">{t(errorKey(change.error))}</p>;
  if (!config.data || !config.isFetchedAfterMount || (changeId > 0 && !change.data))
    return <p aria-busy="true">{t('console.loading')}</p>;
  return (
    <Editor
      key={`${code}:${changeId}`}
      code={code}
      latest={{ version: config.data.version, document: config.data.document }}
      saved={changeId > 0 ? change.data : undefined}
    />
  );
}

/** The focusable element rjsf renders for a problem's pointer (its field), if any. */
const fieldIdOf = (section: SectionId, pointer: string) =>
  `cfg-${section}_${pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('_')}`;

/**
 * Sections of the one schema, the raw JSON, live checks, review, save. The draft is the operator's
 * (client state), kept per merchant in the draft store: it survives the preview, the history,
 * another merchant and a reload, until it is saved or discarded.
 */
function Editor({
  code,
  latest,
  saved,
}: {
  code: string;
  latest: Base;
  /** A draft saved on the server, reopened (issue 16); edits save back into it. */
  saved?: ChangeRow & { document?: unknown };
}) {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const drafts = useDraftStore();
  // Only a change that is still a draft can be continued; otherwise the live version is edited.
  const [openDraft, setOpenDraft] = useState(() =>
    saved?.status === 'draft' && saved.document ? saved : undefined,
  );
  const [restored] = useState<StoredDraft | undefined>(() => (saved ? undefined : drafts.get(code)));
  const [{ base, draft }, setEdit] = useState<{ base: Base; draft: Record<string, unknown> }>(() =>
    openDraft
      ? { base: latest, draft: openDraft.document as Record<string, unknown> }
      : restored
        ? { base: restored.base, draft: restored.draft }
        : { base: latest, draft: latest.document },
  );
  // `?field=<pointer>` (a search result): open on that field's section, focused.
  const [params] = useSearchParams();
  const field = params.get('field') ?? undefined;
  const [tab, setTab] = useState<Tab>(() => (field ? (sectionOf(field) ?? 'json') : 'identity'));
  const [focus, setFocus] = useState<string | undefined>(field);
  const [reviewing, setReviewing] = useState(false);
  const [conflict, setConflict] = useState<Conflict>();
  const [serverProblems, setServerProblems] = useState<ConfigProblem[]>([]);
  const [notice, setNotice] = useState<string>();
  const merchants = useQuery(adminQueries.merchants());
  const save = useCreateChange(code);
  const saveDraft = useUpdateDraft(code);
  const readOnly = !can.save(user);
  const stored = drafts.drafts[code];

  const dirty = !sameJson(base.document, draft);
  const dryRun = useDryRun(code, draft);
  const problems = dryRun && !dryRun.ok ? dryRun.problems : serverProblems;
  const row = merchants.data?.find((m) => m.code === code);

  // After "go to the field": focus it once its section is on screen (the one outside thing here).
  useEffect(() => {
    if (!focus || tab === 'json') return;
    const el = document.getElementById(fieldIdOf(tab, focus));
    // A folded group around the field opens first.
    for (let p = el?.parentElement; p; p = p.parentElement)
      if (p instanceof HTMLDetailsElement) p.open = true;
    el?.focus();
    el?.scrollIntoView({ block: 'center' });
  }, [focus, tab]);

  /** Every change of the edit; a draft that differs from its base is kept in the draft store. */
  const update = (next: { base: Base; draft: Record<string, unknown> }) => {
    setEdit(next);
    // A reopened server draft is kept on the server (Changes), not in this browser.
    if (openDraft) return;
    drafts.set(
      code,
      sameJson(next.base.document, next.draft)
        ? undefined
        : { base: next.base, draft: next.draft, editedAt: new Date().toISOString() },
    );
  };
  /** A form edit: only what the operator changed is kept (compared with the loaded document). */
  const edit = (doc: Record<string, unknown>) => {
    setNotice(undefined);
    update({
      base,
      draft: alignKeys(
        stripAddedDefaults(base.document, doc, merchantConfigSchema as never),
        base.document,
      ) as Record<string, unknown>,
    });
  };
  /** A raw JSON edit: exactly what was typed. */
  const editRaw = (doc: Record<string, unknown>) => {
    setNotice(undefined);
    update({ base, draft: doc });
  };
  const discard = () => {
    setNotice(undefined);
    update({ base: latest, draft: latest.document });
  };
  /**
   * Publish now, at a time, for approval, or as a draft: each through POST …/changes with a reason;
   * a reopened draft saves into itself (PUT …/changes/:id) and is then submitted like any draft.
   */
  const onSave = (choice: PublishChoice) => {
    const handlers = {
      onSuccess: (c: ChangeRow) => {
        if (openDraft && c.status === 'draft') {
          setReviewing(false);
          setServerProblems([]);
          update({ base, draft });
          setNotice(t('publishing.notice.draftUpdated', { id: c.id }));
          return;
        }
        setOpenDraft(undefined);
        setReviewing(false);
        setServerProblems([]);
        if (c.status === 'published') {
          update({ base: { version: c.publishedVersion ?? base.version, document: draft }, draft });
          const saved = t('console.editor.saved', { version: c.publishedVersion });
          setNotice(
            c.overwroteRejected
              ? `${saved} ${t('console.editor.replacedRejected', {
                  time: formatTime(c.overwroteRejected.at, i18n.language),
                  count: c.overwroteRejected.problems.length,
                })}`
              : saved,
          );
          return;
        }
        // Not live yet: the edit now waits on the server (Changes); the editor shows the live version.
        update({ base, draft: base.document });
        setNotice(
          c.status === 'scheduled'
            ? t('publishing.notice.scheduled', { time: formatTime(c.publishAt ?? '', i18n.language) })
            : c.status === 'pending'
              ? t('publishing.notice.pending')
              : t('publishing.notice.draft', { id: c.id }),
        );
      },
      onError: (e: Error) => {
        setReviewing(false);
        if (e instanceof ApiError && e.code === 'VERSION_CONFLICT') setConflict(e.details as Conflict);
        else if (e instanceof ApiError && e.code === 'CONFIG_INVALID')
          setServerProblems(e.details as ConfigProblem[]);
        else setNotice(t(errorKey(e)));
      },
    };
    if (openDraft)
      saveDraft.mutate({ id: openDraft.id, doc: draft, version: base.version, choice }, handlers);
    else save.mutate({ doc: draft, version: base.version, choice }, handlers);
  };

  const counts = new Map<Tab, number>();
  for (const p of problems) {
    const s = sectionOf(p.pointer);
    if (s) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  counts.set('json', problems.length);
  const invalid = problems.length > 0;
  const clashes = conflict ? merge3(base.document, draft, conflict.document).conflicts : [];
  const goTo = (p: ConfigProblem) => {
    const s = sectionOf(p.pointer);
    setTab(s ?? 'json');
    setFocus(s ? p.pointer : undefined);
  };

  return (
    <div className="editor">
      <header className="editor-head">
        <h1>{t('console.editor.title', { name: String(draft.name ?? code), code })}</h1>
        <p className="muted">
          {t('console.editor.editing', { version: base.version })} {dirty ? t('console.editor.dirty') : ''}
        </p>
        <nav className="actions" aria-label={t('console.editor.actions')}>
          <Link to={`/merchants/${code}/history`}>{t('console.nav.history')}</Link>
          <Link to={`/merchants/${code}/rollouts`}>{t('targeting.nav.rollouts')}</Link>
          {can.preview(user) && <Link to={`/preview/${code}`}>{t('console.nav.previewDraft')}</Link>}
          {!readOnly && (
            <>
              <button type="button" disabled={!dirty && base.version === latest.version} onClick={discard}>
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
      {openDraft && (
        <section className="draft-banner" role="status" aria-labelledby="server-draft-title">
          <strong id="server-draft-title">
            {t('publishing.notice.editingDraft', {
              id: openDraft.id,
              author: openDraft.author,
              time: formatTime(openDraft.createdAt, i18n.language),
            })}
          </strong>
        </section>
      )}
      {saved && !openDraft && saved.status !== 'draft' && (
        <p role="status" className="notice">
          {t('publishing.notice.draftGone', {
            id: saved.id,
            status: t(`publishing.changes.status.${saved.status}`),
          })}
        </p>
      )}
      {!openDraft && dirty && stored && (
        <section className="draft-banner" role="status" aria-labelledby="draft-title">
          <strong id="draft-title">{t('console.draft.title')}</strong>{' '}
          <span>
            {t('console.draft.detail', {
              version: base.version,
              time: formatTime(stored.editedAt, i18n.language),
            })}
          </span>
          {base.version !== latest.version && (
            <span className="warning-text"> {t('console.draft.newer', { version: latest.version })}</span>
          )}
          {!readOnly && (
            <button type="button" onClick={discard}>
              {t('console.draft.discard')}
            </button>
          )}
        </section>
      )}
      {notice && (
        <p role="status" className="notice">
          {notice}
        </p>
      )}
      {invalid && (
        <section role="alert" className="error problems" aria-labelledby="problems-title">
          <p id="problems-title">{t('console.editor.invalid', { count: problems.length })}</p>
          <ProblemList problems={problems} onGo={goTo} />
        </section>
      )}
      {conflict && (
        <ConflictPanel
          conflict={conflict}
          clashes={clashes}
          onLoadLatest={() => {
            update({
              base: { version: conflict.currentVersion, document: conflict.document },
              draft: conflict.document,
            });
            setConflict(undefined);
          }}
          onMerge={(useMine) => {
            // My edits since the version I started from, replayed on theirs; both changed: as chosen.
            const { merged } = merge3(base.document, draft, conflict.document, useMine);
            update({
              base: { version: conflict.currentVersion, document: conflict.document },
              draft: alignKeys(merged, conflict.document) as Record<string, unknown>,
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
            className={id === 'danger' ? 'danger-tab' : undefined}
            aria-selected={tab === id}
            aria-controls="editor-panel"
            onClick={() => {
              setTab(id);
              setFocus(undefined);
            }}
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
          {tab === 'danger' && (
            <p className="danger-note">{t('console.danger.note', { name: String(draft.name ?? code) })}</p>
          )}
          {tab === 'json' ? (
            <JsonView doc={draft} problems={problems} onChange={editRaw} readOnly={readOnly} />
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
          merchant={{ code, name: String(draft.name ?? code) }}
          before={base.document}
          after={draft}
          changes={dryRun.changes}
          rejected={row?.lastRejected}
          saving={save.isPending || saveDraft.isPending}
          schedule
          fourEyes={fourEyesTouched(
            fillDefaults(merchantConfigSchema as never, base.document),
            fillDefaults(merchantConfigSchema as never, draft),
          )}
          onSave={onSave}
          onClose={() => setReviewing(false)}
        />
      )}
    </div>
  );
}
