import { get, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp, login, OPERATOR } from './admin-support';
import type { TestApp } from '../support/test-app';

/*
 * Issue 35 item 7: an announcement scheduled to start (and to end) reaches the open pages of its
 * merchant when its time comes, as an edit does: the server's event stream sends `content` at the
 * start and at the end, with no edit at that moment. Shared rows (every merchant) tell every
 * merchant. Without the content clock no `content` event comes after the save's own.
 */

let ctx: TestApp;
let operator: { authorization: string };
let base = '';
const streams: ClientRequest[] = [];

beforeAll(async () => {
  ctx = await adminTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  operator = { authorization: `Bearer ${await login(ctx.app, OPERATOR.username, OPERATOR.password)}` };
});
afterAll(async () => {
  streams.forEach((s) => s.destroy());
  await ctx?.close();
});

/** Opens a merchant's event stream; returns the times (Date.now) at which `content` events came. */
async function contentEvents(code: string): Promise<number[]> {
  const times: number[] = [];
  let text = '';
  await new Promise<void>((ready) => {
    const [host, port] = base.split(':');
    const req = get({ host, port: Number(port), path: `/api/merchants/${code}/events` }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('event: config')) ready();
        const n = text.split('event: content').length - 1;
        while (times.length < n) times.push(Date.now());
      });
    });
    streams.push(req);
  });
  return times;
}

const announce = async (merchant: string, startMs: number, endMs: number) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/merchants/${merchant}/content/announcements`,
    headers: operator,
    payload: {
      type: 'PL',
      texts: {
        vi: { title: `Lịch ${startMs}`, content: '<p>x</p>' },
        en: { title: `Timed ${startMs}`, content: '<p>x</p>' },
      },
      startDate: new Date(startMs).toISOString(),
      endDate: new Date(endMs).toISOString(),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
};

/** Whether lotus's players read the announcement made for `startMs` now. */
const listed = async (startMs: number) =>
  (
    await ctx.app.inject({
      url: '/api/content/announcements?language=en',
      headers: { 'x-merchant-code': 'lotus' },
    })
  ).body.includes(`Timed ${startMs}`);

describe('scheduled content reaches open pages', () => {
  it('a scheduled announcement tells its merchant’s open pages when it starts and when it ends, and no other merchant', async () => {
    const lotus = await contentEvents('lotus');
    const demo = await contentEvents('demo');
    const start = Date.now() + 1500;
    const end = start + 1500;
    await announce('lotus', start, end);
    // The save's own event, at once.
    await expect.poll(() => lotus.length, { timeout: 3000 }).toBe(1);
    expect(lotus[0]!).toBeLessThan(start);
    expect(await listed(start)).toBe(false);
    // Then one when it starts and one when it ends, each on time (not before; within a second), and
    // a page that reads its list on the event finds it there, then gone.
    await expect.poll(() => lotus.length, { timeout: 5000 }).toBe(2);
    expect(await listed(start)).toBe(true);
    expect(lotus[1]!).toBeGreaterThanOrEqual(start);
    expect(lotus[1]! - start).toBeLessThan(1000);
    await expect.poll(() => lotus.length, { timeout: 5000 }).toBe(3);
    expect(await listed(start)).toBe(false);
    expect(lotus[2]!).toBeGreaterThanOrEqual(end);
    expect(lotus[2]! - end).toBeLessThan(1000);
    expect(demo).toEqual([]);
  });

  it('an edit that moves the next moment earlier is followed', async () => {
    const lotus = await contentEvents('lotus');
    await announce('lotus', Date.now() + 60_000, Date.now() + 120_000);
    await expect.poll(() => lotus.length, { timeout: 3000 }).toBe(1);
    const start = Date.now() + 1200;
    await announce('lotus', start, start + 60_000);
    await expect.poll(() => lotus.length, { timeout: 3000 }).toBe(2);
    await expect.poll(() => lotus.length, { timeout: 5000 }).toBe(3);
    expect(lotus[2]!).toBeGreaterThanOrEqual(start);
    expect(lotus[2]! - start).toBeLessThan(1000);
  });
});
