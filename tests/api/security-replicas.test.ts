import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../config-server/app';
import { readEnv } from '../../config-server/env';
import { createTestApp, sendEncrypted, solvedCaptcha, TEST_DRIVERS, type TestApp } from '../support/test-app';

/*
 * Issue 9: limits shared across replicas. Two apps on one database are two replicas; 20 wrong
 * logins spread over both must meet the captcha, the lock and the per-IP ceilings at the same
 * counts as on one replica. Login and console-guard counts live in the database on every driver;
 * per-IP rate limits are shared on PostgreSQL, and in Redis when TEST_REDIS_URL is set (PGlite is one node).
 */

/** A long slow-down slot: answers do not depend on how fast a busy machine runs the 20 logins. */
const LOGIN = { captchaAfterFailures: 3, lockoutAfterFailures: 10, lockoutMinutes: 15, slowDownSeconds: 600 };
const L = { 'x-merchant-code': 'lotus' };

async function replicas(
  driver: 'pglite' | 'postgres',
  extraEnv: Record<string, string> = {},
): Promise<{ a: TestApp; b: App }> {
  const a = await createTestApp({
    driver,
    env: {
      ADMIN_BOOTSTRAP_USER: 'rep-operator',
      ADMIN_BOOTSTRAP_PASSWORD: 'rep-operator-password',
      ...extraEnv,
    },
    merchants: { lotus: (doc) => ({ ...doc, login: { ...(doc.login as object), ...LOGIN } }) },
  });
  const root = mkdtempSync(join(tmpdir(), 'replica-'));
  const dir = join(root, 'merchants');
  cpSync(a.dir, dir, { recursive: true });
  const env = {
    ...readEnv({
      NODE_ENV: 'test',
      DEMO_OUTBOX: '1',
      MERCHANTS_DIR: dir,
      DATA_DIR: join(root, 'data'),
      DIST_DIR: join(root, 'no-dist'),
      APP_SECRET: 'test-secret',
      ...extraEnv,
    }),
    logLevel: 'silent',
  };
  const b = await buildApp({ env, db: a.db, watch: false, logger: false });
  return { a, b };
}

const codeOf = (res: { json(): unknown }) =>
  (res.json() as { error?: { code?: string } }).error?.code ?? 'OK';

/** 20 wrong logins for one account, each from its own address, on the apps in turn; a captcha when the last answer asked for one. */
async function wrongLogins(apps: App['app'][], username: string): Promise<string[]> {
  const codes: string[] = [];
  let captcha = false;
  for (let i = 0; i < 20; i++) {
    const app = apps[i % apps.length]!;
    const extra = captcha ? await solvedCaptcha(app, L) : {};
    const res = await sendEncrypted(
      app,
      'POST',
      '/api/auth/login',
      { username, password: 'Wrong-pass1', ...extra },
      { ...L, 'x-forwarded-for': `10.7.${apps.length}.${i + 1}` },
    );
    captcha =
      (res.json() as { error?: { details?: { captcha?: boolean } } }).error?.details?.captcha === true;
    codes.push(`${codeOf(res)}${captcha ? '+captcha' : ''}`);
  }
  return codes;
}

/** 20 wrong console logins for one username, each from its own address, on the apps in turn. */
async function wrongConsoleLogins(apps: App['app'][], username: string): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < 20; i++) {
    const res = await apps[i % apps.length]!.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'x-forwarded-for': `10.8.${apps.length}.${i + 1}` },
      payload: { username, password: 'wrong-password' },
    });
    codes.push(codeOf(res));
  }
  return codes;
}

describe.each(TEST_DRIVERS)('two replicas on %s', (driver) => {
  let a: TestApp;
  let b: App;
  beforeAll(async () => {
    ({ a, b } = await replicas(driver));
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.close();
  });

  it('20 wrong logins over two replicas meet the captcha and the lock at the same counts as on one', async () => {
    const one = await wrongLogins([a.app], 'rep_one');
    const two = await wrongLogins([a.app, b.app], 'rep_two');
    expect(two).toEqual(one);
    expect(one.slice(0, 3)).toEqual(['WRONG_CREDENTIALS', 'WRONG_CREDENTIALS', 'WRONG_CREDENTIALS+captcha']);
    expect(one[9]).toBe('ACCOUNT_LOCKED+captcha');
    expect(one[10]).toBe('RATE_LIMITED+captcha');
  });

  it('the console guard counts the same over two replicas: the 11th try needs a captcha', async () => {
    const one = await wrongConsoleLogins([a.app], 'rep-guard-one');
    const two = await wrongConsoleLogins([a.app, b.app], 'rep-guard-two');
    expect(two).toEqual(one);
    expect(one.slice(9, 11)).toEqual(['WRONG_CREDENTIALS', 'CAPTCHA_REQUIRED']);
  });
});

const sharedStores = [
  ...(TEST_DRIVERS.includes('postgres') ? [['postgres', {}] as const] : []),
  ...(process.env.TEST_REDIS_URL
    ? [
        [
          'redis',
          { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_PREFIX: `t${randomBytes(4).toString('hex')}:` },
        ] as const,
      ]
    : []),
];

describe.skipIf(sharedStores.length === 0).each(sharedStores)(
  'per-IP rate limits shared in %s',
  (kind, env) => {
    let a: TestApp;
    let b: App;
    beforeAll(async () => {
      ({ a, b } = await replicas(kind === 'redis' ? TEST_DRIVERS[0]! : 'postgres', env));
    });
    afterAll(async () => {
      await b?.app.close();
      await a?.close();
    });

    it('60 calls a minute from one address over two replicas: the 61st is refused, as on one replica', async () => {
      const ip = { 'x-forwarded-for': '10.9.9.9' };
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++)
        statuses.push(
          (
            await [a.app, b.app][i % 2]!.inject({
              url: '/api/auth/register/username-available?username=someone1',
              headers: ip,
            })
          ).statusCode,
        );
      expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
      expect(statuses[60]).toBe(429);
    });

    it('the console login limit (10 a minute per address and username) holds over two replicas', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push(
          (
            await [a.app, b.app][i % 2]!.inject({
              method: 'POST',
              url: '/api/admin/login',
              headers: { 'x-forwarded-for': '10.9.9.10' },
              payload: { username: 'rep-rate', password: 'wrong' },
            })
          ).statusCode,
        );
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    });
  },
);
