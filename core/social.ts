import type { MerchantConfig } from '../schemas';

export type SocialProvider = 'line' | 'google' | 'facebook';

/** Each provider's button flag (schemas/merchant.schema.ts), in button order. */
export const SOCIAL_FLAGS: readonly {
  provider: SocialProvider;
  flag: 'lineLogin' | 'googleLogin' | 'facebookLogin';
}[] = [
  { provider: 'line', flag: 'lineLogin' },
  { provider: 'google', flag: 'googleLogin' },
  { provider: 'facebook', flag: 'facebookLogin' },
];

/**
 * The social sign-in buttons a login or register form shows (issue 17): a provider's button needs
 * its flag AND a sign-in the platform can complete for it (`signInReady`). The platform has no
 * social sign-in endpoint yet, so today the list is empty: a button that could only say "not
 * available" is not shown at all.
 */
export function socialProviders(
  config: Pick<MerchantConfig, 'flags'>,
  signInReady: readonly SocialProvider[],
): SocialProvider[] {
  return SOCIAL_FLAGS.filter((s) => config.flags[s.flag] && signInReady.includes(s.provider)).map(
    (s) => s.provider,
  );
}

/** Providers the platform can complete a sign-in with (none yet: no OAuth endpoint). */
export const PLATFORM_SOCIAL_SIGN_IN: readonly SocialProvider[] = [];
