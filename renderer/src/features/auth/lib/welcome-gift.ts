/** Spec §3 session flag: after a registration, home shows the welcome gift (LOGIN_AFTER_GIFT = 1). */
export const LOGIN_AFTER_GIFT = 'LOGIN_AFTER_GIFT';

export function markWelcomeGift(): void {
  try {
    sessionStorage.setItem(LOGIN_AFTER_GIFT, '1');
  } catch {
    // storage off: no gift prompt
  }
}
export function takeWelcomeGift(): boolean {
  try {
    const due = sessionStorage.getItem(LOGIN_AFTER_GIFT) === '1';
    return due;
  } catch {
    return false;
  }
}
export function clearWelcomeGift(): void {
  try {
    sessionStorage.removeItem(LOGIN_AFTER_GIFT);
  } catch {
    // nothing stored
  }
}
