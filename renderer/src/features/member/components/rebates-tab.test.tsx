// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useRealI18n } from '@tests/support/ui-i18n';
import { formatMoney } from '@core/money';
import { ApiError, apiFetch } from '../../../shared/api';
import { RebatesTab, REBATES_PAGE_SIZE } from './rebates-tab';

const currency = { code: 'VND', symbol: '₫', decimals: 0, symbolPosition: 'after' } as const;
vi.mock('../../../shared/config', () => ({
  getMerchantConfig: () => ({ limits: { timings: {} } }),
  useMerchantConfig: () => ({ currency }),
  useMoney: () => ({ format: (n: number) => formatMoney(currency, n, 'vi'), digits: 0 }),
}));
vi.mock('../../../shared/session', () => ({ useSession: () => ({ token: 'member-token' }) }));
vi.mock('../../../shared/api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiFetch: vi.fn(),
}));
const fetchMock = vi.mocked(apiFetch);

/** The DOM text as testing-library normalises it (the currency's no-break space becomes a space). */
const norm = (s: string) => s.replace(/\s+/g, ' ');
const renderTab = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RebatesTab />
    </QueryClientProvider>,
  );

let t: Awaited<ReturnType<typeof useRealI18n>>;
beforeAll(async () => {
  t = await useRealI18n();
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

describe('RebatesTab (reward centre, GET /api/rebates)', () => {
  it('lists each rebate with its category, period, valid bet, rate, amount and paid state', async () => {
    fetchMock.mockResolvedValue({
      list: [
        {
          id: 2,
          periodStart: '2026-11-16',
          periodEnd: '2026-11-22',
          category: 'RNG',
          validBet: 4_000_000,
          ratePermille: 8,
          amount: 32_000,
          paidAt: '2026-11-23T01:00:00Z',
        },
        {
          id: 1,
          periodStart: '2026-11-16',
          periodEnd: '2026-11-22',
          category: 'XYZ',
          validBet: 1_000_000,
          ratePermille: 5,
          amount: 5_000,
          paidAt: null,
        },
      ],
      total: 2,
    });
    renderTab();
    expect(
      await screen.findByText(t('member.rebates.line', { category: t('member.rebates.category.RNG') })),
    ).toBeTruthy();
    // An unknown category shows its code.
    expect(screen.getByText(t('member.rebates.line', { category: 'XYZ' }))).toBeTruthy();
    expect(screen.getByText(norm(`+${formatMoney(currency, 32_000, 'vi')}`))).toBeTruthy();
    expect(
      screen.getByText(
        norm(t('member.rebates.detail', { bet: formatMoney(currency, 4_000_000, 'vi'), rate: '0,8' })),
      ),
    ).toBeTruthy();
    expect(screen.getByText(t('member.rebates.paid'))).toBeTruthy();
    expect(screen.getByText(t('member.rebates.pending'))).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/rebates',
      expect.objectContaining({ query: { page: 1, size: REBATES_PAGE_SIZE } }),
    );
  });

  it('an empty list shows the empty state', async () => {
    fetchMock.mockResolvedValue({ list: [], total: 0 });
    renderTab();
    expect(await screen.findByText(t('member.rebates.empty'))).toBeTruthy();
  });

  it('a platform without the rebates API (404) shows the empty state, not an error', async () => {
    fetchMock.mockRejectedValue(new ApiError('NOT_FOUND', 404, 'Not found'));
    renderTab();
    expect(await screen.findByText(t('member.rebates.empty'))).toBeTruthy();
  });

  it('another failure offers a retry', async () => {
    fetchMock.mockRejectedValue(new ApiError('INTERNAL', 500, 'boom'));
    renderTab();
    expect(await screen.findByRole('button', { name: t('member.retry') })).toBeTruthy();
  });
});
