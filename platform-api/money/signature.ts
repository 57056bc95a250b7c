import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../server/db/db';

/*
 * HMAC-SHA256 signatures of the demo payment provider's notifications and of the game provider's
 * wallet calls. The secret lives in the database (platform_keys), so every replica shares it.
 */

export type SecretId = 'payment-provider' | 'game-provider';

export async function loadSecret(db: Db, id: SecretId): Promise<string> {
  await db.query(
    'INSERT INTO platform_keys (id, private_pem, public_pem) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING',
    [id, randomBytes(32).toString('hex'), ''],
  );
  return (
    await db.query<{ private_pem: string }>('SELECT private_pem FROM platform_keys WHERE id = $1', [id])
  )[0]!.private_pem;
}

/** The signature of fields in a fixed order, joined by newlines (no field may hold one). */
export const sign = (secret: string, fields: readonly (string | number)[]): string =>
  createHmac('sha256', secret).update(fields.map(String).join('\n')).digest('hex');

export function verify(secret: string, fields: readonly (string | number)[], signature: string): boolean {
  const expected = Buffer.from(sign(secret, fields), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
