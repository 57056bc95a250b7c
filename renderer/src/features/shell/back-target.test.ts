import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target';

describe('back control (spec §2)', () => {
  it('goes home from login, register, activity, forget, download, help and notice', () => {
    for (const key of ['login', 'register', 'activity', 'forget', 'download', 'help', 'notice'])
      expect(backTarget(key, true)).toBe('/m/home');
  });
  it('goes back in history elsewhere, or home when there is no history', () => {
    expect(backTarget('slot-games', true)).toBe(-1);
    expect(backTarget('slot-games', false)).toBe('/m/home');
    expect(backTarget(undefined, true)).toBe('/m/home');
  });
});
