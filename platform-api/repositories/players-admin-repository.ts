import type { Queryable } from '../../server/db/db';

/*
 * The console's Players page (issue 34): a merchant's players by the start of what support is told
 * on the phone (prefix match on indexed columns: migration 120), a player's own lists, paged, and
 * the console's changes to the account (lock, unlock, end sessions, notes). Every query names the
 * merchant, so a member id of another merchant reads as not found.
 */

export interface PlayerRow {
  id: number;
  username: string;
  nickname: string;
  mobile: string | null;
  email: string | null;
  affiliate_code: string | null;
  status: string;
  type: number;
  trial: boolean;
  created_at: Date;
  last_login_at: Date | null;
  lock_reason: string | null;
  locked_by: string | null;
  locked_at: Date | null;
}
const COLUMNS = `id, username, nickname, mobile, email, affiliate_code, status, type, trial, created_at, last_login_at,
  lock_reason, locked_by, locked_at`;

/** `text` for a LIKE pattern: its wildcards and escape character read as themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface PlayerSearch {
  merchantCode: string;
  /** Lower-cased start of a username, email or affiliate code; null: any player. */
  text: string | null;
  /** Starts of stored mobile numbers (+84912…). */
  mobiles: readonly string[];
  /** An exact member id. */
  id: number | null;
  offset: number;
  limit: number;
}

/**
 * Players whose username, email or affiliate code starts with `text`, whose mobile number starts with
 * one of `mobiles`, or whose id is `id`; newest first. Each branch reads its own index (a UNION, so
 * no branch turns the others into a scan of the merchant's members).
 */
export async function searchPlayers(
  db: Queryable,
  s: PlayerSearch,
): Promise<{ list: PlayerRow[]; more: boolean }> {
  const pattern = s.text === null ? null : `${literal(s.text)}%`;
  // One branch per spelling of the number: a LIKE with one known prefix reads the index (LIKE ANY does not).
  const mobiles = s.mobiles.slice(0, 4).map((m) => `${literal(m)}%`);
  const mobileBranches = mobiles
    .map((_, i) => `UNION SELECT id FROM members WHERE merchant_code = $1 AND mobile LIKE $${i + 6}`)
    .join('\n             ');
  const rows =
    pattern === null && s.id === null
      ? await db.query<PlayerRow>(
          `SELECT ${COLUMNS} FROM members WHERE merchant_code = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
          [s.merchantCode, s.limit + 1, s.offset],
        )
      : await db.query<PlayerRow>(
          `SELECT ${COLUMNS} FROM members WHERE id IN (
             SELECT id FROM members WHERE merchant_code = $1 AND $2::text IS NOT NULL AND lower(username) LIKE $2
             UNION SELECT id FROM members WHERE merchant_code = $1 AND $2::text IS NOT NULL AND lower(email) LIKE $2
             UNION SELECT id FROM members WHERE merchant_code = $1 AND $2::text IS NOT NULL AND lower(affiliate_code) LIKE $2
             UNION SELECT id FROM members WHERE merchant_code = $1 AND id = $3
             ${mobileBranches})
           ORDER BY id DESC LIMIT $4 OFFSET $5`,
          [s.merchantCode, pattern, s.id, s.limit + 1, s.offset, ...mobiles],
        );
  return { list: rows.slice(0, s.limit), more: rows.length > s.limit };
}

export async function findPlayer(
  db: Queryable,
  merchantCode: string,
  id: number,
): Promise<PlayerRow | undefined> {
  return (
    await db.query<PlayerRow>(`SELECT ${COLUMNS} FROM members WHERE merchant_code = $1 AND id = $2`, [
      merchantCode,
      id,
    ])
  )[0];
}

/** Locks an active player (one conditional UPDATE: a second lock finds nothing to change). */
export async function lockPlayer(
  tx: Queryable,
  l: { merchantCode: string; id: number; reason: string; actor: string },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE members SET status = 'locked', lock_reason = $3, locked_by = $4, locked_at = now()
      WHERE merchant_code = $1 AND id = $2 AND status = 'active' RETURNING id`,
    [l.merchantCode, l.id, l.reason, l.actor],
  );
  return rows.length === 1;
}

export async function unlockPlayer(tx: Queryable, merchantCode: string, id: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE members SET status = 'active', lock_reason = NULL, locked_by = NULL, locked_at = NULL
      WHERE merchant_code = $1 AND id = $2 AND status = 'locked' RETURNING id`,
    [merchantCode, id],
  );
  return rows.length === 1;
}

/** Ends every live session of the member; the number ended. */
/** Ends the member's live sessions; returns their stored token hashes (to tag them for open pages). */
export async function endSessions(tx: Queryable, memberId: number): Promise<string[]> {
  const rows = await tx.query<{ token_hash: string }>(
    `UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING token_hash`,
    [memberId],
  );
  return rows.map((r) => r.token_hash);
}

export async function countLiveSessions(db: Queryable, memberId: number): Promise<number> {
  const [r] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sessions WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [memberId],
  );
  return r?.n ?? 0;
}

const iso = (d: Date | string) => new Date(d).toISOString();

export async function listSessions(db: Queryable, memberId: number, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    db.query<{
      created_at: Date;
      expires_at: Date;
      revoked_at: Date | null;
      live: boolean;
      device_browser: string | null;
      device_os: string | null;
      device_app: boolean | null;
      ip: string | null;
    }>(
      `SELECT created_at, expires_at, revoked_at, (revoked_at IS NULL AND expires_at > now()) AS live,
              device_browser, device_os, device_app, ip
         FROM sessions WHERE member_id = $1 ORDER BY created_at DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE member_id = $1', [memberId]),
  ]);
  return {
    total: count[0]?.n ?? 0,
    list: rows.map((r) => ({
      startedAt: iso(r.created_at),
      expiresAt: iso(r.expires_at),
      ...(r.revoked_at ? { endedAt: iso(r.revoked_at) } : {}),
      live: r.live,
      ...(r.device_browser ? { browser: r.device_browser } : {}),
      ...(r.device_os ? { os: r.device_os } : {}),
      ...(r.device_app !== null ? { app: r.device_app } : {}),
      ...(r.ip ? { ip: r.ip } : {}),
    })),
  };
}

/** The promotions the member joined, newest first, with the status of the latest reward request for each. */
export async function listJoinedPromotions(db: Queryable, memberId: number, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    db.query<{ id: number; title_vi: string; title_en: string; joined_at: Date; request: string | null }>(
      `SELECT p.id, p.title_vi, p.title_en, j.created_at AS joined_at,
              (SELECT r.status FROM reward_requests r WHERE r.member_id = j.member_id AND r.promotion_id = p.id
                ORDER BY r.id DESC LIMIT 1) AS request
         FROM promotion_joins j JOIN promotions p ON p.id = j.promotion_id
        WHERE j.member_id = $1 ORDER BY j.created_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM promotion_joins WHERE member_id = $1', [
      memberId,
    ]),
  ]);
  return {
    total: count[0]?.n ?? 0,
    list: rows.map((r) => ({
      id: r.id,
      title: { vi: r.title_vi, en: r.title_en },
      joinedAt: iso(r.joined_at),
      ...(r.request ? { rewardRequest: r.request } : {}),
    })),
  };
}

export async function insertNote(
  tx: Queryable,
  n: { memberId: number; author: string; text: string },
): Promise<number> {
  const [r] = await tx.query<{ id: number }>(
    'INSERT INTO member_notes (member_id, author, text) VALUES ($1, $2, $3) RETURNING id',
    [n.memberId, n.author, n.text],
  );
  return r!.id;
}

export async function listNotes(db: Queryable, memberId: number, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    db.query<{ id: number; author: string; text: string; created_at: Date }>(
      'SELECT id, author, text, created_at FROM member_notes WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
      [memberId, limit, offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_notes WHERE member_id = $1', [memberId]),
  ]);
  return {
    total: count[0]?.n ?? 0,
    list: rows.map((r) => ({ id: r.id, author: r.author, text: r.text, createdAt: iso(r.created_at) })),
  };
}

interface AdjustmentRow {
  id: number;
  member_id: number;
  amount: string;
  reason: string;
  status: 'pending' | 'applied' | 'rejected' | 'withdrawn';
  proposed_by: string;
  proposed_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  ledger_entry_id: string | null;
}
const ADJ_COLUMNS =
  'id, member_id, amount, reason, status, proposed_by, proposed_at, decided_by, decided_at, decision_reason, ledger_entry_id';
export const adjustmentDto = (r: AdjustmentRow) => ({
  id: r.id,
  amount: Number(r.amount),
  reason: r.reason,
  status: r.status,
  proposedBy: r.proposed_by,
  proposedAt: iso(r.proposed_at),
  ...(r.decided_by ? { decidedBy: r.decided_by } : {}),
  ...(r.decided_at ? { decidedAt: iso(r.decided_at) } : {}),
  ...(r.decision_reason ? { decisionReason: r.decision_reason } : {}),
  ...(r.ledger_entry_id ? { ledgerEntryId: Number(r.ledger_entry_id) } : {}),
});
export type Adjustment = ReturnType<typeof adjustmentDto> & { memberId: number };
const toAdjustment = (r: AdjustmentRow): Adjustment => ({ ...adjustmentDto(r), memberId: r.member_id });

export async function insertAdjustment(
  tx: Queryable,
  a: { memberId: number; merchantCode: string; amount: number; reason: string; proposedBy: string },
): Promise<Adjustment> {
  const [r] = await tx.query<AdjustmentRow>(
    `INSERT INTO balance_adjustments (member_id, merchant_code, amount, reason, proposed_by)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${ADJ_COLUMNS}`,
    [a.memberId, a.merchantCode, a.amount, a.reason, a.proposedBy],
  );
  return toAdjustment(r!);
}

/**
 * Decides a pending adjustment of the merchant (one conditional UPDATE: a second decision finds
 * nothing pending); the database refuses a decider who proposed it (CHECK), so does the caller.
 */
export async function decideAdjustment(
  tx: Queryable,
  d: {
    merchantCode: string;
    id: number;
    status: 'applied' | 'rejected' | 'withdrawn';
    decidedBy: string | null;
    reason?: string;
    ledgerEntryId?: number;
  },
): Promise<Adjustment | undefined> {
  const [r] = await tx.query<AdjustmentRow>(
    `UPDATE balance_adjustments SET status = $3, decided_by = $4, decided_at = now(), decision_reason = $5, ledger_entry_id = $6
      WHERE merchant_code = $1 AND id = $2 AND status = 'pending' RETURNING ${ADJ_COLUMNS}`,
    [d.merchantCode, d.id, d.status, d.decidedBy, d.reason ?? null, d.ledgerEntryId ?? null],
  );
  return r ? toAdjustment(r) : undefined;
}

export async function findAdjustment(
  db: Queryable,
  merchantCode: string,
  id: number,
): Promise<Adjustment | undefined> {
  const [r] = await db.query<AdjustmentRow>(
    `SELECT ${ADJ_COLUMNS} FROM balance_adjustments WHERE merchant_code = $1 AND id = $2`,
    [merchantCode, id],
  );
  return r ? toAdjustment(r) : undefined;
}

export async function listAdjustments(db: Queryable, memberId: number, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    db.query<AdjustmentRow>(
      `SELECT ${ADJ_COLUMNS} FROM balance_adjustments WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM balance_adjustments WHERE member_id = $1', [
      memberId,
    ]),
  ]);
  return { total: count[0]?.n ?? 0, list: rows.map(adjustmentDto) };
}
