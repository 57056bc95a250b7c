/**
 * A small SQL interface with two drivers (PGlite embedded, PostgreSQL with DATABASE_URL). The SQL is
 * the same for both; values only ever travel as parameters ($1, $2…).
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel; returns the unlisten function. After a lost connection comes back, every
   * listener is called once with RESYNC_PAYLOAD: notifications may have been missed, reload.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Readiness: the database answers, and notifications are being received. Never throws. */
  healthy(): Promise<boolean>;
  /** Connection figures for /metrics (PostgreSQL; PGlite has no pool). */
  stats?(): { total: number; idle: number; waiting: number; listenReconnects: number };
  close(): Promise<void>;
}

/**
 * Whether an error says the database is out of reach (a dropped or refused connection, a server
 * shutting down or failing over), not that the request was wrong: the request fails with 503 and
 * `Retry-After`, the process goes on (server/http-errors.ts).
 */
export function isDbUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  const code = typeof e.code === 'string' ? e.code : '';
  // SQLSTATE class 08 (connection exception), 57P01-03 (admin/crash shutdown, cannot connect now),
  // 53300 (too many connections); Node's socket errors.
  if (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(code)) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Connection ended unexpectedly/i.test(
    message,
  );
}

/** The payload listeners get after a reconnection (see `Db.listen`). */
export const RESYNC_PAYLOAD = '';

export interface DbLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface DbOptions {
  /** postgres://… : use PostgreSQL. */
  databaseUrl?: string;
  /** PGlite data folder; absent: in memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data folder (tests clone a prepared template). */
  loadDataDir?: Blob | File;
  /** Where connection losses and reconnections are reported. */
  log?: DbLogger;
}

export async function openDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(opts.databaseUrl, opts.log);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(opts);
}
