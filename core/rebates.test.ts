import { describe, expect, it } from 'vitest';
import { lastEndedPeriod, periodOf } from './rebates';

describe('rebate periods', () => {
  it('a day is a UTC day; the last ended one is yesterday', () => {
    const at = new Date('2026-11-23T00:30:00Z');
    expect(periodOf('daily', at)).toEqual({ start: '2026-11-23', end: '2026-11-24', lastDay: '2026-11-23' });
    expect(lastEndedPeriod('daily', at)).toEqual({
      start: '2026-11-22',
      end: '2026-11-23',
      lastDay: '2026-11-22',
    });
  });

  it('a week starts on Monday (also seen from a Sunday and across a month end)', () => {
    // 2026-11-23 is a Monday; 2026-11-29 a Sunday.
    expect(periodOf('weekly', new Date('2026-11-29T23:59:59Z'))).toEqual({
      start: '2026-11-23',
      end: '2026-11-30',
      lastDay: '2026-11-29',
    });
    expect(lastEndedPeriod('weekly', new Date('2026-12-02T10:00:00Z'))).toEqual({
      start: '2026-11-23',
      end: '2026-11-30',
      lastDay: '2026-11-29',
    });
    expect(lastEndedPeriod('weekly', new Date('2026-11-23T00:00:00Z')).start).toBe('2026-11-16');
  });
});
