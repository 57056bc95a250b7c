// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { useState as preactUseState } from 'preact/hooks';
import { createRoot as preactCreateRoot } from 'preact/compat/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useRealI18n } from '@tests/support/ui-i18n';

afterEach(() => cleanup());

// The player app ships on Preact's compatibility layer (aliases.mjs); its tests must run on it too,
// for our modules (vite's aliases) and for the libraries Node loads itself (tests/support/preact-in-node.ts).
describe("the player's tests run on the runtime players get", () => {
  it('our modules import Preact under the names react and react-dom/client', () => {
    expect(useState).toBe(preactUseState);
    expect(createRoot).toBe(preactCreateRoot);
  });

  it("a library's hooks (react-i18next, loaded by Node) run inside a Preact render", async () => {
    await useRealI18n('en');
    function Title() {
      const { t } = useTranslation();
      return <h1>{t('titles.search')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('Search');
  });
});
