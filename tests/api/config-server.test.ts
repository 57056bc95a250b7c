import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../../config-server/app';
import { readEnv } from '../../config-server/env';
import { openDb } from '../../server/db/db';

let ctx: App;
let dir: string;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'cfgsrv-'));
  dir = join(root, 'merchants');
  cpSync(new URL('../../merchants/', import.meta.url).pathname, dir, { recursive: true });
  const env = {
    ...readEnv({
      NODE_ENV: 'test',
      MERCHANTS_DIR: dir,
      DATA_DIR: join(root, 'data'),
      DIST_DIR: join(root, 'no-dist'),
    }),
    logLevel: 'silent',
  };
  ctx = await buildApp({ env, db: await openDb({}), logger: false });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await ctx.app.close();
  await ctx.db.close();
});

const port = () => (ctx.app.server.address() as AddressInfo).port;

describe('GET /api/merchants/:code/config', () => {
  it('serves the validated config with an ETag and Cache-Control', async () => {
    const res = await ctx.app.inject({ url: '/api/merchants/demo/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json();
    expect(body.code).toBe('demo');
    expect(body.limits.pageSizeBrowser).toBe(36);
  });
  it('answers 304 to If-None-Match with the current ETag, 200 to an old one', async () => {
    const first = await ctx.app.inject({ url: '/api/merchants/lotus/config' });
    const again = await ctx.app.inject({
      url: '/api/merchants/lotus/config',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await ctx.app.inject({
      url: '/api/merchants/lotus/config',
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
  });
  it('unknown code: 404 MERCHANT_NOT_FOUND; malformed code: 400', async () => {
    const res = await ctx.app.inject({ url: '/api/merchants/nobody/config' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('MERCHANT_NOT_FOUND');
    const bad = await ctx.app.inject({ url: '/api/merchants/NOT..VALID/config' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });
  it('error messages follow the asker language', async () => {
    const res = await ctx.app.inject({
      url: '/api/merchants/nobody/config',
      headers: { 'accept-language': 'vi-VN,vi;q=0.9' },
    });
    expect(res.json().error.message).toBe('Nhà cái không tồn tại.');
  });
});

describe('host → merchant', () => {
  it('GET /api/merchant/config follows the request host, else the default merchant', async () => {
    expect(
      (
        await ctx.app.inject({ url: '/api/merchant/config', headers: { host: 'lotus.localhost:8080' } })
      ).json().code,
    ).toBe('lotus');
    expect(
      (await ctx.app.inject({ url: '/api/merchant/config', headers: { host: 'basic.test' } })).json().code,
    ).toBe('basic');
    expect(
      (await ctx.app.inject({ url: '/api/merchant/config', headers: { host: 'elsewhere.example' } })).json()
        .code,
    ).toBe('demo');
  });
  it('/m pages embed the host merchant, as a JSON data block, with theme variables and manifest', async () => {
    const res = await ctx.app.inject({ url: '/m/home', headers: { host: 'lotus.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Lotus Palace</title>');
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('--color-primary:#e0569b');
    expect(res.body).toMatch(/<script type="application\/json" id="merchant-config">/);
    // Before the app's code arrives, the phone paints the merchant's header bar with its logo.
    const lotus = ctx.store.get('lotus')!.config;
    expect(res.body).toMatch(
      new RegExp(
        `<div id="root"><div class="boot boot--[a-z]+"[^>]*><div class="boot__bar"><img src="${lotus.theme.logo}" alt="Lotus Palace"`,
      ),
    );
    const manifest = (
      await ctx.app.inject({ url: '/m/manifest.webmanifest', headers: { host: 'lotus.localhost' } })
    ).json();
    expect(manifest.icons).toEqual(
      [96, 192, 512].map((n) => ({
        src: `/assets/merchants/lotus/icon-${n}.png`,
        sizes: `${n}x${n}`,
        type: 'image/png',
        purpose: 'any',
      })),
    );
    expect(manifest).toMatchObject({
      name: 'Lotus Palace',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      background_color: lotus.theme.colors.background,
      theme_color: lotus.theme.colors.header,
    });
  });
  it('serves the service worker for /m/ (never the app page) and a branded offline page in the merchant language', async () => {
    const sw = await ctx.app.inject({ url: '/m/sw.js', headers: { host: 'lotus.localhost' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^text\/javascript/);
    expect(sw.headers['service-worker-allowed']).toBe('/m/');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain("addEventListener('fetch'");
    // API answers are never taken over by the worker: only pages, hashed code and brand assets are.
    expect(sw.body).not.toMatch(/startsWith\('\/api\/(?!content\/art\/)/);
    expect(sw.body).toContain("req.headers.has('authorization')");
    const offline = await ctx.app.inject({ url: '/m/offline.html', headers: { host: 'lotus.localhost' } });
    expect(offline.statusCode).toBe(200);
    expect(offline.body).toContain('<html lang="en">');
    expect(offline.body).toContain('You are offline');
    expect(offline.body).toContain('href="/m/home"');
    expect(offline.body).not.toContain('<script');
  });
  it('operator text cannot break out of the data block', async () => {
    const doc = ctx.store.get('basic')!.source as Record<string, unknown>;
    const evil = '</script><script>alert(1)</script>';
    expect(ctx.store.saveFromApi('basic', { ...doc, name: evil }).ok).toBe(true);
    const html = (await ctx.app.inject({ url: '/m/home', headers: { host: 'basic.test' } })).body;
    expect(html).not.toContain('<script>alert(1)');
    const data = /<script type="application\/json" id="merchant-config">(.*?)<\/script>/s.exec(html)![1]!;
    expect(JSON.parse(data).config.name).toBe(evil);
    expect(html).toContain('<title>&#60;/script&#62;');
    expect(html).toContain('alt="&#60;/script&#62;');
  });
  it('every response carries the security headers (CSP without unsafe-inline scripts)', async () => {
    const res = await ctx.app.inject({ url: '/m/home' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(String(res.headers['content-security-policy'])).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('live edits over HTTP', () => {
  // How fast (the 1 s budget) is measured by `npm run bench -- admin`; a test cannot time it on a busy machine.
  it('a file edit is served without a restart; an invalid edit leaves the old version served', async () => {
    const file = join(dir, 'lotus.json');
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...doc, name: 'Lotus Live' }));
    await expect
      .poll(async () => (await ctx.app.inject({ url: '/api/merchants/lotus/config' })).json().name, {
        timeout: 10_000,
        interval: 20,
      })
      .toBe('Lotus Live');

    writeFileSync(file, JSON.stringify({ ...doc, name: 'Lotus Broken', ageLimit: 30 }));
    // The watcher has read the broken file once it is recorded as rejected.
    await expect
      .poll(() => ctx.store.lastRejected('lotus')?.problems.map((p) => p.pointer), { timeout: 10_000 })
      .toContain('/ageLimit');
    const served = (await ctx.app.inject({ url: '/api/merchants/lotus/config' })).json();
    expect(served.name).toBe('Lotus Live');
  });
  it('pushes the new ETag to open pages over server-sent events', async () => {
    const received: string[] = [];
    const req = get({ host: '127.0.0.1', port: port(), path: '/api/merchants/demo/events' }, (res) => {
      expect(res.headers['content-type']).toContain('text/event-stream');
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => received.push(chunk));
    });
    // The stream's first event (the current ETag) is written in the same turn as it subscribes to
    // changes: once it has arrived, a save is pushed.
    await expect.poll(() => received.join(''), { timeout: 5_000 }).toContain('event: config');
    const doc = ctx.store.get('demo')!.source as Record<string, unknown>;
    const saved = ctx.store.saveFromApi('demo', { ...doc, name: 'Demo Pushed' });
    if (!saved.ok) throw new Error('save failed');
    await expect
      .poll(() => received.join(''), { timeout: 5_000 })
      .toContain(saved.published.etag.slice(1, -1));
    req.destroy();
    expect(received.join('')).toContain(`event: config`);
    expect(received.join('')).toContain(saved.published.etag.slice(1, -1));
  });
});

describe('health and docs', () => {
  it('/healthz and /readyz', async () => {
    expect((await ctx.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ url: '/readyz' })).json()).toMatchObject({
      status: 'ok',
      merchants: 3,
      database: 'pglite',
    });
  });
  it('the OpenAPI document lists the config routes', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/merchants/{code}/config',
        '/api/merchant/config',
        '/api/merchants/{code}/events',
        '/healthz',
        '/readyz',
      ]),
    );
  });
  it('unknown API path: 404 NOT_FOUND body', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
