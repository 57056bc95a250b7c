import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@schemas';
import { FALLBACK_LANGUAGE, TRANSLATED_LANGUAGES } from '@locales/languages';

/**
 * The player's namespaces only (the console's and the server's stay out of the bundle), one chunk
 * per translated language, fetched when picked. A namespace file is flat: its file name is the
 * top-level key (`t('common.ok')`).
 */
const bundles: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  vi: () => import('./resources-vi'),
  en: () => import('./resources-en'),
};

async function loadLanguage(lang: string): Promise<Record<string, unknown>> {
  const load = bundles[lang] ?? bundles[FALLBACK_LANGUAGE]!;
  return (await load()).default;
}

/** Merchant languages without translations fall back to English (locales/languages.ts). */
export const translatedFor = (code: LanguageCode): string =>
  (TRANSLATED_LANGUAGES as readonly string[]).includes(code) ? code : FALLBACK_LANGUAGE;

export async function initI18n(lang: LanguageCode): Promise<typeof i18next> {
  const resLang = translatedFor(lang);
  const resources: Record<string, { translation: Record<string, unknown> }> = {
    [resLang]: { translation: await loadLanguage(resLang) },
  };
  await i18next.use(initReactI18next).init({
    lng: resLang,
    fallbackLng: false,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/** Loads a language's resources if needed and switches to it. */
export async function switchI18nLanguage(code: LanguageCode): Promise<void> {
  const lang = translatedFor(code);
  if (!i18next.hasResourceBundle(lang, 'translation'))
    i18next.addResourceBundle(lang, 'translation', await loadLanguage(lang), true, true);
  await i18next.changeLanguage(lang);
}

export { i18next };
