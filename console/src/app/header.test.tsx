// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeRow } from '@schemas';
import { i18n } from '../shared/i18n';
import { queryKeys } from '../shared/query-keys';
import { useSessionStore, type ConsoleUser } from '../shared/session-store';
import { Header } from './header';

const change = (id: number, status: string, author: string) =>
  ({ id, merchant: 'demo', status, author, fourEyes: [] }) as unknown as ChangeRow;

function renderAs(user: ConsoleUser, changes: ChangeRow[]) {
  useSessionStore.setState({ token: 't', user });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.changes.all, changes);
  client.setQueryData(queryKeys.merchants.all, []);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the pending-approvals count beside Changes (issue 35: approvals people notice)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
  });
  afterEach(cleanup);

  const CHANGES = [
    change(1, 'pending', 'ann'),
    change(2, 'pending', 'bob'),
    change(3, 'pending', 'op'),
    change(4, 'published', 'ann'),
    change(5, 'draft', 'ann'),
  ];

  it("counts the pending changes of other operators, not the operator's own nor decided ones", () => {
    renderAs({ id: '1', username: 'op', role: 'operator' }, CHANGES);
    const link = screen.getByRole('link', { name: /Thay đổi/ });
    expect(link.textContent).toContain('2');
    expect(link.textContent).toContain(i18n.t('publishing.nav.awaiting', { count: 2 }));
  });

  it('shows no count when nothing waits for this operator, nor to a viewer who cannot approve', () => {
    renderAs({ id: '1', username: 'op', role: 'operator' }, [change(3, 'pending', 'op')]);
    expect(screen.getByRole('link', { name: /Thay đổi/ }).textContent).toBe(i18n.t('publishing.nav.changes'));
    cleanup();
    renderAs({ id: '2', username: 'vi', role: 'viewer' }, CHANGES);
    expect(screen.getByRole('link', { name: /Thay đổi/ }).textContent).toBe(i18n.t('publishing.nav.changes'));
  });
});
