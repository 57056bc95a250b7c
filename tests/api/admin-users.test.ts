import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp, login, OPERATOR } from './admin-support';

/* Issue 14 item 8: console users can be disabled and their sessions revoked; audited; operators only. */

type Ctx = Awaited<ReturnType<typeof adminTestApp>>;
let ctx: Ctx;
let op: Record<string, string>;
const HELP = { username: 'helpdesk2', password: 'helpdesk-password-2' };
let helpId = '';

beforeAll(async () => {
  ctx = await adminTestApp();
  op = { authorization: `Bearer ${await login(ctx.app, OPERATOR.username, OPERATOR.password)}` };
  helpId = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: op,
      payload: { ...HELP, role: 'support' },
    })
  ).json<{ id: string }>().id;
});
afterAll(async () => ctx?.close());

const me = (token: string) =>
  ctx.app.inject({ url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });
const loginRes = () => ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: HELP });

describe('console users', () => {
  it('revoking sessions logs the user out everywhere', async () => {
    const a = await login(ctx.app, HELP.username, HELP.password);
    const b = await login(ctx.app, HELP.username, HELP.password);
    const listed = (await ctx.app.inject({ url: '/api/admin/users', headers: op }))
      .json<{ id: string; sessions: number; disabled: boolean }[]>()
      .find((u) => u.id === helpId)!;
    expect(listed).toMatchObject({ disabled: false });
    expect(listed.sessions).toBeGreaterThanOrEqual(2);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${helpId}/sessions`,
      headers: op,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sessions: 0 });
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
  });

  it('a disabled user cannot log in and their open session stops working; enabled again, they can', async () => {
    const token = await login(ctx.app, HELP.username, HELP.password);
    expect((await me(token)).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${helpId}/disable`,
      headers: op,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ disabled: true, sessions: 0 });
    expect((await me(token)).statusCode).toBe(401);
    const refused = await loginRes();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('WRONG_CREDENTIALS');
    expect(
      (
        await ctx.app.inject({ method: 'POST', url: `/api/admin/users/${helpId}/enable`, headers: op })
      ).json(),
    ).toMatchObject({ disabled: false });
    expect((await loginRes()).statusCode).toBe(200);
  });

  it('a disabled session is refused even before its row is deleted (the join checks the user)', async () => {
    const token = await login(ctx.app, HELP.username, HELP.password);
    await ctx.db.query('UPDATE console_users SET disabled_at = now() WHERE id = $1', [helpId]);
    expect((await me(token)).statusCode).toBe(401);
    await ctx.db.query('UPDATE console_users SET disabled_at = NULL WHERE id = $1', [helpId]);
  });

  it('is audited, operators only, and an operator cannot disable themself', async () => {
    const actions = (await ctx.app.inject({ url: '/api/admin/audit?limit=50', headers: op }))
      .json<{ action: string; detail: { username?: string } }[]>()
      .filter((r) => r.detail.username === HELP.username)
      .map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['sessionsRevoked', 'userDisabled', 'userEnabled']));
    const help = { authorization: `Bearer ${await login(ctx.app, HELP.username, HELP.password)}` };
    const opId = (await ctx.app.inject({ url: '/api/admin/me', headers: op })).json<{ id: string }>().id;
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/admin/users/${opId}/disable`, headers: help }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/users/${opId}/sessions`, headers: help }))
        .statusCode,
    ).toBe(403);
    const self = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${opId}/disable`,
      headers: op,
    });
    expect(self.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/admin/me', headers: op })).statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/users/00000000-0000-4000-8000-000000000000/disable',
          headers: op,
        })
      ).statusCode,
    ).toBe(404);
  });
});
