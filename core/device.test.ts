import { describe, expect, it } from 'vitest';
import { iosVersion, isIosSafari, needsOldIosHint } from './device';

const ua = (v: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1`;

describe('download popup: old iOS hint (spec §2)', () => {
  it('reads the iOS version', () => {
    expect(iosVersion(ua('17_4'))).toEqual([17, 4]);
    expect(iosVersion('Mozilla/5.0 (Linux; Android 14)')).toBeNull();
  });
  it('hints on iOS 12 below 12.2 and on 11 and lower only', () => {
    expect(needsOldIosHint([12, 1])).toBe(true);
    expect(needsOldIosHint([11, 4])).toBe(true);
    expect(needsOldIosHint([12, 2])).toBe(false);
    expect(needsOldIosHint([17, 0])).toBe(false);
    expect(needsOldIosHint(null)).toBe(false);
  });
});

describe('add-to-home guide: iOS Safari only (spec §2)', () => {
  it('Safari yes; Chrome, Firefox, in-app browsers and Android no', () => {
    expect(isIosSafari(ua('17_4'))).toBe(true);
    expect(isIosSafari(ua('17_4').replace('Mobile/15E148', 'CriOS/120.0 Mobile/15E148'))).toBe(false);
    expect(isIosSafari(ua('17_4').replace('Mobile/15E148', 'FxiOS/120.0 Mobile/15E148'))).toBe(false);
    expect(isIosSafari(`${ua('16_0')} Zalo iOS`)).toBe(false);
    expect(
      isIosSafari('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'),
    ).toBe(false);
  });
});
