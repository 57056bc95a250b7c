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
  it('every flag is offered as a working switch with its state (no flag is left without a screen)', async () => {
    await i18n.changeLanguage('en');
    toggle('signIn');
    const sw = screen.getByRole('switch', { name: /signIn/ });
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(i18n.t('console.widgets.on'))).toBeTruthy();
  });
});
