import type { RegisterValues, RegisterMethod } from '@core/register-fields';

/** Spec §9: birthday picker from 1 Jan of the merchant's first year (1900) to the end of this year. */
export function birthdayBounds(now: Date, fromYear = 1900): { min: string; max: string } {
  return { min: `${fromYear}-01-01`, max: `${now.getFullYear()}-12-31` };
}

/** Spec §3 registerMethod: how the site runs (H5 browser, installed PWA, iOS web clip). */
export function registerChannel(standalone: boolean, iosClip: boolean): 'H5' | 'PWA' | 'WEBCLIP' {
  if (iosClip) return 'WEBCLIP';
  return standalone ? 'PWA' : 'H5';
}

/** Builds the register payload of spec §3 from the form values (empty optional fields left out). */
export function registerPayload(input: {
  method: RegisterMethod;
  values: RegisterValues;
  dial: string;
  host: string;
  channel: 'H5' | 'PWA' | 'WEBCLIP';
  captcha?: { code: string; id?: string };
}): Record<string, string | number | undefined> {
  const out: Record<string, string | number | undefined> = {
    method: input.method,
    countryDialingCode: input.method === 'mobile' || input.values.mobileNum ? input.dial : undefined,
    registerUrl: input.host,
    domain: input.host,
    registerMethod: input.channel,
    type: 0,
  };
  for (const [k, v] of Object.entries(input.values)) {
    const trimmed = k.toLowerCase().includes('password') ? v : v?.trim();
    if (trimmed) out[k] = trimmed;
  }
  if (input.captcha) {
    out.captcha = input.captcha.code;
    out.captchaId = input.captcha.id;
  }
  return out;
}
