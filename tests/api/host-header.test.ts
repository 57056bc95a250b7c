import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Issue 31: absolute URLs come from the merchant's configured hosts, never from a Host or
 * X-Forwarded-Host that anyone can send. Every answer that prints a URL, asked with
 * `Host: evil.example` (and with the header a proxy would add), names none of it.
 */
const EVIL = 'evil.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t?.close());

const asked = [
  { method: 'GET', url: '/api/content/web-clip.mobileconfig' },
  { method: 'POST', url: '/api/auth/social/google/start', payload: { language: 'en' } },
  { method: 'GET', url: '/api/status' },
  { method: 'GET', url: '/m/manifest.webmanifest' },
  { method: 'GET', url: '/m/home' },
  { method: 'GET', url: '/api/merchants/demo/config' },
] as const;

describe('Host header: never echoed into a URL', () => {
  for (const headers of [{ host: EVIL }, { host: 'localhost', 'x-forwarded-host': EVIL }])
    for (const a of asked)
      it(`${a.method} ${a.url} with ${JSON.stringify(headers)}`, async () => {
        const res = await t.app.inject({
          method: a.method,
          url: a.url,
          headers: { ...headers, 'x-merchant-code': 'demo' },
          ...('payload' in a ? { payload: a.payload } : {}),
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.body).not.toContain(EVIL);
        expect(JSON.stringify(res.headers)).not.toContain(EVIL);
      });

  it("the merchant's own host is kept (with its port) where it is one of its hosts", async () => {
    const res = await t.app.inject({
      url: '/api/content/web-clip.mobileconfig',
      headers: { host: 'lotus.localhost:8181' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http://lotus.localhost:8181');
  });
});
