import pg from 'pg';
import type { Db, Queryable } from './db';

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('SELECT 1');
  let listener: pg.PoolClient | undefined;
  const handlers = new Map<string, Set<(p: string) => void>>();
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
      try {
        await client.query('BEGIN');
        const out = await fn({ query: async <T,>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, params as unknown[])).rows as T[] });
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK');
        throw e;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      if (!listener) {
        listener = await pool.connect();
        listener.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
      }
      const set = handlers.get(channel) ?? new Set();
      if (set.size === 0) await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      set.add(onPayload);
      handlers.set(channel, set);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && listener) await listener.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      listener?.release();
      await pool.end();
    },
  };
}
