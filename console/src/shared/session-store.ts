import { create } from 'zustand';

export type ConsoleRole = 'operator' | 'support' | 'viewer';
export interface ConsoleUser {
  id: string;
  username: string;
  role: ConsoleRole;
}
interface SessionState {
  token?: string;
  user?: ConsoleUser;
  signIn(token: string, user: ConsoleUser): void;
  signOut(): void;
}

const KEY = 'console.session';
/** Per tab (sessionStorage): closing the tab ends the console session on this device. */
function load(): Pick<SessionState, 'token' | 'user'> {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Pick<SessionState, 'token' | 'user'>) : {};
  } catch {
    return {};
  }
}

export const useSessionStore = create<SessionState>((set) => ({
  ...load(),
  signIn(token, user) {
    sessionStorage.setItem(KEY, JSON.stringify({ token, user }));
    set({ token, user });
  },
  signOut() {
    sessionStorage.removeItem(KEY);
    set({ token: undefined, user: undefined });
  },
}));

export const can = {
  save: (u?: ConsoleUser) => u?.role === 'operator',
  preview: (u?: ConsoleUser) => u?.role === 'operator' || u?.role === 'support',
  audit: (u?: ConsoleUser) => u?.role === 'operator',
  users: (u?: ConsoleUser) => u?.role === 'operator',
  /** Every role reads payments; only operators approve or reject a withdrawal (the server checks it too). */
  payments: (u?: ConsoleUser) => !!u,
  reviewPayments: (u?: ConsoleUser) => u?.role === 'operator',
};
