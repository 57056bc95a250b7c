import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPicture, REWARD_PICKER_ACCEPT } from '@core/content';
import { useMerchantConfig } from '../../../shared/config';
import { Icon, useToast } from '../../../shared/ui';

const MB = 1_048_576;

/**
 * Up to `imagesMax` pictures with previews and remove buttons (spec §5). A refused file shows its
 * message for 1.5 s (type, then size, then count) and is not added.
 */
export function PicturePicker({
  files,
  onChange,
}: {
  files: readonly File[];
  onChange: (f: File[]) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { imagesMax, imageMaxBytes } = useMerchantConfig().limits;
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  const size = Math.round((imageMaxBytes / MB) * 10) / 10;

  const pick = (list: FileList | null) => {
    const next = [...files];
    for (const f of Array.from(list ?? [])) {
      const problem = checkPicture(f, next.length, { imageMaxBytes, imagesMax });
      if (problem === 'type') toast.info(t('content.apply.activity_image_type'));
      else if (problem === 'size') toast.info(t('content.apply.activity_apply_remark_limit3', { size }));
      else if (problem === 'count')
        toast.info(t('content.apply.activity_apply_remark_limit4', { max: imagesMax }));
      else next.push(f);
    }
    if (next.length !== files.length) onChange(next);
    if (input.current) input.current.value = '';
  };

  return (
    <fieldset className="ct-pics">
      <legend className="ct-label">{t('content.apply.pictures')}</legend>
      <p id={hintId} className="ct-hint">
        {t('content.apply.picturesHint', { max: imagesMax, size })}
      </p>
      <ul className="ct-pics__grid">
        {files.map((f, i) => (
          <li key={`${f.name}-${i}`} className="ct-pics__item">
            <img src={urls[i]} alt={t('content.apply.picture', { index: i + 1 })} />
            <button
              type="button"
              className="ct-pics__remove"
              onClick={() => onChange(files.filter((_, j) => j !== i))}
              aria-label={t('content.apply.removePicture', { index: i + 1 })}
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
        {files.length < imagesMax && (
          <li>
            <label className="ct-pics__add">
              <Icon name="plus" size={24} />
              <span>{t('content.apply.addPicture')}</span>
              <input
                ref={input}
                className="sr-only"
                type="file"
                accept={REWARD_PICKER_ACCEPT}
                multiple
                aria-describedby={hintId}
                onChange={(e) => pick(e.target.files)}
              />
            </label>
          </li>
        )}
      </ul>
    </fieldset>
  );
}
