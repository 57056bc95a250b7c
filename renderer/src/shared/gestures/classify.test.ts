import { describe, expect, it } from 'vitest';
import { classifyTouch, isPressedIn, swipeDirection } from './classify';

describe('gesture thresholds (spec §9)', () => {
  it('a movement under 10 px has no direction yet', () => {
    expect(swipeDirection(9, 2)).toBeNull();
    expect(swipeDirection(10, 2)).toBe('right');
    expect(swipeDirection(-4, -12)).toBe('up');
  });

  it('tap up to 3 px, long press from 370 ms within 20 px', () => {
    expect(classifyTouch(2, 2, 100)).toEqual({ kind: 'tap' });
    expect(classifyTouch(3, 0, 369)).toEqual({ kind: 'tap' });
    expect(classifyTouch(4, 0, 100)).toEqual({ kind: 'none' });
    expect(classifyTouch(10, 10, 370)).toEqual({ kind: 'longPress' });
    expect(classifyTouch(21, 0, 400)).toEqual({ kind: 'none' });
  });

  it('a swipe needs 60 px; a right swipe over 100 px is the back gesture', () => {
    expect(classifyTouch(59, 0, 100)).toEqual({ kind: 'none' });
    expect(classifyTouch(-60, 5, 100)).toEqual({ kind: 'swipe', direction: 'left', back: false });
    expect(classifyTouch(100, 0, 100)).toEqual({ kind: 'swipe', direction: 'right', back: false });
    expect(classifyTouch(101, 20, 100)).toEqual({ kind: 'swipe', direction: 'right', back: true });
    expect(classifyTouch(120, 200, 100)).toEqual({ kind: 'swipe', direction: 'down', back: false });
  });

  it('the pressed state starts at 130 ms and survives a 20 px drift', () => {
    expect(isPressedIn(0, 0, 129)).toBe(false);
    expect(isPressedIn(12, 12, 130)).toBe(true);
    expect(isPressedIn(21, 0, 500)).toBe(false);
  });
});
