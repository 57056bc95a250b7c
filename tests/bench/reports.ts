// Reports (issue 34): "a report over 100,000 rounds answers in ≤ 500 ms" on PostgreSQL
// (BENCH_DATABASE_URL, else TEST_DATABASE_URL; a schema of its own, dropped after). One merchant's
// month of 100,000 rounds (bets, half of them won) by 2,000 members with their deposits, bonuses and
// withdrawals, beside another merchant's 50,000 bets in the same days; then the console's report
// of that month (GET /api/admin/merchants/demo/reports/daily, in process), 10 times, and a year's.
import { login, OPERATOR } from '../api/admin-support';
import { createTestApp } from '../support/test-app';
import type { BenchResult } from './types';

const ROUNDS = 100_000;
const MEMBERS = 2_000;
const RUNS = 10;
const BUDGET_MS = 500;
const START = '2026-09-30T17:00:00Z'; // Midnight of 1 October in Asia/Ho_Chi_Minh.

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

export default async function benchReports(): Promise<BenchResult[]> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) {
    console.log('[bench] reports: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL)');
    return [];
  }
  process.env.TEST_DATABASE_URL = base;
  const t = await createTestApp({
    driver: 'postgres',
    env: { ADMIN_BOOTSTRAP_USER: OPERATOR.username, ADMIN_BOOTSTRAP_PASSWORD: OPERATOR.password },
  });
  try {
    const seedStart = performance.now();
    await t.db.query(
      `INSERT INTO members (merchant_code, username, password_hash, nickname, created_at)
       SELECT CASE WHEN g <= $2::int THEN 'demo' ELSE 'lotus' END, 'bench_rep_' || g, 'x', 'bench_rep_' || g,
              $1::timestamptz + ((g * 7919) % 2592000) * interval '1 second'
         FROM generate_series(1, $2::int * 2) AS g`,
      [START, MEMBERS],
    );
    const [{ lo } = { lo: 0 }] = await t.db.query<{ lo: number }>(
      `SELECT min(id) AS lo FROM members WHERE username LIKE 'bench_rep_%'`,
    );
    // Every member's opening deposit and first-deposit bonus, a minute after registering.
    await t.db.query(
      `INSERT INTO ledger_entries (member_id, kind, amount, held_change, balance_after, held_after, created_at)
       SELECT m.id, k.kind, k.amount, 0, 1000000000, 0, m.created_at + interval '1 minute'
         FROM members m, (VALUES ('deposit', 5000000), ('first_deposit_bonus', 500000)) AS k (kind, amount)
        WHERE m.id >= $1
        ORDER BY m.id, k.kind DESC`,
      [lo],
    );
    // The rounds: one every 25.92 s over 30 days, on demo's members; a win on every other.
    await t.db.query(
      `INSERT INTO game_rounds (member_id, node_id, game_name, vendor, round_ref, bet, win, created_at, settled_at)
       SELECT $1::int + (g % $3::int), 1, 'bench', 'bench', 'bench-' || g, 100 + g % 900, CASE WHEN g % 2 = 0 THEN g % 1800 ELSE 0 END,
              $2::timestamptz + g * interval '25.92 seconds', $2::timestamptz + g * interval '25.92 seconds'
         FROM generate_series(1, $4::int) AS g`,
      [lo, START, MEMBERS, ROUNDS],
    );
    await t.db.query(
      `INSERT INTO ledger_entries (member_id, kind, amount, held_change, balance_after, held_after, round_id, created_at)
       SELECT r.member_id, k.kind, CASE WHEN k.kind = 'bet' THEN -r.bet ELSE r.win END, 0, 1000000000, 0, r.id,
              r.created_at + CASE WHEN k.kind = 'win' THEN interval '2 seconds' ELSE interval '0' END
         FROM game_rounds r, (VALUES ('bet'), ('win')) AS k (kind)
        WHERE r.vendor = 'bench' AND (k.kind = 'bet' OR r.win > 0)
        ORDER BY r.id, k.kind`,
    );
    // Withdrawals paid out (held, then paid) and rebates, a few thousand each.
    await t.db.query(
      `INSERT INTO ledger_entries (member_id, kind, amount, held_change, balance_after, held_after, created_at)
       SELECT $1::int + (g % $3::int), k.kind, k.amount, k.held, 1000000000, 1000, $2::timestamptz + g * interval '9 minutes'
         FROM generate_series(1, 4800) AS g,
              (VALUES ('withdraw_hold', -20000, 20000), ('withdraw_payout', 0, -20000), ('rebate', 700, 0)) AS k (kind, amount, held)`,
      [lo, START, MEMBERS],
    );
    // The other merchant's play in the same days.
    await t.db.query(
      `INSERT INTO ledger_entries (member_id, kind, amount, held_change, balance_after, held_after, created_at)
       SELECT $1::int + $3::int + (g % $3::int), 'bet', -(100 + g % 500), 0, 1000000000, 0, $2::timestamptz + g * interval '51.84 seconds'
         FROM generate_series(1, 50000) AS g`,
      [lo, START, MEMBERS],
    );
    await t.db.query('ANALYZE');
    const [{ n } = { n: '0' }] = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_entries');
    console.log(
      `[bench] reports: ${n} ledger entries written in ${Math.round(performance.now() - seedStart)} ms`,
    );

    const auth = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
    const ask = async (from: string, to: string) => {
      const start = performance.now();
      const res = await t.app.inject({
        url: `/api/admin/merchants/demo/reports/daily?from=${from}&to=${to}`,
        headers: auth,
      });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`report answered ${res.statusCode}: ${res.body}`);
      return { ms, totals: res.json<{ totals: { bets: number; activePlayers: number } }>().totals };
    };
    const first = await ask('2026-10-01', '2026-10-31');
    if (first.totals.activePlayers !== MEMBERS)
      throw new Error(`report counts ${first.totals.activePlayers} players`);
    const month: number[] = [];
    for (let i = 0; i < RUNS; i++) month.push((await ask('2026-10-01', '2026-10-31')).ms);
    const year: number[] = [];
    for (let i = 0; i < 3; i++) year.push((await ask('2026-01-01', '2026-12-31')).ms);
    return [
      {
        name: `report of a month of ${ROUNDS.toLocaleString('en')} rounds, p50 of ${RUNS} (PostgreSQL)`,
        value: round(pct(month, 50)),
        unit: 'ms',
        target: `≤ ${BUDGET_MS} ms`,
        pass: pct(month, 50) <= BUDGET_MS,
      },
      {
        name: `report of a month of ${ROUNDS.toLocaleString('en')} rounds, slowest of ${RUNS} (PostgreSQL)`,
        // The machine's other work shows here (2 cores): printed, not judged.
        value: round(Math.max(...month)),
        unit: 'ms',
      },
      {
        name: 'report of a year (366 days) around the same rounds, slowest of 3 (PostgreSQL)',
        value: round(Math.max(...year)),
        unit: 'ms',
      },
    ];
  } finally {
    await t.close();
  }
}
