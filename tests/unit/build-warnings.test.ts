import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Issue 32 item 23: the first `npm start` printed build warnings. Rolldown warns for each code
 * splitting group whose `name` is a function and that has no `debugName` (the label of its timing
 * report): every such group of the web builds has one.
 */

type Group = { name?: unknown; debugName?: string };
const groupsOf = (config: unknown): Group[] => {
  const build = (
    config as { build?: { rolldownOptions?: { output?: unknown }; rollupOptions?: { output?: unknown } } }
  ).build;
  const out = build?.rolldownOptions?.output ?? build?.rollupOptions?.output;
  const outputs = Array.isArray(out) ? out : out ? [out] : [];
  return outputs.flatMap((o: { codeSplitting?: { groups?: Group[] } }) => o.codeSplitting?.groups ?? []);
};

describe('web build configs', () => {
  for (const file of ['vite.renderer.config.ts', 'vite.console.config.ts'])
    it(`${file}: every code splitting group named by a function has a debugName`, async () => {
      const mod = (await import(`../../${file}`)) as { default: unknown };
      const config =
        typeof mod.default === 'function'
          ? await (mod.default as (env: object) => unknown)({ command: 'build', mode: 'production' })
          : mod.default;
      for (const g of groupsOf(config))
        if (typeof g.name === 'function') expect(g.debugName, JSON.stringify(g)).toMatch(/\S/);
    });
  it('the renderer build has its first-screen groups (the test reads them)', async () => {
    const mod = (await import('../../vite.renderer.config')) as { default: unknown };
    expect(groupsOf(mod.default).length).toBeGreaterThan(0);
  });
});

describe('npm install scripts', () => {
  it('every locked package with an install script is reviewed in package.json allowScripts (npm 11.16+ lists the others at every install)', () => {
    const root = new URL('../../', import.meta.url);
    const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
      allowScripts?: Record<string, boolean>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([, v]) => v.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    for (const name of withScripts) expect(typeof pkg.allowScripts?.[name], name).toBe('boolean');
  });
});
