import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { barrelTargets, rewriteBarrelImports } from '../../scripts/build/direct-imports';

/** The renderer build's barrel rewrite (issue 29): a module's graph names the files it really uses. */
describe('direct imports', () => {
  const dir = mkdtempSync(join(tmpdir(), 'barrel-'));
  mkdirSync(join(dir, 'ui'));
  writeFileSync(
    join(dir, 'ui', 'index.ts'),
    [
      "export { Button, type ButtonProps } from './button';",
      "export { default as TitledPage } from './titled-page';",
      "export { Popup as Dialog } from './popup';",
      "export * from './constants';",
    ].join('\n'),
  );
  const targets = barrelTargets(join(dir, 'ui', 'index.ts'));
  const rewrite = (code: string) =>
    rewriteBarrelImports(code, (spec) => (spec === './ui' ? targets : undefined));

  it('reads named re-exports, renamed and default ones included', () => {
    expect(targets.get('Button')).toEqual({ file: join(dir, 'ui', 'button'), name: 'Button' });
    expect(targets.get('TitledPage')).toEqual({ file: join(dir, 'ui', 'titled-page'), name: 'default' });
    expect(targets.get('Dialog')).toEqual({ file: join(dir, 'ui', 'popup'), name: 'Popup' });
  });

  it('rewrites an import of the barrel into imports of the files, keeping local names and types', () => {
    const out = rewrite(
      "import { Button, Dialog as D, TitledPage, type ButtonProps } from './ui';\nuse(Button);",
    );
    expect(out).toContain(`import { Button, type ButtonProps } from '${join(dir, 'ui', 'button')}';`);
    expect(out).toContain(`import { Popup as D } from '${join(dir, 'ui', 'popup')}';`);
    expect(out).toContain(`import { default as TitledPage } from '${join(dir, 'ui', 'titled-page')}';`);
    expect(out).not.toContain("from './ui'");
    expect(out).toContain('use(Button);');
  });

  it("keeps what it cannot place on the barrel (export *), and leaves other modules' imports alone", () => {
    const out = rewrite("import { Button, GAP } from './ui';");
    expect(out).toContain(`import { Button } from '${join(dir, 'ui', 'button')}';`);
    expect(out).toContain("import { GAP } from './ui';");
    expect(rewrite("import { x } from './other';")).toBeUndefined();
    expect(rewrite("import * as ui from './ui';")).toBeUndefined();
  });
});
