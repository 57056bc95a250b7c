import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../../server/db/db';
import { scopeOf, type ConsoleUser } from '../users';

/** Read-only API tokens (issue 16): `ro_` and 256 random bits, shown once; only the SHA-256 is stored. */
export const TOKEN_PREFIX = 'ro_';
const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

/** What a token may read: merchant configs, their history and changes (one merchant's or every one it may see), and the audit log (GET only). */
const READABLE = [
  /^\/api\/admin\/merchants$/,
  /^\/api\/admin\/changes$/,
  /^\/api\/admin\/merchants\/:code\/(config|versions|versions\/:version|changes|changes\/:id)$/,
  /^\/api\/admin\/audit$/,
];
export const tokenMayRead = (method: string, routeUrl: string | undefined): boolean =>
  (method === 'GET' || method === 'HEAD') && !!routeUrl && READABLE.some((r) => r.test(routeUrl));

export type ApiToken = {
  id: string;
  name: string;
  createdBy: string;
  createdAt: string;
  lastUsedAt?: string;
  revokedAt?: string;
  merchants?: string[];
};

type Raw = {
  id: string;
  name: string;
  created_by: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
  merchants: unknown;
};
const toToken = (r: Raw): ApiToken => {
  const merchants = scopeOf(r.merchants);
  return {
    id: r.id,
    name: r.name,
    createdBy: r.created_by,
    createdAt: new Date(r.created_at).toISOString(),
    ...(r.last_used_at ? { lastUsedAt: new Date(r.last_used_at).toISOString() } : {}),
    ...(r.revoked_at ? { revokedAt: new Date(r.revoked_at).toISOString() } : {}),
    ...(merchants ? { merchants } : {}),
  };
};

export async function createToken(
  db: Queryable,
  input: { name: string; createdBy: string; merchants?: string[] },
): Promise<{ token: string; meta: ApiToken }> {
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await db.query<Raw>(
    'INSERT INTO api_tokens (id, name, token_hash, merchants, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id, name, created_by, created_at, last_used_at, revoked_at, merchants',
    [
      randomUUID(),
      input.name,
      sha256(token),
      input.merchants ? JSON.stringify(input.merchants) : null,
      input.createdBy,
    ],
  );
  return { token, meta: toToken(row!) };
}

export async function listTokens(db: Queryable): Promise<ApiToken[]> {
  const rows = await db.query<Raw>(
    'SELECT id, name, created_by, created_at, last_used_at, revoked_at, merchants FROM api_tokens ORDER BY created_at DESC',
  );
  return rows.map(toToken);
}

export async function getToken(db: Queryable, id: string): Promise<ApiToken | undefined> {
  const [row] = await db.query<Raw>(
    'SELECT id, name, created_by, created_at, last_used_at, revoked_at, merchants FROM api_tokens WHERE id = $1',
    [id],
  );
  return row ? toToken(row) : undefined;
}

export async function revokeToken(db: Queryable, id: string): Promise<ApiToken | undefined> {
  const [row] = await db.query<Raw>(
    'UPDATE api_tokens SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 RETURNING id, name, created_by, created_at, last_used_at, revoked_at, merchants',
    [id],
  );
  return row ? toToken(row) : undefined;
}

/** The read-only identity of a live token (a viewer that may only read), or undefined. */
export async function tokenUser(db: Queryable, token: string): Promise<ConsoleUser | undefined> {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  const [row] = await db.query<{ id: string; name: string; merchants: unknown }>(
    'UPDATE api_tokens SET last_used_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id, name, merchants',
    [sha256(token)],
  );
  if (!row) return undefined;
  const merchants = scopeOf(row.merchants);
  return {
    id: `token:${row.id}`,
    username: `token:${row.name}`,
    role: 'viewer',
    apiToken: true,
    ...(merchants ? { merchants } : {}),
  };
}

/** The merchants of an API token (`null`: every merchant), undefined when there is none (scope guard). */
export async function tokenMerchants(db: Queryable, id: string): Promise<string[] | null | undefined> {
  const token = await getToken(db, id);
  return token ? (token.merchants ?? null) : undefined;
}
