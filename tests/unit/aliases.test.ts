import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { ALIASES } from '../../aliases.mjs';
import { ROUTES } from '@core/routes';
import { ROUTES as viaRelative } from '../../core/routes';

const root = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });
const lint = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: file }))[0]!.messages;

describe('path aliases', () => {
  it('tsconfig.json names the same aliases as aliases.mjs (tsx and tsc read tsconfig)', () => {
    const tsconfig = JSON.parse(readFileSync(`${root}tsconfig.json`, 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const fromTsconfig = Object.entries(tsconfig.compilerOptions.paths)
      .filter(([k]) => k.endsWith('/*'))
      .map(([k, v]) => [k.slice(0, -2), v[0]!.replace(/^\.\//, '').replace(/\/\*$/, '')]);
    expect(Object.fromEntries(fromTsconfig)).toEqual(ALIASES);
  });

  it('an alias resolves to the same module as the relative path (vitest)', () => {
    expect(ROUTES).toBe(viaRelative);
  });

  it('lint refuses four or more ../ and accepts the alias', async () => {
    const deep = await lint(
      'renderer/src/features/games/components/probe.ts',
      "import { ROUTES } from '../../../../../core/routes';\nexport const x = ROUTES;",
    );
    expect(deep.map((m) => m.ruleId)).toContain('no-restricted-imports');
    const aliased = await lint(
      'renderer/src/features/games/components/probe.ts',
      "import { ROUTES } from '@core/routes';\nexport const x = ROUTES;",
    );
    expect(aliased.map((m) => m.ruleId)).not.toContain('no-restricted-imports');
  });

  it('the import table sees through aliases', async () => {
    const out = await lint(
      'renderer/src/features/games/components/probe.ts',
      "import { openDb } from '@server/db/db';\nexport const x = openDb;",
    );
    expect(out.map((m) => m.ruleId)).toContain('import-x/no-restricted-paths');
  });
});
