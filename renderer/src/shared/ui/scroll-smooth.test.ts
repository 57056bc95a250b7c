// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollSmooth } from './scroll-smooth';
import { SCROLL_ANIMATION_MS } from './ui-constants';

let now = 0;
let frames: ((t: number) => void)[] = [];
const tick = (ms: number) => {
  now += ms;
  const run = frames;
  frames = [];
  run.forEach((f) => f(now));
};
beforeEach(() => {
  now = 0;
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (f: (t: number) => void) => frames.push(f));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});
afterEach(() => vi.unstubAllGlobals());

describe('scrollSmooth (spec §9: scroll animations 300 ms)', () => {
  it('moves over 300 ms, easing out, and is there at 300 ms, not before', async () => {
    const el = { scrollTop: 0, scrollLeft: 0 };
    const done = scrollSmooth(el as unknown as Element, { left: 300 });
    tick(0);
    tick(SCROLL_ANIMATION_MS / 2);
    expect(el.scrollLeft).toBeGreaterThan(150);
    expect(el.scrollLeft).toBeLessThan(300);
    tick(SCROLL_ANIMATION_MS / 2 - 1);
    expect(el.scrollLeft).toBeLessThan(300);
    tick(1);
    await done;
    expect(el.scrollLeft).toBe(300);
    expect(el.scrollTop).toBe(0);
  });

  it('jumps at once with reduced motion', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const el = { scrollTop: 500, scrollLeft: 0 };
    await scrollSmooth(el as unknown as Element, { top: 0 });
    expect(el.scrollTop).toBe(0);
    expect(frames).toHaveLength(0);
  });
});
