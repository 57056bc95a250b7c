import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp, login, OPERATOR } from './admin-support';

type Ctx = Awaited<ReturnType<typeof adminTestApp>>;
let ctx: Ctx;
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  ctx = await adminTestApp();
  tokens.operator = await login(ctx.app, OPERATOR.username, OPERATOR.password);
  for (const role of ['support', 'viewer'] as const) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${tokens.operator}` },
      payload: { username: `a-${role}`, password: `${role}-password-123`, role },
    });
    expect(res.statusCode).toBe(201);
    tokens[role] = await login(ctx.app, `a-${role}`, `${role}-password-123`);
  }
  // Well formed but never issued: the server must not trust its shape.
  tokens.forged = 'A'.repeat(43);
  tokens.none = undefined;
});
afterAll(async () => ctx?.close());

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
  roles: string[];
  /** The status an allowed role gets (deterministic for these requests). */
  ok: number;
}

const demoDoc = () => ctx.store.get('demo')!.source as Record<string, unknown>;

const ROUTES: RouteCase[] = [
  {
    name: 'list merchants',
    method: 'GET',
    url: '/api/admin/merchants',
    roles: ['operator', 'support', 'viewer'],
    ok: 200,
  },
  {
    name: 'get config',
    method: 'GET',
    url: '/api/admin/merchants/demo/config',
    roles: ['operator', 'support', 'viewer'],
    ok: 200,
  },
  // A stale If-Match: an allowed role reaches the version check (412), nothing is written.
  {
    name: 'save config',
    method: 'PUT',
    url: '/api/admin/merchants/demo/config',
    headers: { 'if-match': '"999"' },
    roles: ['operator'],
    ok: 412,
  },
  {
    name: 'validate',
    method: 'POST',
    url: '/api/admin/merchants/demo/validate',
    roles: ['operator', 'support', 'viewer'],
    ok: 200,
  },
  {
    name: 'versions',
    method: 'GET',
    url: '/api/admin/merchants/demo/versions',
    roles: ['operator', 'support', 'viewer'],
    ok: 200,
  },
  {
    name: 'one version',
    method: 'GET',
    url: '/api/admin/merchants/demo/versions/1',
    roles: ['operator', 'support', 'viewer'],
    ok: 200,
  },
  {
    name: 'rollback',
    method: 'POST',
    url: '/api/admin/merchants/demo/rollback',
    payload: { version: 1, reason: 'role check' },
    headers: { 'if-match': '"999"' },
    roles: ['operator'],
    ok: 412,
  },
  { name: 'audit', method: 'GET', url: '/api/admin/audit', roles: ['operator'], ok: 200 },
  { name: 'list users', method: 'GET', url: '/api/admin/users', roles: ['operator'], ok: 200 },
  {
    name: 'create user',
    method: 'POST',
    url: '/api/admin/users',
    payload: { username: 'first-operator', password: 'another-password-1', role: 'viewer' },
    roles: ['operator'],
    ok: 409,
  },
  {
    name: 'preview link',
    method: 'POST',
    url: '/api/admin/merchants/demo/preview',
    payload: { overrides: { flags: { captcha: true } } },
    roles: ['operator', 'support'],
    ok: 200,
  },
  { name: 'me', method: 'GET', url: '/api/admin/me', roles: ['operator', 'support', 'viewer'], ok: 200 },
];

describe('every admin route × every role', () => {
  for (const route of ROUTES) {
    for (const who of ['operator', 'support', 'viewer', 'none', 'forged']) {
      const allowed = route.roles.includes(who);
      const expected = allowed ? route.ok : who === 'none' || who === 'forged' ? 401 : 403;
      it(`${route.name} as ${who} → ${expected}`, async () => {
        const before = ctx.store.get('demo')!.etag;
        const payload = route.payload ?? (route.method === 'GET' ? undefined : demoDoc());
        const token = tokens[who];
        const res = await ctx.app.inject({
          method: route.method,
          url: route.url,
          payload,
          headers: { ...route.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        expect(res.statusCode, res.body).toBe(expected);
        if (!allowed)
          expect(res.json().error.code).toBe(
            who === 'none' || who === 'forged' ? 'NOT_LOGGED_IN' : 'FORBIDDEN',
          );
        expect(ctx.store.get('demo')!.etag).toBe(before);
      });
    }
  }
});

describe('sessions', () => {
  it('a logged-out token is refused afterwards', async () => {
    const token = await login(ctx.app, 'a-viewer', 'viewer-password-123');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    const me = await ctx.app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(401);
  });
  it('expired sessions are refused, and forgotten at the next login', async () => {
    const token = await login(ctx.app, 'a-viewer', 'viewer-password-123');
    await ctx.db.query(
      "UPDATE console_sessions SET expires_at = now() - interval '1 second' WHERE expires_at > now() AND user_id = (SELECT id FROM console_users WHERE username = 'a-viewer')",
    );
    expect(
      (await ctx.app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);
    await login(ctx.app, 'a-viewer', 'viewer-password-123');
    const [row] = await ctx.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM console_sessions WHERE expires_at < now()',
    );
    expect(Number(row!.n)).toBe(0);
  });
  it('stores only a hash of the token and an argon2id hash of the password', async () => {
    const sessions = await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM console_sessions');
    expect(sessions.some((s) => s.token_hash === tokens.operator)).toBe(false);
    const users = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM console_users');
    expect(users.every((u) => u.password_hash.startsWith('$argon2id$'))).toBe(true);
  });
});
