import { describe, expect, it } from 'vitest';
import { validateMerchantConfig } from './config/validate';
import { profileFields, validateProfile } from './account-profile';

const config = (edit: (fields: Record<string, { enabled: boolean }>) => void = () => undefined) => {
  const doc = {
    code: 'acme',
    name: 'Acme',
    hosts: ['acme.test'],
    theme: { logo: '/assets/merchants/acme/logo.svg' },
  } as {
    register?: { fields?: Record<string, { enabled: boolean }> };
  };
  doc.register ??= {};
  doc.register.fields ??= {};
  edit(doc.register.fields);
  const r = validateMerchantConfig(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.config;
};

describe('my account: personal details', () => {
  it('nickname, email and birthday always; other extras only when the register form shows them; never required', () => {
    const c = config((f) => {
      f.zalo = { ...f.zalo, enabled: true };
      f.idNumber = { ...f.idNumber, enabled: false };
    });
    const names = profileFields(c, {}).map((d) => d.name);
    expect(names.slice(0, 3)).toEqual(['nickname', 'email', 'birthday']);
    expect(names).toContain('zalo');
    expect(names).not.toContain('idNumber');
    expect(profileFields(c, {}).every((d) => !d.rule.required)).toBe(true);
  });
  it('identity details lock once given; a hidden field is refused; values follow the rules', () => {
    const c = config();
    expect(profileFields(c, { birthday: '1990-01-01' }).find((d) => d.name === 'birthday')?.locked).toBe(
      true,
    );
    expect(validateProfile(c, { birthday: '1990-01-01' }, { birthday: '1990-01-02' })).toEqual({
      birthday: { key: 'validation.locked' },
    });
    expect(validateProfile(c, { birthday: '1990-01-01' }, { birthday: '1990-01-01' })).toEqual({});
    expect(validateProfile(c, {}, { birthday: '2990-01-01' }, new Date('2026-01-01'))).toMatchObject({
      birthday: { key: 'validation.dateRange' },
    });
    expect(validateProfile(c, {}, { email: '' })).toEqual({});
    expect(validateProfile(c, {}, { email: 'a@b' }).email).toBeDefined();
  });
});
