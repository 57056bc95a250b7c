import pg from 'pg';
import type { Db, DbLogger, Queryable } from './db';
import { RESYNC_PAYLOAD } from './db';

/** Reconnect delays of the LISTEN connection: doubling from the first, capped at the last. */
export const LISTEN_RETRY_FIRST_MS = 500;
export const LISTEN_RETRY_MAX_MS = 5_000;
/** A readiness probe that takes longer than this counts as "database unreachable". */
export const HEALTH_TIMEOUT_MS = 1_000;

const silent: DbLogger = { info: () => undefined, warn: () => undefined };

/**
 * PostgreSQL (scale mode). A dropped connection never kills the process: the pool has an error
 * handler (idle clients the server closed are discarded and replaced on next use), and LISTEN runs
 * on a dedicated connection that reconnects with backoff, LISTENs again, and then calls every
 * listener with RESYNC_PAYLOAD so it reloads what a missed notification may have changed.
 */
export async function openPostgres(url: string, log: DbLogger = silent): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on('error', (err) =>
    log.warn(
      { err: err.message },
      'database connection dropped (idle pool client); it is replaced on next use',
    ),
  );
  // Every client keeps an error listener for its whole life (issue 30). pg-pool listens only while a
  // client is idle in the pool, and a client checked out with `await pool.connect()` is the caller's
  // a microtask later: when one network read holds both "ready" and the server's "terminating
  // connection" (a kill right after connecting), the error is emitted in between, with nobody
  // listening, and that ended the process. What the error means for a request is decided where the
  // client is used (its next statement fails; transaction() does not give it back).
  pool.on('connect', (client) =>
    client.on('error', (err) => log.warn({ err: err.message }, 'database connection dropped')),
  );
  await pool.query('SELECT 1');

  const handlers = new Map<string, Set<(p: string) => void>>();
  let listener: pg.Client | undefined;
  let listenerUp = false;
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelay = LISTEN_RETRY_FIRST_MS;
  let closed = false;
  let listenReconnects = 0;

  const deliver = (channel: string, payload: string) => handlers.get(channel)?.forEach((h) => h(payload));

  /** Opens the LISTEN connection and LISTENs on every channel with listeners. */
  const connectListener = (): Promise<void> => {
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      let lost = false;
      const onLost = (err?: Error) => {
        if (lost) return;
        lost = true;
        listenerUp = false;
        client.removeAllListeners('notification');
        client.end().catch(() => undefined);
        if (closed) return;
        log.warn({ err: err?.message }, 'database LISTEN connection lost; reconnecting');
        scheduleReconnect();
      };
      client.on('error', onLost);
      client.on('end', () => onLost());
      client.on('notification', (n) => deliver(n.channel, n.payload ?? ''));
      try {
        await client.connect();
        for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (err) {
        onLost(err as Error);
        throw err;
      }
      listener = client;
      listenerUp = !lost;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = retryDelay;
    retryDelay = Math.min(retryDelay * 2, LISTEN_RETRY_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connectListener().then(
        () => {
          if (!listenerUp) return;
          listenReconnects++;
          retryDelay = LISTEN_RETRY_FIRST_MS;
          log.info({ channels: [...handlers.keys()] }, 'database LISTEN connection back; reloading');
          for (const channel of handlers.keys()) deliver(channel, RESYNC_PAYLOAD);
        },
        () => undefined, // onLost already scheduled the next try
      );
    }, delay);
  };

  const q: Queryable = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query(sql, params as unknown[])).rows as T[];
    },
  };
  return {
    kind: 'postgres',
    query: q.query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      // When the server ends the connection between two statements, the transaction's next statement
      // fails (the request answers 503) and the client is not given back to the pool.
      const onError = (err: Error) => (broken = err);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const out = await fn({
          query: async <T>(sql: string, params: readonly unknown[] = []) =>
            (await client.query(sql, params as unknown[])).rows as T[],
        });
        await client.query('COMMIT');
        return out;
      } catch (e) {
        // A connection that died mid-transaction is not given back to the pool.
        await client.query('ROLLBACK').catch((err: Error) => (broken = err));
        throw e;
      } finally {
        client.removeListener('error', onError);
        client.release(broken);
      }
    },
    async listen(channel, onPayload) {
      const set = handlers.get(channel) ?? new Set();
      const isNew = set.size === 0;
      set.add(onPayload);
      handlers.set(channel, set);
      if (!listener && !connecting) await connectListener();
      else if (connecting) await connecting.catch(() => undefined);
      else if (isNew && listenerUp) await listener!.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && listenerUp && listener)
          await listener.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async healthy() {
      if (closed || (handlers.size > 0 && !listenerUp)) return false;
      const timeout = new Promise<false>((resolve) =>
        setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS).unref(),
      );
      return Promise.race([
        pool.query('SELECT 1').then(
          () => true,
          () => false,
        ),
        timeout,
      ]);
    },
    stats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      listenReconnects,
    }),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await connecting?.catch(() => undefined);
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
