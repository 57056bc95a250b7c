import {
  constants,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
  createPrivateKey,
} from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../server/db/db';
import { AppError } from '../../server/http-errors';

/*
 * Encrypted request bodies (docs/team-contract.md): the client encrypts JSON with a random AES-256-GCM
 * key and sends that key RSA-OAEP encrypted (jsencrypt `encryptOAEP`, SHA-256) in the Encryption header.
 * PKCS#1 v1.5 is refused by Node 20 and by ASVS, so only OAEP is accepted.
 *
 * Replay (issue 14 item 8): the body carries `ts` (ms since the epoch), authenticated as the GCM
 * additional data, and its IV is the nonce. A body older or newer than ENVELOPE_WINDOW_MS is refused;
 * within the window each IV is accepted once, recorded by one conditional insert in the database
 * (every replica sees it).
 */

/** How far `ts` may be from the server's clock, either way (phones' clocks drift: generous). */
export const ENVELOPE_WINDOW_MS = 24 * 60 * 60 * 1000;

const RSA_BITS = 2048;
const KEY_ID = 'envelope';
const AES_KEY_BYTES = 32;
const IV_BYTES = 12;
const GCM_TAG_BYTES = 16;
/** jsencrypt's encryptOAEP uses SHA-256 (checked by tests/api/platform-envelope.test.ts). */
const OAEP_HASH = 'sha256';

export interface EnvelopeKeys {
  publicPem: string;
  privateKey: KeyObject;
}

/** The key pair, generated on first start and kept in the database (never in the repository). */
export async function loadEnvelopeKeys(db: Db): Promise<EnvelopeKeys> {
  const rows = await db.query<{ private_pem: string; public_pem: string }>(
    'SELECT private_pem, public_pem FROM platform_keys WHERE id = $1',
    [KEY_ID],
  );
  let row = rows[0];
  if (!row) {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: RSA_BITS,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    // Another replica may have created it meanwhile: keep whichever was first.
    await db.query(
      'INSERT INTO platform_keys (id, private_pem, public_pem) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
      [KEY_ID, pair.privateKey, pair.publicKey],
    );
    row = (
      await db.query<{ private_pem: string; public_pem: string }>(
        'SELECT private_pem, public_pem FROM platform_keys WHERE id = $1',
        [KEY_ID],
      )
    )[0]!;
  }
  return { publicPem: row.public_pem, privateKey: createPrivateKey(row.private_pem) };
}

function b64(value: string): Buffer {
  return Buffer.from(value, 'base64');
}

export interface Envelope {
  iv: string;
  data: string;
  ts: number;
}

/** Decrypts `{iv, data, ts}` with the key from the Encryption header; any failure is DECRYPTION_FAILED. */
export function openEnvelope(
  keys: EnvelopeKeys,
  header: string | undefined,
  body: Envelope,
  now = Date.now(),
): unknown {
  if (!header) throw new AppError('DECRYPTION_FAILED');
  if (!Number.isSafeInteger(body.ts) || Math.abs(now - body.ts) > ENVELOPE_WINDOW_MS)
    throw new AppError('DECRYPTION_FAILED', { reason: 'stale' });
  try {
    const keyB64 = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: OAEP_HASH },
      b64(header),
    ).toString('utf8');
    const key = b64(keyB64);
    const iv = b64(body.iv);
    const data = b64(body.data);
    if (key.length !== AES_KEY_BYTES || iv.length !== IV_BYTES || data.length <= GCM_TAG_BYTES)
      throw new Error('sizes');
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(String(body.ts), 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - GCM_TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(data.subarray(0, data.length - GCM_TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(plain) as unknown;
  } catch {
    throw new AppError('DECRYPTION_FAILED');
  }
}

export function encryptionHeader(req: FastifyRequest): string | undefined {
  const h = req.headers.encryption;
  return typeof h === 'string' ? h : undefined;
}

/** Expired nonces are forgotten now and then (one in this many accepted bodies). */
const NONCE_SWEEP_EVERY = 100;
let accepted = 0;

/** Records the nonce of an encrypted body; false when it was seen before (a replay). */
export async function claimNonce(db: Queryable, body: Envelope): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO envelope_nonces (nonce, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING nonce',
    [body.iv, new Date(body.ts + ENVELOPE_WINDOW_MS).toISOString()],
  );
  if (++accepted % NONCE_SWEEP_EVERY === 0)
    await db.query('DELETE FROM envelope_nonces WHERE expires_at < now()');
  return rows.length > 0;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as Envelope).iv === 'string' &&
  typeof (body as Envelope).data === 'string' &&
  typeof (body as Envelope).ts === 'number';

/**
 * A preHandler for every platform route: an encrypted body whose nonce was already used answers 409
 * REQUEST_REPLAYED before the handler decrypts it. Runs after validation (the body has its shape).
 */
export function replayGuard(db: Queryable) {
  return async (req: FastifyRequest): Promise<void> => {
    if (encryptionHeader(req) === undefined || !isEnvelope(req.body)) return;
    if (Math.abs(Date.now() - req.body.ts) > ENVELOPE_WINDOW_MS)
      throw new AppError('DECRYPTION_FAILED', { reason: 'stale' });
    if (!(await claimNonce(db, req.body))) throw new AppError('REQUEST_REPLAYED');
  };
}
