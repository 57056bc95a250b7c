import type { ReportFigures } from '../../schemas';
import type { Queryable } from '../../server/db/db';

/*
 * The console's daily reports (issue 34): SQL aggregates over the ledger (money) and the members
 * table (registrations), never counters kept on the side. A day is the merchant's calendar day:
 * the range's bounds are its midnights in the merchant's time zone (so the indexes on created_at
 * serve it) and each row is bucketed by `created_at AT TIME ZONE zone`. Trial accounts play with
 * play money and are left out, as the winners board and rebates leave them out.
 */

export interface ReportQuery {
  merchantCode: string;
  /** IANA zone of the merchant (schema default Asia/Ho_Chi_Minh). */
  timeZone: string;
  /** First and last day, included (YYYY-MM-DD, already checked). */
  from: string;
  to: string;
}

/** A day's or the range's figures (GGR is derived: core/reports withGgr). */
export type Figures = Omit<ReportFigures, 'ggr'>;

/** The bounds of the range as instants: the merchant's midnight of `from` and of the day after `to`. */
const BOUNDS = `($3::date)::timestamp AT TIME ZONE $2 AS lo, ($4::date + 1)::timestamp AT TIME ZONE $2 AS hi`;

/*
 * One pass over the range's ledger entries of the merchant's members, summed per day and member
 * (`per_member`), then per day; the totals are the days' sums, except active players, distinct over
 * the range. A first deposit is a deposit with no earlier deposit of its member (an anti-join on the
 * partial index of migration 125). Kinds and signs (040_money.sql, 071_rebates.sql,
 * 115_wallet_rollback.sql):
 *   deposit: +amount, order paid; withdraw_payout: amount 0, held_change −amount (the held money leaves);
 *   bet: −stake; rollback: +stake refunded (a rolled-back bet is no stake); win: +win;
 *   first_deposit_bonus, reward, rebate: +credit (the bonus cost).
 */
const MONEY_SQL = `
WITH b AS (SELECT ${BOUNDS}),
per_member AS (
  SELECT (l.created_at AT TIME ZONE $2)::date AS day, l.member_id,
         count(*) FILTER (WHERE l.kind = 'deposit') AS deposits,
         coalesce(sum(l.amount) FILTER (WHERE l.kind = 'deposit'), 0) AS deposit_amount,
         count(*) FILTER (WHERE l.kind = 'withdraw_payout') AS withdrawals,
         coalesce(-sum(l.held_change) FILTER (WHERE l.kind = 'withdraw_payout'), 0) AS withdrawal_amount,
         coalesce(-sum(l.amount) FILTER (WHERE l.kind IN ('bet', 'rollback')), 0) AS bets,
         coalesce(sum(l.amount) FILTER (WHERE l.kind = 'win'), 0) AS wins,
         coalesce(sum(l.amount) FILTER (WHERE l.kind IN ('first_deposit_bonus', 'reward', 'rebate')), 0) AS bonus_cost,
         bool_or(l.kind = 'bet') AS played
    FROM b, ledger_entries l JOIN members m ON m.id = l.member_id
   WHERE l.created_at >= b.lo AND l.created_at < b.hi
     AND m.merchant_code = $1 AND NOT m.trial
     AND l.kind IN ('deposit', 'withdraw_payout', 'bet', 'rollback', 'win', 'first_deposit_bonus', 'reward', 'rebate')
   GROUP BY 1, 2
),
firsts AS (
  SELECT (l.created_at AT TIME ZONE $2)::date AS day, count(*) AS n, sum(l.amount) AS amount
    FROM b, ledger_entries l JOIN members m ON m.id = l.member_id
   WHERE l.kind = 'deposit' AND l.created_at >= b.lo AND l.created_at < b.hi
     AND m.merchant_code = $1 AND NOT m.trial
     AND NOT EXISTS (
       SELECT 1 FROM ledger_entries p WHERE p.member_id = l.member_id AND p.kind = 'deposit' AND p.id < l.id
     )
   GROUP BY 1
),
days AS (
  SELECT day, sum(deposits) AS deposits, sum(deposit_amount) AS deposit_amount, sum(withdrawals) AS withdrawals,
         sum(withdrawal_amount) AS withdrawal_amount, sum(bets) AS bets, sum(wins) AS wins,
         sum(bonus_cost) AS bonus_cost, count(*) FILTER (WHERE played) AS active_players
    FROM per_member
   GROUP BY day
)
SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(f.n, 0) AS first_deposits,
       coalesce(f.amount, 0) AS first_deposit_amount, d.deposits, d.deposit_amount, d.withdrawals,
       d.withdrawal_amount, d.bets, d.wins, d.bonus_cost, d.active_players
  FROM days d LEFT JOIN firsts f ON f.day = d.day
UNION ALL
SELECT NULL, (SELECT coalesce(sum(n), 0) FROM firsts), (SELECT coalesce(sum(amount), 0) FROM firsts),
       coalesce(sum(deposits), 0), coalesce(sum(deposit_amount), 0), coalesce(sum(withdrawals), 0),
       coalesce(sum(withdrawal_amount), 0), coalesce(sum(bets), 0), coalesce(sum(wins), 0),
       coalesce(sum(bonus_cost), 0), (SELECT count(*) FROM (SELECT DISTINCT member_id FROM per_member WHERE played) x)
  FROM days`;

const REGISTRATIONS_SQL = `
WITH b AS (SELECT ${BOUNDS}),
r AS (
  SELECT (m.created_at AT TIME ZONE $2)::date AS day, count(*) AS registrations
    FROM b, members m
   WHERE m.merchant_code = $1 AND NOT m.trial AND m.created_at >= b.lo AND m.created_at < b.hi
   GROUP BY 1
)
SELECT to_char(day, 'YYYY-MM-DD') AS day, registrations FROM r
UNION ALL
SELECT NULL, coalesce(sum(registrations), 0) FROM r`;

type Num = string | number;
interface MoneyRow {
  day: string | null;
  first_deposits: Num;
  first_deposit_amount: Num;
  deposits: Num;
  deposit_amount: Num;
  withdrawals: Num;
  withdrawal_amount: Num;
  bets: Num;
  wins: Num;
  bonus_cost: Num;
  active_players: Num;
}

/** The range's figures: each day that has anything, and the totals (active players distinct over the range). */
export interface RangeFigures {
  byDay: Map<string, Figures>;
  totals: Figures;
}

const zero = (): Figures => ({
  registrations: 0,
  firstDeposits: 0,
  firstDepositAmount: 0,
  deposits: 0,
  depositAmount: 0,
  withdrawals: 0,
  withdrawalAmount: 0,
  bets: 0,
  wins: 0,
  bonusCost: 0,
  activePlayers: 0,
});

/**
 * Prepares a transaction for a report: one read-only snapshot for both reads; JIT off (compiling the
 * plan took 1.6 s of a 2.5 s report over 100,000 rounds, tests/bench/reports.ts); memory enough for
 * the hash aggregates to stay off the disk. The first statement of the transaction.
 */
export async function reportSnapshot(tx: Queryable): Promise<void> {
  await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
  await tx.query('SET LOCAL jit = off');
  await tx.query("SET LOCAL work_mem = '32MB'");
}

/** Reads a merchant's range: the ledger's money and the members' registrations (in a reportSnapshot). */
export async function reportFigures(tx: Queryable, q: ReportQuery): Promise<RangeFigures> {
  const params = [q.merchantCode, q.timeZone, q.from, q.to];
  const money = await tx.query<MoneyRow>(MONEY_SQL, params);
  const regs = await tx.query<{ day: string | null; registrations: Num }>(REGISTRATIONS_SQL, params);
  const out: RangeFigures = { byDay: new Map(), totals: zero() };
  const row = (day: string | null): Figures => {
    if (day === null) return out.totals;
    let r = out.byDay.get(day);
    if (!r) out.byDay.set(day, (r = zero()));
    return r;
  };
  for (const m of money)
    Object.assign(row(m.day), {
      firstDeposits: Number(m.first_deposits),
      firstDepositAmount: Number(m.first_deposit_amount),
      deposits: Number(m.deposits),
      depositAmount: Number(m.deposit_amount),
      withdrawals: Number(m.withdrawals),
      withdrawalAmount: Number(m.withdrawal_amount),
      bets: Number(m.bets),
      wins: Number(m.wins),
      bonusCost: Number(m.bonus_cost),
      activePlayers: Number(m.active_players),
    });
  for (const r of regs) row(r.day).registrations = Number(r.registrations);
  return out;
}
