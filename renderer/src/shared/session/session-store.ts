import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { roleOf, type Role } from '@core/menus';

/** Spec §3: the stored session key. */
export const SESSION_KEY = 'MC_SESSION_INFO';

export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin?: boolean;
  /** A free-trial session (spec §3: also a trial name). */
  trial?: boolean;
  trialName?: string;
  /** The player logged in with a password (not an SMS code). */
  hasPassword?: boolean;
}

interface SessionState {
  session: SessionInfo | null;
  /**
   * The password typed at login, in memory only (never persisted), so change password need not ask
   * for it again in this page's life (spec §2). Cleared on sign-out and after a password change.
   */
  heldPassword?: string;
  signIn: (s: SessionInfo, password?: string) => void;
  signOut: () => void;
  setHeldPassword: (p: string | undefined) => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      session: null,
      signIn: (session, heldPassword) => set({ session, heldPassword }),
      signOut: () => set({ session: null, heldPassword: undefined }),
      setHeldPassword: (heldPassword) => set({ heldPassword }),
    }),
    {
      name: SESSION_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ session: s.session }),
    },
  ),
);

export const useSession = (): SessionInfo | null => useSessionStore((s) => s.session);
export const useRole = (): Role => useSessionStore((s) => roleOf(s.session));
export const getToken = (): string | undefined => useSessionStore.getState().session?.token;
/** A real member (not a trial, not type 4): change password, contracts. */
export const isMemberSession = (s: SessionInfo | null): boolean => {
  const role = roleOf(s);
  return role === 'member' || role === 'agent';
};
