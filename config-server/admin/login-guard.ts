/**
 * Failed logins per username, whatever the address: the route's rate limit keys on the client
 * address, which a client behind no proxy can vary with X-Forwarded-For (the app trusts proxies).
 * After `max` failures within `windowMs` the username is refused until the window passes.
 */
export class LoginGuard {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max = 10,
    private readonly windowMs = 15 * 60_000,
  ) {}

  private recent(username: string, now: number): number[] {
    const list = (this.failures.get(username.toLowerCase()) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(username.toLowerCase(), list);
    else this.failures.delete(username.toLowerCase());
    return list;
  }

  blocked(username: string, now = Date.now()): boolean {
    return this.recent(username, now).length >= this.max;
  }

  fail(username: string, now = Date.now()): void {
    this.failures.set(username.toLowerCase(), [...this.recent(username, now), now]);
  }

  succeed(username: string): void {
    this.failures.delete(username.toLowerCase());
  }
}
