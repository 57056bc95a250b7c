import { create } from 'zustand';

export type ConsoleRole = 'operator' | 'support' | 'viewer';
export interface ConsoleUser {
  id: string;
  username: string;
  role: ConsoleRole;
  /** The merchants this user may touch; absent: every merchant. */
  merchants?: string[];
}
interface SessionState {
  token?: string;
  user?: ConsoleUser;
  signIn(token: string, user: ConsoleUser): void;
  signOut(): void;
}

const KEY = 'console.session';
type Stored = Pick<SessionState, 'token' | 'user'>;

/**
 * Shared by the tabs of one browser (localStorage): a console URL opened in a new tab stays logged
 * in, and logging out in one tab logs out every tab (the storage event). The server ends a session
 * after a working day, or at once when the user is disabled. A session an older console kept per
 * tab (sessionStorage) is still read.
 */
function parse(raw: string | null): Stored {
  try {
    const v = raw ? (JSON.parse(raw) as Stored) : {};
    return typeof v.token === 'string' && v.user ? v : {};
  } catch {
    return {};
  }
}
function load(): Stored {
  if (typeof localStorage === 'undefined') return {};
  const shared = parse(localStorage.getItem(KEY));
  return shared.token ? shared : parse(sessionStorage.getItem(KEY));
}

export const useSessionStore = create<SessionState>((set) => ({
  ...load(),
  signIn(token, user) {
    localStorage.setItem(KEY, JSON.stringify({ token, user }));
    set({ token, user });
  },
  signOut() {
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
    set({ token: undefined, user: undefined });
  },
}));

if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (e.key !== KEY) return;
    const next = parse(e.newValue);
    useSessionStore.setState({ token: next.token, user: next.user });
  });

export const can = {
  save: (u?: ConsoleUser) => u?.role === 'operator',
  preview: (u?: ConsoleUser) => u?.role === 'operator' || u?.role === 'support',
  audit: (u?: ConsoleUser) => u?.role === 'operator',
  users: (u?: ConsoleUser) => u?.role === 'operator',
  /** Every role reads payments; only operators approve or reject a withdrawal (the server checks it too). */
  payments: (u?: ConsoleUser) => !!u,
  reviewPayments: (u?: ConsoleUser) => u?.role === 'operator',
  /** A member's ledger: operators and support; viewers read the payment lists only (issue 35 item 6, docs/security.md). */
  ledger: (u?: ConsoleUser) => u?.role === 'operator' || u?.role === 'support',
  /** Every role sees the KYC queue; only operators open identity pictures and decide (the server checks it too). */
  kyc: (u?: ConsoleUser) => !!u,
  reviewKyc: (u?: ConsoleUser) => u?.role === 'operator',
  /** Every role reads agent applications; only operators approve or reject one (the server checks it too). */
  agents: (u?: ConsoleUser) => !!u,
  reviewAgents: (u?: ConsoleUser) => u?.role === 'operator',
  /** A merchant's daily figures: operators and viewers; not support (docs/security.md, the server checks it too). */
  reports: (u?: ConsoleUser) => u?.role === 'operator' || u?.role === 'viewer',
  /** Every role finds and reads players; operators and support act on them (the server checks it too). */
  players: (u?: ConsoleUser) => !!u,
  actOnPlayers: (u?: ConsoleUser) => u?.role === 'operator' || u?.role === 'support',
  /** Every role reads comments on changes; operators and support write them (docs/security.md, the server checks it too). */
  comment: (u?: ConsoleUser) => u?.role === 'operator' || u?.role === 'support',
};
