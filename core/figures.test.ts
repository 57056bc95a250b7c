import { describe, expect, it } from 'vitest';
import { fillFigures, figuresIn, merchantFigures, needsAbsentFigure } from './figures';

const config = (enabled: boolean, percent: number, ageLimit: number) => ({
  payments: { firstDepositBonus: { enabled, percent } },
  ageLimit,
});

describe('merchant figures in content (issue 32 items 11–12)', () => {
  it('reads the first-deposit bonus and the minimum age from the merchant config, in the reader’s language', () => {
    expect(merchantFigures(config(true, 15, 21), 'en')).toEqual({ firstDepositBonus: '15%', ageLimit: '21' });
    expect(merchantFigures(config(true, 12.5, 18), 'vi')).toEqual({
      firstDepositBonus: '12,5%',
      ageLimit: '18',
    });
    expect(merchantFigures(config(false, 10, 18), 'vi')).toEqual({ ageLimit: '18' });
  });
  it('fills known figures, leaves other braces alone', () => {
    const f = merchantFigures(config(true, 15, 21), 'en');
    expect(fillFigures('Bonus +{{firstDepositBonus}} · {{ ageLimit }}+ · {{other}}', f)).toBe(
      'Bonus +15% · 21+ · {{other}}',
    );
    expect(figuresIn('{{firstDepositBonus}} {{nope}} {{ageLimit}}')).toEqual([
      'firstDepositBonus',
      'ageLimit',
    ]);
  });
  it('a text naming a figure the merchant does not have is flagged (bonus switched off)', () => {
    const off = merchantFigures(config(false, 10, 18), 'vi');
    expect(needsAbsentFigure(off, 'Thưởng nạp đầu +{{firstDepositBonus}}')).toBe(true);
    expect(needsAbsentFigure(off, 'Phải đủ {{ageLimit}} tuổi', 'plain')).toBe(false);
  });
});
