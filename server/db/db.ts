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
  close(): Promise<void>;
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
