import { randomInt } from 'node:crypto';
import type { ContractTerms, PlayBucket } from '../../core/agent';
import { AFFILIATE_CODE_LENGTH, APPROVED_AGENT_TYPE, type ContractKind } from '../../core/member-types';
import type { Queryable } from '../../server/db/db';
import { AppError } from '../../server/http-errors';

/*
 * The agent programme's rows: applications (pending → approved | rejected, one conditional UPDATE
 * per decision), contracts (pending → accepted | rejected; accepting ends the previous one of its
 * kind), and the team report, read from the ledger and the game rounds of the agent's downline
 * (members whose referrer is the agent) and nobody else's.
 */

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';
export interface Application {
  id: number;
  memberId: number;
  username: string;
  fields: Record<string, string>;
  status: ApplicationStatus;
  reason: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdAt: string;
}
interface ApplicationRow {
  id: number;
  member_id: number;
  username: string;
  fields: Record<string, string> | string;
  status: ApplicationStatus;
  reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
  created_at: Date | string;
}
const iso = (d: Date | string) => new Date(d).toISOString();
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const toApplication = (r: ApplicationRow): Application => ({
  id: r.id,
  memberId: r.member_id,
  username: r.username,
  fields: json(r.fields),
  status: r.status,
  reason: r.reason,
  reviewedBy: r.reviewed_by,
  reviewedAt: r.reviewed_at ? iso(r.reviewed_at) : null,
  createdAt: iso(r.created_at),
});
const APPLICATION_SELECT = `SELECT a.id, a.member_id, m.username, a.fields, a.status, a.reason, a.reviewed_by, a.reviewed_at, a.created_at
  FROM agent_applications a JOIN members m ON m.id = a.member_id`;

/** A new pending application; undefined when the member already has one pending (unique index). */
export async function insertApplication(
  db: Queryable,
  a: { merchantCode: string; memberId: number; fields: Record<string, string> },
): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO agent_applications (merchant_code, member_id, fields) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING id`,
    [a.merchantCode, a.memberId, JSON.stringify(a.fields)],
  );
  return rows[0]?.id;
}

/** The member's latest application, if any. */
export async function latestApplication(db: Queryable, memberId: number): Promise<Application | undefined> {
  const rows = await db.query<ApplicationRow>(
    `${APPLICATION_SELECT} WHERE a.member_id = $1 ORDER BY a.id DESC LIMIT 1`,
    [memberId],
  );
  return rows[0] && toApplication(rows[0]);
}

/** A merchant's applications, pending first (oldest pending first), then the reviewed ones, newest first. */
export async function listApplications(
  db: Queryable,
  o: { merchantCode: string; limit: number },
): Promise<Application[]> {
  const rows = await db.query<ApplicationRow>(
    `${APPLICATION_SELECT} WHERE a.merchant_code = $1
      ORDER BY (a.status = 'pending') DESC, CASE WHEN a.status = 'pending' THEN a.id ELSE -a.id END LIMIT $2`,
    [o.merchantCode, o.limit],
  );
  return rows.map(toApplication);
}

const newAffiliateCode = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let s = '';
  for (let i = 0; i < AFFILIATE_CODE_LENGTH; i++) s += alphabet[randomInt(alphabet.length)];
  return s;
};

/** Gives a member an affiliate code unique in its merchant, unless it has one. */
async function ensureAffiliateCode(tx: Queryable, memberId: number, merchantCode: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const rows = await tx.query<{ affiliate_code: string | null }>(
      `UPDATE members SET affiliate_code = coalesce(affiliate_code, $2)
        WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM members WHERE merchant_code = $3 AND affiliate_code = $2)
        RETURNING affiliate_code`,
      [memberId, newAffiliateCode(), merchantCode],
    );
    if (rows.length > 0) return;
  }
  throw new AppError('UNKNOWN');
}

/**
 * Decides a pending application (one conditional UPDATE: a second decision finds nothing pending).
 * Approval makes the account an agent (type APPROVED_AGENT_TYPE) with an affiliate code. Call inside a transaction.
 */
export async function reviewApplication(
  tx: Queryable,
  r: { id: number; merchantCode: string; approve: boolean; actor: string; reason?: string },
): Promise<Application> {
  const rows = await tx.query<{ id: number; member_id: number }>(
    `UPDATE agent_applications SET status = $3, reason = $4, reviewed_by = $5, reviewed_at = now()
      WHERE id = $1 AND merchant_code = $2 AND status = 'pending' RETURNING id, member_id`,
    [r.id, r.merchantCode, r.approve ? 'approved' : 'rejected', r.reason ?? null, r.actor],
  );
  if (rows.length === 0) {
    const known = await tx.query('SELECT 1 FROM agent_applications WHERE id = $1 AND merchant_code = $2', [
      r.id,
      r.merchantCode,
    ]);
    throw new AppError(known.length ? 'ALREADY_DECIDED' : 'NOT_FOUND');
  }
  if (r.approve) {
    await tx.query('UPDATE members SET type = $2 WHERE id = $1', [rows[0]!.member_id, APPROVED_AGENT_TYPE]);
    await ensureAffiliateCode(tx, rows[0]!.member_id, r.merchantCode);
  }
  const out = await tx.query<ApplicationRow>(`${APPLICATION_SELECT} WHERE a.id = $1`, [r.id]);
  return toApplication(out[0]!);
}

/* ---------- Contracts ---------- */

export type ContractStatus = 'pending' | 'accepted' | 'rejected' | 'ended';
export interface Contract {
  id: number;
  kind: ContractKind;
  terms: ContractTerms;
  status: ContractStatus;
  offeredAt: string;
  decidedAt: string | null;
}
interface ContractRow {
  id: number;
  kind: ContractKind;
  rate_bp: number;
  min_active: number;
  status: ContractStatus;
  offered_at: Date | string;
  decided_at: Date | string | null;
}
const toContract = (r: ContractRow): Contract => ({
  id: r.id,
  kind: r.kind,
  terms: { rateBp: r.rate_bp, minActive: r.min_active },
  status: r.status,
  offeredAt: iso(r.offered_at),
  decidedAt: r.decided_at ? iso(r.decided_at) : null,
});
const CONTRACT_SELECT =
  'SELECT id, kind, rate_bp, min_active, status, offered_at, decided_at FROM agent_contracts';

/** Offers a contract (pending); undefined when one of that kind is already pending. */
export async function offerContract(
  db: Queryable,
  c: { memberId: number; kind: ContractKind; terms: ContractTerms; offeredBy?: string },
): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO agent_contracts (member_id, kind, rate_bp, min_active, offered_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING id`,
    [c.memberId, c.kind, c.terms.rateBp, c.terms.minActive, c.offeredBy ?? null],
  );
  return rows[0]?.id;
}

/** The member's pending and accepted contracts. */
export async function currentContracts(db: Queryable, memberId: number): Promise<Contract[]> {
  const rows = await db.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE member_id = $1 AND status IN ('pending', 'accepted') ORDER BY id`,
    [memberId],
  );
  return rows.map(toContract);
}

/**
 * Accepts or rejects the pending contract `id` of a kind (one conditional UPDATE); accepting ends the
 * accepted contract of that kind it replaces. Call inside a transaction.
 */
export async function decideContract(
  tx: Queryable,
  d: { memberId: number; kind: ContractKind; id: number; accept: boolean },
): Promise<Contract> {
  const pending = await tx.query<{ id: number }>(
    `SELECT id FROM agent_contracts WHERE id = $1 AND member_id = $2 AND kind = $3 AND status = 'pending' FOR UPDATE`,
    [d.id, d.memberId, d.kind],
  );
  if (pending.length === 0) {
    const known = await tx.query(
      'SELECT 1 FROM agent_contracts WHERE id = $1 AND member_id = $2 AND kind = $3',
      [d.id, d.memberId, d.kind],
    );
    throw new AppError(known.length ? 'ALREADY_DECIDED' : 'NOT_FOUND');
  }
  if (d.accept)
    await tx.query(
      `UPDATE agent_contracts SET status = 'ended' WHERE member_id = $1 AND kind = $2 AND status = 'accepted'`,
      [d.memberId, d.kind],
    );
  const rows = await tx.query<ContractRow>(
    `UPDATE agent_contracts SET status = $2, decided_at = now() WHERE id = $1
     RETURNING id, kind, rate_bp, min_active, status, offered_at, decided_at`,
    [d.id, d.accept ? 'accepted' : 'rejected'],
  );
  return toContract(rows[0]!);
}

/** A contract offer as the console lists it: with the agent it was made to and who made it. */
export interface ContractOffer {
  id: number;
  memberId: number;
  username: string;
  kind: ContractKind;
  rateBp: number;
  minActive: number;
  status: 'pending' | 'withdrawn';
  offeredBy?: string;
  offeredAt: string;
}
interface OfferRow {
  id: number;
  member_id: number;
  username: string;
  kind: ContractKind;
  rate_bp: number;
  min_active: number;
  status: 'pending' | 'withdrawn';
  offered_by: string | null;
  offered_at: Date | string;
}
const toOffer = (r: OfferRow): ContractOffer => ({
  id: r.id,
  memberId: r.member_id,
  username: r.username,
  kind: r.kind,
  rateBp: r.rate_bp,
  minActive: r.min_active,
  status: r.status,
  ...(r.offered_by ? { offeredBy: r.offered_by } : {}),
  offeredAt: iso(r.offered_at),
});

/** The offers of a merchant's agents that wait for the agent's answer, oldest first. */
export async function listPendingOffers(
  db: Queryable,
  f: { merchantCode: string; limit: number },
): Promise<ContractOffer[]> {
  const rows = await db.query<OfferRow>(
    `SELECT c.id, c.member_id, m.username, c.kind, c.rate_bp, c.min_active, c.status, c.offered_by, c.offered_at
       FROM agent_contracts c JOIN members m ON m.id = c.member_id
      WHERE m.merchant_code = $1 AND c.status = 'pending' ORDER BY c.id LIMIT $2`,
    [f.merchantCode, f.limit],
  );
  return rows.map(toOffer);
}

/**
 * Withdraws a pending offer of a merchant's agent (pending → withdrawn, one conditional UPDATE: of an
 * operator's withdrawal and the agent's answer, exactly one wins). NOT_FOUND for another merchant's
 * offer, ALREADY_DECIDED once answered or withdrawn.
 */
export async function withdrawOffer(
  tx: Queryable,
  d: { merchantCode: string; id: number; actor: string },
): Promise<ContractOffer> {
  const rows = await tx.query<OfferRow>(
    `UPDATE agent_contracts c SET status = 'withdrawn', decided_at = now(), withdrawn_by = $3
       FROM members m
      WHERE c.id = $1 AND m.id = c.member_id AND m.merchant_code = $2 AND c.status = 'pending'
      RETURNING c.id, c.member_id, m.username, c.kind, c.rate_bp, c.min_active, c.status, c.offered_by, c.offered_at`,
    [d.id, d.merchantCode, d.actor],
  );
  if (rows[0]) return toOffer(rows[0]);
  const known = await tx.query(
    'SELECT 1 FROM agent_contracts c JOIN members m ON m.id = c.member_id WHERE c.id = $1 AND m.merchant_code = $2',
    [d.id, d.merchantCode],
  );
  throw new AppError(known.length ? 'ALREADY_DECIDED' : 'NOT_FOUND');
}

/* ---------- Team report ---------- */

export interface TeamKpis {
  downlineTotal: number;
  signups: number;
  firstDeposits: number;
  activePlayers: number;
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  netResult: number;
}

const DOWNLINE = 'SELECT id FROM members WHERE referrer_id = $1';

/** The team's figures over [start, end): sign-ups, first deposits, active players and money, in minor units. */
export async function teamKpis(db: Queryable, agentId: number, start: Date, end: Date): Promise<TeamKpis> {
  const [members] = await db.query<{ total: number; signups: number; first: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE m.created_at >= $2 AND m.created_at < $3)::int AS signups,
            count(*) FILTER (WHERE w.first_deposit_at >= $2 AND w.first_deposit_at < $3)::int AS first
       FROM members m LEFT JOIN wallets w ON w.member_id = m.id WHERE m.referrer_id = $1`,
    [agentId, start, end],
  );
  const [money] = await db.query<{ deposits: string; withdrawals: string }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'deposit'), 0)::text AS deposits,
            coalesce(-sum(held_change) FILTER (WHERE kind = 'withdraw_payout'), 0)::text AS withdrawals
       FROM ledger_entries WHERE member_id IN (${DOWNLINE}) AND created_at >= $2 AND created_at < $3`,
    [agentId, start, end],
  );
  const period = (await teamPlay(db, agentId, start, end, 'period'))[0] ?? { bets: 0, wins: 0, active: 0 };
  return {
    downlineTotal: members?.total ?? 0,
    signups: members?.signups ?? 0,
    firstDeposits: members?.first ?? 0,
    activePlayers: period.active,
    deposits: Number(money?.deposits ?? 0),
    withdrawals: Number(money?.withdrawals ?? 0),
    bets: period.bets,
    wins: period.wins,
    netResult: period.wins - period.bets,
  };
}

/** The team's rounds over [start, end) by UTC day, UTC hour, or as one bucket: bets, wins, distinct players. */
export async function teamPlay(
  db: Queryable,
  agentId: number,
  start: Date,
  end: Date,
  by: 'day' | 'hour' | 'period',
): Promise<PlayBucket[]> {
  const bucket = by === 'period' ? null : `date_trunc('${by}', created_at AT TIME ZONE 'UTC')`;
  const rows = await db.query<{ bets: string; wins: string; active: number }>(
    `SELECT ${bucket ? `${bucket} AS bucket, ` : ''}coalesce(sum(bet), 0)::text AS bets, coalesce(sum(win), 0)::text AS wins,
            count(DISTINCT member_id)::int AS active
       FROM game_rounds WHERE member_id IN (${DOWNLINE}) AND created_at >= $2 AND created_at < $3
       ${bucket ? 'GROUP BY bucket' : ''}`,
    [agentId, start, end],
  );
  return rows.map((r) => ({ bets: Number(r.bets), wins: Number(r.wins), active: r.active }));
}

export interface DownlineRow {
  id: number;
  username: string;
  nickname: string;
  joinedAt: string;
  firstDepositAt: string | null;
  deposits: number;
  bets: number;
}

/** One page of the agent's downline (newest first), with each player's deposits and bets over [start, end). */
export async function listDownline(
  db: Queryable,
  q: { agentId: number; start: Date; end: Date; search?: string; pageNo: number; pageSize: number },
): Promise<{ list: DownlineRow[]; totalCount: number }> {
  const search = q.search?.trim() ? `%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `m.referrer_id = $1 AND ($2::text IS NULL OR m.username ILIKE $2 OR m.nickname ILIKE $2)`;
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members m WHERE ${where}`, [
    q.agentId,
    search,
  ]);
  const rows = await db.query<{
    id: number;
    username: string;
    nickname: string;
    created_at: Date | string;
    first_deposit_at: Date | string | null;
    deposits: string;
    bets: string;
  }>(
    `SELECT m.id, m.username, m.nickname, m.created_at, w.first_deposit_at,
            (SELECT coalesce(sum(amount), 0) FROM ledger_entries l
              WHERE l.member_id = m.id AND l.kind = 'deposit' AND l.created_at >= $3 AND l.created_at < $4)::text AS deposits,
            (SELECT coalesce(sum(bet), 0) FROM game_rounds g
              WHERE g.member_id = m.id AND g.created_at >= $3 AND g.created_at < $4)::text AS bets
       FROM members m LEFT JOIN wallets w ON w.member_id = m.id
      WHERE ${where} ORDER BY m.id DESC LIMIT $5 OFFSET $6`,
    [q.agentId, search, q.start, q.end, q.pageSize, (q.pageNo - 1) * q.pageSize],
  );
  return {
    totalCount: count?.n ?? 0,
    list: rows.map((r) => ({
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      joinedAt: iso(r.created_at),
      firstDepositAt: r.first_deposit_at ? iso(r.first_deposit_at) : null,
      deposits: Number(r.deposits),
      bets: Number(r.bets),
    })),
  };
}

/** An agent's direct downline: how many members, and what they deposited (approved deposits). */
export async function teamTotals(
  db: Queryable,
  agentId: number,
): Promise<{ downlines: number; deposit: number }> {
  const rows = await db.query<{ downlines: number; deposit: number }>(
    `SELECT count(DISTINCT d.id)::int AS downlines, coalesce(sum(o.amount) FILTER (WHERE o.kind = 'deposit' AND o.status = 'approved'), 0)::float8 AS deposit
     FROM members d LEFT JOIN orders o ON o.member_id = d.id WHERE d.referrer_id = $1`,
    [agentId],
  );
  return { downlines: rows[0]?.downlines ?? 0, deposit: Number(rows[0]?.deposit ?? 0) };
}
