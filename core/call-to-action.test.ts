import { describe, expect, it } from 'vitest';
import { ctaGo } from './call-to-action';

describe('ctaGo (issue 32 item 18: a greeting popup’s call to action)', () => {
  it('knows the auth actions and the pages of the site, with a plain query', () => {
    expect(ctaGo('register')).toEqual({ action: 'register' });
    expect(ctaGo('login')).toEqual({ action: 'login' });
    expect(ctaGo('/m/voucherCenter')).toEqual({ path: '/m/voucherCenter' });
    expect(ctaGo('/m/activityDetail?id=3')).toEqual({ path: '/m/activityDetail?id=3' });
  });

  it('refuses schemes, other origins, unknown pages and odd spellings', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' /m/home',
      '//evil.example/m/home',
      'https://evil.example/',
      '/m/../admin',
      '/m/nowhere',
      '/admin',
      '/m/home#x',
      '/m/activity?x=<b>',
      'deposit',
      '',
      null,
      undefined,
    ])
      expect(ctaGo(bad), String(bad)).toBeUndefined();
  });
});
