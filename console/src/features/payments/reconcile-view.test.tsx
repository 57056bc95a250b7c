// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminReconcile } from '@schemas';
import { i18n } from '../../shared/i18n';
import { useSessionStore } from '../../shared/session-store';
import { ReconcileResult, ReconcileView } from './reconcile-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const at = '2026-11-28T03:00:00.000Z';
const answer: AdminReconcile = {
  from: '2026-11-22',
  to: '2026-11-28',
  timeZone: 'Asia/Ho_Chi_Minh',
  currency: { code: 'USD', digits: 2 },
  totals: { paid: { count: 2, amount: 62_346 }, credited: { count: 2, amount: 13_122 }, difference: 49_224 },
  provider: { asked: 3, notAsked: 0 },
  mismatches: [
    {
      kind: 'missingCredit',
      orderId: 12,
      memberId: 1,
      username: 'alice',
      orderStatus: 'paid',
      orderAmount: 50_001,
      credited: 0,
      credits: 0,
      at,
    },
    { kind: 'strayCredit', entryId: 99, memberId: 1, username: 'alice', credited: 777, credits: 1, at },
    {
      kind: 'providerDiffers',
      orderId: 14,
      memberId: 2,
      username: 'bob',
      orderStatus: 'expired',
      orderAmount: 4_567,
      providerStatus: 'paid',
      providerAmount: 4_567,
      at,
    },
  ],
  truncated: false,
};

describe('console reconciliation result', () => {
  it('names the totals and lists each mismatch in words, amounts in the merchant’s currency', async () => {
    await i18n.changeLanguage('en');
    render(<ReconcileResult r={answer} />);
    const totals = screen.getByRole('table', { name: 'Totals' });
    expect(
      within(totals).getByRole('rowheader', { name: 'Difference' }).parentElement?.textContent,
    ).toContain('492.24');
    const rows = within(screen.getByRole('table', { name: 'Mismatches' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual([
      'Paid order without a credit',
      'Credit without a paid order',
      'Provider reports it otherwise',
    ]);
    expect(rows[2]!.textContent).toContain('Expired');
    expect(rows[2]!.textContent).toContain('Paid · ');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when nothing differs (vi)', async () => {
    await i18n.changeLanguage('vi');
    render(
      <ReconcileResult r={{ ...answer, mismatches: [], totals: { ...answer.totals, difference: 0 } }} />,
    );
    expect(screen.getByRole('status').textContent).toBe(i18n.t('console.payments.reconcile.clean'));
    expect(screen.getByRole('table', { name: 'Tổng cộng' })).toBeTruthy();
  });
});

describe('console reconciliation CSV', () => {
  it('once a range is shown, "Download CSV" fetches that range’s file in the console language with the session, under the server’s file name', async () => {
    await i18n.changeLanguage('en');
    useSessionStore.setState({ token: 'tok', user: { id: '1', username: 'op', role: 'viewer' } });
    const asked: { url: string; auth: string | undefined }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
        asked.push({ url, auth });
        const body = url.includes('.csv') ? '\uFEFFProblem\r\n' : JSON.stringify(answer);
        return Promise.resolve(
          new Response(body, {
            status: 200,
            headers: { 'content-type': url.includes('.csv') ? 'text/csv' : 'application/json' },
          }),
        );
      }),
    );
    const created = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ReconcileView code="lotus" />
      </QueryClientProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Download CSV' });
    const [from, to] = ['from', 'to'].map(
      (end) => (screen.getByLabelText(end === 'from' ? 'From' : 'To') as HTMLInputElement).value,
    );
    fireEvent.click(button);
    await waitFor(() => expect(names).toEqual([`reconciliation-lotus-${from}-${to}.csv`]));
    expect(asked.at(-1)).toEqual({
      url: `/api/admin/merchants/lotus/reconciliation.csv?from=${from}&to=${to}&language=en`,
      auth: 'Bearer tok',
    });
    expect(created).toHaveBeenCalledTimes(1);
  });
});
