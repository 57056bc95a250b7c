import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIG_SERVER_MIGRATIONS } from '../../config-server/app';
import { PLATFORM_MIGRATIONS } from '../../platform-api/migrations-dir';
import { DEMO_ACCOUNTS, seed } from '../../platform-api/seed/seed';
import { openPglite } from '../../server/db/pglite';
import { migrate } from '../../server/db/migrate';
import type { Db } from '../../server/db/db';
import type * as Passwords from '../../platform-api/lib/passwords';

// Issue 18 (restart ≤ 3 s): a restart hashes no demo passwords; what is missing is still seeded.
const hashed = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../platform-api/lib/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    hashPassword: async (p: string) => {
      hashed.count++;
      return real.hashPassword(p);
    },
  };
});

let db: Db;
beforeAll(async () => {
  db = await openPglite({});
  await migrate(db, [PLATFORM_MIGRATIONS, CONFIG_SERVER_MIGRATIONS]);
}, 60_000);
afterAll(async () => db?.close());

const accounts = async () =>
  (
    await db.query<{ merchant_code: string; username: string; password_hash: string }>(
      'SELECT merchant_code, username, password_hash FROM members ORDER BY merchant_code, username',
    )
  ).map((r) => `${r.merchant_code}/${r.username}/${r.password_hash}`);

describe('demo accounts at start', () => {
  it('the first start makes them; a restart hashes nothing and changes nothing', async () => {
    await seed(db, { merchantCodes: ['demo', 'lotus'], demo: true });
    expect(hashed.count).toBeGreaterThan(0);
    const before = await accounts();
    expect(before).toHaveLength(2 * Object.keys(DEMO_ACCOUNTS).length);
    hashed.count = 0;
    await seed(db, { merchantCodes: ['demo', 'lotus'], demo: true });
    expect(hashed.count).toBe(0);
    expect(await accounts()).toEqual(before);
  });

  it('a merchant added since, or one missing an account, gets what it lacks; the others are left alone', async () => {
    await db.query("DELETE FROM members WHERE merchant_code = 'lotus' AND username = $1", [
      DEMO_ACCOUNTS.special.username,
    ]);
    const demoBefore = (await accounts()).filter((a) => a.startsWith('demo/'));
    hashed.count = 0;
    await seed(db, { merchantCodes: ['demo', 'lotus', 'basic'], demo: true });
    expect(hashed.count).toBeGreaterThan(0);
    const after = await accounts();
    expect(after.filter((a) => a.startsWith('demo/'))).toEqual(demoBefore);
    for (const code of ['lotus', 'basic'])
      expect(after.filter((a) => a.startsWith(`${code}/`)).map((a) => a.split('/')[1])).toEqual(
        Object.values(DEMO_ACCOUNTS)
          .map((a) => a.username)
          .sort(),
      );
  });
});
