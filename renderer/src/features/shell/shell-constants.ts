/** Spec §6/§8: the "reward centre off" and copy toasts last 2 s. */
export const BLOCKED_ENTRY_TOAST_MS = 2000;
/** Footer hides when the page scrolls down by more than this (spec §2: scrolling hides it). */
export const FOOTER_HIDE_SCROLL_PX = 10;
