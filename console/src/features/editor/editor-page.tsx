import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { merchantConfigSchema } from '@schemas';
import { adminQueries } from '../../shared/queries';
import { ApiError, errorKey } from '../../shared/api';
import { can, useSessionStore } from '../../shared/session-store';
import { useDraftStore, type StoredDraft } from '../../shared/draft-store';
import { formatTime } from '../../shared/format';
import type { Conflict, ConfigProblem } from '../../shared/types';
import { sectionOf } from './sections';
import { ReviewDialog } from '../../shared/review/review-dialog';
import { ConflictPanel } from './conflict-panel';
import { ProblemList } from './problem-list';
import { useDryRun } from '../../shared/review/use-dry-run';
import {
  publishingQueries,
  useCreateChange,
  useUpdateDraft,
  type ChangeRow,
} from '../../shared/review/publishing-queries';
import type { PublishChoice } from '../../shared/review/publish-controls';
import { fourEyesTouched } from '@core/config/four-eyes';
import { fillDefaults } from '../../shared/config/fill-defaults';
import { stripAddedDefaults } from './strip-defaults';
import { sameJson } from '@core/same-json';
import { stagingHostsOf } from '@core/config/environments';
import { alignKeys } from '../../shared/align-keys';
import { merge3 } from './merge3';
import { EditorNotices } from './editor-notices';
import { EditorBody } from './editor-body';
import { EditorHead } from './editor-head';
import { SectionTabs, type Tab } from './section-tabs';
import { useFocusField } from './use-focus-field';
import { queryKeys } from '../../shared/query-keys';
import { conflictFromLive, type LiveVersion } from './live-version';
import { useSaveStaging } from '../../shared/environments/staging-queries';
import type { Environment } from '../../shared/environments/environment-switch';
import { notifiedWords } from '../../shared/review/notified';

interface Base {
  version: number;
  document: Record<string, unknown>;
}

/** The merchant editor page: an edit starts from a fresh answer (a cached one may be older than a save made elsewhere). */
export function EditorPage({ code }: { code: string }) {
  const { t } = useTranslation();
  const config = useQuery({ ...adminQueries.config(code), refetchOnMount: 'always' });
  // A publish made elsewhere (another operator, a schedule, a rollback): the small poll of the live
  // version tells; the document is then read again, and the editor follows it (or says it is behind).
  const live = useQuery(adminQueries.latestVersion(code));
  const qc = useQueryClient();
  const liveVersion = live.data?.version;
  const loadedVersion = config.data?.version;
  useEffect(() => {
    if (liveVersion !== undefined && loadedVersion !== undefined && liveVersion > loadedVersion)
      void qc.invalidateQueries({ queryKey: queryKeys.config.of(code) });
  }, [qc, code, liveVersion, loadedVersion]);
  // `?change=<id>` (Changes → "open in editor"): continue a draft saved on the server.
  const [params] = useSearchParams();
  const changeId = Number(params.get('change')) || 0;
  const change = useQuery({
    ...publishingQueries.one(code, changeId),
    enabled: changeId > 0,
    refetchOnMount: 'always',
  });
  // A failed refresh keeps the editor (and its edits) on the answer it has.
  if (config.isError && !config.data) return <p role="alert">{t(errorKey(config.error))}</p>;
  if (change.isError) return <p role="alert">{t(errorKey(change.error))}</p>;
  if (!config.data || !config.isFetchedAfterMount || (changeId > 0 && !change.data))
    return <p aria-busy="true">{t('console.loading')}</p>;
  return (
    <Editor
      key={`${code}:${changeId}`}
      code={code}
      latest={{
        version: config.data.version,
        document: config.data.document,
        author: config.data.author,
        savedAt: config.data.savedAt,
        scheduledAt: config.data.scheduledAt,
        changeId: config.data.changeId,
      }}
      saved={changeId > 0 ? change.data : undefined}
    />
  );
}

/**
 * Sections of the one schema, the raw JSON, live checks, review, save. The draft is the operator's
 * (client state), kept per merchant in the draft store: it survives the preview, the history,
 * another merchant and a reload, until it is saved or discarded. On staging (issue 35, environments)
 * the same editor edits the merchant's staging copy: checked as production is, saved at once to
 * staging (never to production), its unsaved draft kept apart from production's.
 */
export function Editor({
  code,
  latest,
  saved,
  env = 'production',
}: {
  code: string;
  latest: LiveVersion;
  /** A draft saved on the server, reopened (issue 16); edits save back into it. */
  saved?: ChangeRow & { document?: unknown };
  env?: Environment;
}) {
  const staging = env === 'staging';
  /** Drafts of staging are kept under their own key: a production draft never becomes a staging one. */
  const draftKey = staging ? `${code}@staging` : code;
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const drafts = useDraftStore();
  // Only a change that is still a draft can be continued; otherwise the live version is edited.
  const [openDraft, setOpenDraft] = useState(() =>
    saved?.status === 'draft' && saved.document ? saved : undefined,
  );
  const [restored] = useState<StoredDraft | undefined>(() => (saved ? undefined : drafts.get(draftKey)));
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
  /** The version the editor moved to by itself when it went live (nothing unsaved). */
  const [followed, setFollowed] = useState<number>();
  const qc = useQueryClient();
  const merchants = useQuery(adminQueries.merchants());
  const save = useCreateChange(code);
  const saveDraft = useUpdateDraft(code);
  const saveStaging = useSaveStaging(code);
  const readOnly = !can.save(user);
  const stored = drafts.drafts[draftKey];
  // Issue 35: the staging copy is served at production's web addresses with `staging.` in front and a
  // promotion keeps production's: on staging they are shown, not edited (the server refuses a change).
  const hosts = latest.document.hosts;
  const stagingLocked = useMemo(
    () => ({
      hosts: t('environments.hostsLocked', {
        hosts: stagingHostsOf(Array.isArray(hosts) ? (hosts as string[]) : []).join(', ') || '—',
      }),
    }),
    [t, hosts],
  );

  const dirty = !sameJson(base.document, draft);
  const dryRun = useDryRun(code, draft, undefined, env);
  const problems = dryRun && !dryRun.ok ? dryRun.problems : serverProblems;
  const row = merchants.data?.find((m) => m.code === code);

  useFocusField(focus, tab);

  // A newer version went live: with nothing unsaved the editor moves to it; unsaved edits are kept
  // (EditorNotices says so and offers the merge).
  useEffect(() => {
    if (latest.version <= base.version || dirty || openDraft || conflict || reviewing) return;
    setEdit({ base: latest, draft: latest.document });
    setFollowed(latest.version);
    setNotice(undefined);
  }, [latest, base.version, dirty, openDraft, conflict, reviewing]);
  /** The merge flow of a refused save, offered before saving: what went live since my base. */
  const offerMerge = async () => {
    const versions = staging ? [] : await qc.fetchQuery(adminQueries.versions(code)).catch(() => []);
    setConflict(conflictFromLive(latest, base.version, versions));
  };

  /** Every change of the edit; a draft that differs from its base is kept in the draft store. */
  const update = (next: { base: Base; draft: Record<string, unknown> }) => {
    setEdit(next);
    // A reopened server draft is kept on the server (Changes), not in this browser.
    if (openDraft) return;
    drafts.set(
      draftKey,
      sameJson(next.base.document, next.draft)
        ? undefined
        : { base: next.base, draft: next.draft, editedAt: new Date().toISOString() },
    );
  };
  /** A form edit: only what the operator changed is kept (compared with the loaded document). */
  const edit = (doc: Record<string, unknown>) => {
    setNotice(undefined);
    setFollowed(undefined);
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
    setFollowed(undefined);
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
              ? `${t('publishing.notice.pending')} ${notifiedWords(t, c.notified)}`
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
    if (staging)
      saveStaging.mutate(
        { doc: draft, version: base.version, reason: choice.reason },
        {
          onSuccess: (v) => {
            setReviewing(false);
            setServerProblems([]);
            update({ base: { version: v.version, document: draft }, draft });
            setNotice(t('environments.saved', { version: v.version }));
          },
          onError: handlers.onError,
        },
      );
    else if (openDraft)
      saveDraft.mutate({ id: openDraft.id, doc: draft, version: base.version, choice }, handlers);
    else save.mutate({ doc: draft, version: base.version, choice }, handlers);
  };

  const invalid = problems.length > 0;
  const clashes = conflict ? merge3(base.document, draft, conflict.document).conflicts : [];
  const goTo = (p: ConfigProblem) => {
    const s = sectionOf(p.pointer);
    setTab(s ?? 'json');
    setFocus(s ? p.pointer : undefined);
  };

  return (
    <div className="editor">
      <EditorHead
        code={code}
        name={String(draft.name ?? code)}
        version={base.version}
        dirty={dirty}
        canPreview={can.preview(user)}
        readOnly={readOnly}
        canDiscard={dirty || base.version !== latest.version}
        canReview={dirty && !invalid && !!dryRun?.fresh}
        onDiscard={discard}
        onReview={() => setReviewing(true)}
        staging={staging}
      />
      <EditorNotices
        openDraft={openDraft}
        saved={saved}
        stored={dirty ? stored : undefined}
        baseVersion={base.version}
        live={latest}
        followed={followed === base.version && !dirty}
        behind={dirty && latest.version > base.version && !conflict && !reviewing}
        readOnly={readOnly}
        notice={notice}
        onDiscard={discard}
        onMerge={() => void offerMerge()}
        staging={staging}
      />
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
      <SectionTabs
        tab={tab}
        problems={problems}
        onSelect={(id) => {
          setTab(id);
          setFocus(undefined);
        }}
      />
      <EditorBody
        code={code}
        tab={tab}
        draft={draft}
        problems={problems}
        readOnly={readOnly}
        locked={staging ? stagingLocked : undefined}
        dirty={dirty}
        dryRun={dryRun}
        onEdit={edit}
        onEditRaw={editRaw}
      />
      {reviewing && dryRun?.ok && dryRun.fresh && (
        <ReviewDialog
          merchant={{ code, name: String(draft.name ?? code) }}
          before={base.document}
          after={draft}
          changes={dryRun.changes}
          rejected={staging ? undefined : row?.lastRejected}
          saving={save.isPending || saveDraft.isPending || saveStaging.isPending}
          // Staging is saved at once (it is where changes are tried): no schedule, no approval.
          schedule={!staging}
          {...(staging
            ? { title: t('environments.review.title'), confirmLabel: t('environments.review.save') }
            : {})}
          fourEyes={
            staging
              ? []
              : fourEyesTouched(
                  fillDefaults(merchantConfigSchema as never, base.document),
                  fillDefaults(merchantConfigSchema as never, draft),
                )
          }
          onSave={onSave}
          onClose={() => setReviewing(false)}
        />
      )}
    </div>
  );
}
