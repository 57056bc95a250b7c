import type { Queryable } from '../../server/db/db';
import {
  LOCKED_LOGIN_INTERVAL_MS,
  clearFailures,
  consumeCaptcha,
  releaseAttempt,
  takeAttempt,
  takeSlot,
} from '../../platform-api';
import { AppError } from '../../server/http-errors';

/** Console failures per username before a captcha and the slow-down are required. */
export const CONSOLE_GUARD_MAX = 10;
/** Counts are forgotten this long after a username's last attempt. */
export const CONSOLE_GUARD_WINDOW_MINUTES = 15;

/**
 * Failed console logins per username, whatever the address (the route's rate limit keys on the
 * address, which a client can vary with X-Forwarded-For when the app trusts proxies). Kept in the
 * database, so every replica counts the same, and each attempt is counted before its password is
 * checked (one atomic upsert), so a parallel burst gets no more checks than sequential tries.
 * Past `max` failures the username is not shut (a stranger could lock the operator out): every
 * attempt needs a captcha and one password check per `slowMs` is allowed.
 */
export class LoginGuard {
  constructor(
    private readonly db: Queryable,
    private readonly max = CONSOLE_GUARD_MAX,
    private readonly windowMinutes = CONSOLE_GUARD_WINDOW_MINUTES,
    private readonly slowMs = LOCKED_LOGIN_INTERVAL_MS,
  ) {}

  private key(username: string): string {
    return `console:${username.trim().toLowerCase()}`;
  }

  /**
   * Takes an attempt before the password check. Throws CAPTCHA_REQUIRED / CAPTCHA_INVALID (details
   * `captcha: true`) or RATE_LIMITED with `retryAfterMs` past the threshold; such a refusal gives the
   * attempt back.
   */
  async begin(username: string, captcha: { id?: string; answer?: string }): Promise<void> {
    const key = this.key(username);
    const count = await takeAttempt(this.db, key, this.windowMinutes);
    if (count <= this.max) return;
    try {
      if (!captcha.id || !captcha.answer) throw new AppError('CAPTCHA_REQUIRED', { captcha: true });
      if (!(await consumeCaptcha(this.db, captcha.id, captcha.answer)))
        throw new AppError('CAPTCHA_INVALID', { captcha: true });
      const wait = await takeSlot(this.db, key, this.slowMs);
      if (wait > 0) throw new AppError('RATE_LIMITED', { captcha: true, retryAfterMs: wait });
    } catch (err) {
      await releaseAttempt(this.db, key);
      throw err;
    }
  }

  /** After a wrong password: whether the next attempt needs the captcha. */
  async captchaNext(username: string): Promise<boolean> {
    const rows = await this.db.query<{ count: number }>(
      `SELECT count FROM login_failures WHERE key = $1 AND last_at >= now() - $2 * interval '1 minute'`,
      [this.key(username), this.windowMinutes],
    );
    return (rows[0]?.count ?? 0) >= this.max;
  }

  async succeed(username: string): Promise<void> {
    await clearFailures(this.db, this.key(username));
  }
}
