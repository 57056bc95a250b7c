import { useLocation } from 'react-router';
import { isBackPath } from '@core/routes';
import type { FromSchema } from 'json-schema-to-ts';
import type { chatLaunchResponseSchema } from '@schemas/api/content.schema';
import { apiFetch, requireUrl } from '../api';
import { useMerchantConfig } from '../config';
import { useLanguage } from '../i18n';
import { getToken } from '../session';
import { useApiMutation } from './use-api-mutation';

type ChatLaunchResponse = FromSchema<typeof chatLaunchResponseSchema>;

/** The platform's own customer-service chat page (the merchant's LIVECHAT entry by default). */
export const PLATFORM_CHAT_PATH = '/demo/chat';
const CHAT_LAUNCH_PATH = '/api/content/chat/launch';

/** Whether a customer-service address is the platform's own chat page (a path on this site). */
export const isPlatformChat = (url: string) => url.split('?')[0] === PLATFORM_CHAT_PATH;

/** The platform chat's address for a guest: in the player's language, its back link to where they are. */
export function platformChatUrl(url: string, lang: string, back: string): string {
  const u = new URL(url, window.location.origin);
  u.searchParams.set('lang', lang);
  u.searchParams.set('back', back);
  return `${u.pathname}${u.search}`;
}

/**
 * Opens a customer-service entry (spec §2 footer, side menu, floating buttons). Outside services
 * (Telegram, a chat vendor) open in a new tab; the platform's own chat opens here, in the player's
 * language with a back link to this screen, and for a signed-in player through a chat ticket so the
 * agent greets them by name (issue 17).
 */
export function useOpenService() {
  const { pathname, search } = useLocation();
  const lang = useLanguage();
  const config = useMerchantConfig();
  const here = `${pathname}${search}`;
  const back = isBackPath(here) ? here : '/m/home';
  // The app's one failure path (an error toast in the catalogue's words) when the ticket is refused.
  const launch = useApiMutation({
    mutationFn: async () => {
      const r = await apiFetch<ChatLaunchResponse>(CHAT_LAUNCH_PATH, {
        method: 'POST',
        body: { purpose: 'service', b2c: 1, backUrl: back, title: config.name },
      });
      return requireUrl(r.chatUrl);
    },
    onSuccess: (url) => window.location.assign(url),
  });
  return (url: string) => {
    if (!isPlatformChat(url)) {
      window.open(url, '_blank', 'noopener');
      return;
    }
    if (!getToken()) {
      window.location.assign(platformChatUrl(url, lang, back));
      return;
    }
    launch.mutate();
  };
}
