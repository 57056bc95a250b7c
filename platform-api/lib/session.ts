import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Platform } from '../context';
import { merchantOf } from '../context';
import { AGENT_TYPES, GUEST_TYPE } from './constants';
import { AppError } from '../../server/http-errors';
import { hashToken } from './tokens';

/** The player behind a bearer token. */
export interface Player {
  id: number;
  merchantCode: string;
  username: string;
  nickname: string;
  type: number;
  trial: boolean;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    player?: Player;
  }
}

export type Role = 'session' | 'member' | 'agent';

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (typeof h !== 'string' || !h.startsWith('Bearer ')) return undefined;
  const t = h.slice(7).trim();
  return t.length > 0 && t.length <= 256 ? t : undefined;
}

interface Row {
  id: number;
  merchant_code: string;
  username: string;
  nickname: string;
  type: number;
  trial: boolean;
  status: string;
  live: boolean;
}

/** Resolves the token: undefined without one; SESSION_EXPIRED when it is expired, revoked or of another merchant. */
export async function resolvePlayer(p: Platform, req: FastifyRequest): Promise<Player | undefined> {
  const token = bearer(req);
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const rows = await p.db.query<Row>(
    `SELECT m.id, m.merchant_code, m.username, m.nickname, m.type, m.trial, m.status,
            (s.revoked_at IS NULL AND s.expires_at > now()) AS live
       FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  // A locked account's sessions are ended with the lock; one opened by a login in flight is refused here.
  if (!row || !row.live || row.merchant_code !== merchantOf(p, req).code || row.status === 'locked')
    throw new AppError('SESSION_EXPIRED');
  if (row.status === 'disabled') throw new AppError('ACCOUNT_DISABLED');
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    trial: row.trial,
    tokenHash,
  };
}

/** Role checks of spec §6: any session; a member (not trial, not type 4); an agent (types 1, 2, 41, 42). */
export function checkRole(player: Player | undefined, role: Role): Player {
  if (!player) throw new AppError('NOT_LOGGED_IN');
  if (role === 'member' || role === 'agent') {
    if (player.trial) throw new AppError('TRIAL_ACCOUNT_REFUSED');
    if (player.type === GUEST_TYPE) throw new AppError('NON_MEMBER_REFUSED');
  }
  if (role === 'agent' && !AGENT_TYPES.includes(player.type)) throw new AppError('NON_AGENT_REFUSED');
  return player;
}

export function requireRole(p: Platform, role: Role): preHandlerAsyncHookHandler {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    req.player = checkRole(await resolvePlayer(p, req), role);
  };
}

/** Routes open to guests that read more with a session (read flags, promotion status); a bad token is ignored. */
export function optionalSession(p: Platform): preHandlerAsyncHookHandler {
  return async (req: FastifyRequest) => {
    try {
      req.player = await resolvePlayer(p, req);
    } catch {
      req.player = undefined;
    }
  };
}

export function playerOf(req: FastifyRequest): Player {
  if (!req.player) throw new AppError('NOT_LOGGED_IN');
  return req.player;
}
