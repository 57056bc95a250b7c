import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, encryptPayload, publicKey, TEST_DRIVERS, type TestApp } from '../support/test-app';
import { ENVELOPE_WINDOW_MS } from '../../platform-api/lib/envelope';

/* Issue 14 item 8: an encrypted body carries a timestamp (authenticated) and a nonce (its IV); a replay is refused. */

const CREDS = { username: 'demo_member', password: 'Demo1234' };

for (const driver of TEST_DRIVERS) {
  describe(`encrypted body replay (${driver})`, () => {
    let t: TestApp;
    let ipNo = 0;
    const login = (enc: { headers: Record<string, string>; body: unknown }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-merchant-code': 'basic', 'x-forwarded-for': `10.77.0.${++ipNo}`, ...enc.headers },
        payload: enc.body as Record<string, unknown>,
      });
    beforeAll(async () => {
      t = await createTestApp({ driver });
    });
    afterAll(async () => t?.close());

    it('the same login body works once; sent again it is 409 REQUEST_REPLAYED', async () => {
      const enc = await encryptPayload(await publicKey(t.app), CREDS);
      expect((await login(enc)).statusCode).toBe(200);
      const again = await login(enc);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('REQUEST_REPLAYED');
    });

    it('30 parallel copies of one body log in once', async () => {
      const enc = await encryptPayload(await publicKey(t.app), CREDS);
      const codes = (await Promise.all(Array.from({ length: 30 }, () => login(enc)))).map(
        (r) => r.statusCode,
      );
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(29);
    });

    it('a body older than the window is refused, and so is one whose timestamp was changed', async () => {
      const old = await encryptPayload(
        await publicKey(t.app),
        CREDS,
        Date.now() - ENVELOPE_WINDOW_MS - 60_000,
      );
      expect((await login(old)).json().error.code).toBe('DECRYPTION_FAILED');
      const enc = await encryptPayload(await publicKey(t.app), CREDS);
      // A fresh timestamp on a captured body: the GCM tag covers the timestamp, so it does not decrypt.
      expect((await login({ ...enc, body: { ...enc.body, ts: enc.body.ts + 1 } })).json().error.code).toBe(
        'DECRYPTION_FAILED',
      );
    });

    it('a body without a timestamp is refused', async () => {
      const enc = await encryptPayload(await publicKey(t.app), CREDS);
      const { ts: _ts, ...noTs } = enc.body;
      expect((await login({ ...enc, body: noTs })).json().error.code).toBe('VALIDATION_FAILED');
    });
  });
}
