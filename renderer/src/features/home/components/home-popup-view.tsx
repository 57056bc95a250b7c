import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOpenAuth } from '../../../shared/auth-popup';
import { Button, Popup, SafeHtml, useArtSrc } from '../../../shared/ui';
import { ctaGo, type CtaGo } from '@core/call-to-action';
import type { Announcement } from '../api/announcements';

/**
 * One greeting popup of home (home-popups.tsx decides which and when): picture, text, its call to
 * action from the content (issue 32 item 18; none when its target is not one the site knows), previous and next.
 */
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
  const openAuth = useOpenAuth();
  const navigate = useNavigate();
  const go = ctaGo(popup.cta?.target);
  // The greeting makes way for where its button goes: an auth form (a popup here on home) or a page.
  // Here, in the popup's own chunk, not in the home screen's (issue 29's first-load budget).
  const act = (to: CtaGo) => {
    onClose();
    if ('action' in to) openAuth(to.action);
    else void navigate(to.path);
  };
  return (
    <Popup open={open} onClose={onClose} title={popup.title} variant="dialog">
      {popup.imageUrl && (
        <img className="hm-popup__img" src={art(popup.imageUrl)} alt="" width={640} height={360} />
      )}
      <SafeHtml className="hm-popup__body" html={popup.content} popupUnits />
      {popup.cta && go && (
        <Button className="hm-popup__cta" onClick={() => act(go)}>
          {popup.cta.label}
        </Button>
      )}
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
