import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fourEyesTouched } from '@core/config/four-eyes';
import { merchantConfigSchema } from '@schemas';
import { fillDefaults } from '../../shared/config/fill-defaults';
import type { ChangeRow } from '../../shared/review/publishing-queries';
import { adminQueries } from '../../shared/queries';
import { api, errorKey } from '../../shared/api';
import { can, useSessionStore } from '../../shared/session-store';
import { formatTime } from '../../shared/format';
import { ChangeSummary } from '../../shared/review/change-summary';
import { JsonDiff } from '../../shared/review/json-diff';
import { ReviewDialog } from '../../shared/review/review-dialog';
import { useDryRun } from '../../shared/review/use-dry-run';
import type { VersionMeta } from '../../shared/types';
import { queryKeys } from '../../shared/query-keys';
import { LoadingDialog } from '../../shared/ui/dialog';
import { CompareVersions } from './compare-versions';
import { notifiedWords } from '../../shared/review/notified';

/** A rollback's answer: a change waiting for approval (202), else the version now live. */
const isChange = (r: VersionMeta | ChangeRow): r is ChangeRow => 'status' in r;

function VersionDiff({ code, version }: { code: string; version: number }) {
  const before = useQuery({ ...adminQueries.version(code, version - 1), enabled: version > 1 });
  const after = useQuery(adminQueries.version(code, version));
  if (!after.data || (version > 1 && !before.data)) return null;
  return <JsonDiff before={before.data?.document ?? {}} after={after.data.document} />;
}

/**
 * Before a rollback goes live: what changes for players between the live version and the one
 * restored (the server's dry run of it), the JSON diff, and a confirmation.
 */
function RollbackReview({
  code,
  target,
  saving,
  onConfirm,
  onClose,
}: {
  code: string;
  target: VersionMeta;
  saving: boolean;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const live = useQuery(adminQueries.config(code));
  const old = useQuery(adminQueries.version(code, target.version));
  const doc = old.data?.document as Record<string, unknown> | undefined;
  const dry = useDryRun(code, doc, 0);
  const merchants = useQuery(adminQueries.merchants());
  if (!live.data || !doc || !dry?.fresh) return <LoadingDialog onClose={onClose} />;
  return (
    <ReviewDialog
      merchant={{ code, name: merchants.data?.find((m) => m.code === code)?.name ?? code }}
      title={t('console.review.rollbackTitle', { version: target.version })}
      confirmLabel={t('console.review.rollbackConfirm')}
      before={live.data.document}
      after={doc}
      changes={dry.changes}
      rejected={merchants.data?.find((m) => m.code === code)?.lastRejected}
      // A rollback of a reviewed area waits for a second operator, as any change there (issue 35 item 14).
      fourEyes={fourEyesTouched(
        fillDefaults(merchantConfigSchema as never, live.data.document),
        fillDefaults(merchantConfigSchema as never, doc),
      )}
      saving={saving}
      onSave={(choice) => onConfirm(choice.reason)}
      onClose={onClose}
    />
  );
}

/** Every version with author, time and its summary; roll back to any (itself a new version), after a review. */
export function HistoryPage({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const qc = useQueryClient();
  const versions = useQuery(adminQueries.versions(code));
  // `?version=N` (a link from the audit log): that version's diff starts open.
  const [params] = useSearchParams();
  const [open, setOpen] = useState<number | undefined>(() => Number(params.get('version')) || undefined);
  const [message, setMessage] = useState<string>();
  const [mailNote, setMailNote] = useState<string>();
  const [reviewing, setReviewing] = useState<VersionMeta>();
  const rollback = useMutation({
    // 200: live as a new version; 202: a change waiting for a second operator (a reviewed area).
    mutationFn: ({ v, reason }: { v: VersionMeta; reason: string }) =>
      api<VersionMeta | ChangeRow>(`/api/admin/merchants/${code}/rollback`, {
        method: 'POST',
        body: { version: v.version, reason },
        headers: { 'If-Match': `"${versions.data?.[0]?.version ?? 0}"` },
      }),
    onSuccess: async (r) => {
      setReviewing(undefined);
      // Who was told by mail, beside the message (a rollback waiting for approval only).
      setMailNote(isChange(r) ? notifiedWords(t, r.notified) : undefined);
      setMessage(
        isChange(r)
          ? t('console.history.rollbackPending', {
              from: r.restoredFrom,
              live: r.baseVersion,
              areas: r.fourEyes
                .map((p) => t(`publishing.areas.${p.slice(1)}`, { defaultValue: p }))
                .join(', '),
            })
          : t('console.history.rolledBack', { version: r.version, from: r.restoredFrom }),
      );
      await Promise.all(
        [
          queryKeys.versions.all,
          queryKeys.merchants.all,
          queryKeys.config.all,
          queryKeys.audit.all,
          queryKeys.changes.all,
        ].map((k) => qc.invalidateQueries({ queryKey: k })),
      );
    },
    onError: (e) => {
      setReviewing(undefined);
      setMessage(t(errorKey(e)));
    },
  });
  return (
    <section aria-labelledby="history-title">
      <h1 id="history-title">{t('console.history.title', { code })}</h1>
      <p>
        <Link to={`/merchants/${code}`}>{t('console.nav.backToEditor')}</Link>
      </p>
      {message && (
        <p role="status" className="notice">
          {message}
        </p>
      )}
      {message && mailNote && <p className="muted">{mailNote}</p>}
      {versions.data && versions.data.length > 1 && (
        <CompareVersions code={code} versions={versions.data.map((v) => v.version)} />
      )}
      <ol className="versions">
        {(versions.data ?? []).map((v, i) => (
          <li key={v.version}>
            <h2>
              {t('console.history.version', { version: v.version })}{' '}
              <span className="muted">
                {t(`console.history.origin.${v.origin}`, { from: v.restoredFrom })}
              </span>
            </h2>
            <p className="muted">
              {t('console.merchants.savedByAt', {
                author: v.author,
                time: formatTime(v.createdAt, i18n.language),
              })}
              {v.approvedBy && <> · {t('console.history.approvedBy', { name: v.approvedBy })}</>}
            </p>
            {v.reason && (
              <p className="reason">
                {t('publishing.history.reason', { reason: v.reason })}
                {v.changeId ? (
                  <span className="muted"> ({t('publishing.history.viaChange', { id: v.changeId })})</span>
                ) : null}
              </p>
            )}
            <ChangeSummary
              changes={v.summary}
              emptyKey={v.version === 1 ? 'console.history.first' : 'console.diff.none'}
            />
            <div className="actions">
              <button
                type="button"
                className="link"
                aria-expanded={open === v.version}
                onClick={() => setOpen(open === v.version ? undefined : v.version)}
              >
                {open === v.version
                  ? t('console.diff.hideJson')
                  : t('console.history.showJson', { version: v.version })}
              </button>
              {can.save(user) && i > 0 && (
                <button type="button" disabled={rollback.isPending} onClick={() => setReviewing(v)}>
                  {t('console.history.rollback', { version: v.version })}
                </button>
              )}
            </div>
            {open === v.version && <VersionDiff code={code} version={v.version} />}
          </li>
        ))}
      </ol>
      {reviewing && (
        <RollbackReview
          code={code}
          target={reviewing}
          saving={rollback.isPending}
          onConfirm={(reason) => rollback.mutate({ v: reviewing, reason })}
          onClose={() => setReviewing(undefined)}
        />
      )}
    </section>
  );
}
