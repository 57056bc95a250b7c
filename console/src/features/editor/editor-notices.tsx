import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/format';
import type { StoredDraft } from '../../shared/draft-store';
import type { ChangeRow } from '../../shared/review/publishing-queries';

/**
 * What the editor says above the form: a reopened server draft, a draft that is gone, the draft kept
 * in this browser (with a newer live version), and the last save's notice.
 */
export function EditorNotices({
  openDraft,
  saved,
  stored,
  baseVersion,
  latestVersion,
  readOnly,
  notice,
  onDiscard,
}: {
  openDraft?: ChangeRow & { document?: unknown };
  saved?: ChangeRow & { document?: unknown };
  /** The browser's draft, when the edit differs from its base. */
  stored?: StoredDraft;
  baseVersion: number;
  latestVersion: number;
  readOnly: boolean;
  notice?: string;
  onDiscard(): void;
}) {
  const { t, i18n } = useTranslation();
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
          {baseVersion !== latestVersion && (
            <span className="warning-text"> {t('console.draft.newer', { version: latestVersion })}</span>
          )}
          {!readOnly && (
            <button type="button" onClick={onDiscard}>
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
    </>
  );
}
