// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useRealI18n } from '@tests/support/ui-i18n';
import pkg from '../../../package.json' with { type: 'json' };

afterEach(() => cleanup());

// The owner's choice: the player app runs on React DOM 19 (issue 29), and its component tests run
// what players get. tests/e2e/runtime.spec.ts checks the same in the browser, on the built app.
describe("the player's tests run on the runtime players get", () => {
  it('react and react-dom are the 19 the project pins, and the same release', () => {
    expect(reactVersion).toBe(pkg.dependencies.react);
    expect(reactDomVersion).toBe(pkg.dependencies['react-dom']);
    expect(reactVersion.split('.')[0]).toBe('19');
    expect(pkg.dependencies).not.toHaveProperty('preact');
  });

  it("a library's hooks (react-i18next, loaded by Node) run inside the same React's render", async () => {
    await useRealI18n('en');
    function Title() {
      const { t } = useTranslation();
      return <h1>{t('titles.search')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('Search');
  });
});
