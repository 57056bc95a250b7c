import type { Queryable } from '../../server/db/db';
import { LIMIT_PERIODS, PERIOD_MS, type LimitPeriod, type LimitState } from '../../core/responsible-gaming';

/* Responsible-gaming rows (issue 12). Times come from the platform clock, passed in as epoch ms. */

export interface RgSettings {
  realityCheckMinutes: number | null;
  timeOutUntil: number | null;
  excludedUntil: number | null;
}

const ms = (v: Date | string | null): number | null => (v === null ? null : new Date(v).getTime());
const iso = (v: number) => new Date(v).toISOString();

export async function readSettings(db: Queryable, memberId: number): Promise<RgSettings> {
  const [r] = await db.query<{
    reality_check_minutes: number | null;
    time_out_until: Date | string | null;
    excluded_until: Date | string | null;
  }>('SELECT reality_check_minutes, time_out_until, excluded_until FROM rg_settings WHERE member_id = $1', [
    memberId,
  ]);
  return {
    realityCheckMinutes: r?.reality_check_minutes ?? null,
    timeOutUntil: ms(r?.time_out_until ?? null),
    excludedUntil: ms(r?.excluded_until ?? null),
  };
}

/**
 * Takes the member's responsible-gaming row lock for the rest of the transaction: deposits of one
 * member are checked one after another, so parallel orders cannot together pass a limit.
 */
export async function lockSettings(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('INSERT INTO rg_settings (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING', [
    memberId,
  ]);
  await tx.query('SELECT member_id FROM rg_settings WHERE member_id = $1 FOR UPDATE', [memberId]);
}

export async function writeSettings(
  tx: Queryable,
  memberId: number,
  s: Partial<RgSettings>,
  now: number,
): Promise<void> {
  await tx.query('INSERT INTO rg_settings (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING', [
    memberId,
  ]);
  const sets: string[] = [];
  const args: unknown[] = [memberId, iso(now)];
  const put = (col: string, v: unknown) => {
    args.push(v);
    sets.push(`${col} = $${args.length}`);
  };
  if (s.realityCheckMinutes !== undefined) put('reality_check_minutes', s.realityCheckMinutes);
  if (s.timeOutUntil !== undefined)
    put('time_out_until', s.timeOutUntil === null ? null : iso(s.timeOutUntil));
  if (s.excludedUntil !== undefined)
    put('excluded_until', s.excludedUntil === null ? null : iso(s.excludedUntil));
  await tx.query(
    `UPDATE rg_settings SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE member_id = $1`,
    args,
  );
}

export async function readLimits(db: Queryable, memberId: number): Promise<Record<LimitPeriod, LimitState>> {
  const rows = await db.query<{
    period: LimitPeriod;
    amount: string | number | null;
    pending: boolean;
    pending_amount: string | number | null;
    pending_at: Date | string | null;
  }>('SELECT period, amount, pending, pending_amount, pending_at FROM rg_limits WHERE member_id = $1', [
    memberId,
  ]);
  const out = Object.fromEntries(LIMIT_PERIODS.map((p) => [p, { amount: null }])) as Record<
    LimitPeriod,
    LimitState
  >;
  for (const r of rows)
    out[r.period] = {
      amount: r.amount === null ? null : Number(r.amount),
      ...(r.pending && r.pending_at
        ? {
            pending: {
              amount: r.pending_amount === null ? null : Number(r.pending_amount),
              effectiveAt: ms(r.pending_at)!,
            },
          }
        : {}),
    };
  return out;
}

export async function writeLimit(
  tx: Queryable,
  memberId: number,
  period: LimitPeriod,
  s: LimitState,
  now: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO rg_limits (member_id, period, amount, pending, pending_amount, pending_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (member_id, period) DO UPDATE SET amount = EXCLUDED.amount, pending = EXCLUDED.pending,
       pending_amount = EXCLUDED.pending_amount, pending_at = EXCLUDED.pending_at, updated_at = EXCLUDED.updated_at`,
    [
      memberId,
      period,
      s.amount,
      !!s.pending,
      s.pending?.amount ?? null,
      s.pending ? iso(s.pending.effectiveAt) : null,
      iso(now),
    ],
  );
}

export interface PeriodDeposits {
  /** Paid deposits in each rolling period. */
  used: Record<LimitPeriod, number>;
  /** Unpaid orders that can still be paid (inside their payment window): they hold part of a limit. */
  held: Record<LimitPeriod, number>;
}

/**
 * Deposits that count against a limit in each rolling period ending now: paid ones (used), and
 * pending ones still inside their payment window (held; `now` is the platform clock that set the
 * window). An order past its window counts for nothing, whether or not it was marked expired yet.
 * Periods are measured on the database clock, the one that stamps the orders.
 */
export async function depositsInPeriods(
  db: Queryable,
  memberId: number,
  now: number,
): Promise<PeriodDeposits> {
  const rows = await db.query<{ paid: boolean; daily: string; weekly: string; monthly: string }>(
    `SELECT status = 'paid' AS paid,
            coalesce(sum(amount) FILTER (WHERE created_at > now() - make_interval(secs => $2)), 0)::text AS daily,
            coalesce(sum(amount) FILTER (WHERE created_at > now() - make_interval(secs => $3)), 0)::text AS weekly,
            coalesce(sum(amount), 0)::text AS monthly
       FROM orders WHERE member_id = $1 AND kind = 'deposit'
        AND (status = 'paid' OR (status = 'pending' AND (expires_at IS NULL OR expires_at > $5)))
        AND created_at > now() - make_interval(secs => $4)
      GROUP BY status = 'paid'`,
    [memberId, PERIOD_MS.daily / 1000, PERIOD_MS.weekly / 1000, PERIOD_MS.monthly / 1000, iso(now)],
  );
  const of = (paid: boolean): Record<LimitPeriod, number> => {
    const r = rows.find((x) => x.paid === paid);
    return { daily: Number(r?.daily ?? 0), weekly: Number(r?.weekly ?? 0), monthly: Number(r?.monthly ?? 0) };
  };
  return { used: of(true), held: of(false) };
}

export async function logSafetyEvent(
  tx: Queryable,
  memberId: number,
  kind: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await tx.query('INSERT INTO rg_events (member_id, kind, detail) VALUES ($1, $2, $3)', [
    memberId,
    kind,
    JSON.stringify(detail),
  ]);
}

/** When the session behind a token began, and the stakes and wins the ledger holds since then. */
export async function playSession(
  db: Queryable,
  tokenHash: string,
  memberId: number,
): Promise<{ startedAt: number; bets: number; wins: number }> {
  const [s] = await db.query<{ created_at: Date | string }>(
    'SELECT created_at FROM sessions WHERE token_hash = $1',
    [tokenHash],
  );
  const startedAt = ms(s?.created_at ?? null) ?? Date.now();
  const [r] = await db.query<{ bets: string; wins: string }>(
    `SELECT coalesce(sum(-amount) FILTER (WHERE kind = 'bet'), 0)::text AS bets,
            coalesce(sum(amount) FILTER (WHERE kind = 'win'), 0)::text AS wins
       FROM ledger_entries WHERE member_id = $1 AND created_at >= $2 AND kind IN ('bet', 'win')`,
    [memberId, iso(startedAt)],
  );
  return { startedAt, bets: Number(r?.bets ?? 0), wins: Number(r?.wins ?? 0) };
}
