import { describe, expect, it } from 'vitest';
import { CONFIG_SERVER_MIGRATIONS } from '../../config-server/app';
import { postgresSchema } from '../support/product-process';
import { openDb } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { PLATFORM_MIGRATIONS } from '../../platform-api/migrations-dir';
import { seed } from '../../platform-api/seed/seed';
import { VENDORS } from '../../platform-api/seed/catalogue-data';

const DIRS = [PLATFORM_MIGRATIONS, CONFIG_SERVER_MIGRATIONS];

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('four replicas starting together apply each migration exactly once, none fails', async () => {
    const s = await postgresSchema(process.env.TEST_DATABASE_URL!);
    const dbs = await Promise.all(Array.from({ length: 4 }, () => openDb({ databaseUrl: s.url })));
    try {
      const results = await Promise.all(dbs.map((db) => migrate(db, DIRS)));
      const all = results.flat();
      expect(all.length).toBeGreaterThan(3);
      expect(new Set(all).size).toBe(all.length);
      const rows = await dbs[0]!.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
      expect(rows.map((r) => r.id)).toEqual([...all].sort());
      expect(await migrate(dbs[0]!, DIRS)).toEqual([]);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
      await s.drop();
    }
  });

  it('four replicas starting together on an empty database seed it once, none fails', async () => {
    const s = await postgresSchema(process.env.TEST_DATABASE_URL!);
    const dbs = await Promise.all(Array.from({ length: 4 }, () => openDb({ databaseUrl: s.url })));
    try {
      await migrate(dbs[0]!, DIRS);
      const results = await Promise.all(
        dbs.map((db) => seed(db, { merchantCodes: ['demo', 'lotus'], demo: true })),
      );
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      const [vendors] = await dbs[0]!.query<{ n: number }>('SELECT count(*)::int AS n FROM vendors');
      expect(vendors!.n).toBe(VENDORS.length);
      const [members] = await dbs[0]!.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM members WHERE username = 'demo_member'",
      );
      expect(members!.n).toBe(2);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
      await s.drop();
    }
  });
});
