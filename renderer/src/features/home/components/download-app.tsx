import { lazy, Suspense, useState } from 'react';
import { usePreferences } from '../../../shared/preferences';
import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';
import { isStandalone } from '../../../shared/pwa';
import { withMoreTexts } from '../../../shared/i18n';
import { Icon, useOpened } from '../../../shared/ui';

/** The popup and its texts: fetched when the player first opens it (issue 29). */
const DownloadPopup = lazy(withMoreTexts(() => import('./download-popup')));

/**
 * Download bar and download-app popup (spec §2): the ways to get the app (shared with /m/download).
 * The bar can be hidden, and never shows inside the installed app or when the merchant turns the
 * `appDownload` flag off (issue 35 item 1: the flag's help text says it hides the download entries).
 */
export function DownloadApp() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const hiddenByPlayer = usePreferences((s) => s.hideDownloadBar);
  const setHidden = usePreferences((s) => s.setHideDownloadBar);
  const hidden = hiddenByPlayer || isStandalone();
  const [open, setOpen] = useState(false);
  const opened = useOpened(open);
  if (hidden || !config.flags.appDownload || config.content.downloads.length === 0) return null;
  // Spec §4: visible by default, can be hidden (here or in settings, /m/set).
  const hide = () => setHidden(true);
  return (
    <div className="hm-dlbar">
      <img src={config.theme.icons.pwa96 ?? config.theme.logo} alt="" width={36} height={36} />
      <span className="hm-dlbar__text">{t('home.downloadBar', { name: config.name })}</span>
      <button type="button" className="hm-dlbar__go" onClick={() => setOpen(true)}>
        {t('home.download')}
      </button>
      <button type="button" className="hm-dlbar__close" onClick={hide} aria-label={t('home.hideDownloadBar')}>
        <Icon name="close" size={16} />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <DownloadPopup open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
