import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIG_SERVER_MIGRATIONS } from '../../config-server/app';
import { PLATFORM_MIGRATIONS } from '../../platform-api/migrations-dir';
import {
  DEMO_ACCOUNTS,
  DEMO_CONTRACTS,
  DEMO_REWARDS,
  seed,
  seedDemoAccounts,
} from '../../platform-api/seed/seed';
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

describe('demo accounts for many merchants (issue 36: a thousand merchants start in seconds)', () => {
  const codes = Array.from({ length: 200 }, (_, i) => `many${String(i).padStart(3, '0')}`);

  it('are seeded in a number of statements that does not grow with the merchants, with what each merchant has', async () => {
    let statements = 0;
    const counting = {
      ...db,
      kind: db.kind,
      query: (sql: string, params?: readonly unknown[]) => (statements++, db.query(sql, params)),
      transaction: <T>(fn: (tx: typeof db) => Promise<T>) =>
        db.transaction((tx) =>
          fn({
            ...db,
            query: (sql: string, params?: readonly unknown[]) => (statements++, tx.query(sql, params)),
          }),
        ),
    } as Db;
    await seedDemoAccounts(counting, codes);
    // Before: about 20 statements a merchant (4,000 here; 20,000 for a thousand merchants).
    expect(statements).toBeLessThan(20);

    const [counts] = await db.query<{ members: number; wallets: number; entries: number; rewards: number }>(
      `SELECT (SELECT count(*)::int FROM members WHERE merchant_code = ANY($1::text[])) AS members,
              (SELECT count(*)::int FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.merchant_code = ANY($1::text[])) AS wallets,
              (SELECT count(*)::int FROM ledger_entries e JOIN members m ON m.id = e.member_id WHERE m.merchant_code = ANY($1::text[])) AS entries,
              (SELECT count(*)::int FROM member_rewards r JOIN members m ON m.id = r.member_id WHERE m.merchant_code = ANY($1::text[])) AS rewards`,
      [codes],
    );
    expect(counts).toEqual({
      members: codes.length * 3,
      wallets: codes.length * 2,
      entries: codes.length * 2,
      rewards: codes.length * 2 * DEMO_REWARDS.length,
    });
    // Each wallet is the sum of its entries: one opening-balance adjustment of the account's amount.
    const wallets = await db.query<{
      username: string;
      balance: string;
      sum: string;
      kind: string;
      n: number;
    }>(
      `SELECT m.username, w.balance, sum(e.amount) AS sum, min(e.kind) AS kind, count(e.*)::int AS n
         FROM members m JOIN wallets w ON w.member_id = m.id JOIN ledger_entries e ON e.member_id = m.id
        WHERE m.merchant_code = $1 GROUP BY m.username, w.balance ORDER BY m.username`,
      [codes[17]],
    );
    expect(wallets.map((w) => [w.username, Number(w.balance), Number(w.sum), w.kind, w.n])).toEqual([
      [
        DEMO_ACCOUNTS.agent.username,
        DEMO_ACCOUNTS.agent.openingBalance,
        DEMO_ACCOUNTS.agent.openingBalance,
        'adjustment',
        1,
      ],
      [
        DEMO_ACCOUNTS.member.username,
        DEMO_ACCOUNTS.member.openingBalance,
        DEMO_ACCOUNTS.member.openingBalance,
        'adjustment',
        1,
      ],
    ]);
    // The agent: an accepted dividend contract and a pending salary offer.
    const contracts = await db.query<{ kind: string; status: string; rate_bp: number; min_active: number }>(
      `SELECT c.kind, c.status, c.rate_bp, c.min_active FROM agent_contracts c JOIN members m ON m.id = c.member_id
        WHERE m.merchant_code = $1 AND m.username = $2 ORDER BY c.kind`,
      [codes[17], DEMO_ACCOUNTS.agent.username],
    );
    expect(contracts).toEqual([
      {
        kind: 'dividend',
        status: 'accepted',
        rate_bp: DEMO_CONTRACTS.dividend.rateBp,
        min_active: DEMO_CONTRACTS.dividend.minActive,
      },
      {
        kind: 'salary',
        status: 'pending',
        rate_bp: DEMO_CONTRACTS.salary.rateBp,
        min_active: DEMO_CONTRACTS.salary.minActive,
      },
    ]);
  });

  it('seeding again adds nothing: no second opening balance, contract or reward', async () => {
    const total = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM ledger_entries) + (SELECT count(*) FROM agent_contracts) + (SELECT count(*) FROM member_rewards) + (SELECT count(*) FROM members) AS n`,
        )
      )[0]!.n;
    const before = await total();
    await db.query('DELETE FROM members WHERE merchant_code = $1 AND username = $2', [
      codes[3],
      DEMO_ACCOUNTS.special.username,
    ]);
    await seedDemoAccounts(db, codes);
    expect(await total()).toBe(before);
  });
});
