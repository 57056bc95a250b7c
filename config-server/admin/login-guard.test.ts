import { describe, expect, it } from 'vitest';
import { LoginGuard } from './login-guard';

describe('LoginGuard', () => {
  it('blocks a username after max failures in the window, case-insensitively, until it passes', () => {
    const g = new LoginGuard(3, 1000);
    for (const t of [0, 10, 20]) g.fail('Alice', t);
    expect(g.blocked('alice', 30)).toBe(true);
    expect(g.blocked('bob', 30)).toBe(false);
    expect(g.blocked('alice', 1015)).toBe(false);
  });
  it('a success clears the failures', () => {
    const g = new LoginGuard(2, 1000);
    g.fail('a', 0);
    g.succeed('a');
    g.fail('a', 1);
    expect(g.blocked('a', 2)).toBe(false);
  });
});
