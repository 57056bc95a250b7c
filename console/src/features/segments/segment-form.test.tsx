// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import { SegmentFormView } from './segment-form';
import { blankSegment, namesIn, vipChoices, type SegmentForm } from './segment-model';

const LADDER = [
  { level: 0, label: 'VIP0', deposit: '0 ₫' },
  { level: 1, label: 'VIP1', deposit: '500.000 ₫' },
  { level: 2, label: 'VIP2', deposit: '2.000.000 ₫' },
];

function show(form: SegmentForm, ladder?: typeof LADDER) {
  render(
    <SegmentFormView
      form={form}
      shortName="s"
      languages={['vi', 'en']}
      ladder={ladder}
      names={namesIn('vi', { vi: 'Tiếng Việt', en: 'English' })}
      busy={false}
      onChange={() => undefined}
      onCancel={() => undefined}
      onSubmit={() => undefined}
    />,
  );
  const options = (label: string) =>
    within(screen.getByLabelText(label))
      .getAllByRole('option')
      .map((o) => o.textContent);
  return {
    lowest: options(i18n.t('targeting.segments.vipMin')),
    highest: options(i18n.t('targeting.segments.vipMax')),
  };
}

describe('segment VIP pickers (issue 35: the merchant’s own ladder)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
  });
  afterEach(cleanup);

  it('offer the merchant’s ladder by name, with what reaches each level', () => {
    const { lowest, highest } = show(blankSegment(), LADDER);
    expect(lowest).toEqual([
      'Bất kỳ (kể cả khách)',
      'Cấp 0 · VIP0',
      'Cấp 1 · VIP1 (nạp từ 500.000 ₫)',
      'Cấp 2 · VIP2 (nạp từ 2.000.000 ₫)',
    ]);
    expect(highest).toEqual(lowest);
  });

  it('keep a saved level the ladder lacks, marked, so the segment shows as saved', () => {
    const { lowest, highest } = show({ ...blankSegment(), vipMin: '1', vipMax: '7' }, LADDER);
    expect(lowest).toHaveLength(5);
    expect(highest.at(-1)).toBe('Cấp 7 (không có trong bậc VIP của trang)');
    expect((screen.getByLabelText(i18n.t('targeting.segments.vipMax')) as HTMLSelectElement).value).toBe('7');
  });

  it('offer levels 0–10 while the ladder is unknown', () => {
    const { lowest } = show(blankSegment());
    expect(lowest.slice(1)).toEqual(Array.from({ length: 11 }, (_, i) => `VIP ${i}`));
  });

  it('vipChoices: ladder order, held extras added once', () => {
    expect(vipChoices(LADDER, ['', '2', '9', '9']).map((c) => c.level)).toEqual([0, 1, 2, 9]);
  });
});
