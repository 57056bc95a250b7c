import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import type { Db, DbOptions, Queryable } from './db';

export async function openPglite(opts: DbOptions): Promise<Db & { dump(): Promise<Blob> }> {
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const pg = await PGlite.create(opts.dataDir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  let open = true;
  const q: Queryable = {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await pg.query<T>(sql, params as unknown[])).rows;
    },
  };
  return {
    kind: 'pglite',
    query: q.query,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(fn) {
      return pg.transaction((tx) =>
        fn({
          query: async <T>(sql: string, params: readonly unknown[] = []) =>
            (await tx.query<T>(sql, params as unknown[])).rows,
        }),
      );
    },
    async listen(channel, onPayload) {
      const unlisten = await pg.listen(channel, onPayload);
      return unlisten;
    },
    async notify(channel, payload) {
      await pg.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async healthy() {
      return open && !pg.closed;
    },
    async close() {
      open = false;
      await pg.close();
    },
    dump: () => pg.dumpDataDir('none') as Promise<Blob>,
  };
}
