import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { readEnv } from '../../config-server/env';
import { adminTestApp, login, OPERATOR } from './admin-support';
import { outbox, sendEncrypted, type TestApp } from '../support/test-app';

/*
 * Mail through SMTP (SMTP_URL, MAIL_FROM): a real site's reset codes reach the player's mailbox, not
 * the dev outbox. An SMTP server of the test's own (smtp-server) receives what the product sends.
 */
interface Received {
  from: string;
  to: string[];
  raw: string;
}
const received: Received[] = [];
let server: SMTPServer;
let port: number;
let t: TestApp;
let op: Record<string, string>;
const D = { 'x-merchant-code': 'demo' };
const MAIL = 'agent-smtp@example.com';

/** The next message to `to`, as the SMTP server received it (headers and body, quoted-printable decoded). */
async function mailTo(to: string, timeoutMs = 10_000): Promise<{ headers: string; body: string }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const i = received.findIndex((m) => m.to.includes(to));
    if (i >= 0) {
      const [m] = received.splice(i, 1);
      const [headers = '', ...rest] = m!.raw.split(/\r?\n\r?\n/);
      const body = Buffer.from(
        rest
          .join('\n\n')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8');
      return { headers, body };
    }
    if (Date.now() > until) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
  t = await adminTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'no-reply@demo.test' });
  op = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
  await t.db.query(`UPDATE members SET email = $1 WHERE username = 'demo_agent' AND merchant_code = 'demo'`, [
    MAIL,
  ]);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

describe('mail through SMTP', () => {
  it('SMTP_URL and MAIL_FROM are read; without SMTP_URL there is none', () => {
    expect(readEnv({ SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'a@b.example' }).smtp).toEqual({
      url: 'smtps://u:p@mail.example:465',
      from: 'a@b.example',
    });
    expect(readEnv({}).smtp).toBeUndefined();
  });

  it('forgot by email: the code reaches the player’s mailbox from the brand, in the reader’s language, and resets the password; nothing in the outbox', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot/email',
      headers: { ...D, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: `username=demo_agent&email=${encodeURIComponent(MAIL)}`,
    });
    expect(res.json()).toEqual({ success: true });
    const mail = await mailTo(MAIL);
    const brand = t.store.get('demo')!.config.name;
    expect(mail.headers).toMatch(new RegExp(`^From: ${brand} <no-reply@demo\\.test>`, 'm'));
    expect(mail.headers).toMatch(/^To: agent-smtp@example\.com/m);
    expect(mail.headers).toContain(`Subject: Your ${brand} verification code`);
    const code = /verification code is (\d{6})/.exec(mail.body)?.[1];
    expect(code, mail.body).toBeDefined();
    expect(await outbox(t.app, 'mail', MAIL)).toBeUndefined();

    const reset = await sendEncrypted(
      t.app,
      'POST',
      '/api/auth/reset/email',
      { username: 'demo_agent', verificationCode: code!, newPassword: 'Smtp-reset1' },
      D,
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ userName: 'demo_agent' });
  });

  it('the console’s "send password-reset code" to a player with a mail address only: mailed, after the commit', async () => {
    const [p] = await t.db.query<{ id: number }>(
      `UPDATE members SET mobile = NULL, email = 'only-mail@example.com' WHERE username = 'demo_member' AND merchant_code = 'demo' RETURNING id`,
    );
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/demo/players/${p!.id}/password-reset`,
      headers: op,
      payload: { reason: 'Khách quên mật khẩu' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ ok: true, sentTo: 'mail' });
    const mail = await mailTo('only-mail@example.com');
    // The merchant's default language (Vietnamese for demo).
    expect(mail.body).toMatch(/mã xác minh .* của bạn là \d{6}/);
  });
});
