import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../config-server/app';
import { readEnv } from '../../config-server/env';
import { openDb } from '../../server/db/db';
import { smsSignature } from '../../server/sms';
import { adminTestApp, login, OPERATOR } from './admin-support';
import { smsBotCheck } from '../support/bot-check';
import { outbox, sendEncrypted, solvedCaptcha, type TestApp } from '../support/test-app';

/*
 * SMS through the site's relay (SMS_URL, SMS_SECRET; server/sms.ts): a real site's verification codes
 * reach the player's phone, not the dev outbox, and production can text codes at all. A relay of the
 * test's own (node:http) receives what the product sends and checks its signature.
 */
interface Received {
  headers: IncomingMessage['headers'];
  raw: string;
  body: { to: string; text: string; merchant: string; purpose: string };
}
const SECRET = 'sms-relay-secret-of-the-test-0123';
const received: Received[] = [];
/** How the relay answers the next request: a status, or held until the test releases it. */
let answer: number | 'hold' = 200;
const held: ServerResponse[] = [];
let relay: Server;
let url: string;
let t: TestApp;
let op: Record<string, string>;
const D = { 'x-merchant-code': 'demo' };

/**
 * The next text the relay received for `to`. The relay runs in this process, beside the app: when
 * the machine is busy (seen in CI: a production app's first start beside other suites), the loop may
 * wake after the deadline before the relay's socket was read, so it looks once more after the I/O.
 */
async function smsTo(to: string, timeoutMs = 30_000): Promise<Received> {
  const until = Date.now() + timeoutMs;
  const take = () => {
    const i = received.findIndex((m) => m.body.to === to);
    return i >= 0 ? received.splice(i, 1)[0]! : undefined;
  };
  while (Date.now() < until) {
    const got = take();
    if (got) return got;
    await new Promise((r) => setTimeout(r, 25));
  }
  await new Promise((r) => setTimeout(r, 200));
  const late = take();
  if (late) return late;
  throw new Error(`no SMS to ${to} within ${timeoutMs} ms`);
}

const askCode = async (
  app: TestApp['app'],
  mobileNum: string,
  purpose: 'login' | 'register' | 'reset',
  headers: Record<string, string>,
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sms-code',
    headers,
    payload: {
      mobileNum,
      countryDialingCode: '+84',
      purpose,
      botCheck: await smsBotCheck(app, `+84${mobileNum}`, headers),
    },
  });

beforeAll(async () => {
  relay = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, raw, body: JSON.parse(raw) as Received['body'] });
      if (answer === 'hold') held.push(res);
      else res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/sms`;
  t = await adminTestApp({ SMS_URL: url, SMS_SECRET: SECRET });
  op = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
}, 120_000);
afterAll(async () => {
  for (const res of held) res.end();
  await t?.close();
  await new Promise<void>((resolve) => relay?.close(() => resolve()));
});

describe('SMS through the site’s relay', () => {
  it('SMS_URL and SMS_SECRET are read; without SMS_URL there is none', () => {
    expect(readEnv({ SMS_URL: 'https://relay.example/sms', SMS_SECRET: SECRET }).sms).toEqual({
      url: 'https://relay.example/sms',
      secret: SECRET,
    });
    expect(readEnv({}).sms).toBeUndefined();
  });

  it('an SMS login code reaches the relay, signed, in the reader’s language, and logs the player in; nothing in the outbox', async () => {
    const asked = await askCode(t.app, '912345678', 'login', { ...D, 'accept-language': 'en' });
    expect(asked.statusCode, asked.body).toBe(200);
    const sms = await smsTo('+84912345678');
    expect(sms.headers['content-type']).toBe('application/json');
    const ts = String(sms.headers['x-sms-timestamp']);
    expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(60);
    expect(sms.headers['x-sms-signature']).toBe(smsSignature(SECRET, ts, sms.raw));
    const brand = t.store.get('demo')!.config.name;
    expect(sms.body).toMatchObject({ to: '+84912345678', merchant: 'demo', purpose: 'login' });
    const code = new RegExp(`^${brand}: your verification code is (\\d{6})\\.`).exec(sms.body.text)?.[1];
    expect(code, sms.body.text).toBeDefined();
    expect(sms.body.text).toContain('valid for 5 minutes');
    expect(await outbox(t.app, 'sms', '+84912345678')).toBeUndefined();

    const res = await sendEncrypted(
      t.app,
      'POST',
      '/api/auth/login',
      {
        type: 'sms',
        username: '912345678',
        password: code!,
        countryDialingCode: '+84',
        ...(await solvedCaptcha(t.app, D)),
      },
      D,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userName).toBe('demo_member');
  });

  it('a relay that does not answer holds nobody: the player’s request is answered while the relay still waits; a refusing relay changes nothing for the player', async () => {
    answer = 'hold';
    const asked = await askCode(t.app, '900000001', 'register', D);
    expect(asked.statusCode, asked.body).toBe(200);
    const sms = await smsTo('+84900000001');
    expect(held).toHaveLength(1);
    expect(sms.body.purpose).toBe('register');
    held.splice(0).forEach((res) => res.writeHead(200).end());

    answer = 500;
    const refused = await askCode(t.app, '900000002', 'register', D);
    expect(refused.statusCode, refused.body).toBe(200);
    await smsTo('+84900000002');
    answer = 200;
  });

  it('the console’s "send password-reset code" texts the player through the relay in the merchant’s language; the code resets the password', async () => {
    const [p] = await t.db.query<{ id: number }>(
      `SELECT id FROM members WHERE username = 'demo_member' AND merchant_code = 'demo'`,
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/demo/players/${p!.id}/password-reset`,
      headers: op,
      payload: { reason: 'Khách quên mật khẩu' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ ok: true, sentTo: 'sms' });
    const sms = await smsTo('+84912345678');
    expect(sms.body.purpose).toBe('reset');
    const code = /mã xác minh của bạn là (\d{6})/.exec(sms.body.text)?.[1];
    expect(code, sms.body.text).toBeDefined();
    const reset = await sendEncrypted(
      t.app,
      'POST',
      '/api/auth/reset/phone',
      {
        newPassword: 'Relay-reset1',
        mobileNum: '912345678',
        countryDialingCode: '+84',
        verificationCode: code!,
      },
      D,
    );
    expect(reset.statusCode, reset.body).toBe(200);
  });
});

describe('SMS in production', () => {
  const productionEnv = (extra: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'prod-sms-'));
    return {
      ...readEnv({
        NODE_ENV: 'production',
        DATA_DIR: join(root, 'data'),
        DIST_DIR: join(root, 'none'),
        APP_SECRET: 'x',
        ...extra,
      }),
      logLevel: 'silent',
    };
  };

  it('with SMS_URL, production texts a register code (without it, FEATURE_UNAVAILABLE: platform-production.test.ts)', async () => {
    const db = await openDb({});
    // The app's warnings are kept: a send that fails says why ("SMS not sent" and its error).
    const logged: string[] = [];
    const { app } = await buildApp({
      env: productionEnv({ SMS_URL: url, SMS_SECRET: SECRET }),
      db,
      watch: false,
      logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } },
    });
    try {
      const asked = await askCode(app, '955555555', 'register', D);
      expect(asked.statusCode, asked.body).toBe(200);
      const sms = await smsTo('+84955555555').catch((err: Error) => {
        throw new Error(`${err.message}; the app logged: ${logged.join('') || 'nothing'}`);
      });
      expect(sms.body.text).toMatch(/mã xác minh của bạn là \d{6}/);
      expect((await app.inject({ url: '/api/dev/outbox?kind=sms' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await db.close();
    }
  }, 60_000);

  it('an SMS_URL without a secret of 16 characters, with credentials, or not http(s), is refused at start', async () => {
    for (const [extra, reason] of [
      [{ SMS_URL: url }, /SMS_SECRET/],
      [{ SMS_URL: url, SMS_SECRET: 'short' }, /SMS_SECRET/],
      [{ SMS_URL: 'ftp://relay.example/sms', SMS_SECRET: SECRET }, /http/],
      [{ SMS_URL: 'https://user:pass@relay.example/sms', SMS_SECRET: SECRET }, /credentials/],
    ] as const) {
      const db = await openDb({});
      try {
        await expect(
          buildApp({ env: productionEnv(extra), db, watch: false, logger: false }),
        ).rejects.toThrow(reason);
      } finally {
        await db.close();
      }
    }
  }, 60_000);
});
