// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { ToggleWidget } from './widgets';

const toggle = (name: string) =>
  render(
    <ToggleWidget
      {...({
        id: `cfg-flags_flags_${name}`,
        name,
        label: name,
        value: true,
        onChange: () => undefined,
        schema: { type: 'boolean' },
      } as unknown as WidgetProps)}
    />,
  );

describe('flag switches in the console', () => {
  afterEach(cleanup);
  it('a flag whose screen is not built says so; a working flag does not', async () => {
    await i18n.changeLanguage('en');
    toggle('mission');
    expect(screen.getByRole('switch', { name: /mission/ })).toBeTruthy();
    expect(screen.getByText(i18n.t('console.widgets.screenNotBuilt'))).toBeTruthy();
    cleanup();
    toggle('captcha');
    expect(screen.queryByText(i18n.t('console.widgets.screenNotBuilt'))).toBeNull();
  });
});
