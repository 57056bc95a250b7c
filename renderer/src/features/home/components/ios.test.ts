import { describe, expect, it } from 'vitest';
import { iosVersion, needsOldIosHint } from './ios';

const ua = (v: string) => `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1`;

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
