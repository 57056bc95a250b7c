import { get, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTagOfToken } from '../../core/session-tag';
import { hashPassword } from '../../platform-api/lib/passwords';
import { hashToken } from '../../platform-api/lib/tokens';
import { insertMember } from '../../platform-api/repositories/members-repository';
import { loginAs, type TestApp } from '../support/test-app';
import { adminTestApp, login, OPERATOR } from './admin-support';

/*
 * Issue 34: a lock (or "end all sessions") in the console reaches the player's open page at once:
 * the merchant's event stream sends `session-ended` with a tag of each ended session (16 hex digits
 * of SHA-256 of the stored token hash), never the member, the token or its hash, and only to the
 * merchant's own pages. Without the notice after the commit no such event comes.
 */

const PASSWORD = 'Test1234';
let t: TestApp;
let operator: { authorization: string };
let port = 0;
const streams: ClientRequest[] = [];

beforeAll(async () => {
  t = await adminTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  operator = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
}, 120_000);
afterAll(async () => {
  streams.forEach((s) => s.destroy());
  await t?.close();
});

/** Opens a merchant's event stream; `text()` is everything it sent so far, `next(event)` the next such event's data. */
async function stream(code: string) {
  let text = '';
  const waiting: { event: string; from: number; resolve: (data: string) => void }[] = [];
  const check = () => {
    for (const w of [...waiting]) {
      const at = text.indexOf(`event: ${w.event}\ndata: `, w.from);
      if (at < 0) continue;
      const start = at + `event: ${w.event}\ndata: `.length;
      const end = text.indexOf('\n', start);
      if (end < 0) continue;
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(text.slice(start, end));
    }
  };
  await new Promise<void>((ready) => {
    const req = get({ host: '127.0.0.1', port, path: `/api/merchants/${code}/events` }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('event: config')) ready();
        check();
      });
    });
    streams.push(req);
  });
  return {
    text: () => text,
    next: (event: string) =>
      new Promise<string>((resolve) => {
        waiting.push({ event, from: text.length, resolve });
        check();
      }),
  };
}

const member = async (username: string) =>
  (await insertMember(t.db, { merchantCode: 'demo', username, passwordHash: await hashPassword(PASSWORD) }))!;

describe('a console lock reaches the player’s open page (issue 34)', () => {
  it('the merchant’s stream names the ended sessions by tag only; other sessions and merchants are not told', async () => {
    const tag = randomBytes(3).toString('hex');
    const id = await member(`ll${tag}one`);
    const otherId = await member(`ll${tag}two`);
    const phone = await loginAs(t.app, `ll${tag}one`, PASSWORD);
    const laptop = await loginAs(t.app, `ll${tag}one`, PASSWORD);
    const other = await loginAs(t.app, `ll${tag}two`, PASSWORD);
    const demo = await stream('demo');
    const basic = await stream('basic');

    const event = demo.next('session-ended');
    const locked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/demo/players/${id}/lock`,
      headers: operator,
      payload: { reason: 'Nghi gian lận' },
    });
    expect(locked.json()).toMatchObject({ ok: true, sessionsEnded: 2 });
    expect(locked.body).not.toMatch(/[0-9a-f]{16}/);
    const data = JSON.parse(await event) as { tags: string[] };
    expect([...data.tags].sort()).toEqual(
      [await sessionTagOfToken(phone), await sessionTagOfToken(laptop)].sort(),
    );
    expect(data.tags).not.toContain(await sessionTagOfToken(other));
    // Nothing that names the player (only `tags`, no member id) or lets anyone use or look up the session.
    expect(Object.keys(data)).toEqual(['tags']);
    for (const secret of [phone, laptop, hashToken(phone), hashToken(laptop), `ll${tag}one`])
      expect(demo.text()).not.toContain(secret);
    expect(data.tags.every((x) => /^[0-9a-f]{16}$/.test(x))).toBe(true);

    // "End all sessions" tells the stream too; another merchant's pages hear nothing of either.
    const again = demo.next('session-ended');
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/demo/players/${otherId}/end-sessions`,
      headers: operator,
      payload: { reason: 'Thiết bị bị mất' },
    });
    expect(ended.json()).toMatchObject({ ok: true, sessionsEnded: 1 });
    expect(JSON.parse(await again)).toEqual({ tags: [await sessionTagOfToken(other)] });
    expect(basic.text()).not.toContain('session-ended');
  });
});
