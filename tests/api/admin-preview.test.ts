import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminTestApp, login, OPERATOR } from './admin-support';
import { previewSigner } from '../../config-server/admin/preview-token';

type Ctx = Awaited<ReturnType<typeof adminTestApp>>;
let ctx: Ctx;
let support: Record<string, string>;

const dataBlock = (html: string) => JSON.parse(/<script[^>]*id="merchant-config"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown> & { config?: Record<string, unknown> };
const configOf = (block: ReturnType<typeof dataBlock>) => (block.config ?? block) as { flags: Record<string, boolean>; templates: Record<string, string>; name: string; defaultLanguage: string };

beforeAll(async () => {
  ctx = await adminTestApp();
  const op = { authorization: `Bearer ${await login(ctx.app, OPERATOR.username, OPERATOR.password)}` };
  await ctx.app.inject({ method: 'POST', url: '/api/admin/users', headers: op, payload: { username: 'helpdesk', password: 'helpdesk-password-1', role: 'support' } });
  support = { authorization: `Bearer ${await login(ctx.app, 'helpdesk', 'helpdesk-password-1')}` };
});
afterAll(async () => ctx?.close());

const link = async (payload: object, code = 'demo') => {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/admin/merchants/${code}/preview`, headers: support, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; url: string };
};

describe('support preview', () => {
  it('renders overrides and an unsaved draft; the stored config and every player are untouched', async () => {
    const fileBefore = readFileSync(join(ctx.dir, 'demo.json'), 'utf8');
    const playerBefore = (await ctx.app.inject({ url: '/api/merchants/demo/config' })).body;
    const draft = { ...(ctx.store.get('demo')!.source as object), name: 'Draft name' };
    const { url } = await link({ document: draft, overrides: { flags: { smsLogin: true, CBS3: true }, templates: { mem_cen: 'new' }, language: 'en' } });
    const page = await ctx.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const block = dataBlock(page.body);
    expect(block.preview).toBe(true);
    const cfg = configOf(block);
    expect(cfg).toMatchObject({ name: 'Draft name', defaultLanguage: 'en', flags: { smsLogin: true, CBS3: true }, templates: { mem_cen: 'new' } });
    expect(readFileSync(join(ctx.dir, 'demo.json'), 'utf8')).toBe(fileBefore);
    expect((await ctx.app.inject({ url: '/api/merchants/demo/config' })).body).toBe(playerBefore);
    const plain = configOf(dataBlock((await ctx.app.inject({ url: '/m/home' })).body));
    expect(plain.name).not.toBe('Draft name');
    expect(plain.flags.CBS3).toBe(ctx.store.get('demo')!.config.flags.CBS3);
  });

  it('a link for another merchant renders that merchant on any host', async () => {
    const { url } = await link({ overrides: {} }, 'lotus');
    expect(configOf(dataBlock((await ctx.app.inject({ url })).body)).name).toBe(ctx.store.get('lotus')!.config.name);
  });

  it('a tampered, foreign-signed or expired link is refused with 403 PREVIEW_LINK_INVALID', async () => {
    const { token } = await link({ overrides: { flags: { captcha: true } } });
    const [body, sig] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const tampered = `${Buffer.from(JSON.stringify({ ...payload, o: { flags: { captcha: false } } })).toString('base64url')}.${sig}`;
    const foreign = previewSigner('another-secret', false, () => undefined).sign(payload);
    const expired = previewSigner('test-secret-for-preview-links', false, () => undefined).sign({ ...payload, exp: Math.floor(Date.now() / 1000) - 1 });
    for (const bad of [tampered, foreign, expired, 'garbage', `${token}x`]) {
      const res = await ctx.app.inject({ url: `/m/home?preview=${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().error.code).toBe('PREVIEW_LINK_INVALID');
    }
  });

  it('an invalid draft is refused with 422 CONFIG_INVALID', async () => {
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/admin/merchants/demo/preview', headers: support, payload: { document: { code: 'demo' } } });
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
