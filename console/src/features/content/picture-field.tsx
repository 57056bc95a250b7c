import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../shared/api';
import { uploadPicture } from './queries';

/**
 * A promotion or banner picture: the current one as a thumbnail, upload (the server checks the bytes,
 * re-encodes and answers its URL) and remove. Refusals (too large, wrong type) are shown under it.
 */
export function PictureField({
  code,
  label,
  url,
  onChange,
  problem,
  wide = false,
}: {
  code: string;
  label: string;
  url: string;
  onChange: (url: string) => void;
  problem?: string;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const shown = error ?? problem;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      onChange((await uploadPicture(code, file)).url);
    } catch (e) {
      setError(t(errorKey(e)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={wide ? 'cms-field cms-field--wide cms-picture' : 'cms-field cms-picture'}>
      <span className="cms-picture__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="cms-picture__row">
        <div className="cms-picture__frame">{url && <img src={url} alt={label} />}</div>
        <div className="cms-picture__controls">
          <label className="cms-upload" aria-busy={busy}>
            <input
              type="file"
              accept="image/jpeg,image/png"
              disabled={busy}
              aria-labelledby={`${id}-label ${id}-action`}
              aria-describedby={`${id}-hint${shown ? ` ${id}-problem` : ''}`}
              onChange={(e) => {
                void pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <span id={`${id}-action`}>{busy ? t('cms.actions.uploading') : t('cms.actions.upload')}</span>
          </label>
          {url && (
            <button type="button" className="link" onClick={() => onChange('')}>
              {t('cms.actions.removePicture')}
            </button>
          )}
          <small id={`${id}-hint`} className="muted">
            {t('cms.fields.pictureHint')}
          </small>
          {shown && (
            <small id={`${id}-problem`} className="error" role="alert">
              {shown}
            </small>
          )}
        </div>
      </div>
    </div>
  );
}
