import { configureApiClient, queryClient } from '../shared/api';
import { applyTheme, getMerchantConfig, startLiveConfig, useConfigStore } from '../shared/config';
import {
  applyLanguage,
  getLanguage,
  initI18n,
  initialLanguage,
  setLanguagePersistence,
  useLanguageStore,
} from '../shared/i18n';
import { useSessionStore } from '../shared/session';
import { preloadPath } from './route-pages';

/** Wires the singletons once: API client context, theme, language, live config. */
export async function bootstrap(): Promise<void> {
  const config = getMerchantConfig();
  configureApiClient({
    merchantCode: () => getMerchantConfig().code,
    language: getLanguage,
    token: () => useSessionStore.getState().session?.token,
    onSessionExpired: () => useSessionStore.getState().signOut(),
  });
  // A session stored for another merchant (same device, other brand) is not ours.
  const stored = useSessionStore.getState().session;
  if (stored && stored.merchantCode !== config.code) useSessionStore.getState().signOut();
  applyTheme(config);
  // A preview shows the language of its link, whatever an earlier preview or visit chose.
  if (useConfigStore.getState().current.preview) setLanguagePersistence(false);
  // The language is known now (stored choice or merchant default) and set before any screen's code
  // runs (preloadPath below): the requests that code starts carry it, and cached answers are in it.
  const lang = initialLanguage(config);
  useLanguageStore.setState({ language: lang });
  preloadPath(window.location.pathname);
  await initI18n(lang);
  await applyLanguage(lang);
  useConfigStore.subscribe((s, prev) => {
    if (s.current === prev.current) return;
    applyTheme(s.current.config);
    // The merchant may have dropped the current language: fall back to its default.
    const next = initialLanguage(s.current.config);
    if (next !== getLanguage()) void applyLanguage(next);
  });
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
