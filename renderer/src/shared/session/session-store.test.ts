// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isMemberSession, SESSION_KEY, useSessionStore } from './session-store';

const base = { token: 't', merchantCode: 'demo', userName: 'bob', type: 0 };

describe('session store', () => {
  it('persists the session as MC_SESSION_INFO, never the held password', () => {
    useSessionStore.getState().signIn(base, 'secret-pass');
    const stored = localStorage.getItem(SESSION_KEY)!;
    expect(JSON.parse(stored).state.session.userName).toBe('bob');
    expect(stored).not.toContain('secret-pass');
    expect(useSessionStore.getState().heldPassword).toBe('secret-pass');
  });
  it('sign-out clears the session and the held password', () => {
    useSessionStore.getState().signIn(base, 'x');
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState().session).toBeNull();
    expect(useSessionStore.getState().heldPassword).toBeUndefined();
  });
  it('member sessions exclude trials and type 4', () => {
    expect(isMemberSession({ ...base })).toBe(true);
    expect(isMemberSession({ ...base, type: 1 })).toBe(true);
    expect(isMemberSession({ ...base, trial: true })).toBe(false);
    expect(isMemberSession({ ...base, type: 4 })).toBe(false);
    expect(isMemberSession(null)).toBe(false);
  });
});
