/** Footer hides when the page scrolls down by more than this (spec §2: scrolling hides it). */
export const FOOTER_HIDE_SCROLL_PX = 10;
