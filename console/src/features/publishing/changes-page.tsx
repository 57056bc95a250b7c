import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminQueries } from '../../shared/queries';
import { errorKey } from '../../shared/api';
import { can, useSessionStore } from '../../shared/session-store';
import { formatTime } from '../../shared/format';
import { ChangeSummary } from '../../shared/review/change-summary';
import { ReviewDialog } from '../../shared/review/review-dialog';
import { publishingQueries, useChangeAction, type ChangeRow } from '../../shared/review/publishing-queries';
import '../../shared/review/publishing.css';

import type { TFunction } from 'i18next';
import { LoadingDialog } from '../../shared/ui/dialog';
import { notifiedWords } from '../../shared/review/notified';
import { ChangeComments } from './change-comments';

const areaList = (c: ChangeRow, t: TFunction) =>
  c.fourEyes.map((p) => t(`publishing.areas.${p.slice(1)}`, { defaultValue: p })).join(', ');

/** Publishing a draft: the review of what changes for players, a reason, now or at a set time. */
function SubmitDraft({ c, onDone, onClose }: { c: ChangeRow; onDone(msg: string): void; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const one = useQuery(publishingQueries.one(c.merchant, c.id));
  const live = useQuery(adminQueries.config(c.merchant));
  const merchants = useQuery(adminQueries.merchants());
  const act = useChangeAction();
  const [error, setError] = useState<string>();
  if (!one.data || !live.data) return <LoadingDialog onClose={onClose} />;
  const name = merchants.data?.find((m) => m.code === c.merchant)?.name ?? c.merchant;
  return (
    <>
      <ReviewDialog
        merchant={{ code: c.merchant, name }}
        title={t('publishing.changes.submitTitle', { id: c.id, merchant: name })}
        before={live.data.document}
        after={one.data.document}
        changes={one.data.changes ?? []}
        fourEyes={one.data.fourEyes}
        schedule
        allowDraft={false}
        saving={act.isPending}
        onSave={(choice) =>
          act.mutate(
            {
              c,
              action: 'submit',
              body: { reason: choice.reason, ...(choice.publishAt ? { publishAt: choice.publishAt } : {}) },
            },
            {
              onSuccess: (r) =>
                onDone(
                  r.status === 'published'
                    ? t('publishing.notice.published', { version: r.publishedVersion })
                    : r.status === 'scheduled'
                      ? t('publishing.notice.scheduled', { time: formatTime(r.publishAt, i18n.language) })
                      : `${t('publishing.notice.pending')} ${notifiedWords(t, r.notified)}`,
                ),
              onError: (e) => setError(t(errorKey(e))),
            },
          )
        }
        onClose={onClose}
      />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </>
  );
}

function ChangeCard({
  c,
  name,
  liveVersion,
  onMessage,
  onSubmit,
}: {
  c: ChangeRow;
  name: string;
  /** The merchant's version players see now: a later save or a rollback replaced this change's. */
  liveVersion?: number;
  onMessage(m: { ok: boolean; text: string }): void;
  onSubmit(c: ChangeRow): void;
}) {
  const { t, i18n } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const act = useChangeAction();
  const [rejectReason, setRejectReason] = useState('');
  const [talk, setTalk] = useState(false);
  const comments = c.comments ?? 0;
  const toggleText = talk
    ? t('publishing.changes.comments.hide')
    : t('publishing.changes.comments.show', { count: comments });
  const mine = user?.username === c.author;
  const operator = can.save(user);
  // mutateAsync: the card moves to another group (unmounts) once the list refreshes; the report still comes.
  const run = async (action: 'approve' | 'reject' | 'cancel', body?: Record<string, unknown>) => {
    try {
      const r = await act.mutateAsync({ c, action, body });
      onMessage({
        ok: r.status !== 'failed',
        text:
          r.status === 'failed'
            ? t('publishing.changes.error', { error: r.error })
            : t(`publishing.changes.done.${action}`, { id: c.id }),
      });
    } catch (e) {
      onMessage({ ok: false, text: t(errorKey(e)) });
    }
  };
  const labels = { id: c.id, merchant: name };
  return (
    <li className={`change-card status-${c.status}`} aria-labelledby={`change-${c.id}`}>
      <header>
        <h3 id={`change-${c.id}`}>
          <Link to={`/merchants/${c.merchant}`}>{t('publishing.changes.heading', labels)}</Link>
        </h3>
        <span className={`pill pill-${c.status}`}>{t(`publishing.changes.status.${c.status}`)}</span>
      </header>
      <p className="muted">
        {t('publishing.changes.by', {
          author: c.author,
          time: formatTime(c.createdAt, i18n.language),
          version: c.baseVersion,
        })}
      </p>
      <p className="reason">
        {c.reason
          ? t('publishing.changes.reasonLine', { reason: c.reason })
          : t('publishing.changes.noReason')}
      </p>
      {c.restoredFrom !== undefined && (
        <p>
          <strong>{t('publishing.changes.rollbackOf', { version: c.restoredFrom })}</strong>
        </p>
      )}
      {c.stagingVersion !== undefined && (
        <p>
          <strong>{t('publishing.changes.promotionOf', { version: c.stagingVersion })}</strong>
        </p>
      )}
      {c.fourEyes.length > 0 && c.status === 'pending' && (
        <p className="warning">{t('publishing.fourEyes', { areas: areaList(c, t) })}</p>
      )}
      {c.publishAt && (c.status === 'scheduled' || c.status === 'pending') && (
        <p>
          <strong>
            {t('publishing.changes.goesLive', { time: formatTime(c.publishAt, i18n.language) })}
          </strong>
        </p>
      )}
      {c.approvedBy && <p className="muted">{t('publishing.changes.approvedBy', { name: c.approvedBy })}</p>}
      {c.status === 'rejected' && (
        <p className="muted">
          {t('publishing.changes.decidedBy', { name: c.decidedBy ?? '', reason: c.decisionReason ?? '' })}
        </p>
      )}
      {c.error && <p className="error-text">{t('publishing.changes.error', { error: c.error })}</p>}
      {c.publishedVersion !== undefined && (
        <p className="muted">
          {liveVersion !== undefined && liveVersion !== c.publishedVersion
            ? t('publishing.changes.replacedBy', { version: c.publishedVersion, live: liveVersion })
            : t('publishing.changes.liveAs', { version: c.publishedVersion })}
        </p>
      )}
      {c.changes && <ChangeSummary changes={c.changes} />}
      <p className="comment-toggle">
        <button
          type="button"
          aria-expanded={talk}
          aria-controls={`comments-${c.id}`}
          aria-label={t('publishing.changes.comments.toggleName', { ...labels, action: toggleText })}
          onClick={() => setTalk(!talk)}
        >
          {toggleText}
        </button>
        {comments > 0 && (
          <span className="pill">{t('publishing.changes.comments.count', { count: comments })}</span>
        )}
      </p>
      <div id={`comments-${c.id}`} hidden={!talk}>
        {talk && <ChangeComments c={c} name={name} />}
      </div>
      {operator && (
        <div className="actions">
          {c.status === 'pending' &&
            (mine ? (
              <p className="muted own">{t('publishing.changes.own')}</p>
            ) : (
              <>
                <button
                  type="button"
                  className="primary"
                  disabled={act.isPending}
                  aria-label={t('publishing.changes.approveName', labels)}
                  onClick={() => void run('approve')}
                >
                  {t('publishing.changes.approve')}
                </button>
                <input
                  aria-label={t('publishing.changes.rejectReasonName', labels)}
                  placeholder={t('publishing.changes.rejectReason')}
                  value={rejectReason}
                  maxLength={500}
                  onChange={(e) => setRejectReason(e.target.value)}
                />
                <button
                  type="button"
                  disabled={act.isPending || rejectReason.trim().length < 3}
                  aria-label={t('publishing.changes.rejectName', labels)}
                  onClick={() => void run('reject', { reason: rejectReason.trim() })}
                >
                  {t('publishing.changes.reject')}
                </button>
              </>
            ))}
          {c.status === 'draft' && (
            <>
              <Link
                className="button"
                to={`/merchants/${c.merchant}?change=${c.id}`}
                aria-label={t('publishing.changes.openName', labels)}
              >
                {t('publishing.changes.open')}
              </Link>
              <button
                type="button"
                className="primary"
                aria-label={t('publishing.changes.submitName', labels)}
                onClick={() => onSubmit(c)}
              >
                {t('publishing.changes.submit')}
              </button>
            </>
          )}
          {(c.status === 'draft' || c.status === 'scheduled' || (c.status === 'pending' && mine)) && (
            <button
              type="button"
              disabled={act.isPending}
              aria-label={t('publishing.changes.cancelName', labels)}
              onClick={() => void run('cancel')}
            >
              {t('publishing.changes.cancel')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

const GROUPS = [
  ['pending', ['pending']],
  ['scheduled', ['scheduled', 'publishing']],
  ['drafts', ['draft']],
  ['recent', ['published', 'rejected', 'cancelled', 'failed']],
] as const;

/** Changes and approvals of every merchant the user may see (issue 16). */
export function ChangesPage() {
  const { t } = useTranslation();
  const changes = useQuery(publishingQueries.all());
  const merchants = useQuery(adminQueries.merchants());
  const [message, setMessage] = useState<{ ok: boolean; text: string }>();
  const [submitting, setSubmitting] = useState<ChangeRow>();
  const nameOf = (code: string) => merchants.data?.find((m) => m.code === code)?.name ?? code;
  if (changes.isError) return <p role="alert">{t(errorKey(changes.error))}</p>;
  return (
    <section aria-labelledby="changes-title" className="changes-page">
      <h1 id="changes-title">{t('publishing.changes.title')}</h1>
      <p className="muted">{t('publishing.changes.intro')}</p>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'notice' : 'error'}>
          {message.text}
        </p>
      )}
      {!changes.data ? (
        <p aria-busy="true">{t('console.loading')}</p>
      ) : (
        GROUPS.map(([id, statuses]) => {
          const rows = changes.data.filter((c) => (statuses as readonly string[]).includes(c.status));
          return (
            <section key={id} aria-labelledby={`group-${id}`} className="change-group">
              <h2 id={`group-${id}`}>
                {t(`publishing.changes.${id}`)} <span className="pill">{rows.length}</span>
              </h2>
              {rows.length === 0 ? (
                <p className="muted">{t('publishing.changes.none')}</p>
              ) : (
                <ul className="change-list">
                  {rows.slice(0, id === 'recent' ? 20 : undefined).map((c) => (
                    <ChangeCard
                      key={c.id}
                      c={c}
                      name={nameOf(c.merchant)}
                      liveVersion={merchants.data?.find((m) => m.code === c.merchant)?.version}
                      onMessage={setMessage}
                      onSubmit={setSubmitting}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}
      {submitting && (
        <SubmitDraft
          c={submitting}
          onClose={() => setSubmitting(undefined)}
          onDone={(text) => {
            setSubmitting(undefined);
            setMessage({ ok: true, text });
          }}
        />
      )}
    </section>
  );
}
