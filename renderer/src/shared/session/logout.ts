import { apiFetch, AUTH_PATHS, queryClient } from '../api';

import { useSessionStore } from './session-store';

/** Spec §3 storage key: after a sign-out the next visit does not log in by itself. */
export const AUTO_LOGIN_KEY = 'autoLogin';

/**
 * Spec §4 logout: clear session, token, trial user and member info (every cached query, every
 * request in flight) first, so no poll goes out with a session being ended (issue 32: no 401s after
 * a logout); then tell the server (best effort) with the token it had; store autoLogin 0. The
 * caller confirms first and goes home.
 */
export async function logout(): Promise<void> {
  const token = useSessionStore.getState().session?.token;
  endSession();
  try {
    localStorage.setItem(AUTO_LOGIN_KEY, '0');
  } catch {
    // storage off: nothing to remember
  }
  if (token)
    await apiFetch(AUTH_PATHS.logout, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    }).catch(() => undefined);
}

/**
 * The session is over on this device (logout, or the platform said it ended): signed out, every
 * query in flight cancelled and every cached answer dropped, so nothing polls with it again.
 */
export function endSession(): void {
  useSessionStore.getState().signOut();
  void queryClient.cancelQueries();
  queryClient.clear();
}
