import { describe, expect, it } from 'vitest';
import { maskSecrets, playerView, restoreSecrets, SECRET_PATHS } from './secrets';
import { validateMerchantConfig } from './validate';
import { summariseChanges } from '../config-diff';
import { createMerchantConfig } from '../../tests/support/merchant-factory';

describe('the merchant secret store (issue 17)', () => {
  const doc = {
    ...createMerchantConfig(),
    socialLogin: {
      google: { clientId: 'g-id', clientSecret: 'a-long-google-secret-1234' },
      line: { clientId: 'l-id', clientSecret: 'env:MERCHANT_SECRET_LINE' },
      facebook: { clientId: 'f-id', clientSecret: 'short' },
    },
  };

  it('finds the secrets from the schema (writeOnly)', () => {
    expect(SECRET_PATHS).toEqual([
      ['socialLogin', 'google', 'clientSecret'],
      ['socialLogin', 'facebook', 'clientSecret'],
      ['socialLogin', 'line', 'clientSecret'],
    ]);
  });

  it('players get no secret; client ids stay (they are part of every sign-in address)', () => {
    const seen = JSON.stringify(playerView(doc));
    expect(seen).not.toContain('clientSecret');
    expect(seen).toContain('g-id');
    expect(doc.socialLogin.google.clientSecret).toBe('a-long-google-secret-1234');
  });

  it('the console sees a mask (last 4 characters of a long secret, none of a short one) and env references as written', () => {
    const m = maskSecrets(doc).socialLogin;
    expect(m.google.clientSecret).toBe('••••••••1234');
    expect(m.facebook.clientSecret).toBe('••••••••');
    expect(m.line.clientSecret).toBe('env:MERCHANT_SECRET_LINE');
  });

  it('a mask sent back keeps the stored secret; a new value replaces it', () => {
    const edited = maskSecrets(doc);
    edited.socialLogin.facebook.clientSecret = 'a-brand-new-facebook-secret';
    const saved = restoreSecrets(edited, doc).socialLogin;
    expect(saved.google.clientSecret).toBe('a-long-google-secret-1234');
    expect(saved.facebook.clientSecret).toBe('a-brand-new-facebook-secret');
    expect(saved.line.clientSecret).toBe('env:MERCHANT_SECRET_LINE');
  });

  it('an env reference may name MERCHANT_SECRET_* variables only', () => {
    const withSecret = (clientSecret: string) =>
      validateMerchantConfig({ ...doc, socialLogin: { google: { clientId: 'g', clientSecret } } }).ok;
    expect(withSecret('env:MERCHANT_SECRET_GOOGLE')).toBe(true);
    expect(withSecret('plain-secret-value')).toBe(true);
    expect(withSecret('env:DATABASE_URL')).toBe(false);
  });

  it('a changed secret shows in the review of a save as a section change, never its value', () => {
    const before = validateMerchantConfig(doc);
    const after = validateMerchantConfig({
      ...doc,
      socialLogin: { ...doc.socialLogin, google: { clientId: 'g-id', clientSecret: 'rotated-secret-5678' } },
    });
    if (!before.ok || !after.ok) throw new Error('invalid');
    const changes = summariseChanges(before.config, after.config);
    expect(changes).toEqual([
      expect.objectContaining({ key: 'console.changes.sectionChanged', params: { section: 'socialLogin' } }),
    ]);
    expect(JSON.stringify(changes)).not.toContain('5678');
  });
});
