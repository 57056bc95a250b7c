import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Issue 18: the page, its pictures and the API's answers travel compressed (brotli when the browser
 * takes it, else gzip), and decompress to exactly what an uncompressed request gets.
 */
describe('responses the server writes are compressed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
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
});
