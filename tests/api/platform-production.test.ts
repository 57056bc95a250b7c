import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../config-server/app';
import { readEnv } from '../../config-server/env';
import { openDb } from '../../server/db/db';
import { sendEncrypted } from '../support/test-app';

/* NODE_ENV=production: no demo accounts, no dev outbox, no SMS, no mail without SMTP_URL (a fresh database of its own). */

describe('production mode', () => {
  it('seeds no demo accounts, exposes no outbox, sends no SMS, and no mail without SMTP_URL', async () => {
    const root = mkdtempSync(join(tmpdir(), 'prod-'));
    const env = {
      ...readEnv({
        NODE_ENV: 'production',
        DEMO_OUTBOX: '1',
        DATA_DIR: join(root, 'data'),
        DIST_DIR: join(root, 'none'),
        APP_SECRET: 'x',
      }),
      logLevel: 'silent',
    };
    const db = await openDb({});
    const { app } = await buildApp({ env, db, watch: false, logger: false });
    try {
      const members = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
      expect(members[0]!.n).toBe(0);
      expect(
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM games'))[0]!.n,
      ).toBeGreaterThanOrEqual(650);
      expect((await app.inject({ method: 'GET', url: '/api/dev/outbox?kind=sms' })).statusCode).toBe(404);
      const sms = await app.inject({
        method: 'POST',
        url: '/api/auth/sms-code',
        payload: { mobileNum: '912345678', countryDialingCode: '+84' },
      });
      expect(sms.json().error.code).toBe('FEATURE_UNAVAILABLE');
      // No SMTP_URL: no mail can go, so forgot-by-email says so instead of answering "sent".
      const mail = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot/email',
        headers: { 'x-merchant-code': 'demo', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=someone&email=someone%40example.com',
      });
      expect(mail.json().error.code).toBe('FEATURE_UNAVAILABLE');
      const login = await sendEncrypted(
        app,
        'POST',
        '/api/auth/login',
        { username: 'demo_member', password: 'Demo1234' },
        { 'x-merchant-code': 'basic' },
      );
      expect(login.json().error.code).toBe('WRONG_CREDENTIALS');
    } finally {
      await app.close();
      await db.close();
    }
  }, 60_000);
});
