import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt, type KeyObject, createPrivateKey } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { AppError } from './http-errors';

/*
 * Encrypted request bodies (docs/team-contract.md): the client encrypts JSON with a random AES-256-GCM
 * key and sends that key RSA-OAEP encrypted (jsencrypt `encryptOAEP`, SHA-256) in the Encryption header.
 * PKCS#1 v1.5 is refused by Node 20 and by ASVS, so only OAEP is accepted.
 */

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
  const rows = await db.query<{ private_pem: string; public_pem: string }>('SELECT private_pem, public_pem FROM platform_keys WHERE id = $1', [KEY_ID]);
  let row = rows[0];
  if (!row) {
    const pair = generateKeyPairSync('rsa', { modulusLength: RSA_BITS, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    // Another replica may have created it meanwhile: keep whichever was first.
    await db.query('INSERT INTO platform_keys (id, private_pem, public_pem) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [KEY_ID, pair.privateKey, pair.publicKey]);
    row = (await db.query<{ private_pem: string; public_pem: string }>('SELECT private_pem, public_pem FROM platform_keys WHERE id = $1', [KEY_ID]))[0]!;
  }
  return { publicPem: row.public_pem, privateKey: createPrivateKey(row.private_pem) };
}

function b64(value: string): Buffer {
  return Buffer.from(value, 'base64');
}

/** Decrypts `{iv, data}` with the key from the Encryption header; any failure is DECRYPTION_FAILED. */
export function openEnvelope(keys: EnvelopeKeys, header: string | undefined, body: { iv: string; data: string }): unknown {
  if (!header) throw new AppError('DECRYPTION_FAILED');
  try {
    const keyB64 = privateDecrypt({ key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: OAEP_HASH }, b64(header)).toString('utf8');
    const key = b64(keyB64);
    const iv = b64(body.iv);
    const data = b64(body.data);
    if (key.length !== AES_KEY_BYTES || iv.length !== IV_BYTES || data.length <= GCM_TAG_BYTES) throw new Error('sizes');
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(data.subarray(data.length - GCM_TAG_BYTES));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - GCM_TAG_BYTES)), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as unknown;
  } catch {
    throw new AppError('DECRYPTION_FAILED');
  }
}

export function encryptionHeader(req: FastifyRequest): string | undefined {
  const h = req.headers.encryption;
  return typeof h === 'string' ? h : undefined;
}
