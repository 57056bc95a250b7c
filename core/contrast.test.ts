import { describe, expect, it } from 'vitest';
import { contrastFailures, contrastRatio, ratioLabel, readableOn, THEME_TEXT_PAIRS } from './contrast';
import { validateMerchantConfig } from './config/validate';
import { merchantDoc } from '../tests/support/merchant-factory';

describe('WCAG contrast', () => {
  it('computes the WCAG ratio: black on white is 21:1, a colour on itself 1:1, order does not matter', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // The two pairs issue 17 measured on lotus and basic.
    expect(ratioLabel(contrastRatio('#ffffff', '#e0569b'))).toBe('3.5');
    expect(ratioLabel(contrastRatio('#ffffff', '#2f9e6b'))).toBe('3.3');
  });

  it('rounds a ratio down, so 4.49 never reads as 4.5', () => {
    expect(ratioLabel(4.49)).toBe('4.4');
    expect(ratioLabel(4.5)).toBe('4.5');
  });

  it('lists every pair under 4.5:1, and only those', () => {
    const base = validateMerchantConfig(merchantDoc());
    if (!base.ok) throw new Error('expected the factory merchant to be valid');
    expect(contrastFailures(base.config.theme.colors)).toEqual([]);
    const failures = contrastFailures({
      ...base.config.theme.colors,
      primaryContrast: '#ffffff',
      primary: '#e0569b',
    });
    expect(failures.map((f) => [f.fg, f.bg, ratioLabel(f.ratio)])).toEqual([
      ['primaryContrast', 'primary', '3.5'],
    ]);
  });

  it('checks every text colour of the theme against a background', () => {
    const fgs = new Set(THEME_TEXT_PAIRS.map((p) => p.fg));
    for (const key of [
      'text',
      'textMuted',
      'primary',
      'primaryContrast',
      'headerText',
      'accent',
      'danger',
      'success',
    ])
      expect(fgs.has(key as never)).toBe(true);
  });

  it('picks the readable one of white and near-black on a colour', () => {
    expect(readableOn('#f5b82e')).toBe('#111111');
    expect(readableOn('#1a0f24')).toBe('#ffffff');
  });
});

describe('the config server refuses an unreadable theme', () => {
  it('refuses white on pink with a problem at the text colour, naming both colours and the ratio', () => {
    const doc = merchantDoc();
    const r = validateMerchantConfig({
      ...doc,
      theme: { ...doc.theme, colors: { primary: '#e0569b', primaryContrast: '#ffffff' } },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([
      expect.objectContaining({
        pointer: '/theme/colors/primaryContrast',
        key: 'config.errors.contrastTooLow',
        params: { fg: 'primaryContrast', bg: 'primary', ratio: '3.5', required: 4.5 },
      }),
    ]);
  });

  it('refuses muted text that fades into the cards', () => {
    const doc = merchantDoc();
    const r = validateMerchantConfig({
      ...doc,
      theme: { ...doc.theme, colors: { textMuted: '#555a70' } },
    });
    expect(r.ok ? [] : r.problems.map((p) => p.pointer)).toEqual([
      '/theme/colors/textMuted',
      '/theme/colors/textMuted',
    ]);
  });
});
