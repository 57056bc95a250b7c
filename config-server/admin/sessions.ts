import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../server/db/db';
import { AppError } from '../../server/http-errors';
import { scopeOf, type ConsoleRole, type ConsoleUser } from './users';
import { TOKEN_PREFIX, tokenMayRead, tokenUser } from './publishing/tokens';

/** A console session lasts a working day; the console logs in again after that. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

/** 256 random bits, sent once; only the hash is stored. */
export async function openSession(
  db: Queryable,
  user: ConsoleUser,
  ip: string,
): Promise<{ token: string; expiresAt: Date }> {
  // Logins are rare: a good moment to forget expired sessions and preview drafts.
  await db.query('DELETE FROM console_sessions WHERE expires_at < now()');
  await db.query('DELETE FROM preview_drafts WHERE expires_at < now()');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.query(
    'INSERT INTO console_sessions (token_hash, user_id, ip, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(token), user.id, ip, expiresAt.toISOString()],
  );
  return { token, expiresAt };
}

export async function closeSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM console_sessions WHERE token_hash = $1', [sha256(token)]);
}

const bearer = (req: FastifyRequest): string | undefined => {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(h) : null;
  return m?.[1];
};

export async function sessionUser(db: Queryable, req: FastifyRequest): Promise<ConsoleUser | undefined> {
  const token = bearer(req);
  if (!token) return undefined;
  if (token.startsWith(TOKEN_PREFIX)) return tokenUser(db, token);
  const [row] = await db.query<ConsoleUser & { merchants: unknown }>(
    'SELECT u.id, u.username, u.role, u.merchants FROM console_sessions s JOIN console_users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.expires_at > now() AND u.disabled_at IS NULL',
    [sha256(token)],
  );
  if (!row) return undefined;
  const merchants = scopeOf(row.merchants);
  return { id: row.id, username: row.username, role: row.role, ...(merchants ? { merchants } : {}) };
}

export const tokenOf = bearer;

declare module 'fastify' {
  interface FastifyRequest {
    consoleUser?: ConsoleUser;
  }
}

/**
 * The role check every admin route runs on the server (a preHandler): no or unknown session → 401,
 * a role not in the list → 403. The console hiding a button is only a convenience.
 */
export function requireRole(db: Queryable, ...roles: ConsoleRole[]) {
  return async (req: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const user = await sessionUser(db, req);
    if (!user) throw new AppError('NOT_LOGGED_IN');
    // Known before the role check, so a refusal is audited under their name (routes-audit-extra.ts).
    req.consoleUser = user;
    // An API token reads configs, history and audit; everything else (every write) is refused.
    if (user.apiToken) {
      if (!tokenMayRead(req.method, req.routeOptions.url)) throw new AppError('TOKEN_READ_ONLY');
    } else if (!roles.includes(user.role)) throw new AppError('FORBIDDEN');
    // The merchants a route touches are checked next, by scopeGuard (scope.ts), for every route.
  };
}

export const ALL_ROLES: ConsoleRole[] = ['operator', 'support', 'viewer'];
