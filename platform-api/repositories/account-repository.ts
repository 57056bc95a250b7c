import type { Queryable } from '../../server/db/db';
import type { ProfileValues } from '../../core/account-profile';

/* My account (issue 12): personal details (nickname and email are columns, the rest the profile JSON). */

export async function readProfile(
  db: Queryable,
  memberId: number,
): Promise<{ account: string; mobile: string | null; values: ProfileValues; hasPaymentPassword: boolean }> {
  const [r] = await db.query<{
    username: string;
    mobile: string | null;
    email: string | null;
    nickname: string;
    profile: Record<string, string> | string | null;
    has_pay: boolean;
  }>(
    'SELECT username, mobile, email, nickname, profile, payment_password_hash IS NOT NULL AS has_pay FROM members WHERE id = $1',
    [memberId],
  );
  if (!r) throw new Error(`member ${memberId} not found`);
  const profile = (typeof r.profile === 'string' ? JSON.parse(r.profile) : r.profile) ?? {};
  const values: ProfileValues = { ...profile, nickname: r.nickname };
  if (r.email) values.email = r.email;
  return { account: r.username, mobile: r.mobile, values, hasPaymentPassword: r.has_pay };
}

/** Writes the details sent (already checked): nickname and email in their columns, the rest merged into the profile. */
export async function writeProfile(db: Queryable, memberId: number, next: ProfileValues): Promise<void> {
  const { nickname, email, ...rest } = next;
  const extras = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  await db.query(
    `UPDATE members SET nickname = coalesce($2, nickname),
            email = CASE WHEN $3::boolean THEN nullif($4, '') ELSE email END,
            profile = profile || $5::jsonb
      WHERE id = $1`,
    [memberId, nickname ?? null, email !== undefined, email ?? null, JSON.stringify(extras)],
  );
}

export async function setPaymentPasswordHash(db: Queryable, memberId: number, hash: string): Promise<void> {
  await db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [memberId, hash]);
}
