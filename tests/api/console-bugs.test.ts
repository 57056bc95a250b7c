import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminTestApp, login, OPERATOR } from './admin-support';

/* Issue 16: the console bugs the server answers for (5: a save over a rejected disk edit; 7: an invalid share link shown to a person). */

type Ctx = Awaited<ReturnType<typeof adminTestApp>>;
let ctx: Ctx;
let auth: Record<string, string>;

beforeAll(async () => {
  ctx = await adminTestApp();
  auth = { authorization: `Bearer ${await login(ctx.app, OPERATOR.username, OPERATOR.password)}` };
});
afterAll(async () => ctx?.close());

describe('bug 5: a console save over a rejected disk edit says so', () => {
  it('the save answer and the audit entry name the rejected edit it replaced; a later save does not', async () => {
    const file = join(ctx.dir, 'lotus.json');
    const good = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...good, flags: { notAFlag: true } }));
    await expect.poll(() => ctx.store.lastRejected('lotus')?.problems.length, { timeout: 5000 }).toBe(1);
    const current = (await ctx.app.inject({ url: '/api/admin/merchants/lotus/config', headers: auth })).json<{
      version: number;
      document: Record<string, unknown>;
    }>();
    const save = (doc: object, version: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/merchants/lotus/config',
        headers: { ...auth, 'if-match': `"${version}"` },
        payload: doc,
      });
    const res = await save({ ...current.document, name: 'Lotus saved over a bad edit' }, current.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      overwroteRejected: {
        at: expect.any(String),
        problems: [expect.objectContaining({ pointer: '/flags/notAFlag' })],
      },
    });
    const audit = (await ctx.app.inject({ url: '/api/admin/audit?merchant=lotus', headers: auth })).json<
      { action: string; detail: Record<string, unknown> }[]
    >();
    expect(audit[0]!.detail.overwroteRejectedAt).toEqual(expect.any(String));
    const again = await save(
      { ...current.document, name: 'Lotus again' },
      res.json<{ version: number }>().version,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().overwroteRejected).toBeUndefined();
  });
});

describe('bug 7: an invalid or expired share link shows a page a person can read', () => {
  it('a browser gets a page in its language with a way out; an API client keeps the error body', async () => {
    const page = await ctx.app.inject({
      url: '/m/home?preview=not-a-real-token',
      headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': 'vi-VN,vi;q=0.9' },
    });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="vi">');
    expect(page.body).toContain('Liên kết xem trước này không còn dùng được');
    expect(page.body).toContain('href="/m/home"');
    expect(page.body).not.toContain('"error"');
    const en = await ctx.app.inject({
      url: '/m/home?preview=x.y',
      headers: { accept: 'text/html', 'accept-language': 'en' },
    });
    expect(en.body).toContain('This preview link no longer works');
    const api = await ctx.app.inject({ url: '/m/home?preview=x.y' });
    expect(api.statusCode).toBe(403);
    expect(api.json().error.code).toBe('PREVIEW_LINK_INVALID');
  });
});
