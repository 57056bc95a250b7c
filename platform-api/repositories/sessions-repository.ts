import type { Queryable } from '../../server/db/db';
import { hashToken, newToken } from '../lib/tokens';

/** Creates a session; only the token's hash is stored. */
export async function createSession(
  db: Queryable,
  memberId: number,
  merchantCode: string,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.query(
    'INSERT INTO sessions (token_hash, member_id, merchant_code, expires_at) VALUES ($1, $2, $3, $4)',
    [hashToken(token), memberId, merchantCode, expiresAt],
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
