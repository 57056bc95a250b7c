import { i18next, initI18n, loadMoreTexts } from '../../renderer/src/shared/i18n/i18n';

/**
 * Component tests render with the renderer's real i18n instance and its real texts (Vietnamese,
 * the default): a control found by its translated name proves the text exists and is wired. A key
 * with no text throws (in the component and in the test alike), instead of showing the raw key.
 */
export async function useRealI18n(lang: 'vi' | 'en' = 'vi') {
  // Every chunk of texts: a component test renders one component, whichever chunk it reads.
  if (!i18next.isInitialized) await initI18n(lang, { texts: 'all' });
  else await Promise.all([loadMoreTexts(lang), i18next.changeLanguage(lang)]);
  // A call that names its own fallback (`defaultValue`: an optional key, e.g. a provider's name in
  // the page language) shows it; any other missing key throws.
  i18next.options.parseMissingKeyHandler = (key: string, defaultValue?: string) => {
    if (defaultValue !== undefined) return defaultValue;
    throw new Error(`no ${lang} text for "${key}" (locales/${lang})`);
  };
  return i18next.t.bind(i18next);
}
