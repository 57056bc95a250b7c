import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Queryable } from '../../server/db/db';

export const CONSOLE_ROLES = ['operator', 'support', 'viewer'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];
/** The languages of the console, and of the mails it sends its users (vi when a user has none). */
export const CONSOLE_LANGUAGES = ['vi', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
/** A mail address a console user is told at (reviews waiting for them, comments): a plain shape check. */
export const CONSOLE_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

export type ConsoleUser = {
  id: string;
  username: string;
  role: ConsoleRole;
  /** The merchants this user may read and change; absent: every merchant. */
  merchants?: string[];
  /** A read-only API token (issue 16), not a person: reads configs, history and audit only. */
  apiToken?: boolean;
};

/** Whether a user may touch a merchant (a user without a scope may touch every one). */
export const inScope = (user: Pick<ConsoleUser, 'merchants'>, code: string): boolean =>
  !user.merchants || user.merchants.includes(code);

/** Whether `actor` may manage `target`: a scoped operator only users whose merchants are all theirs. */
export const mayManage = (actor: Pick<ConsoleUser, 'merchants'>, target: Pick<ConsoleUser, 'merchants'>) =>
  !actor.merchants || (!!target.merchants && target.merchants.every((m) => actor.merchants!.includes(m)));

/** jsonb comes back parsed from PostgreSQL and as text from some drivers. */
export const scopeOf = (v: unknown): string[] | undefined => {
  const list: unknown = typeof v === 'string' ? JSON.parse(v) : v;
  return Array.isArray(list) ? list.map(String) : undefined;
};

/** argon2id with the OWASP minimum (19 MiB, 2 passes): about 12 ms a hash on these machines. */
const ARGON = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum, not importable under isolatedModules) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;
export const USERNAME_PATTERN = '^[A-Za-z0-9._-]{3,40}$';
export const PASSWORD_MIN = 12;

/** Hashed once at load: a login for an unknown user still pays one verify (no timing oracle). */
const dummyHash = hash('not-a-password-of-anyone', ARGON);

export async function createUser(
  db: Queryable,
  input: {
    username: string;
    password: string;
    role: ConsoleRole;
    createdBy: string;
    merchants?: string[];
    email?: string;
    language?: ConsoleLanguage;
  },
): Promise<ConsoleUser | undefined> {
  const id = randomUUID();
  const passwordHash = await hash(input.password, ARGON);
  const rows = await db.query<{ id: string }>(
    'INSERT INTO console_users (id, username, password_hash, role, created_by, merchants, email, language) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (username) DO NOTHING RETURNING id',
    [
      id,
      input.username,
      passwordHash,
      input.role,
      input.createdBy,
      input.merchants ? JSON.stringify(input.merchants) : null,
      input.email ?? null,
      input.language ?? null,
    ],
  );
  return rows.length
    ? {
        id,
        username: input.username,
        role: input.role,
        ...(input.merchants ? { merchants: input.merchants } : {}),
      }
    : undefined;
}

/** A new password (argon2id); every session of the user ends. */
export async function setPassword(db: Queryable, id: string, password: string): Promise<void> {
  await db.query('UPDATE console_users SET password_hash = $2 WHERE id = $1', [
    id,
    await hash(password, ARGON),
  ]);
  await revokeSessions(db, id);
}

/** Another role, merchant scope (`null`: every merchant), mail address or mail language (`null`: none). */
export async function updateUser(
  db: Queryable,
  id: string,
  change: {
    role?: ConsoleRole;
    merchants?: string[] | null;
    email?: string | null;
    language?: ConsoleLanguage | null;
  },
): Promise<void> {
  if (change.role) await db.query('UPDATE console_users SET role = $2 WHERE id = $1', [id, change.role]);
  if (change.email !== undefined)
    await db.query('UPDATE console_users SET email = $2 WHERE id = $1', [id, change.email]);
  if (change.language !== undefined)
    await db.query('UPDATE console_users SET language = $2 WHERE id = $1', [id, change.language]);
  if (change.merchants !== undefined)
    await db.query('UPDATE console_users SET merchants = $2 WHERE id = $1', [
      id,
      change.merchants ? JSON.stringify(change.merchants) : null,
    ]);
}

/** Deletes a user (their sessions go with them). */
export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('DELETE FROM console_users WHERE id = $1 RETURNING id', [id])).length > 0;
}

/** Operators who can still log in, outside `exceptId`: the last one is never removed or demoted. */
export async function otherActiveOperators(db: Queryable, exceptId: string): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(
    "SELECT count(*) AS n FROM console_users WHERE role = 'operator' AND disabled_at IS NULL AND merchants IS NULL AND id <> $1",
    [exceptId],
  );
  return Number(row?.n ?? 0);
}

export async function checkPassword(
  db: Queryable,
  username: string,
  password: string,
): Promise<ConsoleUser | undefined> {
  // A disabled user is as unknown as a missing one (same answer, same time).
  const [row] = await db.query<{
    id: string;
    username: string;
    role: ConsoleRole;
    password_hash: string;
    merchants: unknown;
  }>(
    'SELECT id, username, role, password_hash, merchants FROM console_users WHERE username = $1 AND disabled_at IS NULL',
    [username],
  );
  if (!row) {
    await verify(await dummyHash, password).catch(() => false);
    return undefined;
  }
  const ok = await verify(row.password_hash, password).catch(() => false);
  const merchants = scopeOf(row.merchants);
  return ok
    ? { id: row.id, username: row.username, role: row.role, ...(merchants ? { merchants } : {}) }
    : undefined;
}

export type ConsoleUserRow = ConsoleUser & {
  email?: string;
  language?: ConsoleLanguage;
  createdBy: string;
  createdAt: string;
  disabled: boolean;
  sessions: number;
};

type UserRow = {
  id: string;
  username: string;
  role: ConsoleRole;
  created_by: string;
  created_at: Date | string;
  disabled_at: Date | string | null;
  sessions: number | string;
  merchants: unknown;
  email: string | null;
  language: ConsoleLanguage | null;
};
const USER_COLUMNS = `u.id, u.username, u.role, u.created_by, u.created_at, u.disabled_at, u.merchants, u.email, u.language,
  (SELECT count(*) FROM console_sessions s WHERE s.user_id = u.id AND s.expires_at > now()) AS sessions`;
const toUser = (r: UserRow): ConsoleUserRow => ({
  id: r.id,
  username: r.username,
  role: r.role,
  createdBy: r.created_by,
  createdAt: new Date(r.created_at).toISOString(),
  disabled: r.disabled_at !== null,
  sessions: Number(r.sessions),
  ...(scopeOf(r.merchants) ? { merchants: scopeOf(r.merchants) } : {}),
  ...(r.email ? { email: r.email } : {}),
  ...(r.language ? { language: r.language } : {}),
});

export async function listUsers(db: Queryable): Promise<ConsoleUserRow[]> {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM console_users u ORDER BY u.username`);
  return rows.map(toUser);
}

export async function getUser(db: Queryable, id: string): Promise<ConsoleUserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM console_users u WHERE u.id = $1`, [id]);
  return row ? toUser(row) : undefined;
}

/** Disables or enables a user in one conditional update; false when it already was. */
export async function setDisabled(
  db: Queryable,
  id: string,
  disabled: boolean,
  by: string,
): Promise<boolean> {
  const rows = disabled
    ? await db.query(
        'UPDATE console_users SET disabled_at = now(), disabled_by = $2 WHERE id = $1 AND disabled_at IS NULL RETURNING id',
        [id, by],
      )
    : await db.query(
        'UPDATE console_users SET disabled_at = NULL, disabled_by = NULL WHERE id = $1 AND disabled_at IS NOT NULL RETURNING id',
        [id],
      );
  return rows.length > 0;
}

/** Ends every session of a user; returns how many were open. */
export async function revokeSessions(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query('DELETE FROM console_sessions WHERE user_id = $1 RETURNING token_hash', [
    userId,
  ]);
  return rows.length;
}

export async function userCount(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM console_users');
  return Number(row?.n ?? 0);
}

/** The first operator, from ADMIN_BOOTSTRAP_USER / ADMIN_BOOTSTRAP_PASSWORD, only while no console user exists. */
export async function bootstrapOperator(
  db: Queryable,
  boot: { username: string; password: string } | undefined,
): Promise<ConsoleUser | undefined> {
  if (!boot || (await userCount(db)) > 0) return undefined;
  return createUser(db, { ...boot, role: 'operator', createdBy: 'bootstrap' });
}

/** The merchants of a console user (`null`: every merchant), undefined when there is none (scope guard). */
export async function userMerchants(db: Queryable, id: string): Promise<string[] | null | undefined> {
  const [row] = await db.query<{ merchants: unknown }>('SELECT merchants FROM console_users WHERE id = $1', [
    id,
  ]);
  return row ? (scopeOf(row.merchants) ?? null) : undefined;
}

export type Approver = { username: string; email?: string; language: ConsoleLanguage };

/**
 * Who may approve a change of `merchant` written by `author`: operators who can log in, whose
 * merchants include it, other than the author (four-eyes refuses the author's own approval).
 */
export async function approversOf(db: Queryable, merchant: string, author: string): Promise<Approver[]> {
  const rows = await db.query<{
    username: string;
    email: string | null;
    language: ConsoleLanguage | null;
    merchants: unknown;
  }>(
    "SELECT username, email, language, merchants FROM console_users WHERE role = 'operator' AND disabled_at IS NULL AND username <> $1 ORDER BY username",
    [author],
  );
  return rows
    .filter((r) => inScope({ merchants: scopeOf(r.merchants) }, merchant))
    .map((r) => ({
      username: r.username,
      ...(r.email ? { email: r.email } : {}),
      language: r.language ?? 'vi',
    }));
}

/** A console user's mail address and language by name (a change's author told of a comment). */
export async function contactOf(
  db: Queryable,
  username: string,
): Promise<(Approver & { merchants?: string[] }) | undefined> {
  const [r] = await db.query<{
    username: string;
    email: string | null;
    language: ConsoleLanguage | null;
    merchants: unknown;
  }>(
    'SELECT username, email, language, merchants FROM console_users WHERE username = $1 AND disabled_at IS NULL',
    [username],
  );
  if (!r) return undefined;
  const merchants = scopeOf(r.merchants);
  return {
    username: r.username,
    ...(r.email ? { email: r.email } : {}),
    language: r.language ?? 'vi',
    ...(merchants ? { merchants } : {}),
  };
}
