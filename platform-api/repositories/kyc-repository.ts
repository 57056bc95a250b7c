import type { Queryable } from '../../server/db/db';
import type { KycSide } from '../../schemas/api';

/* KYC requests (issue 12): one pending and one approved per member at most (unique indexes). */

export interface KycRow {
  id: number;
  member_id: number;
  merchant_code: string;
  status: 'pending' | 'approved' | 'rejected';
  front_key: string;
  back_key: string;
  selfie_key: string;
  reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | string | null;
  created_at: Date | string;
}
const COLUMNS =
  'id, member_id, merchant_code, status, front_key, back_key, selfie_key, reason, reviewed_by, reviewed_at, created_at';

export const pictureKey = (r: KycRow, side: KycSide): string =>
  side === 'front' ? r.front_key : side === 'back' ? r.back_key : r.selfie_key;

/** The member's latest request, if any. */
export async function latestKyc(db: Queryable, memberId: number): Promise<KycRow | undefined> {
  return (
    await db.query<KycRow>(
      `SELECT ${COLUMNS} FROM kyc_requests WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
      [memberId],
    )
  )[0];
}

/** One of the member's own requests (another member's id reads as not found). */
export async function ownKyc(db: Queryable, memberId: number, id: number): Promise<KycRow | undefined> {
  return (
    await db.query<KycRow>(`SELECT ${COLUMNS} FROM kyc_requests WHERE member_id = $1 AND id = $2`, [
      memberId,
      id,
    ])
  )[0];
}

/**
 * Inserts a pending request unless one is pending or approved: the unique partial indexes decide
 * under parallel uploads; undefined when refused (the caller removes the stored files).
 */
export async function insertKyc(
  db: Queryable,
  r: { memberId: number; merchantCode: string; front: string; back: string; selfie: string },
): Promise<KycRow | undefined> {
  return (
    await db.query<KycRow>(
      `INSERT INTO kyc_requests (member_id, merchant_code, front_key, back_key, selfie_key)
       SELECT $1, $2, $3, $4, $5 WHERE NOT EXISTS (
         SELECT 1 FROM kyc_requests WHERE member_id = $1 AND status IN ('pending', 'approved'))
       ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
      [r.memberId, r.merchantCode, r.front, r.back, r.selfie],
    )
  )[0];
}

export interface KycListRow extends KycRow {
  username: string;
  nickname: string;
}

/** The console queue: pending first (oldest first), then decisions (newest first). */
export async function listKyc(
  db: Queryable,
  f: { merchantCode: string; status?: string; limit: number },
): Promise<{ pending: number; list: KycListRow[] }> {
  const list = await db.query<KycListRow>(
    `SELECT ${COLUMNS.split(', ')
      .map((c) => `k.${c}`)
      .join(', ')}, m.username, m.nickname
       FROM kyc_requests k JOIN members m ON m.id = k.member_id
      WHERE k.merchant_code = $1 AND ($2::text IS NULL OR k.status = $2)
      ORDER BY (k.status = 'pending') DESC, CASE WHEN k.status = 'pending' THEN k.id ELSE -k.id END
      LIMIT $3`,
    [f.merchantCode, f.status ?? null, f.limit],
  );
  const [n] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM kyc_requests WHERE merchant_code = $1 AND status = 'pending'`,
    [f.merchantCode],
  );
  return { pending: n?.n ?? 0, list };
}

export async function findMerchantKyc(
  db: Queryable,
  merchantCode: string,
  id: number,
): Promise<KycListRow | undefined> {
  return (
    await db.query<KycListRow>(
      `SELECT ${COLUMNS.split(', ')
        .map((c) => `k.${c}`)
        .join(', ')}, m.username, m.nickname
         FROM kyc_requests k JOIN members m ON m.id = k.member_id WHERE k.merchant_code = $1 AND k.id = $2`,
      [merchantCode, id],
    )
  )[0];
}

/** An operator's decision: one conditional UPDATE (a second click finds nothing pending). */
export async function reviewKyc(
  db: Queryable,
  r: { merchantCode: string; id: number; approve: boolean; actor: string; reason?: string },
): Promise<KycRow | undefined> {
  return (
    await db.query<KycRow>(
      `UPDATE kyc_requests SET status = $3, reason = $4, reviewed_by = $5, reviewed_at = now()
        WHERE merchant_code = $1 AND id = $2 AND status = 'pending' RETURNING ${COLUMNS}`,
      [
        r.merchantCode,
        r.id,
        r.approve ? 'approved' : 'rejected',
        r.approve ? null : (r.reason ?? null),
        r.actor,
      ],
    )
  )[0];
}
