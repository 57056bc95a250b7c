// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useRealI18n } from '@tests/support/ui-i18n';
import { RecordFilters } from './record-filters';

vi.mock('../../../shared/config', () => ({
  getMerchantConfig: () => ({ limits: { timings: {} } }),
  useMerchantConfig: () => ({ limits: { timings: {} } }),
}));

let t: Awaited<ReturnType<typeof useRealI18n>>;
beforeAll(async () => {
  t = await useRealI18n();
});
afterEach(cleanup);

describe('RecordFilters (spec §9: date picker 2000 to 2030)', () => {
  it('bounds both pickers to 2000–2030 and applies only a range inside them', () => {
    const onApply = vi.fn();
    render(<RecordFilters value={{ from: '2026-01-01', to: '2026-01-31' }} onApply={onApply} />);
    const from = screen.getByLabelText(t('money.records.from'));
    const to = screen.getByLabelText(t('money.records.to'));
    expect(from.getAttribute('min')).toBe('2000-01-01');
    expect(to.getAttribute('max')).toBe('2030-12-31');
    fireEvent.input(from, { target: { value: '1999-12-31' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.input(from, { target: { value: '2000-01-01' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onApply).toHaveBeenCalledWith({ from: '2000-01-01', to: '2026-01-31' });
  });
});
