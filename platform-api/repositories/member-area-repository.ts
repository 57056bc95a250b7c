import type { Queryable } from '../../server/db/db';
import { AppError } from '../../server/http-errors';
import { post } from './ledger-repository';
import { toMinor } from '../../core/money';
import { rewardStatus, type RewardSource, type RewardStatus } from '../../core/rewards';
import { DEFAULT_VIP_LADDER, VIP_CURRENCY_SCALE, type VipLevel, type VipTotals } from '../../core/vip';
import { nextStreakDay, signInReward, SIGN_IN_REWARDS_REFERENCE } from '../../core/sign-in';

/*
 * The member area's data (issue 12 part A): the VIP ladder of a merchant (seeded with the default
 * ladder in the merchant's currency the first time it is read), the member's totals behind it (paid
 * deposits in the ledger, stakes in the game rounds), the reward centre and the daily sign-in.
 * Money moves only through `post` (the ledger), inside the transaction that marks the reward claimed.
 */

interface Currency {
  code: string;
  digits: number;
}

/** Reference (USD) major units in a currency's minor units, rounded to a whole major unit above 1. */
export function scaledMinor(reference: number, c: Currency): number {
  const major = reference * (VIP_CURRENCY_SCALE[c.code] ?? 1);
  return toMinor(major >= 1 ? Math.round(major) : major, c.digits);
}

interface LevelRow {
  level: number;
  label_id: string;
  min_deposit: string;
  min_bet: string;
  benefits: VipLevel['benefits'];
}

const toLevel = (r: LevelRow): VipLevel => {
  // Ladders seeded before issue 32 carry a withdrawals-a-day figure: the merchant JSON's rule is the only one.
  const { dailyWithdrawals: _old, ...benefits } = r.benefits as VipLevel['benefits'] & {
    dailyWithdrawals?: number;
  };
  return {
    level: r.level,
    labelId: r.label_id,
    minDeposit: Number(r.min_deposit),
    minBet: Number(r.min_bet),
    benefits,
  };
};

/** The merchant's VIP ladder, lowest first; the default ladder is written the first time. */
export async function vipLevels(
  db: Queryable,
  merchantCode: string,
  currency: Currency,
): Promise<VipLevel[]> {
  const read = () =>
    db.query<LevelRow>(
      'SELECT level, label_id, min_deposit, min_bet, benefits FROM vip_levels WHERE merchant_code = $1 ORDER BY level',
      [merchantCode],
    );
  let rows = await read();
  if (rows.length === 0) {
    for (const [level, l] of DEFAULT_VIP_LADDER.entries()) {
      const benefits = {
        upgradeBonus: scaledMinor(l.upgradeBonus, currency),
        birthdayBonus: scaledMinor(l.birthdayBonus, currency),
        rebatePermille: l.rebatePermille,
        personalManager: l.personalManager,
      };
      await db.query(
        `INSERT INTO vip_levels (merchant_code, level, label_id, min_deposit, min_bet, benefits)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [
          merchantCode,
          level,
          l.labelId,
          scaledMinor(l.deposit, currency),
          scaledMinor(l.bet, currency),
          JSON.stringify(benefits),
        ],
      );
    }
    rows = await read();
  }
  return rows.map(toLevel);
}

/** What a member has deposited (paid deposits in the ledger, bonuses excluded) and staked (game rounds). */
export async function vipTotals(db: Queryable, memberId: number): Promise<VipTotals> {
  const [row] = await db.query<{ deposit: string | null; bet: string | null }>(
    `SELECT (SELECT sum(amount) FROM ledger_entries WHERE member_id = $1 AND kind = 'deposit') AS deposit,
            (SELECT sum(bet) FROM game_rounds WHERE member_id = $1) AS bet`,
    [memberId],
  );
  return { deposit: Number(row?.deposit ?? 0), bet: Number(row?.bet ?? 0) };
}

export interface Reward {
  id: number;
  source: RewardSource;
  title: string;
  amount: number;
  status: RewardStatus;
  grantedAt: string;
  expiresAt: string | null;
  claimedAt: string | null;
}

interface RewardRow {
  id: string;
  source: RewardSource;
  title: string;
  amount: string;
  granted_at: Date;
  expires_at: Date | null;
  claimed_at: Date | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const REWARD_COLUMNS = 'id, source, title, amount, granted_at, expires_at, claimed_at';

function toReward(r: RewardRow, now: number): Reward {
  const expiresAt = iso(r.expires_at);
  const claimedAt = iso(r.claimed_at);
  return {
    id: Number(r.id),
    source: r.source,
    title: r.title,
    amount: Number(r.amount),
    status: rewardStatus({ claimedAt, expiresAt }, now),
    grantedAt: new Date(r.granted_at).toISOString(),
    expiresAt,
    claimedAt,
  };
}

/** A member's rewards, newest first (at most `limit`). */
export async function listRewards(db: Queryable, memberId: number, limit = 200): Promise<Reward[]> {
  const now = Date.now();
  const rows = await db.query<RewardRow>(
    `SELECT ${REWARD_COLUMNS} FROM member_rewards WHERE member_id = $1 ORDER BY id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map((r) => toReward(r, now));
}

/** One page of a member's rewards, newest first, and how many there are (the console's player page). */
export async function listRewardsPage(db: Queryable, memberId: number, offset: number, limit: number) {
  const now = Date.now();
  const [rows, count] = await Promise.all([
    db.query<RewardRow>(
      `SELECT ${REWARD_COLUMNS} FROM member_rewards WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_rewards WHERE member_id = $1', [memberId]),
  ]);
  return { list: rows.map((r) => toReward(r, now)), total: count[0]?.n ?? 0 };
}

/** A reward as the API answers it (optional dates left out). */
export const rewardDto = (r: Reward) => ({
  id: r.id,
  source: r.source,
  title: r.title,
  amount: r.amount,
  status: r.status,
  grantedAt: r.grantedAt,
  ...(r.expiresAt ? { expiresAt: r.expiresAt } : {}),
  ...(r.claimedAt ? { claimedAt: r.claimedAt } : {}),
});

export interface NewReward {
  memberId: number;
  source: RewardSource;
  title?: string;
  amount: number;
  expiresAt?: Date | null;
  grantedBy?: string;
}

export async function grantReward(db: Queryable, r: NewReward): Promise<Reward> {
  const [row] = await db.query<RewardRow>(
    `INSERT INTO member_rewards (member_id, source, title, amount, expires_at, granted_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${REWARD_COLUMNS}`,
    [r.memberId, r.source, r.title ?? '', r.amount, r.expiresAt ?? null, r.grantedBy ?? null],
  );
  return toReward(row!, Date.now());
}

/**
 * Claims a reward once: one conditional UPDATE marks it claimed (a parallel claim waits on the row
 * lock, then finds it claimed and changes nothing), and the ledger credits the wallet in the same
 * transaction. Call inside a transaction.
 */
export async function claimReward(
  tx: Queryable,
  memberId: number,
  rewardId: number,
): Promise<{ reward: Reward; balance: number }> {
  const [row] = await tx.query<RewardRow>(
    `UPDATE member_rewards SET claimed_at = now()
      WHERE id = $1 AND member_id = $2 AND claimed_at IS NULL AND (expires_at IS NULL OR expires_at > now())
      RETURNING ${REWARD_COLUMNS}`,
    [rewardId, memberId],
  );
  if (!row) {
    const [found] = await tx.query<RewardRow>(
      `SELECT ${REWARD_COLUMNS} FROM member_rewards WHERE id = $1 AND member_id = $2`,
      [rewardId, memberId],
    );
    if (!found) throw new AppError('REWARD_NOT_FOUND');
    throw new AppError(found.claimed_at ? 'REWARD_ALREADY_CLAIMED' : 'REWARD_EXPIRED');
  }
  const posted = await post(tx, {
    memberId,
    kind: 'reward',
    amount: Number(row.amount),
    note: `reward ${row.id}`,
  });
  await tx.query('UPDATE member_rewards SET ledger_entry_id = $2 WHERE id = $1', [row.id, posted.id]);
  return { reward: toReward(row, Date.now()), balance: posted.balanceAfter };
}

/* Daily sign-in. */

export interface SignInState {
  signedToday: boolean;
  /** Streak day of the last sign-in when it was today or yesterday, else 0. */
  streakDay: number;
  /** Day 1…7 rewards (minor units). */
  schedule: number[];
}

export const signInSchedule = (c: Currency): number[] =>
  SIGN_IN_REWARDS_REFERENCE.map((r) => scaledMinor(r, c));

async function lastSignIn(db: Queryable, memberId: number) {
  const [row] = await db.query<{ streak_day: number; days_ago: number }>(
    `SELECT streak_day, (current_date - day)::int AS days_ago FROM member_sign_ins
      WHERE member_id = $1 ORDER BY day DESC LIMIT 1`,
    [memberId],
  );
  return row ? { day: row.streak_day, daysAgo: row.days_ago } : undefined;
}

export async function signInState(db: Queryable, memberId: number, c: Currency): Promise<SignInState> {
  const last = await lastSignIn(db, memberId);
  return {
    signedToday: last?.daysAgo === 0,
    streakDay: last && last.daysAgo <= 1 ? last.day : 0,
    schedule: signInSchedule(c),
  };
}

/**
 * Signs in for today: the (member, day) primary key makes it once a day under any concurrency; the
 * reward is booked as a claimed reward and credited through the ledger in the same transaction.
 */
export async function signInToday(
  tx: Queryable,
  memberId: number,
  c: Currency,
): Promise<{ streakDay: number; amount: number; balance: number }> {
  const streakDay = nextStreakDay(await lastSignIn(tx, memberId));
  const amount = signInReward(signInSchedule(c), streakDay);
  const inserted = await tx.query(
    `INSERT INTO member_sign_ins (member_id, day, streak_day, amount) VALUES ($1, current_date, $2, $3)
     ON CONFLICT DO NOTHING RETURNING day`,
    [memberId, streakDay, amount],
  );
  if (inserted.length === 0) throw new AppError('SIGN_IN_DONE');
  const posted = await post(tx, { memberId, kind: 'reward', amount, note: `sign-in day ${streakDay}` });
  await tx.query(
    `INSERT INTO member_rewards (member_id, source, amount, claimed_at, ledger_entry_id) VALUES ($1, 'signIn', $2, now(), $3)`,
    [memberId, amount, posted.id],
  );
  return { streakDay, amount, balance: posted.balanceAfter };
}

/** What the customer tasks list checks of a member (profile, payout account, first deposit, …). */
export async function taskFacts(db: Queryable, memberId: number): Promise<Record<string, boolean>> {
  const rows = await db.query<Record<string, boolean>>(
    `SELECT
       (m.nickname <> '' AND m.email IS NOT NULL AND m.email <> '') AS "profile",
       EXISTS (SELECT 1 FROM payout_accounts WHERE member_id = m.id) AS "payoutAccount",
       EXISTS (SELECT 1 FROM ledger_entries WHERE member_id = m.id AND kind = 'deposit') AS "firstDeposit",
       EXISTS (SELECT 1 FROM game_rounds WHERE member_id = m.id) AS "firstGame",
       EXISTS (SELECT 1 FROM member_sign_ins WHERE member_id = m.id AND day = current_date) AS "signIn",
       EXISTS (SELECT 1 FROM kyc_requests WHERE member_id = m.id AND status = 'approved') AS "kyc"
     FROM members m WHERE m.id = $1`,
    [memberId],
  );
  return rows[0] ?? {};
}
