// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { queryKeys } from '../../shared/query-keys';
import { useSessionStore } from '../../shared/session-store';
import { TokensPanel } from './tokens-panel';

const MERCHANTS = [
  { code: 'demo', name: 'Demo Club' },
  { code: 'lotus', name: 'Lotus' },
];
const TOKENS = [
  { id: 'a', name: 'BI', createdBy: 'op', createdAt: '2026-11-28T03:00:00Z', merchants: ['lotus'] },
  { id: 'b', name: 'Everything', createdBy: 'op', createdAt: '2026-11-28T03:00:00Z' },
];

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.merchants.all, MERCHANTS);
  client.setQueryData(queryKeys.tokens.all, TOKENS);
  return render(
    <QueryClientProvider client={client}>
      <TokensPanel />
    </QueryClientProvider>,
  );
}

describe('API tokens scoped to merchants in the console (issue 35, beyond the anchors)', () => {
  const sent: unknown[] = [];
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    sent.length = 0;
    useSessionStore.setState({ token: 't', user: { id: '1', username: 'op', role: 'operator' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: { method?: string; body?: string }) => {
        const json = (body: unknown) =>
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
        if (init.method !== 'POST') return json(TOKENS);
        sent.push(JSON.parse(init.body ?? 'null'));
        return json({ id: 'c', name: 'x', token: 'ro_secret', createdBy: 'op' });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('each token says which merchants it reads', () => {
    renderPanel();
    expect(
      screen.getByText(i18n.t('publishing.tokens.reads', { merchants: 'Lotus' }), { exact: false }),
    ).toBeTruthy();
    expect(screen.getByText(i18n.t('publishing.tokens.readsAll'), { exact: false })).toBeTruthy();
  });

  it('a token made for Demo only is sent with that scope; one for every merchant without one', async () => {
    renderPanel();
    const name = screen.getByLabelText(i18n.t('publishing.tokens.name'));
    fireEvent.change(name, { target: { value: 'Demo BI' } });
    fireEvent.click(screen.getByLabelText(i18n.t('console.users.allMerchants')));
    // Unticking "every merchant" ticks each one: untick Lotus.
    fireEvent.click(screen.getByLabelText(/^Lotus/));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('publishing.tokens.create') }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Demo BI', merchants: ['demo'] }]));
    await screen.findByText('ro_secret');
    fireEvent.change(name, { target: { value: 'All' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('publishing.tokens.create') }));
    await waitFor(() => expect(sent[1]).toEqual({ name: 'All' }));
  });
});
