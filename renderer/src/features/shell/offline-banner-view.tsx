import { useTranslation } from 'react-i18next';
import { queryClient } from '../../shared/api';
import { OfflineIcon } from './offline-icon';

/**
 * Issue 32 item 22: without a network the player is told so, on every screen, under the header: what
 * they see is what was saved on the last visit (the service worker's cache). Retry asks again for
 * what the screen shows; back online the banner goes and the screens fetch again by themselves.
 */
export default function OfflineBannerView() {
  const { t } = useTranslation();
  return (
    <div className="shell-offline" role="status">
      <OfflineIcon size={20} />
      <span className="shell-offline__text">{t('status.offline.banner')}</span>
      <button
        type="button"
        className="shell-offline__retry"
        onClick={() => void queryClient.refetchQueries({ type: 'active' })}
      >
        {t('status.retry')}
      </button>
    </div>
  );
}
