import type { Queryable } from '../../server/db/db';
import { summariseUserAgent } from '../../core/user-agent';
import { hashToken, newToken } from '../lib/tokens';

/** Where a login came from: its User-Agent (kept only as a summary) and address (issue 34). */
export interface SessionOrigin {
  userAgent?: string;
  ip?: string;
}

/** Creates a session; only the token's hash is stored, with the device summary and address of `from`. */
export async function createSession(
  db: Queryable,
  memberId: number,
  merchantCode: string,
  ttlMs: number,
  from: SessionOrigin = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  const device = summariseUserAgent(from.userAgent);
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, merchant_code, expires_at, device_browser, device_os, device_app, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      hashToken(token),
      memberId,
      merchantCode,
      expiresAt,
      device.browser ?? null,
      device.os ?? null,
      from.userAgent ? device.app : null,
      from.ip ? from.ip.slice(0, 64) : null,
    ],
  );
  return { token, expiresAt };
}

export async function revokeSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [
    tokenHash,
  ]);
}

/** After a password change or reset every other session of the member ends. */
export async function revokeOtherSessions(
  db: Queryable,
  memberId: number,
  keepHash: string | null,
): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL AND token_hash IS DISTINCT FROM $2',
    [memberId, keepHash],
  );
}

export async function renewSession(db: Queryable, tokenHash: string, ttlMs: number): Promise<Date> {
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.query('UPDATE sessions SET expires_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    tokenHash,
    expiresAt,
  ]);
  return expiresAt;
}
