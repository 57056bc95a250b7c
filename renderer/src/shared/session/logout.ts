import { apiFetch, AUTH_PATHS, queryClient } from '../api';

import { useSessionStore } from './session-store';

/** Spec §3 storage key: after a sign-out the next visit does not log in by itself. */
export const AUTO_LOGIN_KEY = 'autoLogin';

/**
 * Spec §4 logout: tell the server (best effort), then clear session, token, trial user and member
 * info (every cached query), and store autoLogin 0. The caller confirms first and goes home.
 */
export async function logout(): Promise<void> {
  const { session } = useSessionStore.getState();
  if (session) await apiFetch(AUTH_PATHS.logout, { method: 'DELETE' }).catch(() => undefined);
  useSessionStore.getState().signOut();
  queryClient.clear();
  try {
    localStorage.setItem(AUTO_LOGIN_KEY, '0');
  } catch {
    // storage off: nothing to remember
  }
}
