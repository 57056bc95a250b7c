import { classifyTouch, isPressedIn, type Gesture } from './classify';
import { BACK_SWIPE_RESET_MS, PAGE_TRANSITION_MS, PRESS_IN_MS, PRESS_RETENTION_PX } from './constants';

/*
 * Touch gestures and page transitions (spec §2 back control, §9 timings). This module is loaded on
 * the first touch, pointer or key press (see arm.ts), never on the first-load path of a screen.
 * Touch events (not pointer events) because the browser cancels a pointer as soon as it pans.
 */

/** The shell's back control; a swipe presses it, so the back rules stay in one place (app-header). */
const BACK_SELECTOR = '[data-shell-back]';
/** Controls that show the pressed state. */
const PRESSABLE = 'a[href], button, [role="button"], [role="tab"], summary';
/** The screen area that slides. */
const CONTENT_SELECTOR = '.app__content';
export const TRANSITION_ATTR = 'data-page-transition';

let noTransitionUntil = 0;
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Whether the touch started where a sideways swipe belongs to something else (a scroller, a popup, a frame). */
function ownsSideways(target: EventTarget | null): boolean {
  for (let el = target instanceof Element ? target : null; el; el = el.parentElement) {
    if (el.matches('.ui-popup, [data-no-back-swipe], input, textarea, select')) return true;
    const overflow = getComputedStyle(el).overflowX;
    if (
      (overflow === 'auto' || overflow === 'scroll') &&
      el.scrollWidth > el.clientWidth &&
      el.scrollLeft > 0
    )
      return true;
  }
  return false;
}

interface Track {
  x: number;
  y: number;
  at: number;
  dx: number;
  dy: number;
  pressed: Element | null;
  timer: number;
  owned: boolean;
}
let track: Track | null = null;
/** A long press is not a tap: the click it may still produce is swallowed. */
let swallowClickUntil = 0;

function setPressed(el: Element | null) {
  if (track?.pressed && track.pressed !== el) track.pressed.removeAttribute('data-pressed');
  if (track) track.pressed = el;
  el?.setAttribute('data-pressed', '');
}

function start(e: TouchEvent) {
  const t = e.touches[0];
  if (!t || e.touches.length > 1) {
    end();
    return;
  }
  const pressable = e.target instanceof Element ? e.target.closest(PRESSABLE) : null;
  track = {
    x: t.clientX,
    y: t.clientY,
    at: performance.now(),
    dx: 0,
    dy: 0,
    pressed: null,
    timer: window.setTimeout(() => {
      if (track && pressable && isPressedIn(track.dx, track.dy, performance.now() - track.at))
        setPressed(pressable);
    }, PRESS_IN_MS),
    owned: ownsSideways(e.target),
  };
}

function move(e: TouchEvent) {
  const t = e.touches[0];
  if (!track || !t) return;
  track.dx = t.clientX - track.x;
  track.dy = t.clientY - track.y;
  if (track.pressed && Math.hypot(track.dx, track.dy) > PRESS_RETENTION_PX) setPressed(null);
}

function end(e?: TouchEvent) {
  if (!track) return;
  const t = e?.changedTouches[0];
  if (t) {
    track.dx = t.clientX - track.x;
    track.dy = t.clientY - track.y;
  }
  clearTimeout(track.timer);
  setPressed(null);
  const gesture: Gesture = e
    ? classifyTouch(track.dx, track.dy, performance.now() - track.at)
    : { kind: 'none' };
  const owned = track.owned;
  const target = e?.target;
  track = null;
  if (gesture.kind === 'longPress') {
    swallowClickUntil = performance.now() + PRESS_IN_MS;
    target?.dispatchEvent(new CustomEvent('longpress', { bubbles: true }));
  }
  if (gesture.kind === 'swipe' && gesture.back && !owned) {
    const back = document.querySelector<HTMLButtonElement>(BACK_SELECTOR);
    if (!back) return;
    // The finger was the movement: no slide for this navigation (spec §2).
    noTransitionUntil = performance.now() + BACK_SWIPE_RESET_MS;
    back.click();
  }
}

function onClick(e: MouseEvent) {
  if (performance.now() < swallowClickUntil) {
    e.preventDefault();
    e.stopPropagation();
  }
}

/** Slides the new screen in after a same-document navigation (Navigation API; elsewhere no slide). */
function slide(kind: 'forward' | 'back') {
  // After React has put the new screen in place.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const el = document.querySelector<HTMLElement>(CONTENT_SELECTOR);
      if (!el) return;
      el.setAttribute(TRANSITION_ATTR, kind);
      const from = kind === 'forward' ? '40%' : '-40%';
      const animation = el.animate(
        [
          { transform: `translateX(${from})`, opacity: 0.4 },
          { transform: 'none', opacity: 1 },
        ],
        { duration: PAGE_TRANSITION_MS, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
      );
      const done = () => el.removeAttribute(TRANSITION_ATTR);
      animation.addEventListener('finish', done);
      animation.addEventListener('cancel', done);
    }),
  );
}

interface NavigateEventLike extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { url: string; index: number };
}
interface NavigationLike extends EventTarget {
  currentEntry: { index: number } | null;
}

function onNavigate(event: Event) {
  const e = event as NavigateEventLike;
  const nav = (window as { navigation?: NavigationLike }).navigation;
  if (reducedMotion() || performance.now() < noTransitionUntil) return;
  if (new URL(e.destination.url).pathname === window.location.pathname) return;
  if (e.navigationType === 'push') slide('forward');
  else if (e.navigationType === 'traverse')
    slide(e.destination.index < (nav?.currentEntry?.index ?? 0) ? 'back' : 'forward');
}

let installed = false;
/** Installs the listeners; `first` is the touch that caused the load (tracked as if heard). */
export function installGestures(first?: Event): void {
  if (installed) return;
  installed = true;
  const opts = { passive: true, capture: true } as const;
  window.addEventListener('touchstart', start, opts);
  window.addEventListener('touchmove', move, opts);
  window.addEventListener('touchend', end, opts);
  window.addEventListener('touchcancel', () => end(), opts);
  window.addEventListener('click', onClick, true);
  (window as { navigation?: EventTarget }).navigation?.addEventListener('navigate', onNavigate);
  if (first && first.type === 'touchstart') start(first as TouchEvent);
}
