import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_NOT_BUILT_FLAGS, SITE_FLAGS } from '../../schemas';

/** Every switch of the merchant schema changes something a player sees, or says it does not yet. */
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
  it.each(SITE_FLAGS.filter((f) => !SCREEN_NOT_BUILT_FLAGS.includes(f)))(
    '%s is read by code that decides what a player sees',
    (flag) => {
      // Read by a consumer (flags.X, or 'X' in a table of flag-driven controls), or gating a default menu entry.
      expect(
        code.includes(`flags.${flag}`) ||
          code.includes(`'${flag}'`) ||
          schema.includes(`requiresFlag: '${flag}'`),
        flag,
      ).toBe(true);
    },
  );
  it('a flag whose screen is not built is still a flag (listed in SITE_FLAGS)', () => {
    for (const f of SCREEN_NOT_BUILT_FLAGS) expect(SITE_FLAGS).toContain(f);
  });
});
