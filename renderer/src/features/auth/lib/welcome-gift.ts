import { create } from 'zustand';

/** Spec §3 session flag: after a registration, home shows the welcome gift (LOGIN_AFTER_GIFT = 1). */
export const LOGIN_AFTER_GIFT = 'LOGIN_AFTER_GIFT';

function stored(): boolean {
  try {
    return sessionStorage.getItem(LOGIN_AFTER_GIFT) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether the welcome gift is due. A store (not only the session flag) so that a home screen that is
 * already open (registration from the header's popup) shows the gift as soon as it is marked, in the
 * same update that closes the success notice: nothing else can slip in between.
 */
export const useWelcomeGift = create<{ due: boolean }>(() => ({ due: stored() }));

export function markWelcomeGift(): void {
  try {
    sessionStorage.setItem(LOGIN_AFTER_GIFT, '1');
  } catch {
    // storage off: the gift still shows on this page
  }
  useWelcomeGift.setState({ due: true });
}
export function takeWelcomeGift(): boolean {
  return stored();
}
export function clearWelcomeGift(): void {
  try {
    sessionStorage.removeItem(LOGIN_AFTER_GIFT);
  } catch {
    // nothing stored
  }
  useWelcomeGift.setState({ due: false });
}
