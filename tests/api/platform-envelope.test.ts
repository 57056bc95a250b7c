import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCipheriv, randomBytes } from 'node:crypto';
import {
  createTestApp,
  encryptPayload,
  JSEncrypt,
  publicKey,
  withBrowserGlobals,
  type TestApp,
} from '../support/test-app';

/* The encrypted-body format of docs/team-contract.md, round-tripped with the real jsencrypt package. */

let t: TestApp;
const H = { 'x-merchant-code': 'basic' };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const login = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...H, ...headers },
    payload: payload as Record<string, unknown>,
  });

describe('encrypted bodies', () => {
  it('publishes a PEM public key that stays the same across restarts of the same data', async () => {
    const pem = await publicKey(t.app);
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const rows = await t.db.query<{ public_pem: string }>('SELECT public_pem FROM platform_keys');
    expect(rows[0]!.public_pem).toBe(pem);
  });

  it('decrypts what jsencrypt encryptOAEP + AES-256-GCM produce (demo member logs in)', async () => {
    const enc = await encryptPayload(await publicKey(t.app), {
      username: 'demo_member',
      password: 'Demo1234',
    });
    const res = await login(enc.headers, enc.body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userName).toBe('demo_member');
  });

  it('refuses a tampered ciphertext, a missing header and a wrong key', async () => {
    const enc = await encryptPayload(await publicKey(t.app), {
      username: 'demo_member',
      password: 'Demo1234',
    });
    const data = Buffer.from(enc.body.data, 'base64');
    data[0] = data[0]! ^ 1;
    expect((await login(enc.headers, { ...enc.body, data: data.toString('base64') })).json().error.code).toBe(
      'DECRYPTION_FAILED',
    );
    expect((await login({}, enc.body)).json().error.code).toBe('VALIDATION_FAILED');
    const fresh = await encryptPayload(await publicKey(t.app), {
      username: 'demo_member',
      password: 'Demo1234',
    });
    expect((await login({ encryption: 'A'.repeat(344) }, fresh.body)).json().error.code).toBe(
      'DECRYPTION_FAILED',
    );
  });

  it('refuses PKCS#1 v1.5 (jsencrypt encrypt) keys', async () => {
    const Rsa = await JSEncrypt();
    const pem = await publicKey(t.app);
    const key = randomBytes(32);
    const v15 = await withBrowserGlobals(() => {
      const rsa = new Rsa();
      rsa.setPublicKey(pem);
      return rsa.encrypt(key.toString('base64'));
    });
    const iv = randomBytes(12);
    const ts = Date.now();
    const c = createCipheriv('aes-256-gcm', key, iv);
    c.setAAD(Buffer.from(String(ts)));
    const data = Buffer.concat([
      c.update('{"username":"demo_member","password":"Demo1234"}'),
      c.final(),
      c.getAuthTag(),
    ]);
    const res = await login(
      { encryption: String(v15) },
      { iv: iv.toString('base64'), data: data.toString('base64'), ts },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('DECRYPTION_FAILED');
  });

  it('validates the decrypted payload like a plain body', async () => {
    const enc = await encryptPayload(await publicKey(t.app), { username: 12, password: ['x'] });
    const res = await login(enc.headers, enc.body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    const notJson = await encryptPayload(await publicKey(t.app), 'x');
    expect((await login(notJson.headers, notJson.body)).statusCode).toBe(400);
  });
});
