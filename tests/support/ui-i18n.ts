import { i18next, initI18n } from '../../renderer/src/shared/i18n/i18n';

/**
 * Component tests render with the renderer's real i18n instance and its real texts (Vietnamese,
 * the default): a control found by its translated name proves the key exists and is wired.
 */
export async function useRealI18n(lang: 'vi' | 'en' = 'vi') {
  if (!i18next.isInitialized) await initI18n(lang);
  else await i18next.changeLanguage(lang);
  return i18next.t.bind(i18next);
}
