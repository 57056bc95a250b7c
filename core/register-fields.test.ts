import { describe, expect, it } from 'vitest';
import { t } from '../tests/support/texts';
import {
  checkBirthday,
  describePattern,
  checkEmail,
  checkField,
  registerFields,
  registerMethods,
  validateRegister,
} from './register-fields';
import { createMerchantConfig } from '../tests/support/merchant-factory';

const rule = {
  enabled: true,
  required: true,
  minLength: 4,
  maxLength: 8,
  regExp: '^[a-z0-9]+$',
  patternId: 'alnum',
};

describe('checkField (spec §5 register rules)', () => {
  it('required empty fails; optional empty passes', () => {
    expect(checkField(rule, '')).toEqual({ key: 'validation.required' });
    expect(checkField(rule, '   ')).toEqual({ key: 'validation.required' });
    expect(checkField({ ...rule, required: false }, '')).toBeNull();
  });
  it('length outside the bounds names both bounds', () => {
    expect(checkField(rule, 'abc')).toEqual({ key: 'validation.length', params: { min: 4, max: 8 } });
    expect(checkField(rule, 'abcdefghi')).toEqual({ key: 'validation.length', params: { min: 4, max: 8 } });
  });
  it('a simple pattern miss is described from the pattern itself, with the bounds', () => {
    expect(checkField(rule, 'ABCD')).toEqual({
      key: 'validation.rule',
      params: { min: 4, max: 8, chars: 'lowerDigit' },
    });
  });
  it('another pattern miss uses the patternId message with the bounds, else the generic one', () => {
    const email = { ...rule, maxLength: 40, regExp: '^\\w+@\\w+\\.\\w+$', patternId: 'email' };
    expect(checkField(email, 'nope')).toEqual({
      key: 'validation.pattern_email',
      params: { min: 4, max: 40 },
    });
    expect(checkField({ ...email, patternId: undefined }, 'nope')).toEqual({
      key: 'validation.pattern',
      params: { min: 4, max: 40 },
    });
  });
  it('passes a good value (trimmed)', () => expect(checkField(rule, ' abcd1 ')).toBeNull());
});

describe('register methods and fields', () => {
  const both = createMerchantConfig({ flags: { mobileRegistration: true, smsVerification: true } });
  it('mobile is the default method when enabled; username otherwise', () => {
    expect(registerMethods(both)).toEqual(['mobile', 'username']);
    expect(registerMethods(createMerchantConfig())).toEqual(['username']);
  });
  it('mobile method: number, SMS code, password and confirmation', () => {
    expect(registerFields(both, 'mobile').map((f) => f.name)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
    ]);
  });
  it('mobile without password asks only the number and code', () => {
    const c = createMerchantConfig({
      flags: { mobileRegistration: true, smsVerification: true, mobileRegistrationWithPassword: false },
    });
    expect(registerFields(c, 'mobile').map((f) => f.name)).toEqual(['mobileNum', 'verificationCode']);
  });
  it('extra fields follow their switches, in spec order', () => {
    const c = createMerchantConfig({
      register: { fields: { zalo: { enabled: true, required: true }, email: { enabled: true } } },
    });
    expect(registerFields(c, 'username').map((f) => f.name)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'zalo',
      'email',
    ]);
  });
});

describe('validateRegister (the same function on browser and server)', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  const c = createMerchantConfig({
    register: {
      fields: {
        zalo: { enabled: true, required: true, minLength: 3, maxLength: 10 },
        birthday: { enabled: true },
      },
    },
  });
  const good = { username: 'player1', password: 'secret12', confirmPassword: 'secret12', zalo: 'zl123' };
  it('accepts a valid form', () => expect(validateRegister(c, 'username', good, now)).toEqual({}));
  it('reports each failing field', () => {
    const errors = validateRegister(
      c,
      'username',
      { ...good, username: 'ab', confirmPassword: 'other', zalo: '' },
      now,
    );
    expect(errors).toEqual({
      username: { key: 'validation.length', params: { min: 4, max: 16 } },
      confirmPassword: { key: 'validation.confirmMismatch' },
      zalo: { key: 'validation.required' },
    });
  });
  it('refuses a method the merchant does not offer', () => {
    expect(validateRegister(c, 'mobile', { mobileNum: '0912345678' }, now)).toEqual({
      mobileNum: { key: 'validation.methodOff' },
    });
  });
  it('checks the birthday range 1900 to this year', () => {
    expect(validateRegister(c, 'username', { ...good, birthday: '1899-12-31' }, now).birthday?.key).toBe(
      'validation.dateRange',
    );
    expect(validateRegister(c, 'username', { ...good, birthday: '2027-01-01' }, now).birthday?.key).toBe(
      'validation.dateRange',
    );
    expect(validateRegister(c, 'username', { ...good, birthday: '2000-02-30' }, now).birthday?.key).toBe(
      'validation.date',
    );
    expect(validateRegister(c, 'username', { ...good, birthday: '2000-02-29' }, now)).toEqual({});
  });
  it('birthday check alone', () => expect(checkBirthday('1900-01-01', 1900, now)).toBeNull());
});

describe('checkEmail (spec §5 forgot by email)', () => {
  it.each(['a@b.com', 'first.last@mail.example.vn', 'x-y@d.co.uk'])('accepts %s', (e) =>
    expect(checkEmail(e)).toBeNull(),
  );
  it.each(['a@b', 'a b@c.com', '@c.com', 'a@b.toolong'])('refuses %s', (e) =>
    expect(checkEmail(e)).toEqual({ key: 'validation.email' }),
  );
  it('requires a value', () => expect(checkEmail(' ')).toEqual({ key: 'validation.required' }));
});

describe('pattern messages are made from the rule (issue 32)', () => {
  it('reads simple patterns part by part', () => {
    expect(describePattern('^[a-z][a-z0-9]+$')).toEqual({ chars: 'lowerDigit', first: 'lower' });
    expect(describePattern('^[a-zA-Z0-9]+$')).toEqual({ chars: 'alnum' });
    expect(describePattern('^[0-9]+$')).toEqual({ chars: 'digit' });
    expect(describePattern('^\\d{4,10}$')).toEqual({ chars: 'digit' });
    expect(describePattern('^[A-Z][a-zA-Z]*$')).toEqual({ chars: 'letter', first: 'upper' });
    expect(describePattern('^[a-z][a-z]+$')).toEqual({ chars: 'lower' });
    // Shapes it cannot say in words fall back to the rule's patternId.
    expect(describePattern('^[A-Za-z ]+$')).toBeUndefined();
    expect(describePattern('^[0-9+]+$')).toBeUndefined();
    expect(describePattern("^\\w+([-+.']\\w+)*@\\w+([-.]\\w+)*(\\.[a-zA-Z]{2,3}){1,3}$")).toBeUndefined();
  });

  const usernameMessage = (fields: Record<string, unknown>, value: string, lang: 'vi' | 'en') => {
    const config = createMerchantConfig({ register: { fields } });
    const err = validateRegister(config, 'username', {
      username: value,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    }).username!;
    return t(lang, err.key, err.params);
  };
  const lotus = {
    username: {
      enabled: true,
      required: true,
      minLength: 5,
      maxLength: 14,
      regExp: '^[a-z][a-z0-9]+$',
      patternId: 'alnum',
    },
  };

  it('lotus: "Newbie1" is told the first letter must be lowercase, in vi and en', () => {
    expect(usernameMessage(lotus, 'Newbie1', 'en')).toBe(
      'Use 5–14 lowercase letters or digits, starting with a lowercase letter.',
    );
    expect(usernameMessage(lotus, 'Newbie1', 'vi')).toBe(
      'Dùng 5–14 chữ cái thường hoặc chữ số, bắt đầu bằng một chữ cái thường.',
    );
  });
  it('demo and basic (the default rule): letters or digits, in vi and en', () => {
    for (const fields of [{}, { email: { enabled: true } }]) {
      expect(usernameMessage(fields, 'bad_name', 'en')).toBe('Use 4–16 letters or digits.');
      expect(usernameMessage(fields, 'bad_name', 'vi')).toBe('Dùng 4–16 chữ cái hoặc chữ số.');
    }
  });
  it('every set and first letter the reader knows has words in vi and en', () => {
    for (const lang of ['vi', 'en'] as const)
      for (const set of ['lower', 'upper', 'letter', 'digit', 'lowerDigit', 'upperDigit', 'alnum']) {
        expect(t(lang, 'validation.rule', { min: 1, max: 2, chars: set })).not.toContain('$t(');
        expect(t(lang, 'validation.ruleFirst', { min: 1, max: 2, chars: set, first: set })).not.toContain(
          '$t(',
        );
      }
  });
});
