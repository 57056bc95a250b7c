import type { MerchantConfig } from '../schemas';

/*
 * Spec §3: the login payload's username is a username or a mobile number. A number is typed as
 * people write it: with or without the country code (+84, 84), with the trunk 0, with spaces, dots,
 * dashes or brackets. This reads such a text as the full numbers (+84912345678) it may be, in the
 * order to try; a text that is not a number gives none.
 */

type Dialing = Pick<MerchantConfig, 'dialingCodes' | 'limits'>;

const SEPARATORS = /[\s.\-()]/g;

/** The full mobile numbers (country code + national number) a typed login name may be; [] when it is not a number. */
export function mobileCandidates(config: Dialing, typed: string): string[] {
  const text = typed.trim().replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(text) || text.replace('+', '').length < 6) return [];
  const fits = (dial: Dialing['dialingCodes'][number], national: string) =>
    national.length > 0 &&
    national.length <= config.limits.mobileMax &&
    (dial.digits === undefined || national.length === dial.digits);
  const out: string[] = [];
  const add = (dial: Dialing['dialingCodes'][number], national: string) => {
    const n = national.replace(/^0+/, '');
    if (fits(dial, n) && !out.includes(`${dial.code}${n}`)) out.push(`${dial.code}${n}`);
  };
  const digits = text.replace(/^\+|^00/, '');
  const international = text.startsWith('+') || text.startsWith('00');
  // With a country code: one of the merchant's.
  for (const dial of config.dialingCodes) {
    const cc = dial.code.replace('+', '');
    if (digits.startsWith(cc)) add(dial, digits.slice(cc.length));
  }
  // Without one (the trunk 0 or the bare national number): the merchant's first, its default.
  const home = config.dialingCodes[0];
  if (!international && home) add(home, text);
  return out;
}

/**
 * The starts of stored mobile numbers (+84912…) a typed beginning may be (the console's player
 * search, issue 34): 0912 and 912 are the merchant's first country's +84912; 84912 and +84912 that
 * number with its code; fewer than 3 digits, or anything but a number, gives none.
 */
export function mobilePrefixes(config: Pick<MerchantConfig, 'dialingCodes'>, typed: string): string[] {
  const text = typed.trim().replace(SEPARATORS, '');
  if (!/^(\+|00)?\d+$/.test(text)) return [];
  const digits = text.replace(/^\+|^00/, '');
  if (digits.length < 3) return [];
  const out = new Set<string>();
  for (const dial of config.dialingCodes)
    if (digits.startsWith(dial.code.replace('+', ''))) out.add(`+${digits}`);
  const home = config.dialingCodes[0];
  if (!text.startsWith('+') && !text.startsWith('00') && home) {
    const national = digits.replace(/^0+/, '');
    if (national.length > 0) out.add(`${home.code}${national}`);
  }
  return [...out];
}
