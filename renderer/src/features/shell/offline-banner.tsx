import { useTranslation } from 'react-i18next';
import { queryClient, useOnline } from '../../shared/api';
import { Icon } from '../../shared/ui';

/**
 * Issue 32 item 22: without a network the player is told so, on every screen, under the header: what
 * they see is what was saved on the last visit (the service worker's cache). Retry asks again for
 * what the screen shows; back online the banner goes and the screens fetch again by themselves.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="shell-offline" role="status">
      <Icon name="offline" size={20} />
      <span className="shell-offline__text">{t('status.offline.banner')}</span>
      <button
        type="button"
        className="shell-offline__retry"
        onClick={() => void queryClient.refetchQueries({ type: 'active' })}
      >
        {t('status.offline.retry')}
      </button>
    </div>
  );
}
