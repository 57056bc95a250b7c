import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';
import { Icon, Popup } from '../../../shared/ui';
import { iosVersion, needsOldIosHint } from './ios';

/** Spec §3 storage key: the player hid the download bar. */
export const HIDE_DOWNLOAD_BAR_KEY = 'hideDownloadBar';

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * Download bar and download-app popup (spec §2): iOS profile and Android items, the add-to-home
 * guide for iOS Safari (not when already installed), the old-iOS hint. The bar can be hidden.
 */
export function DownloadApp() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const [hidden, setHidden] = useState(() => localStorage.getItem(HIDE_DOWNLOAD_BAR_KEY) === '1' || standalone());
  const [open, setOpen] = useState(false);
  const res = (type: string) => config.content.downloads.find((d) => d.resourceType === type)?.url;
  const ios = iosVersion(navigator.userAgent);
  if (hidden || config.content.downloads.length === 0) return null;
  const hide = () => {
    localStorage.setItem(HIDE_DOWNLOAD_BAR_KEY, '1');
    setHidden(true);
  };
  return (
    <div className="hm-dlbar">
      <img src={config.theme.icons.pwa96 ?? config.theme.logo} alt="" width={36} height={36} />
      <span className="hm-dlbar__text">{t('home.downloadBar', { name: config.name })}</span>
      <button type="button" className="hm-dlbar__go" onClick={() => setOpen(true)}>{t('home.download')}</button>
      <button type="button" className="hm-dlbar__close" onClick={hide} aria-label={t('home.hideDownloadBar')}><Icon name="close" size={16} /></button>
      <Popup open={open} onClose={() => setOpen(false)} title={t('home.downloadTitle', { name: config.name })}>
        <ul className="hm-dl">
          {(res('IOS') || res('MOBILECONFIG')) && (
            <li>
              <strong>{t('home.iosApp')}</strong>
              {res('MOBILECONFIG') && <a className="hm-dl__btn" href={res('MOBILECONFIG')} download>{t('home.iosProfile')}</a>}
              {res('IOS') && <a className="hm-dl__btn hm-dl__btn--ghost" href={res('IOS')}>{t('home.iosDownload')}</a>}
              <p>{t('home.iosProfileHint')}</p>
              {needsOldIosHint(ios) && <p>{t('home.oldIosHint')}</p>}
            </li>
          )}
          {res('ANDROID') && (
            <li><strong>{t('home.androidApp')}</strong><a className="hm-dl__btn" href={res('ANDROID')}>{t('home.androidDownload')}</a></li>
          )}
          {ios && (
            <li><strong>{t('home.addToHome')}</strong><p>{t('home.addToHomeSteps')}</p></li>
          )}
        </ul>
      </Popup>
    </div>
  );
}
