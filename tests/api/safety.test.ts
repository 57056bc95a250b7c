import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DRIVERS, type TestApp } from '../support/test-app';
import { balanceOf, deposit, key, newMember, notification, payDeposit, refOf } from '../support/money';
import { OffsetClock } from '../../platform-api/lib/clock';
import { t as tr } from '@locales/node';

/*
 * Responsible gaming (issue 12) on PGlite and PostgreSQL: deposit limits enforced by the server
 * (also under parallel orders), a raise waits its cooling-off on an injected clock while a lowering
 * applies at once, time-out and self-exclusion refuse deposit and game launch with their own
 * codes, and only the merchant's choices are accepted. Demo merchant: VND, 0 minor digits.
 */

const HOUR = 3_600_000;
type H = Record<string, string>;

describe.each(TEST_DRIVERS)('responsible gaming on %s', (driver) => {
  let t: TestApp;
  const clock = new OffsetClock();
  let nodeId: number;
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      clock,
      merchants: {
        // lotus offers no responsible-gaming screen: changes are refused there.
        lotus: (d) => ({ ...d, responsibleGaming: { enabled: false } }),
      },
    });
    nodeId = (
      await t.app.inject({
        method: 'GET',
        url: '/api/games?gameType=RNG&pageSize=20',
        headers: { 'x-merchant-code': 'demo' },
      })
    )
      .json()
      .games.find((g: { supportPlay: number }) => g.supportPlay === 1).nodeId;
  }, 60_000);
  afterAll(async () => t?.close());

  const setLimit = (h: H, period: string, amount: number | null) =>
    t.app.inject({ method: 'PUT', url: '/api/safety/limits', headers: h, payload: { period, amount } });
  const view = async (h: H) => (await t.app.inject({ method: 'GET', url: '/api/safety', headers: h })).json();
  const daily = async (h: H) =>
    (await view(h)).limits.find((l: { period: string }) => l.period === 'daily') as {
      amount: number | null;
      used: number;
      held: number;
      remaining?: number;
      pending?: { amount: number | null; effectiveAt: string };
    };
  const launch = (h: H, free = false) =>
    t.app.inject({ method: 'POST', url: '/api/games/launch', headers: h, payload: { nodeId, free } });
  const lock = (h: H, kind: string, length: number) =>
    t.app.inject({ method: 'POST', url: '/api/safety/lock', headers: h, payload: { kind, length } });

  it('a daily limit of 200,000: 150,000 passes, 100,000 more is refused with the limit code, 50,000 fits', async () => {
    const m = await newMember(t, 0);
    expect((await setLimit(m.h, 'daily', 200_000)).statusCode).toBe(200);
    expect((await deposit(t.app, m.h, 150_000)).statusCode).toBe(200);
    const refused = await deposit(t.app, m.h, 100_000);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'DEPOSIT_LIMIT_EXCEEDED']);
    expect(refused.json().error.details).toMatchObject({
      period: 'daily',
      limit: 200_000,
      remaining: 50_000,
    });
    // In the merchant's default language (demo: Vietnamese) when the request names none (issue 17).
    expect(refused.json().error.message).toBe(tr('vi', 'errors.DEPOSIT_LIMIT_EXCEEDED'));
    // The unpaid order holds its part of the limit while it can still be paid.
    expect(await daily(m.h)).toMatchObject({ amount: 200_000, used: 0, held: 150_000, remaining: 50_000 });
    expect((await deposit(t.app, m.h, 50_000)).statusCode).toBe(200);
    expect((await deposit(t.app, m.h, 50_000)).json().error.code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    // A replay of an accepted order (same idempotency key) is not a new deposit.
    const k = key();
    const n = await newMember(t, 0);
    await setLimit(n.h, 'weekly', 100_000);
    expect((await deposit(t.app, n.h, 100_000, k)).statusCode).toBe(200);
    const replay = await deposit(t.app, n.h, 100_000, k);
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([200, 'true']);
  });

  it('parallel deposit orders cannot together pass the limit', async () => {
    const m = await newMember(t, 0);
    await setLimit(m.h, 'daily', 200_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => deposit(t.app, m.h, 50_000)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 409)).toHaveLength(6);
    const [row] = await t.db.query<{ sum: string }>(
      `SELECT coalesce(sum(amount), 0)::text AS sum FROM orders WHERE member_id = $1 AND kind = 'deposit'`,
      [m.id],
    );
    expect(Number(row?.sum)).toBe(200_000);
  });

  it('unpaid orders hold part of a limit only inside their payment window (30 min): then they expire, stop counting, and a late payment is refused', async () => {
    const m = await newMember(t, 0);
    await setLimit(m.h, 'daily', 500_000);
    const first = await deposit(t.app, m.h, 200_000);
    const { order, payUrl } = first.json();
    const span = new Date(order.expiresAt).getTime() - clock.now();
    expect(span).toBeGreaterThan(30 * 60_000 - 5000);
    expect(span).toBeLessThanOrEqual(30 * 60_000);
    expect((await deposit(t.app, m.h, 200_000)).statusCode).toBe(200);
    // Opening orders cannot beat the limit: two unpaid ones hold 400,000 of 500,000.
    expect((await deposit(t.app, m.h, 200_000)).json().error.code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    await payDeposit(t, m.h, 100_000);
    expect(await daily(m.h)).toMatchObject({ used: 100_000, held: 400_000, remaining: 0 });
    // 29 minutes on: still payable, still held.
    clock.advance(29 * 60_000);
    expect(await daily(m.h)).toMatchObject({ used: 100_000, held: 400_000, remaining: 0 });
    // Past the window (no sweeper ran): expired on every read, and released from the limit.
    clock.advance(2 * 60_000);
    expect(await daily(m.h)).toMatchObject({ used: 100_000, held: 0, remaining: 400_000 });
    const list = (await t.app.inject({ method: 'GET', url: '/api/payments/deposits', headers: m.h })).json()
      .list;
    expect(list.map((o: { status: string }) => o.status)).toEqual(['paid', 'expired', 'expired']);
    const one = (
      await t.app.inject({ method: 'GET', url: `/api/payments/orders/${order.id}`, headers: m.h })
    ).json();
    expect(one.order.status).toBe('expired');
    expect(one.payUrl).toBeUndefined();
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/payments/deposits?status=expired', headers: m.h })
      ).json().list,
    ).toHaveLength(2);
    // A late "paid" from the provider is refused and credits nothing (the provider returns the money).
    const before = await balanceOf(t.app, m.h);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notify',
      payload: await notification(t.db, refOf(payUrl), 200_000),
    });
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'ORDER_EXPIRED']);
    expect(await balanceOf(t.app, m.h)).toEqual(before);
    // The cashier no longer offers to pay it, and paying there tells the player it expired.
    const cashier = await t.app.inject({ method: 'GET', url: `/demo/cashier?o=${refOf(payUrl)}&lang=en` });
    expect(cashier.body).toContain(tr('en', 'platform.cashier.status.expired'));
    expect(cashier.body).not.toContain(`value="paid"`);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/demo/cashier',
      payload: { o: refOf(payUrl), status: 'paid', lang: 'en' },
    });
    expect(String(pay.headers.location)).toContain('result=expired');
    expect(await balanceOf(t.app, m.h)).toEqual(before);
    expect((await deposit(t.app, m.h, 400_000)).statusCode).toBe(200);
    expect((await deposit(t.app, m.h, 50_000)).json().error.code).toBe('DEPOSIT_LIMIT_EXCEEDED');
  });

  it("the payment window is the merchant's (payments.paymentWindowMinutes)", async () => {
    const w = await createTestApp({
      driver,
      clock,
      merchants: {
        demo: (d) => ({ ...d, payments: { ...(d.payments as object), paymentWindowMinutes: 10 } }),
      },
    });
    try {
      const m = await newMember(w, 0);
      const { order } = (await deposit(w.app, m.h, 100_000)).json();
      // The window runs on the platform clock (moved on by earlier tests), not the row's timestamp.
      const span = new Date(order.expiresAt).getTime() - clock.now();
      expect(span).toBeGreaterThan(10 * 60_000 - 5000);
      expect(span).toBeLessThan(10 * 60_000 + 5000);
      clock.advance(11 * 60_000);
      const list = (await w.app.inject({ method: 'GET', url: '/api/payments/deposits', headers: m.h })).json()
        .list;
      expect(list[0].status).toBe('expired');
    } finally {
      await w.close();
    }
  }, 60_000);

  it('lowering applies at once; raising (or removing) waits 24 h on the clock, then applies', async () => {
    const m = await newMember(t, 0);
    await setLimit(m.h, 'daily', 300_000);
    await setLimit(m.h, 'daily', 200_000);
    expect(await daily(m.h)).toMatchObject({ amount: 200_000 });
    // Paid: it counts for the whole period (an unpaid order would expire after 30 minutes).
    await payDeposit(t, m.h, 150_000);
    const raised = (await setLimit(m.h, 'daily', 500_000)).json();
    const d = raised.limits.find((l: { period: string }) => l.period === 'daily');
    expect(d).toMatchObject({ amount: 200_000, pending: { amount: 500_000 } });
    const wait = new Date(d.pending.effectiveAt).getTime() - new Date(raised.now).getTime();
    expect(wait).toBeGreaterThan(24 * HOUR - 5000);
    expect(wait).toBeLessThanOrEqual(24 * HOUR);
    // Still the old limit until the cooling-off ends.
    expect((await deposit(t.app, m.h, 100_000)).json().error.code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    clock.advance(23 * HOUR);
    expect((await deposit(t.app, m.h, 100_000)).json().error.code).toBe('DEPOSIT_LIMIT_EXCEEDED');
    clock.advance(HOUR + 1000);
    expect(await daily(m.h)).toMatchObject({ amount: 500_000 });
    expect((await daily(m.h)).pending).toBeUndefined();
    expect((await deposit(t.app, m.h, 100_000)).statusCode).toBe(200);
    // Removing waits too; a lowering meanwhile cancels the waiting removal.
    expect((await setLimit(m.h, 'daily', null)).json().limits[0]).toMatchObject({
      amount: 500_000,
      pending: { amount: null },
    });
    await setLimit(m.h, 'daily', 400_000);
    expect(await daily(m.h)).toEqual({
      period: 'daily',
      amount: 400_000,
      used: 150_000,
      held: 100_000,
      remaining: 150_000,
    });
  });

  it('a time-out locks deposit and game launch until it ends, and cannot be shortened', async () => {
    const m = await newMember(t, 0);
    expect((await launch(m.h)).statusCode).toBe(200);
    const res = await lock(m.h, 'timeOut', 7);
    expect(res.json().lock).toMatchObject({ kind: 'timeOut' });
    const dep = await deposit(t.app, m.h, 50_000);
    expect([dep.statusCode, dep.json().error.code]).toEqual([403, 'TIMED_OUT']);
    const l = await launch(m.h);
    expect([l.statusCode, l.json().error.code]).toEqual([403, 'TIMED_OUT']);
    expect((await launch(m.h, true)).json().error.code).toBe('TIMED_OUT');
    expect((await lock(m.h, 'timeOut', 1)).json().error.code).toBe('TIMED_OUT');
    clock.advance(7 * 24 * HOUR + 1000);
    expect((await launch(m.h)).statusCode).toBe(200);
    expect((await deposit(t.app, m.h, 50_000)).statusCode).toBe(200);
  });

  it('self-exclusion (6 months) locks deposit and launch; a time-out cannot replace it; it ends after 6 months', async () => {
    const m = await newMember(t, 0);
    const res = (await lock(m.h, 'selfExclusion', 6)).json();
    expect(res.lock.kind).toBe('selfExclusion');
    const months = (new Date(res.lock.until).getTime() - new Date(res.now).getTime()) / (24 * HOUR);
    expect(months).toBeGreaterThan(180.9);
    expect(months).toBeLessThanOrEqual(184);
    expect((await deposit(t.app, m.h, 50_000)).json().error.code).toBe('SELF_EXCLUDED');
    const l = await launch(m.h);
    expect([l.statusCode, l.json().error.code]).toEqual([403, 'SELF_EXCLUDED']);
    expect((await lock(m.h, 'timeOut', 42)).json().error.code).toBe('SELF_EXCLUDED');
    clock.advance(120 * 24 * HOUR);
    expect((await launch(m.h)).json().error.code).toBe('SELF_EXCLUDED');
    clock.advance(70 * 24 * HOUR);
    expect((await launch(m.h)).statusCode).toBe(200);
  });

  it('no offers while self-excluded (or timed out): no greeting popups, promotions refuse joining and rewards; the launch refusal says until when', async () => {
    const m = await newMember(t, 0);
    const popups = async (h: H) =>
      (await t.app.inject({ method: 'GET', url: '/api/content/announcements?types=B,PU', headers: h })).json()
        .list as { type: string; execution?: string }[];
    expect((await popups(m.h)).filter((a) => a.type === 'PU').length).toBeGreaterThan(0);
    const promo = (await t.app.inject({ method: 'GET', url: '/api/promotions', headers: m.h })).json()
      .list[0] as { id: number };
    const res = (await lock(m.h, 'selfExclusion', 6)).json();
    const after = await popups(m.h);
    expect(after.filter((a) => a.type === 'PU')).toEqual([]);
    // Banners are not offers: they stay.
    expect(after.filter((a) => a.type === 'B').length).toBeGreaterThan(0);
    const join = await t.app.inject({
      method: 'POST',
      url: `/api/promotions/${promo.id}/join`,
      headers: m.h,
    });
    expect([join.statusCode, join.json().error.code]).toEqual([403, 'SELF_EXCLUDED']);
    const l = (await launch(m.h)).json().error;
    expect([l.code, l.details.until]).toEqual(['SELF_EXCLUDED', res.lock.until]);
    // A time-out withholds them too; guests and other members still get them.
    const n = await newMember(t, 0);
    await lock(n.h, 'timeOut', 1);
    expect((await popups(n.h)).filter((a) => a.type === 'PU')).toEqual([]);
    const g = await t.app.inject({
      method: 'GET',
      url: '/api/content/announcements?types=PU',
      headers: { 'x-merchant-code': 'demo' },
    });
    expect(g.json().list.length).toBeGreaterThan(0);
  });

  it('only the merchant choices are accepted; a merchant without the feature refuses changes; guests get 401', async () => {
    const m = await newMember(t, 0);
    expect((await lock(m.h, 'timeOut', 3)).json().error.code).toBe('VALIDATION_FAILED');
    expect((await lock(m.h, 'selfExclusion', 2)).statusCode).toBe(400);
    expect((await setLimit(m.h, 'daily', 0)).statusCode).toBe(400);
    expect((await setLimit(m.h, 'yearly', 10)).statusCode).toBe(400);
    expect((await setLimit(m.h, 'daily', -5)).statusCode).toBe(400);
    const rc = (minutes: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/safety/reality-check', headers: m.h, payload: { minutes } });
    expect((await rc(17)).statusCode).toBe(400);
    expect((await rc(30)).json().realityCheckMinutes).toBe(30);
    const s = (await t.app.inject({ method: 'GET', url: '/api/safety/session', headers: m.h })).json();
    expect(s).toMatchObject({ realityCheckMinutes: 30, bets: 0, wins: 0, net: 0 });
    expect(s.playedSeconds).toBeGreaterThanOrEqual(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/safety' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/safety/session' })).statusCode).toBe(401);
    const lotus = await newMember(t, 0, 'lotus');
    expect((await view(lotus.h)).enabled).toBe(false);
    expect((await setLimit(lotus.h, 'daily', 100)).json().error.code).toBe('FEATURE_UNAVAILABLE');
    // Nothing changed by the refusals.
    expect((await view(m.h)).limits.every((l: { amount: null }) => l.amount === null)).toBe(true);
    expect((await view(m.h)).lock).toBeUndefined();
  });
});
