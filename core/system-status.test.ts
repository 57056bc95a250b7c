import { describe, expect, it } from 'vitest';
import { systemState } from './system-status';

describe('system status (spec §4)', () => {
  it('is 0 when open, 1 under maintenance (also when the region is restricted), 2 when restricted', () => {
    expect(systemState(false, false)).toBe(0);
    expect(systemState(true, false)).toBe(1);
    expect(systemState(true, true)).toBe(1);
    expect(systemState(false, true)).toBe(2);
  });
});
