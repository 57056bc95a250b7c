import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../server/db/db';
import { AppError } from '../../server/http-errors';

/*
 * Idempotency keys (Idempotency-Key header) of deposit, withdraw, bet and win. The key row is
 * inserted in the same transaction as the money it guards: a replay racing the first request waits
 * on the primary key until the first commits, then reads its answer; a first request that fails
 * rolls back its key with everything else, so a retry runs again.
 */

export type IdempotencyScope = 'deposit' | 'withdraw' | 'bet' | 'win';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The request's key; IDEMPOTENCY_KEY_REQUIRED when missing or not of the allowed shape. */
export function idempotencyKey(req: FastifyRequest): string {
  const key = req.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

export const requestHash = (body: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

export interface Once<T> {
  value: T;
  replayed: boolean;
}

/** The answer of a call done once: a replayed one says so in the `idempotent-replayed` header. */
export function answerOnce<T>(reply: FastifyReply, once: Once<T>): T {
  if (once.replayed) void reply.header('idempotent-replayed', 'true');
  return once.value;
}

/** The stored answer of a key, if any (a replay checks it before anything costly). */
export async function storedAnswer<T>(
  db: Queryable,
  k: { memberId: number; scope: IdempotencyScope; key: string },
): Promise<{ request_hash: string; response: T | null } | undefined> {
  const [row] = await db.query<{ request_hash: string; response: T | null }>(
    'SELECT request_hash, response FROM idempotency_keys WHERE member_id = $1 AND scope = $2 AND key = $3',
    [k.memberId, k.scope, k.key],
  );
  return row;
}

/** Runs `work` once per (member, scope, key); a replay with the same body returns the stored answer. */
export async function once<T>(
  db: Db,
  k: { memberId: number; scope: IdempotencyScope; key: string; hash: string },
  work: (tx: Queryable) => Promise<T>,
): Promise<Once<T>> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'INSERT INTO idempotency_keys (member_id, scope, key, request_hash) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING key',
      [k.memberId, k.scope, k.key, k.hash],
    );
    if (claimed.length === 0) {
      const [row] = await tx.query<{ request_hash: string; response: T }>(
        'SELECT request_hash, response FROM idempotency_keys WHERE member_id = $1 AND scope = $2 AND key = $3',
        [k.memberId, k.scope, k.key],
      );
      if (!row || row.request_hash !== k.hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return { value: row.response, replayed: true };
    }
    const value = await work(tx);
    await tx.query(
      'UPDATE idempotency_keys SET response = $4 WHERE member_id = $1 AND scope = $2 AND key = $3',
      [k.memberId, k.scope, k.key, JSON.stringify(value)],
    );
    return { value, replayed: false };
  });
}
