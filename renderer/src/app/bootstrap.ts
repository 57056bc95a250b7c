import { configureApiClient, queryClient } from '../shared/api';
import { applyTheme, getMerchantConfig, startLiveConfig, useConfigStore } from '../shared/config';
import {
  applyLanguage,
  getLanguage,
  initI18n,
  i18next,
  initialLanguage,
  setLanguagePersistence,
  useLanguageStore,
} from '../shared/i18n';
import { endSession, useSessionStore } from '../shared/session';
import { useToastStore } from '../shared/ui/toast';
import { findRoute } from '@core/routes';
import { preloadPath, textsOf } from './route-pages';

/**
 * Spec §8 slow connection: a request still unanswered after the merchant's slowConnectionMs says so,
 * once for a slow spell (several slow requests at once, or in a row within the toast's time).
 */
function slowConnectionNotice(): () => void {
  let last = 0;
  return () => {
    const timings = getMerchantConfig().limits.timings;
    if (Date.now() - last < timings.toastLongMs) return;
    last = Date.now();
    useToastStore.getState().show('info', i18next.t('errors.SLOW_CONNECTION'), timings.toastLongMs);
  };
}

/** Wires the singletons once: API client context, theme, language, live config. */
export async function bootstrap(): Promise<void> {
  const config = getMerchantConfig();
  configureApiClient({
    merchantCode: () => getMerchantConfig().code,
    language: getLanguage,
    token: () => useSessionStore.getState().session?.token,
    // The first 401 of a session ends it here: signed out, polls cancelled, nothing asked with it again
    // (issue 32). A late answer for an earlier session does not end the current one.
    onSessionExpired: (token) => {
      if (useSessionStore.getState().session?.token === token) endSession();
    },
    slowAfterMs: () => getMerchantConfig().limits.timings.slowConnectionMs,
    onSlow: slowConnectionNotice(),
  });
  // A session stored for another merchant (same device, other brand) is not ours.
  const stored = useSessionStore.getState().session;
  if (stored && stored.merchantCode !== config.code) useSessionStore.getState().signOut();
  // Rollouts are evaluated per player: a member by their name, a guest by device (issue 16).
  const memberOf = (s = useSessionStore.getState().session) => (s && !s.trial ? s.userName : undefined);
  useConfigStore.getState().setMember(memberOf());
  useSessionStore.subscribe((s) => useConfigStore.getState().setMember(memberOf(s.session)));
  applyTheme(getMerchantConfig());
  // A preview shows the language of its link, whatever an earlier preview or visit chose.
  if (useConfigStore.getState().current.preview) {
    setLanguagePersistence(false);
    // "Why is this here?" (issue 16): its own chunk, loaded on support previews only.
    const token = new URLSearchParams(window.location.search).get('preview');
    // An open preview also shows at once that its link was revoked (issue 35 item 13).
    if (token) void import('./preview-tools').then((m) => m.mountPreview(token, config.code));
  }
  // The language is known now (stored choice or merchant default) and set before any screen's code
  // runs (preloadPath below): the requests that code starts carry it, and cached answers are in it.
  const lang = initialLanguage(getMerchantConfig());
  useLanguageStore.setState({ language: lang });
  preloadPath(window.location.pathname);
  await initI18n(lang, { texts: textsOf(findRoute(window.location.pathname)?.key) });
  await applyLanguage(lang);
  useConfigStore.subscribe((s, prev) => {
    if (s.config === prev.config) return;
    applyTheme(s.config);
    // The merchant may have dropped the current language: fall back to its default.
    const next = initialLanguage(s.config);
    if (next !== getLanguage()) void applyLanguage(next);
  });
  // Issue 35: the player's segments (for rollouts and the content the platform filters), worked out
  // by their own chunk, loaded after the first screen's code (and once the theme follows the config).
  void import('./segment-traits').then((m) => m.watchSegmentTraits());
  // Spec §4: after a language change, server texts (vendors, help…) reload, debounced.
  let reload: ReturnType<typeof setTimeout> | undefined;
  useLanguageStore.subscribe((s, prev) => {
    if (s.language === prev.language) return;
    clearTimeout(reload);
    reload = setTimeout(
      () => void queryClient.invalidateQueries(),
      getMerchantConfig().limits.timings.languageDebounceMs,
    );
  });
  startLiveConfig();
}
