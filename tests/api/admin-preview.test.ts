import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminTestApp, login, OPERATOR } from './admin-support';
import { previewSigner } from '../../config-server/admin/preview-token';

type Ctx = Awaited<ReturnType<typeof adminTestApp>>;
let ctx: Ctx;
let support: Record<string, string>;
let operator: Record<string, string>;

const dataBlock = (html: string) =>
  JSON.parse(/<script[^>]*id="merchant-config"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<
    string,
    unknown
  > & { config?: Record<string, unknown> };
const configOf = (block: ReturnType<typeof dataBlock>) =>
  (block.config ?? block) as {
    flags: Record<string, boolean>;
    templates: Record<string, string>;
    name: string;
    defaultLanguage: string;
  };

beforeAll(async () => {
  ctx = await adminTestApp();
  const op = { authorization: `Bearer ${await login(ctx.app, OPERATOR.username, OPERATOR.password)}` };
  operator = op;
  await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: op,
    payload: { username: 'helpdesk', password: 'helpdesk-password-1', role: 'support' },
  });
  support = { authorization: `Bearer ${await login(ctx.app, 'helpdesk', 'helpdesk-password-1')}` };
});
afterAll(async () => ctx?.close());

const link = async (payload: object, code = 'demo', as: Record<string, string> = support) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/merchants/${code}/preview`,
    headers: as,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; token: string; url: string; frameUrl: string };
};

describe('support preview', () => {
  it("renders overrides and an operator's unsaved draft; the stored config and every player are untouched", async () => {
    const fileBefore = readFileSync(join(ctx.dir, 'demo.json'), 'utf8');
    const playerBefore = (await ctx.app.inject({ url: '/api/merchants/demo/config' })).body;
    const draft = { ...(ctx.store.get('demo')!.source as object), name: 'Draft name' };
    const { url } = await link(
      {
        document: draft,
        overrides: { flags: { smsLogin: true, CBS3: true }, templates: { mem_cen: 'new' }, language: 'en' },
      },
      'demo',
      operator,
    );
    const page = await ctx.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const block = dataBlock(page.body);
    expect(block.preview).toBe(true);
    const cfg = configOf(block);
    expect(cfg).toMatchObject({
      name: 'Draft name',
      defaultLanguage: 'en',
      flags: { smsLogin: true, CBS3: true },
      templates: { mem_cen: 'new' },
    });
    expect(readFileSync(join(ctx.dir, 'demo.json'), 'utf8')).toBe(fileBefore);
    expect((await ctx.app.inject({ url: '/api/merchants/demo/config' })).body).toBe(playerBefore);
    const plain = configOf(dataBlock((await ctx.app.inject({ url: '/m/home' })).body));
    expect(plain.name).not.toBe('Draft name');
    expect(plain.flags.CBS3).toBe(ctx.store.get('demo')!.config.flags.CBS3);
  });

  it("a link is bound to its merchant's host: a lotus link is refused on demo's host and renders on lotus's", async () => {
    const { url, token } = await link({ overrides: {} }, 'lotus');
    expect(url).toBe(`http://lotus.localhost/m/home?preview=${token}`);
    const onDemo = await ctx.app.inject({ url: `/m/home?preview=${token}` });
    expect(onDemo.statusCode).toBe(403);
    expect(onDemo.json().error.code).toBe('PREVIEW_LINK_INVALID');
    const onLotus = await ctx.app.inject({
      url: `/m/home?preview=${token}`,
      headers: { host: 'lotus.localhost' },
    });
    expect(onLotus.statusCode).toBe(200);
    expect(configOf(dataBlock(onLotus.body)).name).toBe(ctx.store.get('lotus')!.config.name);
  });

  it("the console's frame URL of a link renders only as a same-origin frame (any host of this server)", async () => {
    const { frameUrl, id } = await link({ overrides: {} }, 'lotus');
    const framed = { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'same-origin' };
    expect((await ctx.app.inject({ url: frameUrl, headers: framed })).statusCode).toBe(200);
    for (const headers of [
      {},
      { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'none' },
      { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' },
    ]) {
      expect((await ctx.app.inject({ url: frameUrl, headers })).statusCode, JSON.stringify(headers)).toBe(
        403,
      );
    }
    await ctx.app.inject({ method: 'DELETE', url: `/api/admin/previews/${id}`, headers: support });
    expect((await ctx.app.inject({ url: frameUrl, headers: framed })).statusCode).toBe(403);
  });

  it('shows a "Preview — not live" banner outside the app, styled so the page cannot hide it', async () => {
    const { url } = await link({ overrides: { language: 'en' } });
    const html = (await ctx.app.inject({ url })).body;
    const banner = /<div id="preview-banner" role="status" style="([^"]+)">([^<]+)<\/div>/.exec(html);
    expect(banner?.[2]).toBe('Preview — not live');
    for (const rule of [
      'position:fixed !important',
      'z-index:2147483647 !important',
      'display:block !important',
      'visibility:visible !important',
    ])
      expect(banner?.[1]).toContain(rule);
    // After the app's root: nothing the app renders is a later sibling that could stack above it.
    expect(html.indexOf('id="preview-banner"')).toBeGreaterThan(html.indexOf('id="root"'));
    const vi = await link({ overrides: { language: 'vi' } });
    expect((await ctx.app.inject({ url: vi.url })).body).toContain('Xem trước — không phải trang thật');
    expect((await ctx.app.inject({ url: '/m/home' })).body).not.toContain('preview-banner');
  });

  it('support may change only flags, templates and languages in a draft; operators anything', async () => {
    const live = ctx.store.get('demo')!.source as Record<string, unknown>;
    for (const draft of [
      { ...live, name: 'Deposit to 0123 456 789' },
      {
        ...live,
        content: {
          ...(live.content as object),
          customerService: ctx.store
            .get('demo')!
            .config.content.customerService.map((c) => ({ ...c, url: 'https://t.me/fake_support' })),
        },
      },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/merchants/demo/preview',
        headers: support,
        payload: { document: draft },
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    const flagsOnly = { ...live, flags: { ...(live.flags as object), captcha: false } };
    await link({ document: flagsOnly });
    await link({ document: { ...live, name: 'Operator draft' } }, 'demo', operator);
  });

  it('creating a link is audited; links are listed and revocable (support: own links only)', async () => {
    const mine = await link({ overrides: { flags: { CBS3: true } } });
    const theirs = await link({ overrides: {} }, 'demo', operator);
    const rows = (await ctx.app.inject({ url: '/api/admin/audit?limit=20', headers: operator })).json<
      { action: string; actor: string; detail: { link?: string } }[]
    >();
    expect(rows.find((r) => r.action === 'previewCreated' && r.detail.link === mine.id)?.actor).toBe(
      'helpdesk',
    );
    const listed = (
      await ctx.app.inject({ url: '/api/admin/previews?merchant=demo', headers: support })
    ).json<{ id: string; createdBy: string }[]>();
    expect(listed.map((l) => l.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/previews/${theirs.id}`, headers: support }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: mine.url })).statusCode).toBe(200);
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/previews/${mine.id}`,
      headers: support,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ id: mine.id, revokedBy: 'helpdesk' });
    const after = await ctx.app.inject({ url: mine.url });
    expect(after.statusCode).toBe(403);
    expect(after.json().error.code).toBe('PREVIEW_LINK_INVALID');
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/previews/${theirs.id}`, headers: operator }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ url: theirs.url })).statusCode).toBe(403);
    const audited = (await ctx.app.inject({ url: '/api/admin/audit?limit=20', headers: operator })).json<
      { action: string; detail: { link?: string } }[]
    >();
    expect(audited.filter((r) => r.action === 'previewRevoked').map((r) => r.detail.link)).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    );
  });

  it('a tampered, foreign-signed or expired link is refused with 403 PREVIEW_LINK_INVALID', async () => {
    const { token } = await link({ overrides: { flags: { captcha: true } } });
    const [body, sig] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const tampered = `${Buffer.from(JSON.stringify({ ...payload, o: { flags: { captcha: false } } })).toString('base64url')}.${sig}`;
    const foreign = previewSigner('another-secret', false, () => undefined).sign(payload);
    const expired = previewSigner('test-secret-for-preview-links', false, () => undefined).sign({
      ...payload,
      exp: Math.floor(Date.now() / 1000) - 1,
    });
    for (const bad of [tampered, foreign, expired, 'garbage', `${token}x`]) {
      const res = await ctx.app.inject({ url: `/m/home?preview=${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().error.code).toBe('PREVIEW_LINK_INVALID');
    }
  });

  it('an invalid draft is refused with 422 CONFIG_INVALID', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/demo/preview',
      headers: support,
      payload: { document: { code: 'demo' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe('CONFIG_INVALID');
  });
});

describe('preview signer', () => {
  it('refuses to sign in production without APP_SECRET; demo mode warns and uses a random secret', () => {
    const prod = previewSigner(undefined, true, () => undefined);
    expect(prod.available).toBe(false);
    expect(() => prod.sign({ m: 'demo', o: {}, exp: 1e10 })).toThrow();
    const warnings: string[] = [];
    const demo = previewSigner(undefined, false, (m) => warnings.push(m));
    expect(warnings).toHaveLength(1);
    const t = demo.sign({ m: 'demo', o: {}, exp: Math.floor(Date.now() / 1000) + 60 });
    expect(demo.verify(t)?.m).toBe('demo');
    expect(previewSigner(undefined, false, () => undefined).verify(t)).toBeUndefined();
  });
});
