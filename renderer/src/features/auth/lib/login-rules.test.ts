import { describe, expect, it } from 'vitest';
import { checkCaptcha, failureNeedsCaptcha, validateLogin, type LoginValues } from './login-rules';

const rule = (min: number, max: number, regExp?: string) => ({
  enabled: true,
  required: true,
  minLength: min,
  maxLength: max,
  regExp,
});
const config = {
  login: {
    username: rule(4, 16),
    password: rule(6, 20),
    mobileNum: rule(9, 20, '^[0-9]+$'),
    verificationCode: rule(4, 10, '^[0-9]+$'),
    captchaAfterFailures: 3,
    lockoutAfterFailures: 10,
    lockoutMinutes: 15,
    rememberPassword: true,
  },
  limits: { mobileMax: 20, smsCodeMax: 10, captchaLength: 6 },
  dialingCodes: [{ code: '+84', country: 'VN', digits: 9 }],
} as unknown as Parameters<typeof validateLogin>[0];
const values = (o: Partial<LoginValues> = {}): LoginValues => ({
  username: 'player1',
  password: 'secret12',
  mobileNum: '',
  code: '',
  captcha: '',
  ...o,
});

describe('validateLogin', () => {
  it('takes a mobile number in the username field in any usual spelling (issue 32), not the username rule', () => {
    for (const spelling of ['+84 (912) 345-670', '0912 345 670', '84912345670'])
      expect(validateLogin(config, 'username', values({ username: spelling }), false)).toEqual({});
    // Not a number of the merchant: the username rule.
    expect(
      validateLogin(config, 'username', values({ username: '+84 (912) 345-670 12' }), false).username?.key,
    ).toBe('validation.length');
  });
  it('checks only the fields of the method', () => {
    expect(validateLogin(config, 'username', values(), false)).toEqual({});
    expect(Object.keys(validateLogin(config, 'sms', values(), false)).sort()).toEqual(['code', 'mobileNum']);
  });
  it('names both bounds when a length is wrong', () => {
    expect(validateLogin(config, 'username', values({ username: 'ab' }), false).username).toEqual({
      key: 'validation.length',
      params: { min: 4, max: 16 },
    });
  });
  it('asks for the captcha only when it is shown', () => {
    expect(validateLogin(config, 'username', values(), true).captcha?.key).toBe('account.captchaRequired');
    expect(validateLogin(config, 'username', values({ captcha: '12a' }), true).captcha?.key).toBe(
      'account.captchaInvalid',
    );
    expect(validateLogin(config, 'username', values({ captcha: '1234' }), true).captcha).toBeUndefined();
  });
});

describe('captcha rules', () => {
  it('is numeric with a maximum length', () => {
    expect(checkCaptcha('1234567', 6)?.key).toBe('account.captchaInvalid');
    expect(checkCaptcha('123456', 6)).toBeNull();
  });
  it('shows after a failure that asks for it', () => {
    expect(failureNeedsCaptcha('WRONG_CREDENTIALS', { captcha: true })).toBe(true);
    expect(failureNeedsCaptcha('WRONG_CREDENTIALS', { value: { captcha: true } })).toBe(true);
    expect(failureNeedsCaptcha('CAPTCHA_REQUIRED', undefined)).toBe(true);
    expect(failureNeedsCaptcha('WRONG_CREDENTIALS', undefined)).toBe(false);
  });
});
