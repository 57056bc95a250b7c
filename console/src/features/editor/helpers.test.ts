import { describe, expect, it } from 'vitest';
import { alignKeys } from '../../shared/align-keys';
import { compact, lineDiff } from '../../shared/line-diff';
import { problemsToErrorSchema } from '../../shared/problems';
import { sameJson } from '@core/same-json';
import { stripAddedDefaults } from './strip-defaults';
import { merchantConfigSchema } from '@schemas';

describe('console helpers', () => {
  it('lineDiff marks added and removed lines; compact keeps context around them', () => {
    const d = lineDiff('a\nb\nc\nd\ne\nf\ng', 'a\nb\nc\nX\ne\nf\ng');
    expect(d.filter((l) => l.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'd' },
      { kind: 'added', text: 'X' },
    ]);
    expect(compact(d, 1)).toEqual([
      'gap',
      { kind: 'same', text: 'c' },
      { kind: 'removed', text: 'd' },
      { kind: 'added', text: 'X' },
      { kind: 'same', text: 'e' },
      'gap',
    ]);
  });

  it('alignKeys restores the reference key order, new keys last', () => {
    const out = alignKeys({ b: 1, c: { y: 1, x: 2 }, a: 3, z: 0 }, { a: 0, b: 0, c: { x: 0, y: 0 } });
    expect(JSON.stringify(out)).toBe('{"a":3,"b":1,"c":{"x":2,"y":1},"z":0}');
    expect(sameJson({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
  });

  it('stripAddedDefaults drops the defaults rjsf fills in but keeps real edits', () => {
    const original = { code: 'x', flags: { captcha: true } };
    const edited = {
      code: 'x',
      flags: { captcha: true, smsLogin: false, CBS3: true },
      templates: { mem_cen: 'base', dep_func: 'base' },
      limits: { hotMax: 8, timings: { smsTickMs: 500 } },
    };
    expect(stripAddedDefaults(original, edited, merchantConfigSchema as never)).toEqual({
      code: 'x',
      flags: { captcha: true, CBS3: true },
    });
    expect(
      stripAddedDefaults(
        original,
        { ...edited, templates: { mem_cen: 'new', dep_func: 'base' } },
        merchantConfigSchema as never,
      ),
    ).toMatchObject({ templates: { mem_cen: 'new' } });
  });

  it('problems become rjsf errors at their pointers, translated', () => {
    const t = (p: { key: string; params?: Record<string, unknown> }) =>
      `${p.key}:${JSON.stringify(p.params ?? {})}`;
    const schema = problemsToErrorSchema(
      [
        {
          pointer: '/theme/colors/primary',
          key: 'config.errors.pattern',
          message: 'x',
          params: { pattern: '#' },
        },
        { pointer: '/hosts/0', key: 'config.errors.hostTaken', message: 'y', params: {} },
      ],
      t,
    );
    expect(schema).toEqual({
      theme: { colors: { primary: { __errors: ['config.errors.pattern:{"pattern":"#"}'] } } },
      hosts: { 0: { __errors: ['config.errors.hostTaken:{}'] } },
    });
  });
});

describe('fillDefaults', () => {
  it('fills a member default before its children, as Ajv does on the server', async () => {
    const { fillDefaults } = await import('../../shared/config/fill-defaults');
    const out = fillDefaults(merchantConfigSchema as never, { code: 'x', register: {} }) as {
      register: { fields: Record<string, { enabled: boolean; minLength: number }> };
      flags: Record<string, boolean>;
    };
    expect(out.register.fields.username).toMatchObject({ enabled: true, minLength: 4 });
    expect(out.register.fields.zalo).toMatchObject({ enabled: false });
    expect(out.flags.REWCEN3).toBe(true);
    const input = { code: 'x' };
    fillDefaults(merchantConfigSchema as never, input);
    expect(input).toEqual({ code: 'x' });
  });
});

describe('merge3', () => {
  it('replays my edits on their version; a value both changed is a conflict, theirs kept by default', async () => {
    const { merge3 } = await import('./merge3');
    const base = { flags: { a: true, b: true }, name: 'X', menus: [1, 2] };
    const mine = { flags: { a: false, b: true }, name: 'X', menus: [1, 2], extra: 1 };
    const theirs = { flags: { a: true, b: false }, name: 'Y', menus: [2, 1] };
    expect(merge3(base, mine, theirs)).toEqual({
      merged: { flags: { a: false, b: false }, name: 'Y', menus: [2, 1], extra: 1 },
      conflicts: [],
    });
    // Bug 8: the same field changed on both sides is listed, and the safe side (theirs) is the default.
    expect(merge3({ x: 1 }, { x: 2 }, { x: 3 })).toEqual({
      merged: { x: 3 },
      conflicts: [{ pointer: '/x', base: 1, mine: 2, theirs: 3 }],
    });
    expect(merge3({ x: 1 }, { x: 2 }, { x: 3 }, new Set(['/x'])).merged).toEqual({ x: 2 });
    expect(merge3({ x: 1, y: 1 }, { x: 1 }, { x: 1, y: 1 }).merged).toEqual({ x: 1 });
    expect(merge3({ m: [1] }, { m: [1, 2] }, { m: [1, 2] }).conflicts).toEqual([]);
  });
});

describe('deriveUiSchema', () => {
  it('picks widgets from the merchant schema itself', async () => {
    const { deriveUiSchema } = await import('./rjsf/ui-schema');
    const ui = deriveUiSchema(merchantConfigSchema as never) as Record<
      string,
      Record<string, Record<string, Record<string, unknown>>>
    >;
    expect(ui.theme!.colors!.primary!['ui:widget']).toBe('colour');
    expect(ui.register!.fields!.username!.regExp).toEqual({ 'ui:widget': 'regexp' });
    expect((ui.games!.categoryOrder as unknown as Record<string, unknown>)['ui:widget']).toBe('orderedEnum');
    expect((ui.languages as unknown as Record<string, unknown>)['ui:widget']).toBe('orderedEnum');
    expect((ui.menus!.sideMenu as unknown as Record<string, unknown>)['ui:options']).toEqual({
      orderable: true,
      copyable: false,
    });
    expect((ui.register!.fields!.username as Record<string, unknown>)['ui:classNames']).toBe('dense');
    expect((ui.$schema as unknown as Record<string, unknown>)['ui:widget']).toBe('hidden');
    expect(ui.content!.about!.additionalProperties).toEqual({ 'ui:widget': 'textarea' });
  });
});

describe('pointerLines', () => {
  it('finds the line of every member, and the nearest parent of a missing one', async () => {
    const { pointerLines, lineOf } = await import('./json-lines');
    const text = JSON.stringify({ a: 1, flags: { x: true, 'a/b': false }, list: [{ k: 'v' }, 2] }, null, 2);
    const lines = pointerLines(text);
    expect(lines.get('/a')).toBe(2);
    expect(lines.get('/flags/x')).toBe(4);
    expect(lines.get('/flags/a~1b')).toBe(5);
    expect(lines.get('/list/0/k')).toBe(9);
    expect(lines.get('/list/1')).toBe(11);
    expect(lineOf(lines, '/flags/unknown')).toBe(3);
  });
});
