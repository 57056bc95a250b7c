import {
  BACK_SWIPE_PX,
  LONG_PRESS_MS,
  PRESS_IN_MS,
  PRESS_RETENTION_PX,
  SWIPE_MIN_PX,
  SWIPE_START_PX,
  TAP_MAX_PX,
} from './constants';

export type Direction = 'left' | 'right' | 'up' | 'down';

/** The direction of a movement once it passed the start threshold (10 px), else null. */
export function swipeDirection(dx: number, dy: number): Direction | null {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_START_PX) return null;
  if (Math.abs(dx) >= Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}

export type Gesture =
  | { kind: 'tap' }
  | { kind: 'longPress' }
  | { kind: 'swipe'; direction: Direction; back: boolean }
  | { kind: 'none' };

/**
 * What a finished touch was (spec §9): a tap moved at most 3 px and was let go before the long
 * press (370 ms); a long press stayed within 20 px; a swipe moved 60 px or more in one direction,
 * and a right swipe over 100 px (more across than down) is the back gesture.
 */
export function classifyTouch(dx: number, dy: number, heldMs: number): Gesture {
  const distance = Math.hypot(dx, dy);
  if (heldMs >= LONG_PRESS_MS && distance <= PRESS_RETENTION_PX) return { kind: 'longPress' };
  if (distance <= TAP_MAX_PX) return { kind: 'tap' };
  const direction = swipeDirection(dx, dy);
  if (!direction) return { kind: 'none' };
  const along = direction === 'left' || direction === 'right' ? Math.abs(dx) : Math.abs(dy);
  if (along < SWIPE_MIN_PX) return { kind: 'none' };
  return { kind: 'swipe', direction, back: direction === 'right' && dx > BACK_SWIPE_PX };
}

/** Whether a held touch shows the pressed state: held 130 ms and not drifted past the retention distance. */
export const isPressedIn = (dx: number, dy: number, heldMs: number): boolean =>
  heldMs >= PRESS_IN_MS && Math.hypot(dx, dy) <= PRESS_RETENTION_PX;
