import type { Queryable } from '../../server/db/db';
import type { SocialProvider } from '../../core/social';
import { hashToken } from '../lib/tokens';

/** A sign-in flow lives this long between the redirect to the provider and the callback. */
export const SOCIAL_FLOW_MINUTES = 10;
/** The ticket the player page trades for its session, right after the callback. */
export const SOCIAL_TICKET_MINUTES = 5;

export interface SocialFlow {
  merchant_code: string;
  provider: SocialProvider;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  link_member_id: number | null;
  return_path: string;
}

export async function saveFlow(db: Queryable, state: string, f: SocialFlow): Promise<void> {
  await db.query(
    `INSERT INTO social_flows (state_hash, merchant_code, provider, code_verifier, nonce, redirect_uri, link_member_id, return_path)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      hashToken(state),
      f.merchant_code,
      f.provider,
      f.code_verifier,
      f.nonce,
      f.redirect_uri,
      f.link_member_id,
      f.return_path,
    ],
  );
}

/** Takes a flow by its state, once: a used, expired or unknown state gives undefined. */
export async function takeFlow(db: Queryable, state: string): Promise<SocialFlow | undefined> {
  const rows = await db.query<SocialFlow>(
    `UPDATE social_flows SET used_at = now()
      WHERE state_hash = $1 AND used_at IS NULL AND created_at > now() - make_interval(mins => $2)
      RETURNING merchant_code, provider, code_verifier, nonce, redirect_uri, link_member_id, return_path`,
    [hashToken(state), SOCIAL_FLOW_MINUTES],
  );
  return rows[0];
}

export interface SocialIdentity {
  member_id: number;
  provider: SocialProvider;
  subject: string;
  email: string | null;
  display_name: string | null;
  linked_at: Date | string;
}

export async function findIdentity(
  db: Queryable,
  merchant: string,
  provider: SocialProvider,
  subject: string,
): Promise<SocialIdentity | undefined> {
  return (
    await db.query<SocialIdentity>(
      `SELECT member_id, provider, subject, email, display_name, linked_at FROM social_identities
        WHERE merchant_code = $1 AND provider = $2 AND subject = $3`,
      [merchant, provider, subject],
    )
  )[0];
}

export async function identitiesOf(db: Queryable, memberId: number): Promise<SocialIdentity[]> {
  return db.query<SocialIdentity>(
    `SELECT member_id, provider, subject, email, display_name, linked_at FROM social_identities
      WHERE member_id = $1 ORDER BY linked_at`,
    [memberId],
  );
}

/** Links an identity; false when it (or another identity of this provider) is already linked. */
export async function linkIdentity(
  db: Queryable,
  merchant: string,
  i: { memberId: number; provider: SocialProvider; subject: string; email?: string; name?: string },
): Promise<boolean> {
  const rows = await db.query<{ member_id: number }>(
    `INSERT INTO social_identities (merchant_code, provider, subject, member_id, email, display_name)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING member_id`,
    [merchant, i.provider, i.subject, i.memberId, i.email ?? null, i.name ?? null],
  );
  return rows.length > 0;
}

export async function unlinkIdentity(
  db: Queryable,
  memberId: number,
  provider: SocialProvider,
): Promise<boolean> {
  const rows = await db.query<{ member_id: number }>(
    'DELETE FROM social_identities WHERE member_id = $1 AND provider = $2 RETURNING member_id',
    [memberId, provider],
  );
  return rows.length > 0;
}

export type SocialOutcome = 'created' | 'login' | 'linked';

export async function saveTicket(
  db: Queryable,
  ticket: string,
  t: {
    merchant: string;
    memberId: number;
    outcome: SocialOutcome;
    provider: SocialProvider;
    returnPath: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO social_tickets (ticket_hash, merchant_code, member_id, outcome, provider, return_path) VALUES ($1, $2, $3, $4, $5, $6)`,
    [hashToken(ticket), t.merchant, t.memberId, t.outcome, t.provider, t.returnPath],
  );
}

interface TicketRow {
  member_id: number;
  outcome: SocialOutcome;
  provider: SocialProvider;
  return_path: string;
}

export async function takeTicket(
  db: Queryable,
  ticket: string,
  merchant: string,
): Promise<TicketRow | undefined> {
  return (
    await db.query<TicketRow>(
      `UPDATE social_tickets SET used_at = now()
        WHERE ticket_hash = $1 AND merchant_code = $2 AND used_at IS NULL
          AND created_at > now() - make_interval(mins => $3)
        RETURNING member_id, outcome, provider, return_path`,
      [hashToken(ticket), merchant, SOCIAL_TICKET_MINUTES],
    )
  )[0];
}
