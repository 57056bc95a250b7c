import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db';
import { hashToken } from '../lib/tokens';

/* Login failure counters (per account, per IP), captchas and SMS codes: in the database so replicas share them. */

/** Adds a failure under `key`; counts restart after `windowMinutes` without failures. Returns the count. */
export async function addFailure(db: Queryable, key: string, windowMinutes: number): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `INSERT INTO login_failures (key, count, last_at) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET count = CASE WHEN login_failures.last_at < now() - $2 * interval '1 minute' THEN 1 ELSE login_failures.count + 1 END, last_at = now()
     RETURNING count`,
    [key, windowMinutes],
  );
  return rows[0]?.count ?? 1;
}

export async function failureCount(db: Queryable, key: string, windowMinutes: number): Promise<number> {
  const rows = await db.query<{ count: number }>(`SELECT count FROM login_failures WHERE key = $1 AND last_at >= now() - $2 * interval '1 minute'`, [key, windowMinutes]);
  return rows[0]?.count ?? 0;
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE key = $1', [key]);
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function saveCaptcha(db: Queryable, id: string, answer: string, ttlMs: number): Promise<Date> {
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.query('DELETE FROM captchas WHERE expires_at < now()');
  await db.query('INSERT INTO captchas (id, answer_hash, expires_at) VALUES ($1, $2, $3)', [id, hashToken(answer), expiresAt]);
  return expiresAt;
}

/** Single use: the captcha is deleted whether the answer is right or not. */
export async function consumeCaptcha(db: Queryable, id: string, answer: string): Promise<boolean> {
  const rows = await db.query<{ answer_hash: string }>('DELETE FROM captchas WHERE id = $1 AND expires_at > now() RETURNING answer_hash', [id]);
  const row = rows[0];
  return row !== undefined && same(row.answer_hash, hashToken(answer.trim()));
}

/** Seconds since the last SMS code to this number for this purpose (undefined: none). */
export async function lastSmsAgeMs(db: Queryable, merchant: string, mobile: string, purpose: string): Promise<number | undefined> {
  const rows = await db.query<{ age: number }>(
    `SELECT EXTRACT(EPOCH FROM (now() - created_at)) * 1000 AS age FROM sms_codes WHERE merchant_code = $1 AND mobile = $2 AND purpose = $3 ORDER BY id DESC LIMIT 1`,
    [merchant, mobile, purpose],
  );
  return rows[0] ? Number(rows[0].age) : undefined;
}

/** Codes are kept a day after they expire (the resend wait reads the latest), then dropped. */
const SMS_RETENTION = '1 day';

export async function saveSmsCode(db: Queryable, merchant: string, mobile: string, purpose: string, code: string, ttlMs: number): Promise<void> {
  await db.query(`DELETE FROM sms_codes WHERE expires_at < now() - interval '${SMS_RETENTION}'`);
  await db.query('INSERT INTO sms_codes (merchant_code, mobile, purpose, code_hash, expires_at) VALUES ($1, $2, $3, $4, $5)', [merchant, mobile, purpose, hashToken(code), new Date(Date.now() + ttlMs)]);
}

/** Checks the latest live code; a wrong try counts, and after `maxAttempts` the code is dead. A right one is used up. */
export async function consumeSmsCode(db: Queryable, merchant: string, mobile: string, purpose: string, code: string, maxAttempts: number): Promise<boolean> {
  const rows = await db.query<{ id: number; code_hash: string; attempts: number }>(
    `SELECT id, code_hash, attempts FROM sms_codes WHERE merchant_code = $1 AND mobile = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now() ORDER BY id DESC LIMIT 1`,
    [merchant, mobile, purpose],
  );
  const row = rows[0];
  if (!row || row.attempts >= maxAttempts) return false;
  if (!same(row.code_hash, hashToken(code.trim()))) {
    await db.query('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return false;
  }
  const used = await db.query('UPDATE sms_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [row.id]);
  return used.length === 1;
}
