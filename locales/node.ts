import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FALLBACK_LANGUAGE, TRANSLATED_LANGUAGES } from './languages';
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
    out[lang] = messages;
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
