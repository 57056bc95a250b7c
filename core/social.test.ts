import { describe, expect, it } from 'vitest';
import { socialProviders, socialUsername } from './social';
import { createMerchantConfig } from '../tests/support/merchant-factory';

describe('social sign-in buttons (issue 17)', () => {
  const all = createMerchantConfig({ flags: { lineLogin: true, googleLogin: true, facebookLogin: true } });
  it('a button needs its flag and a sign-in the platform can complete', () => {
    expect(socialProviders(all, ['google', 'line', 'facebook'])).toEqual(['line', 'google', 'facebook']);
    expect(socialProviders(all, ['google'])).toEqual(['google']);
    const none = createMerchantConfig({
      flags: { lineLogin: false, googleLogin: false, facebookLogin: false },
    });
    expect(socialProviders(none, ['google', 'line', 'facebook'])).toEqual([]);
  });
  it('without a provider the platform can complete, no button is shown (never one that says "not available")', () => {
    expect(socialProviders(all, [])).toEqual([]);
  });
});

describe('the username of an account a social sign-in creates', () => {
  const random = () => 'Ab3_xY9zQ7kLm2Np';
  it('fits the merchant rule: prefix, lower-case letters and digits, length bounds', () => {
    expect(socialUsername('google', { minLength: 4, maxLength: 16 }, random)).toBe('ggab3xy9zq');
    expect(socialUsername('line', { minLength: 4, maxLength: 8 }, random)).toBe('lnab3xy9');
    expect(socialUsername('facebook', { minLength: 12, maxLength: 20 }, random)).toBe('fbab3xy9zq7k');
  });
  it('follows a pattern, dropping the prefix when the pattern refuses it, and gives up when nothing fits', () => {
    expect(
      socialUsername('google', { minLength: 6, maxLength: 12, regExp: '^[a-z][0-9a-z]+$' }, random),
    ).toBe('ggab3xy9zq');
    expect(socialUsername('google', { minLength: 4, maxLength: 12, regExp: '^a' }, random)).toBe(
      'ab3xy9zq7k',
    );
    expect(
      socialUsername('google', { minLength: 4, maxLength: 12, regExp: '^[0-9]+$' }, random),
    ).toBeUndefined();
  });
});
