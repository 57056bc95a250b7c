// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import { can } from '../../shared/session-store';
import { RIGHTS, RolesGuide } from './roles-guide';

describe('roles described on the Users page (issue 35, beyond the anchors)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
  });
  afterEach(cleanup);

  it('describes every right the console checks (a new one must be described)', () => {
    expect([...RIGHTS].sort()).toEqual(Object.keys(can).sort());
  });

  it("says per role what the console's own rules allow: support locks players but pays nothing out; a viewer reads reports", () => {
    render(<RolesGuide />);
    const table = screen.getByRole('table', { name: i18n.t('console.roleGuide.title') });
    const row = (right: string) =>
      within(table)
        .getByRole('rowheader', { name: i18n.t(`console.roleGuide.can.${right}`) })
        .closest('tr')!;
    const cells = (right: string) => [...row(right).querySelectorAll('td')].map((c) => c.textContent);
    const [yes, no] = [i18n.t('console.roleGuide.yes'), i18n.t('console.roleGuide.no')];
    // Columns: operator, support, viewer.
    expect(cells('actOnPlayers')).toEqual([yes, yes, no]);
    expect(cells('reviewPayments')).toEqual([yes, no, no]);
    expect(cells('reports')).toEqual([yes, no, yes]);
    expect(cells('players')).toEqual([yes, yes, yes]);
    expect(cells('comment')).toEqual([yes, yes, no]);
    for (const r of ['operator', 'support', 'viewer'])
      expect(screen.getByText(i18n.t(`console.roleGuide.about.${r}`))).toBeTruthy();
  });
});
