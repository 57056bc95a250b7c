import type { Db, Queryable } from '../../server/db/db';
import { post } from './ledger-repository';

/*
 * Rebates (issue 20 §1). A run for one merchant and one ended period inserts a row per member and
 * category whose rebate reaches the minimum (valid bet = stakes of the rounds settled in the period;
 * trial players earn none) and posts each new row to the ledger, in one transaction. The unique key
 * (member, period start, category) makes a second run, or a parallel one on another replica, insert
 * and pay nothing.
 */

export interface RebateRun {
  merchantCode: string;
  /** YYYY-MM-DD, inclusive. */
  start: string;
  /** YYYY-MM-DD, exclusive. */
  end: string;
  /** Permille per game category. */
  rates: Record<string, number>;
  /** Smallest amount paid for one row, minor units. */
  minPayout: number;
}

export async function payRebates(db: Db, r: RebateRun): Promise<{ paid: number; amount: number }> {
  const rates = Object.fromEntries(Object.entries(r.rates).filter(([, v]) => v > 0));
  if (Object.keys(rates).length === 0) return { paid: 0, amount: 0 };
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: string; member_id: number; amount: string; category: string }>(
      `WITH rates AS (SELECT key AS category, value::int AS permille FROM jsonb_each_text($4::jsonb)),
       bets AS (
         SELECT r.member_id, g.game_type AS category, sum(r.bet) AS valid_bet
           FROM game_rounds r JOIN members m ON m.id = r.member_id JOIN games g ON g.node_id = r.node_id
          WHERE m.merchant_code = $1 AND NOT m.trial AND r.settled_at >= $2::timestamptz AND r.settled_at < $3::timestamptz
          GROUP BY r.member_id, g.game_type)
       INSERT INTO rebates (member_id, merchant_code, period_start, period_end, category, valid_bet, rate_permille, amount)
       SELECT b.member_id, $1, $2::date, $3::date - 1, b.category, b.valid_bet, rates.permille, (b.valid_bet * rates.permille) / 1000
         FROM bets b JOIN rates ON rates.category = b.category
        WHERE (b.valid_bet * rates.permille) / 1000 >= greatest($5::bigint, 1)
        ORDER BY b.member_id, b.category
       ON CONFLICT (member_id, period_start, category) DO NOTHING
       RETURNING id, member_id, amount, category`,
      [r.merchantCode, `${r.start}T00:00:00Z`, `${r.end}T00:00:00Z`, JSON.stringify(rates), r.minPayout],
    );
    let amount = 0;
    for (const row of rows) {
      const posted = await post(tx, {
        memberId: row.member_id,
        kind: 'rebate',
        amount: Number(row.amount),
        note: `${row.category} ${r.start}`,
      });
      await tx.query('UPDATE rebates SET ledger_entry_id = $2, paid_at = now() WHERE id = $1', [
        row.id,
        posted.id,
      ]);
      amount += Number(row.amount);
    }
    return { paid: rows.length, amount };
  });
}

export interface RebateRow {
  id: number;
  periodStart: string;
  periodEnd: string;
  category: string;
  validBet: number;
  ratePermille: number;
  amount: number;
  paidAt: string | null;
}

/** A member's rebates, newest period first. */
export async function listRebates(
  db: Queryable,
  memberId: number,
  limit: number,
  offset: number,
): Promise<{ list: RebateRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<{
      id: string;
      period_start: string;
      period_end: string;
      category: string;
      valid_bet: string;
      rate_permille: number;
      amount: string;
      paid_at: Date | null;
    }>(
      `SELECT id, period_start::text AS period_start, period_end::text AS period_end, category, valid_bet, rate_permille, amount, paid_at
         FROM rebates WHERE member_id = $1 ORDER BY period_start DESC, id DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, offset],
    ),
    db.query<{ n: string }>('SELECT count(*) AS n FROM rebates WHERE member_id = $1', [memberId]),
  ]);
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      periodStart: r.period_start,
      periodEnd: r.period_end,
      category: r.category,
      validBet: Number(r.valid_bet),
      ratePermille: r.rate_permille,
      amount: Number(r.amount),
      paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
    })),
    total: Number(count[0]?.n ?? 0),
  };
}
