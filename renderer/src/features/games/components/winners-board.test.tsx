// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseMerchantText } from '@core/config/validate';
import { CONFIG_ELEMENT_ID } from '../../../shared/config/embedded';

/** The winners board on the lottery, e-lottery and jackpot screens (spec §4), against a stubbed API. */
async function mount(category: string, list: object[]) {
  vi.resetModules();
  const parsed = parseMerchantText(readFileSync(join(process.cwd(), 'merchants', 'demo.json'), 'utf8'));
  if (!parsed.ok) throw new Error('demo invalid');
  document.body.innerHTML = `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${JSON.stringify({ etag: '"t"', config: parsed.config })}</script>`;
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ list }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  const { initI18n, i18next } = await import('../../../shared/i18n/i18n');
  await initI18n('vi');
  (await import('../../../shared/api')).configureApiClient({
    merchantCode: () => 'demo',
    language: () => 'vi',
    token: () => undefined,
  });
  const { WinnersBoard } = await import('./winners-board');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WinnersBoard category={category} />
      </QueryClientProvider>,
    );
  });
  return { t: i18next.t, fetch };
}

const win = (userName: string, winAmount: number) => ({
  vo: { userName, gameName: 'Xổ số miền Bắc', vassalage: 'TCG', winAmount, time: '2026-11-23T10:00:00Z' },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('winners board', () => {
  it('lists the lottery screen’s biggest wins with masked names and VND amounts', async () => {
    const { t, fetch } = await mount('LOTT', [win('de***er', 1_250_000), win('ab***yz', 50_000)]);
    const board = await screen.findByRole('region', { name: new RegExp(t('money.winners.title')) });
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual([
      expect.stringMatching(/^1de\*\*\*erXổ số miền Bắc1\.250\.000 ₫$/),
      expect.stringMatching(/^2ab\*\*\*yzXổ số miền Bắc50\.000 ₫$/),
    ]);
    expect(board).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/games\/winners\?gameType=LOTT&limit=5$/);
  });

  it('jackpot screens ask for jackpot games; an empty board says so; other categories have none', async () => {
    const { t, fetch } = await mount('JACKPOT', []);
    // The board and its texts (the `money` namespace) are a chunk the screen fetches (issue 29).
    await screen.findByRole('region', { name: /./ });
    expect((await screen.findByText(t('money.winners.empty'))).tagName).toBe('P');
    expect(String(fetch.mock.calls[0]![0])).toContain('gameType=RNG&gameClassify=JP');
    cleanup();
    const other = await mount('RNG', [win('x***', 1)]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(other.fetch).not.toHaveBeenCalled();
  });
});
