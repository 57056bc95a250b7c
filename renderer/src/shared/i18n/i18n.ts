import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@schemas';
import { FALLBACK_LANGUAGE, TRANSLATED_LANGUAGES } from '@locales/languages';
import type { RouteTexts } from '@core/routes';

/**
 * The player's namespaces only (the console's and the server's stay out of the bundle), in three
 * chunks per translated language, each fetched when something needs it (issues 18, 29):
 * - the lobby's (`resources-*.ts`): what home and the game lists show, always loaded first;
 * - `account` (`resources-*-account.ts`): the sign-in screens' (login, forgot password…);
 * - `more` (`resources-*-more.ts`): every other screen's.
 * A namespace file is flat: its file name is the top-level key (`t('common.ok')`).
 */
type Bundle = () => Promise<{ default: Record<string, unknown> }>;
const lobbyBundles: Record<string, Bundle> = {
  vi: () => import('./resources-vi'),
  en: () => import('./resources-en'),
};
const chunkBundles: Record<TextChunk, Record<string, Bundle>> = {
  account: {
    vi: () => import('./resources-vi-account'),
    en: () => import('./resources-en-account'),
  },
  more: {
    vi: () => import('./resources-vi-more'),
    en: () => import('./resources-en-more'),
  },
};
/** The namespaces of the chunks after the lobby's. */
export const TEXT_CHUNKS = {
  account: ['account', 'social', 'validation'],
  more: ['agent', 'content', 'member', 'money', 'safety'],
} as const satisfies Record<string, readonly string[]>;
export type TextChunk = keyof typeof TEXT_CHUNKS;
const CHUNKS = Object.keys(TEXT_CHUNKS) as TextChunk[];
const chunkOf = (namespace: string): TextChunk | undefined =>
  CHUNKS.find((c) => (TEXT_CHUNKS[c] as readonly string[]).includes(namespace));
/** The chunks a screen needs beyond the lobby's (core/routes.ts `routeTexts`). */
export const chunksFor = (texts: RouteTexts): TextChunk[] =>
  texts === 'all' ? CHUNKS : texts === 'account' ? ['account'] : [];

const loadBundle = async (from: Record<string, Bundle>, lang: string) =>
  (await (from[lang] ?? from[FALLBACK_LANGUAGE]!)()).default;

/** `lang:chunk` pairs that are in, or on their way. */
const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();
/** `lang:chunk` pairs one of whose texts was asked for before it was in (and read as empty). */
const missed = new Set<string>();

/**
 * One later chunk of a language's texts (the current language by default), once, when something
 * needs it: a screen outside the lobby (app/route-pages.ts waits for it with the screen's code), the
 * auth popups, the account effects of a signed-in player on home (`useMoreTexts`). A guest who only
 * browses the lobby never downloads it. Until it is in, its keys read as empty text, never as raw
 * keys, and every translated component renders again when it arrives (`bindI18nStore: 'added'`):
 * but only if one of its texts was asked for before (issue 18). The service worker's warm-up
 * fetches the chunks for a lobby that shows none of their texts, and re-rendering the whole page
 * then was a long task a few seconds after load, for nothing.
 */
export function loadTexts(chunk: TextChunk, code: string = i18next.language): Promise<void> {
  const lang = translatedFor(code as LanguageCode);
  const key = `${lang}:${chunk}`;
  if (loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = loadBundle(chunkBundles[chunk], lang).then((texts) => {
      i18next.addResourceBundle(lang, 'translation', texts, true, true, { silent: !missed.has(key) });
      loaded.add(key);
    });
    loading.set(key, pending);
    // A failed download may be tried again (the next screen that needs it).
    pending.catch(() => loading.delete(key));
  }
  return pending;
}

/** Every chunk after the lobby's (a screen that may show any text, the service worker's warm-up). */
export const loadMoreTexts = (code?: string): Promise<void> =>
  Promise.all(CHUNKS.map((c) => loadTexts(c, code))).then(() => undefined);

/** A lazy screen's or popup's loader that also waits for the chunks of texts it shows. */
export const withTexts =
  <T>(texts: RouteTexts, load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    Promise.all([load(), ...chunksFor(texts).map((c) => loadTexts(c))]).then(([m]) => m as T);
export const withMoreTexts = <T>(load: () => Promise<T>) => withTexts('all', load);

/** Merchant languages without translations fall back to English (locales/languages.ts). */
export const translatedFor = (code: LanguageCode): string =>
  (TRANSLATED_LANGUAGES as readonly string[]).includes(code) ? code : FALLBACK_LANGUAGE;

/** Starts i18next with the lobby's texts, and the chunks the first screen needs besides. */
export async function initI18n(
  lang: LanguageCode,
  opts: { texts?: RouteTexts } = {},
): Promise<typeof i18next> {
  const resLang = translatedFor(lang);
  const extra = chunksFor(opts.texts ?? 'lobby');
  const [first, ...more] = await Promise.all([
    loadBundle(lobbyBundles, resLang),
    ...extra.map((c) => loadBundle(chunkBundles[c], resLang)),
  ]);
  const resources: Record<string, { translation: Record<string, unknown> }> = {
    [resLang]: { translation: Object.assign({}, first, ...more) },
  };
  for (const c of extra) loaded.add(`${resLang}:${c}`);
  await i18next.use(initReactI18next).init({
    lng: resLang,
    fallbackLng: false,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { bindI18nStore: 'added' },
    // A missing text reads as its default when the call gives one, else as its key; a text of a
    // later chunk before that chunk has arrived reads as empty, never as its key.
    parseMissingKeyHandler: (key: string, defaultValue?: string) => {
      if (defaultValue !== undefined) return defaultValue;
      const lang = translatedFor(i18next.language as LanguageCode);
      const chunk = chunkOf(key.split('.')[0]!);
      if (chunk && !loaded.has(`${lang}:${chunk}`)) {
        missed.add(`${lang}:${chunk}`);
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
  // A screen that shows a later chunk's texts keeps showing them in the new language.
  const from = translatedFor(i18next.language as LanguageCode);
  const keep = CHUNKS.filter((c) => loaded.has(`${from}:${c}`));
  const [first] = await Promise.all([
    i18next.hasResourceBundle(lang, 'translation') ? undefined : loadBundle(lobbyBundles, lang),
    ...keep.map((c) => loadTexts(c, lang)),
  ]);
  if (first) i18next.addResourceBundle(lang, 'translation', first, true, true);
  await i18next.changeLanguage(lang);
}

/**
 * Whether something asked for a text of a language's later chunks before it was in: its arrival then
 * re-renders every translated component (tests keep the lobby's first screen from doing so).
 */
export const moreTextsAskedEarly = (code: string): boolean =>
  CHUNKS.some((c) => missed.has(`${translatedFor(code as LanguageCode)}:${c}`));

/** Whether every later chunk of the current language's texts is in. */
export const moreTextsReady = (): boolean => {
  const lang = translatedFor(i18next.language as LanguageCode);
  return CHUNKS.every((c) => loaded.has(`${lang}:${c}`));
};

export { i18next };
