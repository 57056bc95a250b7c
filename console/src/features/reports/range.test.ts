import { describe, expect, it } from 'vitest';
import { presetRange } from './range';

describe('report range presets', () => {
  it('end today, and last month is the whole previous month (across a year and a leap day)', () => {
    expect(presetRange('last7', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetRange('last30', '2026-03-03')).toEqual({ from: '2026-02-02', to: '2026-03-03' });
    expect(presetRange('thisMonth', '2026-03-03')).toEqual({ from: '2026-03-01', to: '2026-03-03' });
    expect(presetRange('lastMonth', '2024-03-15')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('lastMonth', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});
