import { describe, expect, it, vi } from 'vitest';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { deliver, smtpMailer, type Mailer } from './mail';

/* deliver(): the outbox is written before the caller goes on; SMTP never holds the caller, and its failure is logged. */
const message = { to: 'a@b.example', subject: 's', text: 't' };

describe('deliver', () => {
  it('an SMTP send that never ends does not hold the caller', async () => {
    const mailer: Mailer = { kind: 'smtp', send: () => new Promise<void>(() => undefined) };
    const log = { warn: vi.fn() };
    await expect(
      Promise.race([
        deliver(mailer, message, log).then(() => 'returned'),
        new Promise((r) => setTimeout(() => r('held'), 200)),
      ]),
    ).resolves.toBe('returned');
  });

  it('a failed SMTP send is logged with its recipient, never thrown at the caller', async () => {
    const mailer: Mailer = { kind: 'smtp', send: () => Promise.reject(new Error('connection refused')) };
    const log = { warn: vi.fn() };
    await deliver(mailer, message, log);
    await vi.waitFor(() =>
      expect(log.warn).toHaveBeenCalledWith(
        { to: 'a@b.example', err: 'connection refused' },
        'mail not sent',
      ),
    );
  });

  it('a server that accepts and never greets: the send fails after the time limit, not never', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as AddressInfo;
    try {
      const mailer = smtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'x@y.example', timeoutMs: 300 });
      const started = Date.now();
      await expect(mailer.send(message)).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    }
  });

  it('the outbox is written before deliver returns', async () => {
    let written = false;
    const mailer: Mailer = {
      kind: 'outbox',
      send: () => new Promise<void>((r) => setTimeout(() => ((written = true), r()), 50)),
    };
    await deliver(mailer, message, { warn: vi.fn() });
    expect(written).toBe(true);
  });
});
