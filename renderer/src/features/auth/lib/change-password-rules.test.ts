import { describe, expect, it } from 'vitest';
import { isSameAsOld, validateChange } from './change-password-rules';

const rule = { enabled: true, required: true, minLength: 6, maxLength: 20 };

describe('change password rules', () => {
  it('asks the old password only when it is not held', () => {
    expect(
      validateChange(rule, { oldPassword: '', newPassword: 'abcdef1', confirm: 'abcdef1' }, true).oldPassword
        ?.key,
    ).toBe('validation.required');
    expect(
      validateChange(rule, { oldPassword: '', newPassword: 'abcdef1', confirm: 'abcdef1' }, false),
    ).toEqual({});
  });
  it('confirmation must be given and equal', () => {
    expect(
      validateChange(rule, { oldPassword: 'x', newPassword: 'abcdef1', confirm: '' }, false).confirm?.key,
    ).toBe('validation.required');
    expect(
      validateChange(rule, { oldPassword: 'x', newPassword: 'abcdef1', confirm: 'abcdef2' }, false).confirm
        ?.key,
    ).toBe('validation.confirmMismatch');
  });
  it('new password follows the rule bounds', () => {
    expect(
      validateChange(rule, { oldPassword: 'x', newPassword: 'abc', confirm: 'abc' }, false).newPassword,
    ).toEqual({ key: 'validation.length', params: { min: 6, max: 20 } });
  });
  it('detects the same password', () => {
    expect(isSameAsOld('secret1', 'secret1')).toBe(true);
    expect(isSameAsOld('secret1', 'secret2')).toBe(false);
  });
});
