import type * as zlib from 'node:zlib';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Issue 18: the page, its pictures and the API's answers travel compressed (brotli when the browser
 * takes it, else gzip), and decompress to exactly what an uncompressed request gets.
 */
// Counted, not changed: how many times the server compresses (the config route's bodies, issue 36).
vi.mock('node:zlib', async (importOriginal) => {
  const z = await importOriginal<typeof zlib>();
  return { ...z, brotliCompressSync: vi.fn(z.brotliCompressSync), gzipSync: vi.fn(z.gzipSync) };
});

describe('responses the server writes are compressed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const get = (url: string, encoding?: string, etag?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'text/html',
        ...(encoding ? { 'accept-encoding': encoding } : {}),
        ...(etag ? { 'if-none-match': etag } : {}),
      },
    });

  it('the player page: brotli, gzip or plain, the same page each way', async () => {
    const plain = await get('/m/home');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/m/home', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const page = brotliDecompressSync(br.rawPayload).toString();
    expect(br.rawPayload.length).toBeLessThan(page.length / 2);
    const gz = await get('/m/home', 'br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    // The pages differ only in their per-request picture seed.
    const unseed = (s: string) => s.replace(/content="\d+"/g, '').replace(/[?&]h=\d+/g, '');
    expect(unseed(gunzipSync(gz.rawPayload).toString())).toBe(unseed(plain.body));
    expect(unseed(page)).toBe(unseed(plain.body));
  });

  it('banner art, game pictures and API answers; small answers and event streams as they are', async () => {
    for (const url of [
      '/api/content/art/m-home-1.svg?lang=vi',
      '/api/games/1/picture.svg?lang=vi',
      '/api/games/hot?isPlatform=2&platform=html5&clientType=2&language=vi',
    ]) {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      const br = await get(url, 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe(plain.headers['content-type']);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    }
    const small = await get('/api/status', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('the merchant config: compressed once per version and encoding, never per request (issue 36)', async () => {
    const brotli = vi.mocked(brotliCompressSync);
    const gzip = vi.mocked(gzipSync);
    brotli.mockClear();
    gzip.mockClear();
    const url = '/api/merchants/demo/config';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await get(url, 'gzip, deflate, br'), await get(url, 'gzip'));
    for (const a of answers) {
      expect(a.headers.etag).toBe(plain.headers.etag);
      const enc = a.headers['content-encoding'];
      expect(['br', 'gzip']).toContain(enc);
      const body = enc === 'br' ? brotliDecompressSync(a.rawPayload) : gunzipSync(a.rawPayload);
      expect(body.toString()).toBe(plain.body);
    }
    expect(brotli.mock.calls.length).toBe(1);
    expect(gzip.mock.calls.length).toBe(1);
    // A new version: compressed afresh (its bytes, not the old ones).
    const doc = t.store.get('demo')!.source as Record<string, unknown>;
    const saved = t.store.saveFromApi('demo', { ...doc, name: 'Demo Renamed For Compression' });
    if (!saved.ok) throw new Error('save failed');
    const after = await get(url, 'br');
    expect(after.headers.etag).toBe(saved.published.etag);
    expect(brotliDecompressSync(after.rawPayload).toString()).toContain('Demo Renamed For Compression');
    expect(brotli.mock.calls.length).toBe(2);
    expect((await get(url, 'br', plain.headers.etag as string)).statusCode).toBe(200);
    expect((await get(url, 'br', saved.published.etag)).statusCode).toBe(304);
  });
});
