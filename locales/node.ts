import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FALLBACK_LANGUAGE, TRANSLATED_LANGUAGES, type TranslatedLanguage } from './languages';
import { translateWith, type Messages, type Resources } from './translate';

/**
 * The locales folder, found from the project root (the folder with package.json above this module):
 * the same from the sources and from the compiled server bundle in dist/server.
 */
function localesDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return join(dir, 'locales');
}
const here = localesDir();

/** The namespace file of the error codes only the console meets (merged into `errors` when read). */
export const CONSOLE_ERRORS = 'console-errors';

/** Servers and tests: every namespace file of every translated language, read once. */
export function loadResources(): Resources {
  const out: Resources = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const messages: Messages = {};
    for (const file of readdirSync(join(here, lang))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      messages[file.slice(0, -5)] = JSON.parse(readFileSync(join(here, lang, file), 'utf8')) as Messages;
    }
    // The console's own error codes are kept apart so the player app's first texts do not carry
    // them (console-errors.json); read here, every code is an `errors.<code>` as the API answers it.
    const { [CONSOLE_ERRORS]: consoleErrors, ...namespaces } = messages;
    out[lang] = {
      ...namespaces,
      errors: { ...(namespaces.errors as Messages), ...(consoleErrors as Messages) },
    };
  }
  return out;
}

let cache: Resources | undefined;
/** The message for a key in a language (falls back to English, then to the key). */
export function t(lang: string | undefined, key: string, params?: Record<string, unknown>): string {
  cache ??= loadResources();
  return (
    translateWith(cache[lang ?? FALLBACK_LANGUAGE], key, params) ??
    translateWith(cache[FALLBACK_LANGUAGE], key, params) ??
    key
  );
}

/** The language every text is written in first; others are counted against it. */
export const REFERENCE_LANGUAGE: TranslatedLanguage = 'vi';

/**
 * How many of the reference language's texts each language has (issue 35 item 10): a text counts
 * when the same key holds a non-empty text in that language. Languages without translations here
 * (not in TRANSLATED_LANGUAGES) have none: their players read English.
 */
export function textCounts(): {
  reference: TranslatedLanguage;
  total: number;
  texts: Record<string, number>;
} {
  cache ??= loadResources();
  const resources = cache;
  const leaves = (node: unknown, path: string[], out: string[][]): string[][] => {
    if (node && typeof node === 'object' && !Array.isArray(node))
      for (const [k, v] of Object.entries(node)) leaves(v, [...path, k], out);
    else out.push(path);
    return out;
  };
  const keys = leaves(resources[REFERENCE_LANGUAGE], [], []);
  const has = (messages: unknown, path: string[]) => {
    const v = path.reduce<unknown>(
      (n, k) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[k] : undefined),
      messages,
    );
    return typeof v === 'string' ? v.trim() !== '' : Array.isArray(v);
  };
  const texts: Record<string, number> = {};
  for (const lang of TRANSLATED_LANGUAGES)
    texts[lang] = keys.filter((path) => has(resources[lang], path)).length;
  return { reference: REFERENCE_LANGUAGE, total: keys.length, texts };
}
