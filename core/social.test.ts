import { describe, expect, it } from 'vitest';
import { PLATFORM_SOCIAL_SIGN_IN, socialProviders } from './social';
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
  it('with no sign-in endpoint on the platform, no button is shown (never one that says "not available")', () => {
    expect(socialProviders(all, PLATFORM_SOCIAL_SIGN_IN)).toEqual([]);
  });
});
