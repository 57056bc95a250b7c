// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import { labelOf } from '../../shared/config/labels';
import { queryKeys } from '../../shared/query-keys';
import { CompareVersions } from './compare-versions';

const demo = JSON.parse(readFileSync('merchants/demo.json', 'utf8')) as { flags: Record<string, boolean> };
const DOCS: Record<number, unknown> = {
  1: demo,
  2: { ...demo, name: 'Demo 2' },
  3: { ...demo, name: 'Demo 2', flags: { ...demo.flags, smsLogin: !demo.flags.smsLogin } },
};

let where = '';
function Where() {
  const l = useLocation();
  where = l.search;
  return null;
}

function renderAt(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [v, document] of Object.entries(DOCS))
    client.setQueryData(queryKeys.version.of('demo', Number(v)), { version: Number(v), document });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/merchants/demo/history${search}`]}>
        <CompareVersions code="demo" versions={[3, 2, 1]} />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('compare any two versions on the history page (issue 35, beyond the anchors)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
  });
  afterEach(cleanup);

  const sms = () => labelOf('flags/smsLogin', 'vi')!;

  it('opens on the two newest; picking version 1 as the start adds what changed since then', () => {
    renderAt('');
    const summary = () => document.querySelector('.compare-versions')!.textContent!;
    expect(summary()).toContain(sms());
    expect(summary()).not.toContain('Demo 2');
    fireEvent.change(screen.getByLabelText(i18n.t('console.history.compare.from')), {
      target: { value: '1' },
    });
    expect(where).toContain('from=1');
    expect(summary()).toContain(sms());
    expect(summary()).toContain('Demo 2');
  });

  it('shows the JSON diff only when asked', () => {
    renderAt('');
    expect(document.querySelector('.json-diff')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('console.history.compare.json') }));
    expect(document.querySelector('.json-diff')!.textContent).toContain('smsLogin');
  });

  it('reads the pair from the address, and says so when both sides are one version', () => {
    renderAt('?from=2&to=2');
    expect(screen.getByText(i18n.t('console.history.compare.same'))).toBeTruthy();
  });
});
