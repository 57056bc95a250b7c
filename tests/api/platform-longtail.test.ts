import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OffsetClock } from '../../platform-api/lib/clock';
import { bearer, createTestApp, loginAs, type TestApp } from '../support/test-app';

/* Spec §7 lottery extras (VN lottery, numero) and spec §2 CustomerTask (member tasks). */

let t: TestApp;
const D = { 'x-merchant-code': 'demo' };
const clock = new OffsetClock();
beforeEach(async () => {
  t = await createTestApp({ clock });
});
afterEach(async () => t?.close());

describe('lottery extras', () => {
  it('VN lottery: the three regions, north with its 27 numbers, south and central by province', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/games/lottery/vn', headers: D });
    expect(res.statusCode, res.body).toBe(200);
    const { regions } = res.json<{
      regions: {
        region: string;
        nextDrawAt: number;
        draws: { province: string; prizes: { numbers: string[] }[] }[];
      }[];
    }>();
    expect(regions.map((r) => r.region)).toEqual(['north', 'central', 'south']);
    expect(regions[0]!.draws[0]!.prizes.flatMap((p) => p.numbers)).toHaveLength(27);
    expect(regions[2]!.draws.length).toBeGreaterThanOrEqual(3);
    for (const r of regions) expect(r.nextDrawAt).toBeGreaterThan(clock.now());
  });

  it('numero: each game has an open issue closing in the future and five results; later calls move on', async () => {
    const get = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/games/lottery/numero', headers: D })).json<{
        serverTime: number;
        list: { code: string; currentIssue: string; closesAt: number; recent: { issue: string }[] }[];
      }>();
    const first = await get();
    expect(first.list.map((g) => g.code)).toEqual(['NUMERO1', 'NUMERO3', 'NUMERO5']);
    for (const g of first.list) {
      expect(g.closesAt).toBeGreaterThan(first.serverTime);
      expect(g.recent).toHaveLength(5);
    }
    clock.advance(61_000);
    const later = await get();
    expect(later.list[0]!.recent.map((r) => r.issue)).toContain(first.list[0]!.currentIssue);
  });
});

describe('customer tasks', () => {
  it('needs a member session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/member/tasks', headers: D })).statusCode).toBe(
      401,
    );
  });

  it('a sign-in today marks its task done', async () => {
    const token = await loginAs(t.app, 'demo_member', 'Demo1234');
    const tasks = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/member/tasks', headers: bearer(token) })).json<{
        list: { key: string; done: boolean; path: string }[];
      }>().list;
    const before = await tasks();
    expect(before.map((x) => x.key)).toEqual(
      expect.arrayContaining(['payoutAccount', 'firstDeposit', 'signIn']),
    );
    expect(before.find((x) => x.key === 'signIn')).toMatchObject({ done: false, path: '/m/signIn' });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/member/sign-in', headers: bearer(token) });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect((await tasks()).find((x) => x.key === 'signIn')?.done).toBe(true);
  });
});
