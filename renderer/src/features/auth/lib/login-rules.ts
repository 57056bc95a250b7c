import { checkField, type FieldError } from '@core/register-fields';
import { mobileCandidates } from '@core/login-id';
import type { MerchantConfig } from '@schemas';

export type LoginMethod = 'username' | 'sms';
export interface LoginValues {
  username: string;
  password: string;
  mobileNum: string;
  code: string;
  captcha: string;
}
export type LoginErrors = Partial<Record<keyof LoginValues, FieldError>>;

/** Captcha: required, digits, at most captchaLength (spec §5). */
export function checkCaptcha(value: string, maxLength: number): FieldError | null {
  if (!value) return { key: 'account.captchaRequired' };
  if (!/^\d+$/.test(value) || value.length > maxLength)
    return { key: 'account.captchaInvalid', params: { max: maxLength } };
  return null;
}

/** The login checks of spec §5 with the merchant's rules (config.login); only the method's fields. */
export function validateLogin(
  config: Pick<MerchantConfig, 'login' | 'limits' | 'dialingCodes'>,
  method: LoginMethod,
  v: LoginValues,
  captchaShown: boolean,
): LoginErrors {
  const e: LoginErrors = {};
  const set = (k: keyof LoginValues, err: FieldError | null) => {
    if (err) e[k] = err;
  };
  if (method === 'username') {
    // Spec §3: the username field also takes the mobile number, in any usual spelling.
    if (mobileCandidates(config, v.username).length === 0)
      set('username', checkField(config.login.username, v.username));
    set('password', checkField(config.login.password, v.password));
  } else {
    set(
      'mobileNum',
      checkField(
        {
          ...config.login.mobileNum,
          maxLength: Math.min(config.login.mobileNum.maxLength, config.limits.mobileMax),
        },
        v.mobileNum,
      ),
    );
    set(
      'code',
      checkField(
        {
          ...config.login.verificationCode,
          maxLength: Math.min(config.login.verificationCode.maxLength, config.limits.smsCodeMax),
        },
        v.code,
      ),
    );
  }
  if (captchaShown) set('captcha', checkCaptcha(v.captcha, config.limits.captchaLength));
  return e;
}

/** Spec §4: a failed login whose error data asks for a captcha shows one. */
export function failureNeedsCaptcha(code: string, details: unknown): boolean {
  if (code === 'CAPTCHA_REQUIRED' || code === 'CAPTCHA_INVALID') return true;
  const d = details as { captcha?: unknown; value?: { captcha?: unknown } } | undefined;
  return !!(d?.captcha ?? d?.value?.captcha);
}
