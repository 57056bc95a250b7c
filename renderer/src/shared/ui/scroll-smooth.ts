import { SCROLL_ANIMATION_MS } from './ui-constants';

type Scroller = Pick<Element, 'scrollTop' | 'scrollLeft'> | Window;

const position = (target: Scroller) =>
  target instanceof Window
    ? { top: target.scrollY, left: target.scrollX }
    : { top: target.scrollTop, left: target.scrollLeft };

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls `target` to `to` in the spec's 300 ms (ease-out), instead of the browser's own smooth
 * scroll whose length it picks itself. With reduced motion it jumps. A newer scroll of the same
 * target replaces the running one. Resolves when it is there.
 */
export function scrollSmooth(
  target: Scroller,
  to: { top?: number; left?: number },
  ms = SCROLL_ANIMATION_MS,
): Promise<void> {
  const from = position(target);
  const end = { top: to.top ?? from.top, left: to.left ?? from.left };
  const set = (p: { top: number; left: number }) => {
    if (target instanceof Window) target.scrollTo(p.left, p.top);
    else {
      target.scrollTop = p.top;
      target.scrollLeft = p.left;
    }
  };
  running.get(target)?.();
  if (reducedMotion() || ms <= 0) {
    set(end);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let frame = 0;
    let start: number | undefined;
    const stop = () => {
      cancelAnimationFrame(frame);
      running.delete(target);
      resolve();
    };
    running.set(target, stop);
    const step = (now: number) => {
      start ??= now;
      const k = Math.min(1, (now - start) / ms);
      const ease = 1 - (1 - k) ** 3;
      set({ top: from.top + (end.top - from.top) * ease, left: from.left + (end.left - from.left) * ease });
      if (k < 1) frame = requestAnimationFrame(step);
      else stop();
    };
    frame = requestAnimationFrame(step);
  });
}

const running = new Map<Scroller, () => void>();
