import { useTranslation } from 'react-i18next';
import { Button, Popup, SafeHtml, useArtSrc } from '../../../shared/ui';
import type { Announcement } from '../api/announcements';

/** One greeting popup of home (home-popups.tsx decides which and when): picture, text, previous and next. */
export default function HomePopupView({
  popup,
  open,
  onClose,
  index,
  total,
  onStep,
}: {
  popup: Announcement;
  open: boolean;
  onClose: () => void;
  index: number;
  total: number;
  onStep: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  const art = useArtSrc();
  return (
    <Popup open={open} onClose={onClose} title={popup.title} variant="dialog">
      {popup.imageUrl && (
        <img className="hm-popup__img" src={art(popup.imageUrl)} alt="" width={640} height={360} />
      )}
      <SafeHtml className="hm-popup__body" html={popup.content} popupUnits />
      {total > 1 && (
        <div className="hm-popup__nav">
          <Button variant="secondary" onClick={() => onStep(-1)} aria-label={t('home.prevPopup')}>
            ‹
          </Button>
          <span aria-live="polite">{t('home.popupCount', { index: index + 1, total })}</span>
          <Button variant="secondary" onClick={() => onStep(1)} aria-label={t('home.nextPopup')}>
            ›
          </Button>
        </div>
      )}
    </Popup>
  );
}
