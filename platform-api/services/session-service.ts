import type { Platform } from '../context';
import { SESSION_TTL_MS } from '../lib/constants';
import type { MemberRow } from '../repositories/members-repository';
import { recordLogin } from '../repositories/members-repository';
import { createSession, type SessionOrigin } from '../repositories/sessions-repository';
import type { Session } from '../../schemas/api';

/** Opens a session for a member who proved who they are (login, register, reset by phone). */
export async function openSession(
  p: Platform,
  member: MemberRow,
  from: SessionOrigin = {},
): Promise<Session> {
  const firstTimeLogin = member.last_login_at === null;
  await recordLogin(p.db, member.id);
  const { token, expiresAt } = await createSession(
    p.db,
    member.id,
    member.merchant_code,
    SESSION_TTL_MS,
    from,
  );
  return {
    token,
    userName: member.username,
    type: member.type,
    firstTimeLogin,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The origin of a request's login: its User-Agent and address (the device column of the console's logins list). */
export const originOf = (req: { headers: { 'user-agent'?: string }; ip: string }): SessionOrigin => ({
  userAgent: req.headers['user-agent'],
  ip: req.ip,
});
