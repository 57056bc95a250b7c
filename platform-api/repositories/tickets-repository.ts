import type { Queryable } from '../../server/db/db';
import { LAUNCH_TICKET_TTL_MS } from '../lib/constants';
import { hashToken, newToken } from '../lib/tokens';

/* Launch tickets: the game and chat URLs carry a short-lived ticket instead of the session token. */

/** member_id is null for a guest's free-play ticket (merchant flag guestFreePlay). */
export interface Ticket {
  member_id: number | null;
  kind: string;
  node_id: number | null;
  free: boolean;
  prize_mode: string | null;
  merchant_code?: string | null;
}

export async function createTicket(db: Queryable, t: Ticket): Promise<string> {
  const ticket = newToken();
  await db.query('DELETE FROM launch_tickets WHERE expires_at < now()');
  await db.query(
    'INSERT INTO launch_tickets (ticket_hash, member_id, kind, node_id, free, prize_mode, expires_at, merchant_code) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [
      hashToken(ticket),
      t.member_id,
      t.kind,
      t.node_id,
      t.free,
      t.prize_mode,
      new Date(Date.now() + LAUNCH_TICKET_TTL_MS),
      t.merchant_code ?? null,
    ],
  );
  return ticket;
}

export async function readTicket(
  db: Queryable,
  ticket: string,
  kind: string,
): Promise<(Ticket & { expires_at: Date }) | undefined> {
  return (
    await db.query<Ticket & { expires_at: Date }>(
      'SELECT member_id, kind, node_id, free, prize_mode, merchant_code, expires_at FROM launch_tickets WHERE ticket_hash = $1 AND kind = $2 AND expires_at > now()',
      [hashToken(ticket), kind],
    )
  )[0];
}
