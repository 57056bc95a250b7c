// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useRealI18n } from '@tests/support/ui-i18n';
import { formatMoney } from '@core/money';
import type { PlaySession } from '@schemas/api';
import RealityCheck from './reality-check';

const MIN = 60_000;
let figures: PlaySession;

const currency = { code: 'VND', symbol: '₫', decimals: 0, symbolPosition: 'after' } as const;
vi.mock('../../../shared/config', () => ({
  useMerchantConfig: () => ({ currency }),
  useMoney: () => ({ format: (n: number) => formatMoney(currency, n, 'vi'), digits: 0 }),
}));
vi.mock('../../../shared/session', () => ({
  useSession: () => ({ token: 't', type: 0 }),
  isMemberSession: () => true,
  logout: vi.fn(() => Promise.resolve()),
}));
vi.mock('../api/safety-api', () => ({
  playSessionQuery: (token: string | undefined) =>
    queryOptions({
      queryKey: ['member', 'play-session', token ?? ''],
      queryFn: () => Promise.resolve(figures),
    }),
}));

const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RealityCheck />
      </MemoryRouter>
    </QueryClientProvider>,
  );

let t: Awaited<ReturnType<typeof useRealI18n>>;
beforeAll(async () => {
  t = await useRealI18n('vi');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('reality check', () => {
  it('after N minutes of the session shows time played and the net result; once dismissed, not again', async () => {
    const now = Date.now();
    figures = {
      startedAt: new Date(now - 31 * MIN).toISOString(),
      now: new Date(now).toISOString(),
      playedSeconds: 31 * 60,
      bets: 120_000,
      wins: 70_000,
      net: -50_000,
      realityCheckMinutes: 30,
    };
    mount();
    const dialog = await screen.findByRole('dialog', { name: t('safety.reality.popupTitle') });
    expect(dialog.textContent).toContain(t('safety.reality.duration', { hours: 0, minutes: 31 }));
    expect(dialog.textContent).toContain('−50.000');
    fireEvent.click(screen.getByRole('button', { name: t('safety.reality.continue') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    mount();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing before the first interval, or with the reminder off', async () => {
    const now = Date.now();
    figures = {
      startedAt: new Date(now - 10 * MIN).toISOString(),
      now: new Date(now).toISOString(),
      playedSeconds: 600,
      bets: 0,
      wins: 0,
      net: 0,
      realityCheckMinutes: 30,
    };
    mount();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    figures = { ...figures, startedAt: new Date(now - 90 * MIN).toISOString(), realityCheckMinutes: null };
    mount();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
