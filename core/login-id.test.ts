import { describe, expect, it } from 'vitest';
import { mobileCandidates, mobilePrefixes } from './login-id';

const config = {
  dialingCodes: [
    { code: '+84', country: 'VN', digits: 9 },
    { code: '+60', country: 'MY' },
  ],
  limits: { mobileMax: 20 },
} as unknown as Parameters<typeof mobileCandidates>[0];

describe('a mobile number typed in the login username field (spec §3, issue 32)', () => {
  it('reads the usual spellings as the full number', () => {
    for (const typed of [
      '0912345670',
      '912345670',
      '+84912345670',
      '+84 912 345 670',
      '84912345670',
      '(+84) 912-345-670',
      '0912.345.670',
    ])
      expect(mobileCandidates(config, typed), typed).toEqual(['+84912345670']);
  });
  it("another of the merchant's countries by its code", () => {
    expect(mobileCandidates(config, '+60 12 345 6789')).toEqual(['+60123456789']);
  });
  it('names and wrong lengths are not numbers', () => {
    expect(mobileCandidates(config, 'demo_member')).toEqual([]);
    expect(mobileCandidates(config, 'm84912345670')).toEqual([]);
    expect(mobileCandidates(config, '+84 91234')).toEqual([]);
    expect(mobileCandidates(config, '+1 912345670')).toEqual([]);
  });
});

describe('the start of a mobile number typed in the console’s player search (issue 34)', () => {
  it('reads the trunk 0, the bare national digits and the country code as the stored start', () => {
    for (const typed of ['0912', '912', '+84912', '84 912', '0912.3'])
      expect(mobilePrefixes(config, typed), typed).toContain(typed.endsWith('.3') ? '+849123' : '+84912');
    expect(mobilePrefixes(config, '+60 12')).toEqual(['+6012']);
  });
  it('too short or not a number: nothing', () => {
    expect(mobilePrefixes(config, '09')).toEqual([]);
    expect(mobilePrefixes(config, 'abc')).toEqual([]);
    expect(mobilePrefixes(config, '')).toEqual([]);
  });
});
