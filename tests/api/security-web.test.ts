import { request, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { SSE_STREAMS_PER_CLIENT } from '../../config-server/routes/config';
import { HSTS } from '../../config-server/security-headers';

/* Issue 14 item 8 (web side): HSTS behind a trusted TLS proxy, SSE streams per client, admin auth before validation. */

describe('transport headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('sends HSTS when a trusted proxy says the request came over TLS, not otherwise', async () => {
    const tls = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toBe(HSTS);
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const untrusted = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('admin routes check the session before the body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  for (const [method, url, payload] of [
    ['POST', '/api/admin/merchants/demo/rollback', { version: 'not-a-number', extra: 1 }],
    ['PUT', '/api/admin/merchants/demo/config', 'not json at all but declared json'],
    ['POST', '/api/admin/merchants/demo/preview', { overrides: { flags: { nope: 1 } } }],
    ['POST', '/api/admin/users', { role: 'god' }],
    ['GET', '/api/admin/audit?limit=abc', undefined],
  ] as const) {
    it(`${method} ${url} with no session answers 401 NOT_LOGGED_IN, whatever the body`, async () => {
      const res = await t.app.inject({
        method,
        url,
        ...(payload === undefined
          ? {}
          : typeof payload === 'string'
            ? { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }
            : { payload }),
      });
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().error.code).toBe('NOT_LOGGED_IN');
    });
  }
});

describe('server-sent events', () => {
  let t: TestApp;
  let port = 0;
  const open: ClientRequest[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const r of open) r.destroy();
    await t?.close();
  });

  const stream = () =>
    new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/merchants/demo/events' }, (res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
      });
      req.on('error', reject);
      req.end();
      open.push(req);
    });

  it(`one client holds at most ${SSE_STREAMS_PER_CLIENT} streams; a closed one frees its place`, async () => {
    const codes = await Promise.all(Array.from({ length: SSE_STREAMS_PER_CLIENT + 4 }, () => stream()));
    expect(codes.filter((c) => c === 200)).toHaveLength(SSE_STREAMS_PER_CLIENT);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    open.find((r) => !r.destroyed)!.destroy();
    // Once the server has seen the close, the place is free (each refused try is closed at once).
    await expect.poll(() => stream(), { timeout: 5_000 }).toBe(200);
  });
});
