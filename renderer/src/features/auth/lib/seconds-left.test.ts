import { describe, expect, it } from 'vitest';
import { secondsLeft } from './seconds-left';

describe('SMS countdown', () => {
  it('counts whole seconds up to the expiry, never below zero', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 500)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});
