import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_FLAGS } from '../../schemas';

/** Every switch of the merchant schema changes something a player sees (flags without a screen were removed: issue 12). */
const root = new URL('../..', import.meta.url).pathname;
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(join(root, p)).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
const code = ['core', 'renderer/src', 'platform-api', 'config-server']
  .flatMap(sources)
  .map((f) => readFileSync(join(root, f), 'utf8'))
  .join('\n');
const schema = readFileSync(join(root, 'schemas/merchant.schema.ts'), 'utf8');

describe('site flags', () => {
  it.each([...SITE_FLAGS])('%s is read by code that decides what a player sees', (flag) => {
    // Read by a consumer (flags.X, or 'X' in a table of flag-driven controls), or gating a default menu entry.
    expect(
      code.includes(`flags.${flag}`) ||
        code.includes(`'${flag}'`) ||
        schema.includes(`requiresFlag: '${flag}'`),
      flag,
    ).toBe(true);
  });
  it('the menu flags the spec names without a screen here (mission, SAVIOR, promo code, referral) are not offered', () => {
    for (const f of ['mission', 'SAVIOR', 'promoCode', 'referral']) expect(SITE_FLAGS).not.toContain(f);
  });
});
