/** Spec §9 gesture and page-transition figures (named here, never bare numbers in components). */
/** Movement before a touch counts as a swipe at all (its direction is decided then). */
export const SWIPE_START_PX = 10;
/** Distance a swipe must cover to count as one (banner and list swipes). */
export const SWIPE_MIN_PX = 60;
/** A right swipe longer than this goes back (spec §2 back control). */
export const BACK_SWIPE_PX = 100;
/** After a back swipe the page transition stays off this long (the swipe was the movement). */
export const BACK_SWIPE_RESET_MS = 500;
/** A touch that moves at most this far is a tap. */
export const TAP_MAX_PX = 3;
/** Held this long (within the retention distance), a touch is a long press, not a tap. */
export const LONG_PRESS_MS = 370;
/** Held this long, a control shows its pressed state. */
export const PRESS_IN_MS = 130;
/** The pressed state and the long press survive a finger drift up to this far. */
export const PRESS_RETENTION_PX = 20;
/** Slide between screens (the scroll-animation figure of spec §9). */
export const PAGE_TRANSITION_MS = 300;
