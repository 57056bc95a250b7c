import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The editor's title, its state (version, unsaved) and its actions (history, rollouts, preview, discard, review). */
export function EditorHead({
  code,
  name,
  version,
  dirty,
  canPreview,
  readOnly,
  canDiscard,
  canReview,
  onDiscard,
  onReview,
  staging = false,
}: {
  code: string;
  name: string;
  version: number;
  dirty: boolean;
  canPreview: boolean;
  readOnly: boolean;
  canDiscard: boolean;
  canReview: boolean;
  onDiscard(): void;
  onReview(): void;
  /** The staging copy (issue 35): its version is a staging version; history and preview are production's. */
  staging?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <header className="editor-head">
      <h1>{t('console.editor.title', { name: name, code })}</h1>
      <p className="muted">
        {t(staging ? 'environments.editingVersion' : 'console.editor.editing', { version })}{' '}
        {dirty ? t('console.editor.dirty') : ''}
      </p>
      <nav className="actions" aria-label={t('console.editor.actions')}>
        {!staging && (
          <>
            <Link to={`/merchants/${code}/history`}>{t('console.nav.history')}</Link>
            <Link to={`/merchants/${code}/rollouts`}>{t('targeting.nav.rollouts')}</Link>
            {canPreview && <Link to={`/preview/${code}`}>{t('console.nav.previewDraft')}</Link>}
          </>
        )}
        {!readOnly && (
          <>
            <button type="button" disabled={!canDiscard} onClick={onDiscard}>
              {t('console.actions.discard')}
            </button>
            <button type="button" className="primary" disabled={!canReview} onClick={onReview}>
              {t('console.actions.review')}
            </button>
          </>
        )}
      </nav>
    </header>
  );
}
