import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResolvedMenuItem } from '@core/menus';
import { useMerchantConfig } from '../config';
import { useLogoutConfirm } from '../session';
import { useToastStore } from './toast';
import { BLOCKED_ENTRY_TOAST_MS } from './ui-constants';
import { useOpenService } from './use-open-service';

/** The customer-service link of an entry (csType + csPosition) from the merchant content. */
export function useServiceUrl() {
  const config = useMerchantConfig();
  return (csType?: string, csPosition?: string) =>
    config.content.customerService.find((c) => c.csType === csType && c.csPosition === (csPosition ?? '1'))
      ?.url;
}

/** What tapping a resolved menu entry does: navigate, open a service link, or run an action. */
export function useMenuAction() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const serviceUrl = useServiceUrl();
  const toast = useToastStore((s) => s.show);
  const askLogout = useLogoutConfirm((s) => s.ask);
  const openService = useOpenService();
  return (item: ResolvedMenuItem) => {
    if (item.blockedMessageKey) {
      toast('info', t(item.blockedMessageKey), BLOCKED_ENTRY_TOAST_MS);
      return;
    }
    switch (item.type) {
      case 'route':
        if (item.path) navigate(item.path);
        return;
      case 'external':
        if (item.path) window.open(item.path, '_blank', 'noopener');
        return;
      case 'customerService': {
        const url = serviceUrl(item.csType, item.csPosition);
        if (url) openService(url);
        return;
      }
      case 'action':
        if (item.path === 'logout') askLogout();
        // Live chat (CBS3): the live streams, where each anchor's chat is launched (spec §7).
        else if (item.path === 'liveChat') navigate('/m/live');
        else if (item.path === 'download') navigate('/m/download');
        return;
    }
  };
}
