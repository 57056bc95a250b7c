import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sendEncrypted, solvedCaptcha, TEST_DRIVERS, type TestApp } from '../support/test-app';

/*
 * Issue 14, lockout as a weapon: 10 wrong passwords from strangers used to lock any player (423) or
 * console user (429) for 15 minutes even against the right password. Now the account is slowed
 * down (captcha, one check per interval) and its owner gets in; only per-IP floods are refused.
 */
describe.each(TEST_DRIVERS)('lockout on %s', (driver) => {
  let t: TestApp;
  const L = { 'x-merchant-code': 'lotus' };
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      env: { ADMIN_BOOTSTRAP_USER: 'lock-operator', ADMIN_BOOTSTRAP_PASSWORD: 'lock-operator-password' },
      merchants: {
        lotus: (doc) => ({
          ...doc,
          login: {
            ...(doc.login as object),
            captchaAfterFailures: 3,
            lockoutAfterFailures: 10,
            lockoutMinutes: 15,
          },
        }),
      },
    });
  });
  afterAll(async () => t?.close());

  /** The slow-down interval passes (rather than waiting 5 s in a test). */
  const intervalPasses = (key: string) =>
    t.db.query(`UPDATE login_failures SET next_at = now() WHERE key = $1`, [key]);

  it('10 wrong passwords from 10 addresses do not keep a player out: right password + captcha logs in', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await sendEncrypted(
        t.app,
        'POST',
        '/api/auth/login',
        {
          username: 'demo_member',
          password: 'Wrong-pass1',
          ...(i >= 3 ? await solvedCaptcha(t.app, L) : {}),
        },
        { ...L, 'x-forwarded-for': `10.20.0.${i + 1}` },
      );
      expect(res.json().error.code).toBe(i === 9 ? 'ACCOUNT_LOCKED' : 'WRONG_CREDENTIALS');
    }
    await intervalPasses('acct:lotus:demo_member');
    const owner = await sendEncrypted(
      t.app,
      'POST',
      '/api/auth/login',
      { username: 'demo_member', password: 'Demo1234', ...(await solvedCaptcha(t.app, L)) },
      { ...L, 'x-forwarded-for': '10.20.1.1' },
    );
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('10 wrong passwords from 10 addresses do not keep a console user out: right password + captcha logs in', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'x-forwarded-for': `10.21.0.${i + 1}` },
        payload: { username: 'lock-operator', password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
    }
    const { captchaId } = (await t.app.inject({ url: '/api/auth/captcha' })).json<{ captchaId: string }>();
    const captcha = (await t.app.inject({ url: `/api/dev/outbox?kind=captcha&to=${captchaId}` })).json<{
      messages: { body: string }[];
    }>().messages[0]!.body;
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'x-forwarded-for': '10.21.1.1' },
      payload: { username: 'lock-operator', password: 'lock-operator-password', captchaId, captcha },
    });
    expect(owner.statusCode, owner.body).toBe(200);
  });
});
