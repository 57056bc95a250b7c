import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../server/db/db';
import { hashToken } from '../lib/tokens';

/*
 * Login attempt counters (per account, per IP, per console user), captchas, SMS and mail codes and
 * resend waits: in the database so replicas share them, and every limit is taken by ONE statement
 * (a conditional upsert or UPDATE … RETURNING), never a read followed by a write: 50 parallel
 * requests can never all see "under the limit" (tests/security/race-bursts.ts).
 */

/**
 * Takes an attempt under `key` before the password is checked, so parallel requests each see a
 * different count; counts restart after `windowMinutes` without attempts. Returns the count,
 * this attempt included. A success clears the key ({@link clearFailures}); an attempt refused before
 * its password was checked gives its count back ({@link releaseAttempt}).
 */
export async function takeAttempt(db: Queryable, key: string, windowMinutes: number): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `INSERT INTO login_failures (key, count, last_at) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN login_failures.last_at < now() - $2 * interval '1 minute' THEN 1 ELSE login_failures.count + 1 END,
       next_at = CASE WHEN login_failures.last_at < now() - $2 * interval '1 minute' THEN NULL ELSE login_failures.next_at END,
       last_at = now()
     RETURNING count`,
    [key, windowMinutes],
  );
  return rows[0]?.count ?? 1;
}

/** Gives back an attempt that never reached the password check (missing captcha, slowed down). */
export async function releaseAttempt(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE login_failures SET count = greatest(count - 1, 0) WHERE key = $1', [key]);
}

/**
 * The slow-down of a locked account: one password check per `intervalMs`. Returns 0 when this
 * request holds the slot, else the milliseconds until the next one. One conditional UPDATE: of
 * parallel requests exactly one wins.
 */
export async function takeSlot(db: Queryable, key: string, intervalMs: number): Promise<number> {
  const won = await db.query(
    `UPDATE login_failures SET next_at = now() + $2 * interval '1 millisecond' WHERE key = $1 AND (next_at IS NULL OR next_at <= now()) RETURNING key`,
    [key, intervalMs],
  );
  if (won.length === 1) return 0;
  const rows = await db.query<{ wait: number }>(
    `SELECT greatest(EXTRACT(EPOCH FROM (next_at - now())) * 1000, 1) AS wait FROM login_failures WHERE key = $1`,
    [key],
  );
  return Math.ceil(Number(rows[0]?.wait ?? 1));
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE key = $1', [key]);
}

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export async function saveCaptcha(db: Queryable, id: string, answer: string, ttlMs: number): Promise<Date> {
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.query('DELETE FROM captchas WHERE expires_at < now()');
  await db.query('INSERT INTO captchas (id, answer_hash, expires_at) VALUES ($1, $2, $3)', [
    id,
    hashToken(answer),
    expiresAt,
  ]);
  return expiresAt;
}

/** Single use: the captcha is deleted whether the answer is right or not (one DELETE … RETURNING, so two requests cannot both use it). */
export async function consumeCaptcha(db: Queryable, id: string, answer: string): Promise<boolean> {
  const rows = await db.query<{ answer_hash: string }>(
    'DELETE FROM captchas WHERE id = $1 AND expires_at > now() RETURNING answer_hash',
    [id],
  );
  const row = rows[0];
  return row !== undefined && same(row.answer_hash, hashToken(answer.trim()));
}

/**
 * The resend wait of a code (SMS, mail) to one recipient: returns 0 when this request may send
 * now (and starts the wait), else the milliseconds left. One conditional upsert: of parallel
 * requests exactly one sends.
 */
export async function takeSendSlot(db: Queryable, key: string, waitMs: number): Promise<number> {
  const won = await db.query(
    `INSERT INTO send_throttle (key, last_at) VALUES ($1, now())
     ON CONFLICT (key) DO UPDATE SET last_at = now() WHERE send_throttle.last_at <= now() - $2 * interval '1 millisecond'
     RETURNING key`,
    [key, waitMs],
  );
  if (won.length === 1) return 0;
  const rows = await db.query<{ wait: number }>(
    `SELECT greatest($2 - EXTRACT(EPOCH FROM (now() - last_at)) * 1000, 1) AS wait FROM send_throttle WHERE key = $1`,
    [key, waitMs],
  );
  return Math.ceil(Number(rows[0]?.wait ?? 1));
}

/** Codes are kept a day after they expire, then dropped. */
const CODE_RETENTION = '1 day';

export async function saveSmsCode(
  db: Queryable,
  merchant: string,
  mobile: string,
  purpose: string,
  code: string,
  ttlMs: number,
): Promise<void> {
  await db.query(`DELETE FROM sms_codes WHERE expires_at < now() - interval '${CODE_RETENTION}'`);
  await db.query(
    'INSERT INTO sms_codes (merchant_code, mobile, purpose, code_hash, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [merchant, mobile, purpose, hashToken(code), new Date(Date.now() + ttlMs)],
  );
}

/**
 * Checks the latest live code in one UPDATE: the try is counted, and the code used up when right,
 * only while fewer than `maxAttempts` tries were made. Parallel guesses each take a distinct try
 * (the row lock of the UPDATE orders them), so at most `maxAttempts` are ever compared.
 */
export async function consumeSmsCode(
  db: Queryable,
  merchant: string,
  mobile: string,
  purpose: string,
  code: string,
  maxAttempts: number,
): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>(
    `UPDATE sms_codes SET attempts = attempts + 1, used_at = CASE WHEN code_hash = $4 THEN now() ELSE NULL END
     WHERE id = (SELECT id FROM sms_codes WHERE merchant_code = $1 AND mobile = $2 AND purpose = $3 ORDER BY id DESC LIMIT 1)
       AND used_at IS NULL AND expires_at > now() AND attempts < $5
     RETURNING used_at IS NOT NULL AS ok`,
    [merchant, mobile, purpose, hashToken(code.trim()), maxAttempts],
  );
  return rows[0]?.ok === true;
}

export async function saveMailCode(
  db: Queryable,
  merchant: string,
  memberId: number,
  code: string,
  ttlMs: number,
): Promise<void> {
  await db.query(`DELETE FROM mail_codes WHERE expires_at < now() - interval '${CODE_RETENTION}'`);
  await db.query(
    'INSERT INTO mail_codes (merchant_code, member_id, code_hash, expires_at) VALUES ($1, $2, $3, $4)',
    [merchant, memberId, hashToken(code), new Date(Date.now() + ttlMs)],
  );
}

/** As {@link consumeSmsCode}, for the member's latest forgot-by-email code. */
export async function consumeMailCode(
  db: Queryable,
  memberId: number,
  code: string,
  maxAttempts: number,
): Promise<boolean> {
  const rows = await db.query<{ ok: boolean }>(
    `UPDATE mail_codes SET attempts = attempts + 1, used_at = CASE WHEN code_hash = $2 THEN now() ELSE NULL END
     WHERE id = (SELECT id FROM mail_codes WHERE member_id = $1 ORDER BY id DESC LIMIT 1)
       AND used_at IS NULL AND expires_at > now() AND attempts < $3
     RETURNING used_at IS NOT NULL AS ok`,
    [memberId, hashToken(code.trim()), maxAttempts],
  );
  return rows[0]?.ok === true;
}

/**
 * Takes one free trial of a client address for today (UTC) under the merchant's daily limit, in one
 * conditional upsert. Returns the trials that were left, this one included; 0 when none was.
 */
export async function takeTrial(
  db: Queryable,
  merchantCode: string,
  ip: string,
  perDay: number,
): Promise<number> {
  if (perDay <= 0) return 0;
  const rows = await db.query<{ count: number }>(
    `INSERT INTO trial_counts (merchant_code, ip, day, count) VALUES ($1, $2, (now() AT TIME ZONE 'UTC')::date, 1)
     ON CONFLICT (merchant_code, ip, day) DO UPDATE SET count = trial_counts.count + 1 WHERE trial_counts.count < $3
     RETURNING count`,
    [merchantCode, ip, perDay],
  );
  return rows[0] ? perDay - rows[0].count + 1 : 0;
}

/** Stores a bot-check challenge (spec §3 SMS bot-check fields); expired ones are dropped on the way. */
export async function saveBotChallenge(
  db: Queryable,
  id: string,
  merchantCode: string,
  bits: number,
  ttlMs: number,
): Promise<Date> {
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.query('DELETE FROM bot_challenges WHERE expires_at < now()');
  await db.query('INSERT INTO bot_challenges (id, merchant_code, bits, expires_at) VALUES ($1, $2, $3, $4)', [
    id,
    merchantCode,
    bits,
    expiresAt,
  ]);
  return expiresAt;
}

/** Single use (one DELETE … RETURNING): the bits the challenge asked for, or undefined when unknown, expired or another merchant's. */
export async function consumeBotChallenge(
  db: Queryable,
  id: string,
  merchantCode: string,
): Promise<number | undefined> {
  const rows = await db.query<{ bits: number }>(
    'DELETE FROM bot_challenges WHERE id = $1 AND merchant_code = $2 AND expires_at > now() RETURNING bits',
    [id, merchantCode],
  );
  return rows[0] === undefined ? undefined : Number(rows[0].bits);
}
