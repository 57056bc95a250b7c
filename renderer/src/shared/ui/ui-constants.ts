/** Spec §9 timings and sizes of the UI kit (named, never bare numbers in components). */
export const POPUP_Z_BASE = 1000;
/** Popup slide duration. */
export const POPUP_ANIMATION_MS = 400;
/** Spec: animation fallback = duration + 200 ms (the exit completes even if transitionend never fires). */
export const ANIMATION_FALLBACK_EXTRA_MS = 200;
/** A mask click within 300 ms of opening is ignored (the tap that opened it must not close it). */
export const MASK_CLICK_GUARD_MS = 300;

/** Spec §6/§8: the "reward centre off" and copy toasts last 2 s. */
export const BLOCKED_ENTRY_TOAST_MS = 2000;
/** Spec §9: scroll animations (back to top, strip arrows, in-page jumps) last 300 ms. */
export const SCROLL_ANIMATION_MS = 300;
