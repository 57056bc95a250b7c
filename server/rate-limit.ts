import type { FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Db, Queryable } from './db/db';

/*
 * Per-IP request ceilings (@fastify/rate-limit) shared by every replica (issue 9): with REDIS_URL
 * the plugin's own Redis store; else, when the replicas share PostgreSQL, a store in the database
 * (one atomic upsert per request); PGlite is one node, so its counters stay in memory. Login and
 * SMS ceilings and the console guard always live in the database (security-repository.ts).
 */

export interface SharedLimits {
  db: Db;
  /** Redis client (REDIS_URL): the store of choice when set. */
  redis?: Redis;
  /** Key prefix in Redis, so deployments can share one server. */
  namespace?: string;
}

export type RateLimitStoreKind = 'redis' | 'postgres' | 'memory';

export function rateLimitStoreKind(limits: SharedLimits): RateLimitStoreKind {
  if (limits.redis) return 'redis';
  return limits.db.kind === 'postgres' ? 'postgres' : 'memory';
}

/** Expired rows are swept every this many increments (cheap, and the table stays small). */
const SWEEP_EVERY = 500;

/** A @fastify/rate-limit store in the `rate_limits` table: one conditional upsert per request. */
export function postgresRateLimitStore(
  db: Queryable,
): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
  let calls = 0;
  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      if (++calls % SWEEP_EVERY === 0)
        db.query('DELETE FROM rate_limits WHERE reset_at < now()').catch(() => undefined);
      db.query<{ count: number; ttl: number }>(
        `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
           reset_at = CASE WHEN rate_limits.reset_at <= now() THEN now() + $2 * interval '1 millisecond' ELSE rate_limits.reset_at END
         RETURNING count, EXTRACT(EPOCH FROM (reset_at - now())) * 1000 AS ttl`,
        [this.prefix + key, timeWindow],
      ).then(
        (rows) =>
          callback(null, { current: rows[0]!.count, ttl: Math.max(0, Math.ceil(Number(rows[0]!.ttl))) }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: {
      method?: string | string[];
      url?: string;
      routeInfo?: { method?: string | string[]; url?: string };
    }): FastifyRateLimitStore {
      const route = routeOptions.routeInfo ?? routeOptions;
      return new PostgresStore({}, `${String(route.method ?? '')}${route.url ?? ''}-`);
    }
  }
  return PostgresStore;
}

/** Registers @fastify/rate-limit in a scope (routes opt in with `config.rateLimit`), on the shared store. */
export async function registerRateLimit(app: FastifyInstance, limits: SharedLimits): Promise<void> {
  const kind = rateLimitStoreKind(limits);
  const store: Partial<FastifyRateLimitOptions> =
    kind === 'redis'
      ? { redis: limits.redis, nameSpace: `${limits.namespace ?? ''}rate-limit-` }
      : kind === 'postgres'
        ? { store: postgresRateLimitStore(limits.db) }
        : {};
  await app.register(rateLimit, { global: false, ...store });
}

/**
 * Opens the Redis client of REDIS_URL (loaded only then). A dropped connection is logged and
 * retried by the client, never left to crash the process; requests fail over to 5xx meanwhile.
 */
export async function openRedis(url: string, log: { warn(obj: object, msg: string): void }): Promise<Redis> {
  const { Redis: Client } = await import('ioredis');
  const redis = new Client(url, { maxRetriesPerRequest: 2, connectTimeout: 2000, lazyConnect: true });
  redis.on('error', (err: Error) => log.warn({ err: err.message }, 'redis connection error'));
  await redis.connect();
  return redis;
}
