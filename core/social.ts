import type { MerchantConfig } from '../schemas';

export type SocialProvider = 'line' | 'google' | 'facebook';
export const SOCIAL_PROVIDER_IDS: readonly SocialProvider[] = ['line', 'google', 'facebook'];
export const isSocialProvider = (v: string): v is SocialProvider =>
  (SOCIAL_PROVIDER_IDS as readonly string[]).includes(v);

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
 * its flag AND a sign-in the platform can complete for this merchant (`signInReady`, from
 * GET /api/auth/social/providers: the provider is registered in the merchant's `socialLogin` with
 * its client id and secret). A button that could only say "not available" is never shown.
 */
export function socialProviders(
  config: Pick<MerchantConfig, 'flags'>,
  signInReady: readonly SocialProvider[],
): SocialProvider[] {
  return SOCIAL_FLAGS.filter((s) => config.flags[s.flag] && signInReady.includes(s.provider)).map(
    (s) => s.provider,
  );
}

/** Why a social sign-in came back without a session: the callback sends the player page one of these. */
export const SOCIAL_ERRORS = [
  'denied',
  'state',
  'code',
  'provider',
  'linked',
  'unavailable',
  'invitation',
  'disabled',
] as const;
export type SocialError = (typeof SOCIAL_ERRORS)[number];
export const isSocialError = (v: string): v is SocialError =>
  (SOCIAL_ERRORS as readonly string[]).includes(v);

/**
 * A username for an account a social sign-in creates: a provider prefix and random letters and digits,
 * fitted to the merchant's username rule (length, pattern) when it can be; undefined when no candidate fits.
 */
export function socialUsername(
  provider: SocialProvider,
  rule: { minLength: number; maxLength: number; regExp?: string },
  random: () => string,
): string | undefined {
  const prefix = { google: 'gg', facebook: 'fb', line: 'ln' }[provider];
  const length = Math.min(Math.max(rule.minLength, 10), rule.maxLength);
  let pattern: RegExp | undefined;
  try {
    pattern = rule.regExp ? new RegExp(rule.regExp) : undefined;
  } catch {
    pattern = undefined;
  }
  for (let i = 0; i < 5; i++) {
    const body = random()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    for (const head of [prefix, '']) {
      const name = `${head}${body}`.slice(0, length);
      if (name.length >= rule.minLength && (!pattern || pattern.test(name))) return name;
    }
  }
  return undefined;
}
