import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@schemas';
import { FALLBACK_LANGUAGE, TRANSLATED_LANGUAGES } from '@locales/languages';

/**
 * The player's namespaces only (the console's and the server's stay out of the bundle), two chunks
 * per translated language, fetched when picked: what the first screens need (home, the game lists),
 * and the rest (issue 18: 53% of the texts, out of the first load of home and the game lists).
 * A namespace file is flat: its file name is the top-level key (`t('common.ok')`).
 */
type Bundle = () => Promise<{ default: Record<string, unknown> }>;
const bundles: Record<string, Bundle> = {
  vi: () => import('./resources-vi'),
  en: () => import('./resources-en'),
};
const moreBundles: Record<string, Bundle> = {
  vi: () => import('./resources-vi-more'),
  en: () => import('./resources-en-more'),
};
/** The namespaces of the second chunk (resources-*-more.ts). */
export const MORE_NAMESPACES: readonly string[] = ['account', 'agent', 'member', 'safety', 'social'];

const loadBundle = async (from: Record<string, Bundle>, lang: string) =>
  (await (from[lang] ?? from[FALLBACK_LANGUAGE]!)()).default;
const loadLanguage = (lang: string) => loadBundle(bundles, lang);

const moreLoaded = new Set<string>();
const moreLoading = new Map<string, Promise<void>>();
/** Languages in which a text of the second chunk was asked for before it was in (and read as empty). */
const moreMissed = new Set<string>();

/**
 * The second chunk of a language's texts (the current one by default), once, when something needs
 * it: a screen outside the first ones (app/route-pages.ts waits for it with the screen's code), the
 * auth popups, the account effects of a signed-in player on home (`useMoreTexts`). A guest who only
 * browses the lobby never downloads it. Until it is in, its keys read as empty text, never as raw
 * keys, and every translated component renders again when it arrives (`bindI18nStore: 'added'`):
 * but only if one of its texts was asked for before (issue 18). The service worker's warm-up
 * fetches it for a lobby that shows none of its texts, and re-rendering the whole page then was a
 * long task a few seconds after load, for nothing.
 */
export function loadMoreTexts(code: string = i18next.language): Promise<void> {
  const lang = translatedFor(code as LanguageCode);
  if (moreLoaded.has(lang)) return Promise.resolve();
  let loading = moreLoading.get(lang);
  if (!loading) {
    loading = loadBundle(moreBundles, lang).then((more) => {
      const silent = !moreMissed.has(lang);
      i18next.addResourceBundle(lang, 'translation', more, true, true, { silent });
      moreLoaded.add(lang);
    });
    moreLoading.set(lang, loading);
    // A failed download may be tried again (the next screen that needs it).
    loading.catch(() => moreLoading.delete(lang));
  }
  return loading;
}

/** A lazy screen's or popup's loader that also waits for the second chunk of texts it shows. */
export const withMoreTexts =
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    Promise.all([load(), loadMoreTexts()]).then(([m]) => m);

/** Merchant languages without translations fall back to English (locales/languages.ts). */
export const translatedFor = (code: LanguageCode): string =>
  (TRANSLATED_LANGUAGES as readonly string[]).includes(code) ? code : FALLBACK_LANGUAGE;

/** Starts i18next with the first chunk of texts, and the second too when the first screen needs it. */
export async function initI18n(lang: LanguageCode, opts: { more?: boolean } = {}): Promise<typeof i18next> {
  const resLang = translatedFor(lang);
  const [first, more] = await Promise.all([
    loadLanguage(resLang),
    opts.more ? loadBundle(moreBundles, resLang) : undefined,
  ]);
  const resources: Record<string, { translation: Record<string, unknown> }> = {
    [resLang]: { translation: { ...first, ...more } },
  };
  if (more) moreLoaded.add(resLang);
  await i18next.use(initReactI18next).init({
    lng: resLang,
    fallbackLng: false,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { bindI18nStore: 'added' },
    // A missing text reads as its default when the call gives one, else as its key; a text of the
    // second chunk before that chunk has arrived reads as empty, never as its key.
    parseMissingKeyHandler: (key: string, defaultValue?: string) => {
      if (defaultValue !== undefined) return defaultValue;
      const lang = translatedFor(i18next.language as LanguageCode);
      if (MORE_NAMESPACES.includes(key.split('.')[0]!) && !moreLoaded.has(lang)) {
        moreMissed.add(lang);
        return '';
      }
      return key;
    },
  });
  return i18next;
}

/** Loads a language's resources if needed and switches to it. */
export async function switchI18nLanguage(code: LanguageCode): Promise<void> {
  const lang = translatedFor(code);
  // A screen that shows the second chunk's texts keeps showing them in the new language.
  const needMore = moreLoaded.has(translatedFor(i18next.language as LanguageCode));
  const [first] = await Promise.all([
    i18next.hasResourceBundle(lang, 'translation') ? undefined : loadLanguage(lang),
    needMore ? loadMoreTexts(lang) : undefined,
  ]);
  if (first) i18next.addResourceBundle(lang, 'translation', first, true, true);
  await i18next.changeLanguage(lang);
}

/**
 * Whether something asked for a text of a language's second chunk before it was in: its arrival then
 * re-renders every translated component (tests keep the lobby's first screen from doing so).
 */
export const moreTextsAskedEarly = (code: string): boolean =>
  moreMissed.has(translatedFor(code as LanguageCode));

/** Whether the second chunk of the current language's texts is in. */
export const moreTextsReady = (): boolean => moreLoaded.has(translatedFor(i18next.language as LanguageCode));

export { i18next };
