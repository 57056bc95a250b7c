// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminReconcile } from '@schemas';
import { i18n } from '../../shared/i18n';
import { ReconcileResult } from './reconcile-view';

afterEach(cleanup);

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
