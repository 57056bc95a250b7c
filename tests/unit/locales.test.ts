import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { ERROR_CODE_LIST } from '../../schemas';
import { loadResources } from '../../locales/node';
import type { Messages } from '../../locales/translate';

const flatten = (m: Messages, prefix = ''): string[] =>
  Object.entries(m).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flatten(v, `${prefix}${k}.`),
  );

const resources = loadResources();

describe('locales', () => {
  it('vi and en have the same namespaces and the same keys', () => {
    const vi = flatten(resources.vi!).sort();
    const en = flatten(resources.en!).sort();
    expect(vi.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !vi.includes(k))).toEqual([]);
  });
  it('no message is empty', () => {
    for (const lang of ['vi', 'en']) {
      const valueOf = (k: string) =>
        k.split('.').reduce<unknown>((n, p) => (n as Messages)[p], resources[lang]);
      const empty = flatten(resources[lang]!).filter((k) => !String(valueOf(k)).trim());
      expect(empty, lang).toEqual([]);
    }
  });
  it('each namespace file is an object of messages (nested objects, every leaf a string), the same files in vi and en', () => {
    const files = (lang: string) =>
      readdirSync(new URL(`../../locales/${lang}/`, import.meta.url).pathname)
        .filter((x) => x.endsWith('.json'))
        .sort();
    expect(files('en')).toEqual(files('vi'));
    /** JSON pointers of everything in a namespace that is not a message or a group of messages. */
    const notMessages = (v: unknown, at: string): string[] => {
      if (typeof v === 'string') return [];
      if (!v || typeof v !== 'object' || Array.isArray(v) || Object.keys(v).length === 0) return [at || '/'];
      return Object.entries(v).flatMap(([k, x]) => notMessages(x, `${at}/${k}`));
    };
    for (const lang of ['vi', 'en']) {
      for (const f of files(lang)) {
        const json: unknown = JSON.parse(
          readFileSync(new URL(`../../locales/${lang}/${f}`, import.meta.url).pathname, 'utf8'),
        );
        expect(notMessages(json, ''), `${lang}/${f}`).toEqual([]);
      }
    }
  });
  it('every error code of the catalogue has a message in both languages', () => {
    for (const code of ERROR_CODE_LIST) {
      expect((resources.vi!.errors as Messages)[code], `vi ${code}`).toBeTruthy();
      expect((resources.en!.errors as Messages)[code], `en ${code}`).toBeTruthy();
    }
  });
  it('every config problem key that core can emit has a message', () => {
    const sources = [
      'core/config/semantic.ts',
      'core/config/problems.ts',
      'core/config/validate.ts',
      'config-server/store/merchant-store.ts',
    ]
      .map((f) => readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8'))
      .join('\n');
    const keys = new Set(
      [...sources.matchAll(/problem\((?:[^(),]|\([^()]*\))*,\s*'(\w+)'/g)].map((m) => m[1]!),
    );
    expect(keys.size).toBeGreaterThan(15);
    for (const key of keys) {
      expect(((resources.en!.config as Messages).errors as Messages)[key], key).toBeTruthy();
      expect(((resources.vi!.config as Messages).errors as Messages)[key], key).toBeTruthy();
    }
  });
});
