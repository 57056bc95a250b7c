import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Db, DbLogger, Queryable } from './db/db';

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
  /** Where a Redis outage and its end are reported (once each). */
  log?: DbLogger;
  /** Set while the limits count in the fallback store because Redis does not answer (/readyz says so). */
  redisDegraded?: { since?: number };
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

/** How long a Redis call may take before the request counts in the fallback store instead. */
export const REDIS_CALL_TIMEOUT_MS = 250;

type StoreCtor = new (options: FastifyRateLimitOptions) => FastifyRateLimitStore;
/** What the plugin passes a store's constructor (its global parameters). */
type StoreOptions = FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean };
type Incr = FastifyRateLimitStore['incr'];
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
const require = createRequire(import.meta.url);
/** The plugin's own stores (CommonJS files without types of their own). */
const { RedisStore, LocalStore } = {
  RedisStore: require('@fastify/rate-limit/store/RedisStore.js') as new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    redis: Redis,
    key?: string,
  ) => FastifyRateLimitStore,
  LocalStore: require('@fastify/rate-limit/store/LocalStore.js') as new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
  ) => FastifyRateLimitStore,
};

/**
 * Issue 30: Redis first, and when it does not answer (down, restarting, a call slower than
 * REDIS_CALL_TIMEOUT_MS) the same request counts in the fallback store: PostgreSQL's counters when
 * the replicas share it (so the ceiling still holds across replicas), else this process's memory.
 * Limits degrade, they never fail: no request answers 500 because Redis is gone. Redis is used again
 * as soon as its client is ready. The switch is logged once each way and shown by /readyz.
 */
export function redisWithFallback(limits: SharedLimits & { redis: Redis }): StoreCtor {
  const { redis, log } = limits;
  const degraded = (limits.redisDegraded ??= {});
  const backupCtor: StoreCtor =
    limits.db.kind === 'postgres'
      ? postgresRateLimitStore(limits.db)
      : (class {
          constructor(o: StoreOptions) {
            return new LocalStore(o.continueExceeding, o.exponentialBackoff);
          }
        } as unknown as StoreCtor);
  const down = (why: string) => {
    if (degraded.since === undefined) {
      degraded.since = Date.now();
      log?.warn({ why }, 'redis unavailable: per-IP limits count in the fallback store');
    }
  };
  const up = () => {
    if (degraded.since !== undefined) {
      log?.info(
        { seconds: Math.round((Date.now() - degraded.since) / 1000) },
        'redis back: per-IP limits count in redis again',
      );
      degraded.since = undefined;
    }
  };
  class RedisWithFallback implements FastifyRateLimitStore {
    private readonly primary: FastifyRateLimitStore;
    private readonly backup: FastifyRateLimitStore;
    constructor(
      options: StoreOptions,
      inner?: { primary: FastifyRateLimitStore; backup: FastifyRateLimitStore },
    ) {
      this.primary =
        inner?.primary ??
        new RedisStore(
          options.continueExceeding,
          options.exponentialBackoff,
          redis,
          `${limits.namespace ?? ''}rate-limit-`,
        );
      this.backup = inner?.backup ?? new backupCtor(options);
    }
    incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
      const fallback = (why: string) => {
        down(why);
        this.backup.incr(key, callback, timeWindow, max);
      };
      // Not connected: no call waits for a reconnection.
      if (redis.status !== 'ready') return fallback(`status ${redis.status}`);
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        fallback('timeout');
      }, REDIS_CALL_TIMEOUT_MS);
      this.primary.incr(
        key,
        (err, result) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (err || !result) return fallback(err?.message ?? 'no answer');
          up();
          callback(null, result);
        },
        timeWindow,
        max,
      );
    }
    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      return new RedisWithFallback(
        {},
        {
          primary: this.primary.child(routeOptions),
          backup: this.backup.child(routeOptions),
        },
      );
    }
  }
  return RedisWithFallback;
}

/** Registers @fastify/rate-limit in a scope (routes opt in with `config.rateLimit`), on the shared store. */
export async function registerRateLimit(app: FastifyInstance, limits: SharedLimits): Promise<void> {
  const kind = rateLimitStoreKind(limits);
  const store: Partial<FastifyRateLimitOptions> =
    kind === 'redis'
      ? { store: redisWithFallback(limits as SharedLimits & { redis: Redis }) }
      : kind === 'postgres'
        ? { store: postgresRateLimitStore(limits.db) }
        : {};
  await app.register(rateLimit, { global: false, ...store });
}

/**
 * Opens the Redis client of REDIS_URL (loaded only then). A dropped connection is logged and
 * retried by the client, never left to crash the process; meanwhile the limits count in the
 * fallback store (`redisWithFallback`), and no call queues for a reconnection.
 */
export async function openRedis(url: string, log: { warn(obj: object, msg: string): void }): Promise<Redis> {
  const { Redis: Client } = await import('ioredis');
  const redis = new Client(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    lazyConnect: true,
    enableOfflineQueue: false,
  });
  redis.on('error', (err: Error) => log.warn({ err: err.message }, 'redis connection error'));
  await redis.connect();
  return redis;
}
