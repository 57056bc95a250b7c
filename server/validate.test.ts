import { describe, expect, it } from 'vitest';
import { AppError } from './http-errors';
import { rejectHostile } from './validate';

/** Issue 31: a lone surrogate is refused on every route, with the field named; real text passes. */
describe('rejectHostile: odd Unicode', () => {
  const refusal = (value: unknown) => {
    try {
      rejectHostile(value, 'body');
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      return ((e as AppError).details as { pointer: string; keyword: string }[])[0];
    }
    return undefined;
  };

  it('refuses a lone high or low surrogate in a value or a key, naming where', () => {
    expect(refusal({ title: '\ud800x' })).toEqual(
      expect.objectContaining({ pointer: '/title', keyword: 'unicode' }),
    );
    expect(refusal({ a: { b: ['ok', 'x\udc00'] } })).toEqual(expect.objectContaining({ pointer: '/a/b/1' }));
    expect(refusal({ name: 'end\ud83d' })?.keyword).toBe('unicode');
    expect(refusal({ '\ud800': 1 })?.keyword).toBe('unicode');
  });

  it('lets real text through: emoji (a surrogate pair), combining marks, bidi marks, BOM, non-characters', () => {
    for (const text of [
      'Rồng Vàng 💥🐉',
      'e\u0301',
      '\u202Eabc',
      '\uFEFFx',
      '\u200B',
      '\uFFFF',
      'Tiếng Việt',
    ])
      expect(refusal({ title: text })).toBeUndefined();
  });
});
