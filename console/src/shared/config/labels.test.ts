import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { helpOf, labelKeys, labelOf, schemaPathOf, schemaPaths } from './labels';

const file = (lang: string) =>
  JSON.parse(readFileSync(`locales/${lang}/console-labels.json`, 'utf8')) as {
    label: Record<string, string>;
    help: Record<string, string>;
  };

describe('field labels (locales/*/console-labels.json, keyed by schema path)', () => {
  const paths = schemaPaths();

  it('walks the whole merchant schema', () => {
    expect(paths.length).toBeGreaterThan(300);
    expect(paths).toContain('flags/CHNGPASSVERIF3');
    expect(paths).toContain('register/fields/username/minLength');
    expect(paths).toContain('menus/footer/csType');
  });

  it('every schema property has a human label in vi and in en', () => {
    for (const lang of ['vi', 'en']) {
      const missing = paths.filter((p) => !labelOf(p, lang));
      expect(missing, `${lang}: properties without a label`).toEqual([]);
    }
  });

  it('a label is not the property name, and the two languages differ where words are translated', () => {
    const raw = paths.filter((p) => labelOf(p, 'en') === p.split('/').pop());
    expect(raw).toEqual([]);
    expect(labelOf('flags/mobileRegistrationWithPassword', 'vi')).toMatch(/Đăng ký/);
    expect(labelOf('limits/timings/validationDebounceMs', 'en')).not.toMatch(/validationDebounceMs/);
  });

  it('help texts never cite spec sections, and both languages have the same help entries', () => {
    for (const lang of ['vi', 'en']) {
      const f = file(lang);
      for (const [k, v] of Object.entries({ ...f.label, ...f.help }))
        expect(v, `${lang} ${k}`).not.toMatch(/spec|§/i);
    }
    expect(Object.keys(file('vi').help).sort()).toEqual(Object.keys(file('en').help).sort());
    expect(Object.keys(file('vi').label).sort()).toEqual(Object.keys(file('en').label).sort());
    expect(helpOf('status/maintenance', 'en')).toMatch(/every player/);
  });

  it('choice names (issue 35) name choices of real lists, in both languages', () => {
    const vi = (file('vi') as unknown as { choice: Record<string, Record<string, string>> }).choice;
    const en = (file('en') as unknown as { choice: Record<string, Record<string, string>> }).choice;
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    for (const [path, names] of Object.entries(vi)) {
      expect(
        paths.some((p) => labelKeys(p).includes(path)),
        path,
      ).toBe(true);
      expect(Object.keys(names).sort(), path).toEqual(Object.keys(en[path]!).sort());
    }
  });

  it('a problem pointer finds its schema path (list indices dropped, shared rules generalised)', () => {
    expect(schemaPathOf('/menus/footer/2/enabled')).toBe('menus/footer/enabled');
    expect(schemaPathOf('/content/about/vi')).toBe('content/about/*');
    expect(labelKeys('register/fields/username/minLength')).toContain('register/fields/*/minLength');
    expect(labelOf('menus/footer/enabled', 'en')).toBe('Shown');
  });
});
