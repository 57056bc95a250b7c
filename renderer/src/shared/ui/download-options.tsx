import { useTranslation } from 'react-i18next';
import { iosVersion, isIosSafari, needsOldIosHint } from '@core/device';
import { isStandalone, promptInstall, useInstallPrompt } from '../pwa';
import { Icon } from './icons';

export interface DownloadResource {
  resourceType: string;
  url: string;
}

/**
 * The ways to get the app (spec §2 download popup and /m/download): the iOS item (profile button
 * when a profile link exists, the old-iOS hint), the Android item, the browser's own install offer,
 * and the add-to-home guide on iOS Safari, none of the last two inside the installed app.
 */
export function DownloadOptions({
  resources,
  name,
}: {
  resources: readonly DownloadResource[];
  name: string;
}) {
  const { t } = useTranslation();
  const offer = useInstallPrompt((s) => s.event);
  const ua = navigator.userAgent;
  const ios = iosVersion(ua);
  const installed = isStandalone();
  const res = (type: string) => resources.find((d) => d.resourceType === type)?.url;
  const profile = res('MOBILECONFIG');
  const iosApp = res('IOS');
  const android = res('ANDROID');
  const guide = isIosSafari(ua) && !installed;
  if (!profile && !iosApp && !android && !guide && !(offer && !installed))
    return (
      <p className="ui-dl__none">
        {t(installed ? 'content.download.installed' : 'content.download.none', { name })}
      </p>
    );
  return (
    <ul className="ui-dl">
      {(profile || iosApp) && (
        <li>
          <span className="ui-dl__head">
            <Icon name="phone" size={20} />
            <strong>{t('home.iosApp')}</strong>
          </span>
          {profile && (
            <a className="ui-dl__btn" href={profile} download>
              {t('home.iosProfile')}
            </a>
          )}
          {iosApp && (
            <a className={`ui-dl__btn ${profile ? 'ui-dl__btn--ghost' : ''}`} href={iosApp}>
              {t('home.iosDownload')}
            </a>
          )}
          <p>{t('home.iosProfileHint')}</p>
          {needsOldIosHint(ios) && <p>{t('home.oldIosHint')}</p>}
        </li>
      )}
      {android && (
        <li>
          <span className="ui-dl__head">
            <Icon name="controller" size={20} />
            <strong>{t('home.androidApp')}</strong>
          </span>
          <a className="ui-dl__btn" href={android}>
            {t('home.androidDownload')}
          </a>
        </li>
      )}
      {offer && !installed && (
        <li>
          <span className="ui-dl__head">
            <Icon name="download" size={20} />
            <strong>{t('content.download.installTitle')}</strong>
          </span>
          <button type="button" className="ui-dl__btn" onClick={() => void promptInstall()}>
            {t('content.download.install')}
          </button>
          <p>{t('content.download.installHint', { name })}</p>
        </li>
      )}
      {guide && (
        <li>
          <span className="ui-dl__head">
            <Icon name="home" size={20} />
            <strong>{t('home.addToHome')}</strong>
          </span>
          <p>{t('home.addToHomeSteps')}</p>
        </li>
      )}
    </ul>
  );
}
