import { ensureWallet } from './ledger-repository';
import { AGENT_TYPES } from '../../core/member-types';
import type { Queryable } from '../../server/db/db';

/** A member row as the services use it (money as numbers with 2 decimals). */
export interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  password_hash: string;
  payment_password_hash: string | null;
  mobile: string | null;
  email: string | null;
  nickname: string;
  type: number;
  trial: boolean;
  status: string;
  head_icon: string;
  affiliate_code: string | null;
  merchant_balance: number;
  rank_label: string | null;
  rank_done: number;
  rank_total: number;
  contracts: Record<string, string>;
  failed_logins: number;
  locked_until: Date | null;
  last_login_at: Date | null;
  /** Why the console locked the account (status 'locked'), shown to the player at login. */
  lock_reason: string | null;
}

const COLUMNS = `id, merchant_code, username, password_hash, payment_password_hash, mobile, email, nickname, type, trial, status, head_icon,
  affiliate_code, merchant_balance::float8 AS merchant_balance, rank_label, rank_done, rank_total, contracts,
  failed_logins, locked_until, last_login_at, lock_reason`;

export async function findMemberByUsername(
  db: Queryable,
  merchant: string,
  username: string,
): Promise<MemberRow | undefined> {
  return (
    await db.query<MemberRow>(
      `SELECT ${COLUMNS} FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)`,
      [merchant, username],
    )
  )[0];
}

export async function findMemberByMobile(
  db: Queryable,
  merchant: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  return (
    await db.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE merchant_code = $1 AND mobile = $2`, [
      merchant,
      mobile,
    ])
  )[0];
}

export async function findMemberById(db: Queryable, id: number): Promise<MemberRow | undefined> {
  return (await db.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE id = $1`, [id]))[0];
}

export async function findAgentByCode(
  db: Queryable,
  merchant: string,
  code: string,
): Promise<{ id: number } | undefined> {
  return (
    await db.query<{ id: number }>(
      `SELECT id FROM members WHERE merchant_code = $1 AND affiliate_code = $2 AND status = 'active' AND type = ANY($3::int[])`,
      [merchant, code, AGENT_TYPES],
    )
  )[0];
}

export interface NewMember {
  merchantCode: string;
  username: string;
  passwordHash: string;
  paymentPasswordHash?: string | null;
  mobile?: string | null;
  email?: string | null;
  nickname?: string;
  type?: number;
  trial?: boolean;
  affiliateCode?: string | null;
  referrerId?: number | null;
  profile?: Record<string, string>;
  /** Opening balance in minor units: an `adjustment` ledger entry, never a written balance. */
  openingBalance?: number;
}

/**
 * Opening balances of new wallets, many in one statement (the demo accounts of every merchant): each
 * wallet created now gets one `adjustment` entry of its amount, with the balance after it (the
 * ledger's invariant: the balance is the sum of the entries); a member who has a wallet gets nothing.
 */
export async function openingBalances(
  db: Queryable,
  rows: readonly { memberId: number; amount: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `WITH w AS (
       INSERT INTO wallets (member_id, balance)
       SELECT id, amount FROM unnest($1::int[], $2::bigint[]) AS o (id, amount)
       ON CONFLICT (member_id) DO NOTHING RETURNING member_id, balance, held)
     INSERT INTO ledger_entries (member_id, kind, amount, held_change, balance_after, held_after, note)
     SELECT member_id, 'adjustment', balance, 0, balance, held, 'opening balance' FROM w`,
    [rows.map((r) => r.memberId), rows.map((r) => r.amount)],
  );
}

/** Inserts a member; returns undefined when the username or mobile is already taken (unique indexes). */
export async function insertMember(db: Queryable, m: NewMember): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_code, username, password_hash, payment_password_hash, mobile, email, nickname, type, trial, affiliate_code, referrer_id, profile)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING RETURNING id`,
    [
      m.merchantCode,
      m.username,
      m.passwordHash,
      m.paymentPasswordHash ?? null,
      m.mobile ?? null,
      m.email ?? null,
      m.nickname ?? '',
      m.type ?? 0,
      m.trial ?? false,
      m.affiliateCode ?? null,
      m.referrerId ?? null,
      JSON.stringify(m.profile ?? {}),
    ],
  );
  const id = rows[0]?.id;
  if (id !== undefined) {
    if (m.openingBalance) await openingBalances(db, [{ memberId: id, amount: m.openingBalance }]);
    else await ensureWallet(db, id);
  }
  return id;
}

export async function setPasswordHash(db: Queryable, id: number, hash: string): Promise<void> {
  await db.query(
    'UPDATE members SET password_hash = $2, failed_logins = 0, locked_until = NULL WHERE id = $1',
    [id, hash],
  );
}

/** Counts a failed login; locks the account for `lockMinutes` when it reaches `lockAfter`. Returns the new count and lock. */
export async function recordLogin(db: Queryable, id: number): Promise<void> {
  await db.query(
    'UPDATE members SET failed_logins = 0, locked_until = NULL, last_login_at = now() WHERE id = $1',
    [id],
  );
}

export async function usernameExists(db: Queryable, merchant: string, username: string): Promise<boolean> {
  return (
    (
      await db.query('SELECT 1 FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)', [
        merchant,
        username,
      ])
    ).length > 0
  );
}

export async function setHeadIcon(db: Queryable, id: number, icon: string): Promise<void> {
  await db.query('UPDATE members SET head_icon = $2 WHERE id = $1', [id, icon]);
}

/** A member's feedback (spec §7 feedback). */
export async function insertFeedback(
  db: Queryable,
  memberId: number,
  category: string | null,
  content: string,
): Promise<void> {
  await db.query('INSERT INTO feedback (member_id, category, content) VALUES ($1, $2, $3)', [
    memberId,
    category,
    content,
  ]);
}
