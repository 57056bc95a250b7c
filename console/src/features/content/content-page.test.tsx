// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../app/header';
import { useCurrentMerchantStore } from '../../shared/current-merchant';
import { queryKeys } from '../../shared/query-keys';
import { i18n } from '../../shared/i18n';
import { useSessionStore } from '../../shared/session-store';
import { ContentPage } from './content-page';

// The list itself (its API calls) is not what is tested here: which merchant the page is on is.
vi.mock('./content-list', () => ({
  ContentList: ({ code }: { code: string }) => <p data-testid="list">{code}</p>,
}));

const MERCHANTS = [
  { code: 'basic', name: 'Basic Bet' },
  { code: 'demo', name: 'Demo' },
  { code: 'lotus', name: 'Lotus' },
];

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.merchants.all, MERCHANTS);
  client.setQueryData(queryKeys.changes.all, []);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
        <Routes>
          <Route path="/content" element={<ContentPage />} />
          <Route path="*" element={<p>other</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const select = () => screen.getByLabelText(i18n.t('cms.merchant'), { exact: false }) as HTMLSelectElement;

describe('the Content page keeps the merchant the operator was on (issue 35 item 11)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    sessionStorage.clear();
    useCurrentMerchantStore.setState({ code: undefined });
    useSessionStore.setState({ token: 't', user: { id: '1', username: 'op', role: 'operator' } });
  });
  afterEach(cleanup);

  it('with no merchant worked on, it opens on the first (Basic Bet)', () => {
    renderAt('/content');
    expect(select().value).toBe('basic');
    expect(screen.getByTestId('list').textContent).toBe('basic');
  });

  it("coming from Demo's pages, the navigation link carries ?merchant=demo and the page opens on Demo", () => {
    act(() => useCurrentMerchantStore.getState().remember('demo'));
    renderAt('/merchants/demo');
    const link = screen.getByRole('link', { name: i18n.t('cms.nav') });
    expect(link.getAttribute('href')).toBe('/content?merchant=demo');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/content?merchant=demo');
    expect(select().value).toBe('demo');
    expect(screen.getByTestId('list').textContent).toBe('demo');
    expect(sessionStorage.getItem('console.merchant')).toBe('demo');
  });

  it('the address wins over the last merchant; a pick is kept in the address and remembered', () => {
    act(() => useCurrentMerchantStore.getState().remember('demo'));
    renderAt('/content?merchant=lotus');
    expect(select().value).toBe('lotus');
    fireEvent.change(select(), { target: { value: 'basic' } });
    expect(screen.getByTestId('where').textContent).toBe('/content?merchant=basic');
    expect(screen.getByTestId('list').textContent).toBe('basic');
    expect(useCurrentMerchantStore.getState().code).toBe('basic');
  });

  it('a merchant the operator may not see (or that is gone) falls back to the first', () => {
    renderAt('/content?merchant=nope');
    expect(select().value).toBe('basic');
  });
});
