import { expect, test } from './fixtures';
import pkg from '../../package.json' with { type: 'json' };
import { baseOf } from './lobby-support';

/*
 * Issue 29: players run the owner's choice, React DOM 19, not a compatibility layer. A renderer
 * announces itself to the React DevTools hook when it starts (its package name and version): the
 * page gets a minimal hook before any script runs, and reads what registered.
 */
for (const code of ['demo', 'lotus'] as const)
  test(`${code} /m/home runs on react-dom ${pkg.dependencies['react-dom']}`, async ({ page }) => {
    await page.addInitScript(() => {
      const renderers: { name?: string; version?: string }[] = [];
      Object.assign(window, { __renderers: renderers });
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          renderers: new Map(),
          inject(internals: { rendererPackageName?: string; version?: string }) {
            renderers.push({ name: internals.rendererPackageName, version: internals.version });
            return renderers.length;
          },
          checkDCE() {},
          onScheduleFiberRoot() {},
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
        },
      });
    });
    await page.goto(`${baseOf(code)}/m/home`);
    await expect(page.getByRole('contentinfo').or(page.locator('.app')).first()).toBeVisible();
    const renderers = await page.evaluate(
      () => (window as unknown as { __renderers: unknown[] }).__renderers,
    );
    expect(renderers).toEqual([{ name: 'react-dom', version: pkg.dependencies['react-dom'] }]);
  });
