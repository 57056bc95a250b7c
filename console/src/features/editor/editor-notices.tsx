import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/format';
import type { StoredDraft } from '../../shared/draft-store';
import type { ChangeRow } from '../../shared/review/publishing-queries';
import { useSessionStore } from '../../shared/session-store';
import { whoPublished, type LiveVersion } from './live-version';

/**
 * What the editor says above the form: a reopened server draft, a draft that is gone, the draft kept
 * in this browser, a version that went live while the editor was open (followed, or newer than the
 * unsaved edits, with the merge offered), and the last save's notice.
 */
export function EditorNotices({
  openDraft,
  saved,
  stored,
  baseVersion,
  live,
  followed,
  behind,
  readOnly,
  notice,
  onDiscard,
  onMerge,
  staging = false,
}: {
  openDraft?: ChangeRow & { document?: unknown };
  saved?: ChangeRow & { document?: unknown };
  /** The browser's draft, when the edit differs from its base. */
  stored?: StoredDraft;
  baseVersion: number;
  /** The live version (who published it, when, how). */
  live: LiveVersion;
  /** The editor moved to the live version by itself (nothing was unsaved). */
  followed: boolean;
  /** Unsaved edits are on an older version than the live one. */
  behind: boolean;
  readOnly: boolean;
  notice?: string;
  onDiscard(): void;
  onMerge(): void;
  /** The staging copy (issue 35): its versions are saved to staging, never "live". */
  staging?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const me = useSessionStore((s) => s.user?.username);
  const went = {
    version: live.version,
    who: whoPublished(t, live, me),
    time: formatTime(live.savedAt, i18n.language),
  };
  return (
    <>
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
      {!openDraft && stored && (
        <section className="draft-banner" role="status" aria-labelledby="draft-title">
          <strong id="draft-title">{t('console.draft.title')}</strong>{' '}
          <span>
            {t('console.draft.detail', {
              version: baseVersion,
              time: formatTime(stored.editedAt, i18n.language),
            })}
          </span>
          {!readOnly && (
            <button type="button" onClick={onDiscard}>
              {t('console.draft.discard')}
            </button>
          )}
        </section>
      )}
      {followed && (
        <p role="status" className="notice">
          {t(staging ? 'environments.live.followed' : 'console.live.followed', went)}
        </p>
      )}
      {behind && (
        <section className="draft-banner" role="status" aria-labelledby="live-newer-title">
          <strong id="live-newer-title" className="warning-text">
            {t(staging ? 'environments.live.newer' : 'console.live.newer', { ...went, base: baseVersion })}
          </strong>{' '}
          {!readOnly && (
            <button type="button" onClick={onMerge}>
              {t('console.live.merge')}
            </button>
          )}
        </section>
      )}
      {notice && (
        <p role="status" className="notice">
          {notice}
        </p>
      )}
    </>
  );
}
