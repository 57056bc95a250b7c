// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enGames from '@locales/en/games.json';
import enLongtail from '@locales/en/longtail.json';
import viLongtail from '@locales/vi/longtail.json';
import { i18next } from '../../../shared/i18n';
import { useRealI18n } from '@tests/support/ui-i18n';
import { queryKeys } from '../../../shared/api';
import { LotteryMenuStrip } from './lottery-menu-strip';
import { VnLotteryBoard } from './vn-lottery-board';

const cfg = vi.hoisted(() => ({
  limits: { timings: {} },
  flags: {},
  theme: { colors: { primary: '#e5a823' } },
}));
vi.mock('../../../shared/config', () => ({ getMerchantConfig: () => cfg, useMerchantConfig: () => cfg }));

/* Issue 32 item 16: "Chế độ thưởng: Lott" showed an internal code; in English "TCG Xổ số VN" and "Miền Bắc" stayed Vietnamese. */

const MENU = {
  menus: [
    { gameType: 'LOTT', vendor: 'TCG_LOTTO_VN', displayName: 'TCG Xổ số VN', groups: [] },
    { gameType: 'LOTT', vendor: 'TCG_SEA', displayName: 'TCG SEA Lotto', groups: [] },
  ],
  mapping: { TCG_LOTTO_VN: ['LOTT'], TCG_SEA: ['LOTT'] },
};
const VN = {
  regions: [
    {
      region: 'north',
      drawnAt: '2026-11-27T11:15:00Z',
      nextDrawAt: '2026-11-28T11:15:00Z',
      draws: [{ province: 'Miền Bắc', prizes: [{ tier: 'DB', numbers: ['12345'] }] }],
    },
  ],
};

function show(ui: React.ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(queryKeys.games.detail('lottery-menu'), MENU);
  qc.setQueryData(queryKeys.games.detail('lottery-vn'), VN);
  qc.setQueryData(queryKeys.games.detail('lottery-list', 'LOTT', 'TCG_LOTTO_VN'), []);
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <Suspense fallback={null}>{ui}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await useRealI18n('vi');
  // The longtail texts are a lazy chunk in the app: put in place up front, so nothing suspends.
  i18next.addResourceBundle('vi', 'translation', { longtail: viLongtail }, true, false);
  i18next.addResourceBundle('en', 'translation', { longtail: enLongtail }, true, false);
});
afterEach(cleanup);

describe('lottery labels in the player language', () => {
  it('the prize mode reads as a word of the page language, not the code Lott', async () => {
    const t = await useRealI18n('vi');
    show(<LotteryMenuStrip category="LOTT" path="/m/lottery" />);
    const mode = await screen.findByText(t('longtail.prizeMode', { mode: t('longtail.prizeModeName.LOTT') }));
    expect(mode.textContent).not.toMatch(/\bLott\b/);
  });

  it('in English the Vietnam lottery provider and the North region have English names', async () => {
    await useRealI18n('en');
    // The test started in Vietnamese: the English lobby chunk (games.*) is put in place by hand.
    i18next.addResourceBundle('en', 'translation', { games: enGames, longtail: enLongtail }, true, false);
    show(<LotteryMenuStrip category="LOTT" path="/m/lottery" />);
    expect(await screen.findByRole('link', { name: 'TCG Vietnam Lottery' })).toBeTruthy();
    expect(screen.queryByText('TCG Xổ số VN')).toBeNull();
    expect(screen.getByText(/Prize mode: /).textContent).not.toMatch(/\bLott\b/);
    cleanup();
    show(<VnLotteryBoard />);
    expect(await screen.findByRole('table', { name: 'North' })).toBeTruthy();
    expect(screen.queryByText('Miền Bắc')).toBeNull();
    await useRealI18n('vi');
  });
});
