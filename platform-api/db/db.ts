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
  /** LISTEN on a channel; returns the unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… : use PostgreSQL. */
  databaseUrl?: string;
  /** PGlite data folder; absent: in memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data folder (tests clone a prepared template). */
  loadDataDir?: Blob | File;
}

export async function openDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(opts.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(opts);
}
