import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { deliverSms, httpSms, smsSettingsProblem, smsSignature, type SmsSender } from './sms';

/* The SMS relay's contract: settings checked at start, requests signed, failures logged, never waited on. */
const message = {
  to: '+84912345678',
  code: '707070',
  text: 'Demo: 707070',
  merchant: 'demo',
  purpose: 'login' as const,
};
const SECRET = '0707070789abcdef0123';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
}

describe('SMS relay settings', () => {
  it('an http(s) address without credentials and a secret of 16 characters or more pass; anything else is named', () => {
    expect(smsSettingsProblem({ url: 'https://relay.example/sms', secret: SECRET })).toBeUndefined();
    expect(smsSettingsProblem({ url: 'http://10.0.0.5:8080/send', secret: SECRET })).toBeUndefined();
    expect(smsSettingsProblem({ url: 'https://relay.example/sms', secret: '' })).toMatch(/SMS_SECRET/);
    expect(smsSettingsProblem({ url: 'relay.example/sms', secret: SECRET })).toMatch(/http/);
    expect(smsSettingsProblem({ url: 'file:///etc/passwd', secret: SECRET })).toMatch(/http/);
    expect(smsSettingsProblem({ url: 'https://u:p@relay.example/', secret: SECRET })).toMatch(/credentials/);
  });

  it('the signature is sha256= and the hex HMAC of "<timestamp>.<body>"', () => {
    const expected = createHmac('sha256', SECRET).update('1700000000.{"a":1}').digest('hex');
    expect(smsSignature(SECRET, '1700000000', '{"a":1}')).toBe(`sha256=${expected}`);
  });
});

describe('httpSms', () => {
  it('posts the number, text, merchant and purpose (never the code on its own), signed; a non-2xx answer is a failure', async () => {
    const seen: { headers: Record<string, unknown>; body: string }[] = [];
    let status = 202;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ headers: req.headers, body });
        res.writeHead(status).end();
      });
    });
    const url = await listen(server);
    try {
      const sender = httpSms({ url, secret: SECRET });
      await sender.send(message);
      const [got] = seen;
      expect(JSON.parse(got!.body)).toEqual({
        to: '+84912345678',
        text: 'Demo: 707070',
        merchant: 'demo',
        purpose: 'login',
      });
      expect(got!.headers['x-sms-signature']).toBe(
        smsSignature(SECRET, String(got!.headers['x-sms-timestamp']), got!.body),
      );
      status = 503;
      await expect(sender.send(message)).rejects.toThrow('SMS gateway answered 503');
    } finally {
      server.close();
    }
  });

  it('a relay that never answers: the send fails after the time limit, not never', async () => {
    const server = createServer(() => undefined);
    const url = await listen(server);
    try {
      const started = Date.now();
      await expect(httpSms({ url, secret: SECRET, timeoutMs: 300 }).send(message)).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('deliverSms', () => {
  it('the outbox is written before the caller goes on', async () => {
    const sent: string[] = [];
    const sender: SmsSender = {
      kind: 'outbox',
      send: async (m) => {
        await new Promise((r) => setTimeout(r, 20));
        sent.push(m.code);
      },
    };
    await deliverSms(sender, message, { warn: vi.fn() });
    expect(sent).toEqual(['707070']);
  });

  it('a relay send that never ends does not hold the caller; a failed one is logged without the code', async () => {
    const never: SmsSender = { kind: 'http', send: () => new Promise<void>(() => undefined) };
    await expect(
      Promise.race([
        deliverSms(never, message, { warn: vi.fn() }).then(() => 'returned'),
        new Promise((r) => setTimeout(() => r('held'), 200)),
      ]),
    ).resolves.toBe('returned');
    const log = { warn: vi.fn() };
    const failing: SmsSender = { kind: 'http', send: () => Promise.reject(new Error('connection refused')) };
    await deliverSms(failing, message, log);
    await vi.waitFor(() =>
      expect(log.warn).toHaveBeenCalledWith(
        { to: '+84912345678', merchant: 'demo', err: 'connection refused' },
        'SMS not sent',
      ),
    );
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('707070');
  });
});
