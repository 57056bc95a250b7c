import { describe, expect, it } from 'vitest';
import { birthdayBounds, registerChannel, registerPayload } from './register-payload';

describe('register payload', () => {
  it('birthday picker runs from 1900 to the end of this year', () => {
    expect(birthdayBounds(new Date('2026-03-04T00:00:00Z'))).toEqual({
      min: '1900-01-01',
      max: '2026-12-31',
    });
  });
  it('channel: web clip, PWA or H5', () => {
    expect(registerChannel(false, false)).toBe('H5');
    expect(registerChannel(true, false)).toBe('PWA');
    expect(registerChannel(true, true)).toBe('WEBCLIP');
  });
  it('trims values, keeps passwords as typed, drops empty optional fields, type 0', () => {
    const p = registerPayload({
      method: 'username',
      values: { username: ' bob1 ', password: ' pw pw ', email: '' },
      dial: '+84',
      host: 'a.test',
      channel: 'H5',
    });
    expect(p).toMatchObject({
      username: 'bob1',
      password: ' pw pw ',
      type: 0,
      registerUrl: 'a.test',
      registerMethod: 'H5',
    });
    expect('email' in p).toBe(false);
    expect(p.countryDialingCode).toBeUndefined();
  });
  it('mobile registration sends the dialing code and the captcha', () => {
    const p = registerPayload({
      method: 'mobile',
      values: { mobileNum: '912345678' },
      dial: '+84',
      host: 'a.test',
      channel: 'PWA',
      captcha: { code: '1234', id: 'c1' },
    });
    expect(p).toMatchObject({
      countryDialingCode: '+84',
      mobileNum: '912345678',
      captcha: '1234',
      captchaId: 'c1',
    });
  });
});
