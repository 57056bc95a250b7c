import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminTestApp, login, OPERATOR } from './admin-support';

/* Issue 16: rollouts through the admin API and a preview, "why is this here?", audit filters and entries. */

type Ctx = Awaited<ReturnType<typeof adminTestApp>>;
let ctx: Ctx;
let auth: Record<string, string>;

const dataBlock = (html: string) =>
  JSON.parse(/<script[^>]*id="merchant-config"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as {
    previewRollouts?: Record<string, boolean>;
    previewVersion?: number;
    config: { rollouts: { id: string; audience: { percentage: number } }[] };
  };
type AuditRow = {
  action: string;
  actor: string;
  merchant: string | null;
  version: number | null;
  detail: Record<string, unknown>;
};

const current = async (code: string) =>
  (await ctx.app.inject({ url: `/api/admin/merchants/${code}/config`, headers: auth })).json<{
    version: number;
    document: Record<string, unknown>;
  }>();
const save = (code: string, doc: object, version: number) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/merchants/${code}/config`,
    headers: { ...auth, 'if-match': `"${version}"` },
    payload: doc,
  });
const auditOf = async (query: string) =>
  (await ctx.app.inject({ url: `/api/admin/audit?${query}`, headers: auth })).json<AuditRow[]>();

const ROLLOUT = {
  id: 'red-header',
  description: 'Try a red header',
  changes: { '/theme/colors/header': '#cc0000' },
  audience: { percentage: 10 },
};

beforeAll(async () => {
  ctx = await adminTestApp();
  auth = { authorization: `Bearer ${await login(ctx.app, OPERATOR.username, OPERATOR.password)}` };
});
afterAll(async () => ctx?.close());

describe('rollouts through the admin API', () => {
  it('a rollout saves with the config; one aimed at the rollouts list or a secret is refused with the field named', async () => {
    const c = await current('demo');
    const bad = await save(
      'demo',
      { ...c.document, rollouts: [{ id: 'x', changes: { '/register/fields/password/minLength': 1 } }] },
      c.version,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details[0]).toMatchObject({
      pointer: '/rollouts/0/changes/~1register~1fields~1password~1minLength',
      key: 'config.errors.rolloutTarget',
    });
    const ok = await save('demo', { ...c.document, rollouts: [ROLLOUT] }, c.version);
    expect(ok.statusCode, ok.body).toBe(200);
    // Every player gets the rollout in the config they already receive (no extra request).
    const page = dataBlock((await ctx.app.inject({ url: '/m/home' })).body);
    expect(page.config.rollouts[0]).toMatchObject({
      id: 'red-header',
      audience: { percentage: 10, players: 'all' },
    });
  });

  it('a preview link forces either side, and says which version it shows', async () => {
    const { version } = await current('demo');
    for (const side of [true, false]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/merchants/demo/preview',
        headers: auth,
        payload: { overrides: { rollouts: { 'red-header': side } } },
      });
      expect(res.statusCode, res.body).toBe(200);
      const block = dataBlock((await ctx.app.inject({ url: res.json<{ url: string }>().url })).body);
      expect(block.previewRollouts).toEqual({ 'red-header': side });
      expect(block.previewVersion).toBe(version);
    }
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/demo/preview',
      headers: auth,
      payload: { overrides: { rollouts: { 'Bad Id': true } } },
    });
    expect(tampered.statusCode).toBe(400);
  });

  it('the country of the fronting proxy reaches the page as a cookie (cached HTML stays one per merchant)', async () => {
    const res = await ctx.app.inject({ url: '/m/home', headers: { 'cf-ipcountry': 'vn' } });
    expect(res.headers['set-cookie']).toMatch(/^mc_country=VN; Path=\/; Max-Age=86400; SameSite=Lax/);
    const bad = await ctx.app.inject({ url: '/m/home', headers: { 'cf-ipcountry': 'V;N' } });
    expect(bad.headers['set-cookie']).toBeUndefined();
  });
});

describe('"why is this here?"', () => {
  it('names the version that put a value there, only with a live preview token', async () => {
    const c = await current('demo');
    const menus = c.document.menus as Record<string, unknown[]> | undefined;
    const footer = (menus?.footer ?? []) as Record<string, unknown>[];
    // Give the footer's first entry an icon: that version "put it there".
    const doc = structuredClone(c.document);
    const withFooter = footer.length
      ? { ...doc, menus: { ...menus, footer: footer.map((f, i) => (i === 0 ? { ...f, icon: 'gift' } : f)) } }
      : doc;
    const saved = await save('demo', withFooter, c.version);
    expect(saved.statusCode, saved.body).toBe(200);
    const v = saved.json<{ version: number }>().version;
    const after = await save('demo', { ...withFooter, name: 'Demo renamed' }, v);
    expect(after.statusCode).toBe(200);
    const link = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/merchants/demo/preview',
        headers: auth,
        payload: {},
      })
    ).json<{ token: string; id: string }>();
    const why = async (path: string, token = link.token) =>
      ctx.app.inject({ url: `/api/preview/why?${new URLSearchParams({ preview: token, path })}` });
    const name = (await why('/name')).json();
    expect(name).toMatchObject({
      current: v + 1,
      since: { version: v + 1, author: OPERATOR.username },
      isDefault: false,
    });
    if (footer.length) {
      const entry = (await why('/menus/footer/0')).json();
      expect(entry).toMatchObject({ current: v + 1, since: { version: v, author: OPERATOR.username } });
    }
    expect((await why('/name', 'forged.token')).statusCode).toBe(403);
    await ctx.app.inject({ method: 'DELETE', url: `/api/admin/previews/${link.id}`, headers: auth });
    expect((await why('/name')).statusCode).toBe(403);
  });
});

describe('audit: filters and the entries issue 16 adds', () => {
  it('disk edits (accepted and rejected), refused attempts and preview links are logged; filters narrow the list', async () => {
    const file = join(ctx.dir, 'lotus.json');
    const good = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...good, flags: { notAFlag: true } }));
    await expect
      .poll(async () => (await auditOf('action=diskEditRejected&merchant=lotus')).length, { timeout: 5000 })
      .toBe(1);
    writeFileSync(file, JSON.stringify({ ...good, name: 'Lotus from disk' }, null, 2));
    await expect
      .poll(async () => (await auditOf('action=diskEdit&merchant=lotus')).length, { timeout: 5000 })
      .toBe(1);
    const [disk] = await auditOf('action=diskEdit&merchant=lotus');
    expect(disk).toMatchObject({ actor: 'file', version: expect.any(Number) });

    // A stale save is refused (412) and logged as such.
    const stale = await save('lotus', good, 1);
    expect(stale.statusCode).toBe(412);
    const [refused] = await auditOf('action=refused');
    expect(refused).toMatchObject({
      actor: OPERATOR.username,
      merchant: 'lotus',
      detail: { status: 412, method: 'PUT' },
    });

    const all = await auditOf('limit=200');
    const saves = await auditOf('limit=200&action=save');
    expect(saves.length).toBeGreaterThan(0);
    expect(saves.length).toBeLessThan(all.length);
    expect(saves.every((r) => r.action === 'save')).toBe(true);
    expect((await auditOf('limit=200&actor=file')).every((r) => r.actor === 'file')).toBe(true);
    expect((await auditOf('limit=200&merchant=lotus')).every((r) => r.merchant === 'lotus')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await auditOf(`limit=200&from=${today}&to=${today}`)).length).toBe(all.length);
    expect(await auditOf('limit=200&to=2000-01-01')).toEqual([]);
    expect((await auditOf('limit=200&action=previewCreated')).length).toBeGreaterThan(0);
    const facets = (await ctx.app.inject({ url: '/api/admin/audit/facets', headers: auth })).json<{
      actors: string[];
      actions: string[];
    }>();
    expect(facets.actors).toEqual(expect.arrayContaining(['file', OPERATOR.username]));
    expect(facets.actions).toEqual(
      expect.arrayContaining(['save', 'diskEdit', 'diskEditRejected', 'refused', 'previewCreated']),
    );
  });
});
