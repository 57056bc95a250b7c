import { lazy, Suspense, useEffect, useState } from 'react';
import { popupBusy, useMenuState, usePopupStack, useWhenIdle } from '../../../shared/ui';
import type { Announcement } from '../api/announcements';

/** The popup itself (picture, sanitised HTML, carousel): fetched when a greeting opens (issue 29). */
const HomePopupView = lazy(() => import('./home-popup-view'));

/** Popups already shown in this browser session (they greet a player once, not on every visit home). */
export const SEEN_KEY = 'homePopupsSeen';
/** Longest wait for an idle moment before the popups open anyway. */
export const POPUP_SETTLE_FALLBACK_MS = 1500;
/**
 * How long the player must have had nothing open before a greeting opens: closing the side menu
 * and opening the dialog it asked for (sign-out) are two steps, and a greeting must not slip in between.
 */
export const POPUP_QUIET_MS = 600;
/** A: members, B: guests, N: a member's first session (just registered), welcomed, not "welcomed back". */
type Execution = 'A' | 'B' | 'N';
/** Published on home as `data-home-greeting` (see HomePopups). */
export type GreetingState = 'pending' | 'held' | 'open' | 'done';
const seenKey = (execution: Execution) => `${SEEN_KEY}:${execution}`;
const seen = (execution: Execution) => sessionStorage.getItem(seenKey(execution)) === '1';

/**
 * Home popups (spec §2, §3): logged-in players see execution A popups, logged-out players
 * execution B, as one carousel with previous and next. A member's first session (firstTimeLogin)
 * gets the first-time welcome instead of the members' greetings, which speak to returning players.
 */
export function HomePopups({
  popups,
  loggedIn,
  firstTime,
  ready,
}: {
  popups: readonly Announcement[];
  loggedIn: boolean;
  /** The first-time welcome, shown to a member in their first session instead of the A popups. */
  firstTime?: Announcement;
  /** The popup list has been answered (or failed): until then, whether a greeting comes is unknown. */
  ready: boolean;
}) {
  const execution: Execution = loggedIn ? (firstTime ? 'N' : 'A') : 'B';
  const list =
    execution === 'N' && firstTime
      ? [firstTime]
      : popups.filter((p) => p.type === 'PU' && p.execution === execution);
  // The carousel position belongs to one execution: after a login (B → A) it starts again at the first.
  const [position, setPosition] = useState<{ execution: Execution; index: number }>({ execution, index: 0 });
  const index = position.execution === execution ? position.index : 0;
  const setIndex = (next: (i: number) => number) => setPosition({ execution, index: next(index) });
  // Closed per execution: a guest who closed the B popups and then logs in on home still gets A.
  const [closed, setClosed] = useState(() => ({ A: seen('A'), B: seen('B'), N: seen('N') }));
  // Popups open once the home screen has painted and settled: the lobby shows first, then the greeting.
  const settled = useWhenIdle(POPUP_SETTLE_FALLBACK_MS);
  // Nor while the player is busy with a menu or another popup: a greeting never lands on top of
  // what they opened; it waits until that closes.
  const menuOpen = useMenuState((s) => s.open !== null);
  // Open, or due and still loading (the welcome gift after a registration: its code and texts arrive
  // after the success notice closes, and a greeting opening in that gap stacked on it).
  const popupOpen = usePopupStack(popupBusy);
  const busy = menuOpen || popupOpen;
  // Per execution: a guest who signs up from a popup on home becomes a member while that popup
  // (and then its success notice and the welcome gift) is open; the members' greeting waits for them.
  const [shownFor, setShownFor] = useState<Execution | null>(null);
  const shown = shownFor === execution;
  useEffect(() => {
    if (!settled || busy || shown) return;
    const id = setTimeout(() => setShownFor(execution), POPUP_QUIET_MS);
    return () => clearTimeout(id);
  }, [settled, busy, shown, execution]);
  const current = list[index];
  // Where the greeting stands, for people and scripts that must not tap home while one may still open:
  // pending (it may yet open), held (it waits for what the player has open), open, or done (closed,
  // seen before, or none for this player).
  const greeting: GreetingState = !ready
    ? 'pending'
    : list.length === 0 || closed[execution]
      ? 'done'
      : shown
        ? 'open'
        : settled && busy
          ? 'held'
          : 'pending';
  const marker = <span hidden data-home-greeting={greeting} />;
  if (!current || !shown) return marker;
  const close = () => {
    sessionStorage.setItem(seenKey(execution), '1');
    setClosed((c) => ({ ...c, [execution]: true }));
  };
  return (
    <>
      {marker}
      <Suspense fallback={null}>
        <HomePopupView
          popup={current}
          open={!closed[execution]}
          onClose={close}
          index={index}
          total={list.length}
          onStep={(step) => setIndex((i) => (i + step + list.length) % list.length)}
        />
      </Suspense>
    </>
  );
}
