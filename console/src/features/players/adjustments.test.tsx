// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPlayerAdjustments } from '@schemas';
import { i18n } from '../../shared/i18n';
import { queryKeys } from '../../shared/query-keys';
import { useSessionStore } from '../../shared/session-store';
import { AdjustmentsTable } from './adjustments';

/*
 * A pending balance correction: another operator approves or rejects it; its proposer may withdraw it
 * (a wrong amount, a duplicate) and is never offered approve or reject.
 */
const at = '2026-11-29T03:00:00.000Z';
const page: AdminPlayerAdjustments = {
  total: 2,
  list: [
    { id: 7, amount: 500_000, reason: 'Nhập nhầm', status: 'pending', proposedBy: 'me', proposedAt: at },
    { id: 6, amount: -200_000, reason: 'Thu hồi', status: 'pending', proposedBy: 'other', proposedAt: at },
  ],
};

function renderTable() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.players.list('demo', 42, 'adjustments', 0), page);
  return render(
    <QueryClientProvider client={client}>
      <AdjustmentsTable code="demo" id={42} currency={{ code: 'VND', digits: 0 }} />
    </QueryClientProvider>,
  );
}

const rowOf = (id: number) =>
  screen.getAllByRole('row').find((r) => r.querySelector('td')?.textContent === String(id))!;

describe('balance corrections on the player page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    useSessionStore.setState({ token: 'tok', user: { id: '1', username: 'me', role: 'operator' } });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('the proposer withdraws their own pending correction; another operator’s they approve or reject', async () => {
    const calls: { url: string; method?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method });
        const withdrawn = { ...page.list[0]!, status: 'withdrawn' as const, decidedBy: 'me', decidedAt: at };
        // The withdrawal's answer, then the list asked again (the correction now withdrawn).
        const body = init?.method === 'POST' ? withdrawn : { ...page, list: [withdrawn, page.list[1]!] };
        return Promise.resolve(
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }),
    );
    renderTable();
    const mine = within(rowOf(7));
    expect(mine.queryByRole('button', { name: 'Approve #7' })).toBeNull();
    expect(mine.queryByRole('button', { name: 'Reject #7' })).toBeNull();
    const theirs = within(rowOf(6));
    expect(theirs.getByRole('button', { name: 'Approve #6' })).toBeTruthy();
    expect(theirs.queryByRole('button', { name: 'Withdraw #6' })).toBeNull();

    fireEvent.click(mine.getByRole('button', { name: 'Withdraw #7' }));
    expect((await screen.findByRole('status')).textContent).toBe('Correction #7 withdrawn: no money moved.');
    expect(calls[0]).toEqual({ url: '/api/admin/merchants/demo/adjustments/7/withdraw', method: 'POST' });
  });

  it('support and viewers are offered nothing', () => {
    useSessionStore.setState({ token: 'tok', user: { id: '2', username: 'me', role: 'support' } });
    renderTable();
    expect(within(rowOf(7)).queryByRole('button')).toBeNull();
    expect(within(rowOf(6)).queryByRole('button')).toBeNull();
  });
});
