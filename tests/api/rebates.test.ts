import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DRIVERS, type TestApp } from '../support/test-app';
import { login, OPERATOR } from './admin-support';
import { balanceOf, gameTicket, ledgerOf, newMember, playRound } from '../support/money';
import { startRebateScheduler } from '../../platform-api/services/rebate-service';

/*
 * Rebates (issue 20 §1) on PGlite and PostgreSQL: the valid bet per member, category and ended
 * period, paid through the ledger once (a second run, or two at once, pays nothing more), listed by
 * GET /api/rebates and in the transaction records; the admin run needs an operator and leaves an
 * audit row.
 */

type Member = Awaited<ReturnType<typeof newMember>>;

describe.each(TEST_DRIVERS)('rebates on %s', (driver) => {
  let t: TestApp;
  let op: Record<string, string>;
  let support: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      env: { ADMIN_BOOTSTRAP_USER: OPERATOR.username, ADMIN_BOOTSTRAP_PASSWORD: OPERATOR.password },
      merchants: {
        demo: (d) => ({
          ...d,
          payments: {
            ...(d.payments as object),
            rebates: { enabled: true, period: 'daily', minPayout: 50, rates: { RNG: 10, LIVE: 5 } },
          },
        }),
        lotus: (d) => ({
          ...d,
          payments: { ...(d.payments as object), rebates: { enabled: false } },
        }),
      },
    });
    await t.store.watch();
    op = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: op,
      payload: { username: 'helpdesk', password: 'helpdesk-password-1', role: 'support' },
    });
    support = { authorization: `Bearer ${await login(t.app, 'helpdesk', 'helpdesk-password-1')}` };
  }, 60_000);
  afterAll(async () => t?.close());

  /** A real-money ticket of the first game of a category. */
  const ticketFor = async (m: Member, gameType: string) => {
    const games = (
      await t.app.inject({ url: `/api/games?gameType=${gameType}&pageSize=5`, headers: m.h })
    ).json().games;
    return gameTicket(t, m.h, games[0].nodeId);
  };
  const play = (ticket: string, bet: number, win: number | null) => playRound(t, ticket, bet, win);
  const run = (headers: Record<string, string>, code = 'demo', payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/admin/merchants/${code}/rebates/run`, headers, payload });

  it('pays each member, category and ended period once, through the ledger, and lists it', async () => {
    const a = await newMember(t, 1_000_000);
    const b = await newMember(t, 1_000_000);
    const slotA = await ticketFor(a, 'RNG');
    const liveA = await ticketFor(a, 'LIVE');
    await play(slotA, 10_000, 0);
    await play(slotA, 10_000, 25_000);
    await play(liveA, 20_000, 0);
    await play(slotA, 50_000, null); // never settled: not a valid bet
    await play(await ticketFor(b, 'RNG'), 4_000, 0); // 40 ₫ of rebate: under the minimum of 50
    // Those rounds were settled yesterday; one of today's stays for tomorrow's run.
    await t.db.query(
      `UPDATE game_rounds SET created_at = created_at - interval '1 day', settled_at = settled_at - interval '1 day' WHERE member_id = ANY($1::int[])`,
      [[a.id, b.id]],
    );
    await play(slotA, 30_000, 0);
    const before = (await balanceOf(t.app, a.h)).sumBalance;

    expect((await run(support)).statusCode).toBe(403);
    // Two runs at once, then a third: the period is paid once.
    const runs = await Promise.all([run(op), run(op)]);
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200]);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(runs[0]!.json()).toMatchObject({ periodStart: yesterday, periodEnd: yesterday });
    expect(runs.map((r) => r.json().paid).sort()).toEqual([0, 2]);
    expect(runs.reduce((s, r) => s + r.json().amount, 0)).toBe(300);
    expect((await run(op)).json()).toMatchObject({ paid: 0, amount: 0 });
    // RNG: 20,000 × 10‰ = 200; LIVE: 20,000 × 5‰ = 100.
    expect((await balanceOf(t.app, a.h)).sumBalance).toBe(before + 300);
    expect((await balanceOf(t.app, b.h)).sumBalance).toBe(1_000_000 - 4_000);
    const l = await ledgerOf(t.db, a.id);
    expect(l.sum).toBe(l.balance);

    const page1 = (await t.app.inject({ url: '/api/rebates?page=1&size=1', headers: a.h })).json();
    expect(page1.total).toBe(2);
    expect(page1.list).toHaveLength(1);
    const page2 = (await t.app.inject({ url: '/api/rebates?page=2&size=1', headers: a.h })).json();
    const rows = [...page1.list, ...page2.list].sort((x, y) => x.category.localeCompare(y.category));
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        periodStart: yesterday,
        periodEnd: yesterday,
        category: 'LIVE',
        validBet: 20_000,
        ratePermille: 5,
        amount: 100,
        paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      {
        id: expect.any(Number),
        periodStart: yesterday,
        periodEnd: yesterday,
        category: 'RNG',
        validBet: 20_000,
        ratePermille: 10,
        amount: 200,
        paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect((await t.app.inject({ url: '/api/rebates', headers: b.h })).json()).toEqual({
      list: [],
      total: 0,
    });
    expect((await t.app.inject({ url: '/api/rebates' })).json().error.code).toBe('NOT_LOGGED_IN');
    expect((await t.app.inject({ url: '/api/rebates?size=1000', headers: a.h })).statusCode).toBe(400);

    // The transaction records show them as their own kind, with their own filter.
    const records = (
      await t.app.inject({ url: '/api/wallet/transactions?type=rebate', headers: a.h })
    ).json();
    expect(records.list.map((e: { kind: string; amount: number }) => [e.kind, e.amount]).sort()).toEqual([
      ['rebate', 100],
      ['rebate', 200],
    ]);

    // Audited: who ran it and what it paid.
    const audits = await t.db.query<{ actor: string; detail: { paid: number } }>(
      `SELECT actor, detail FROM console_audit WHERE action = 'rebatesRun' ORDER BY id`,
    );
    expect(audits.map((x) => x.actor)).toEqual(Array(3).fill(OPERATOR.username));
    expect(audits.map((x) => x.detail.paid).sort()).toEqual([0, 0, 2]);
  }, 120_000);

  it('the server scheduler pays an ended period by itself, once however often it ticks', async () => {
    const m = await newMember(t, 500_000);
    await play(await ticketFor(m, 'RNG'), 100_000, 0);
    await t.db.query(
      `UPDATE game_rounds SET settled_at = settled_at - interval '1 day' WHERE member_id = $1`,
      [m.id],
    );
    const logged: object[] = [];
    const log = { info: (o: object) => logged.push(o), warn: (o: object) => logged.push(o) };
    // Each run asks for the merchants first, and a run starts only once the one before has ended.
    let runs = 0;
    const merchants = () => {
      runs += 1;
      return [t.store.get('demo')!.config];
    };
    const stop = startRebateScheduler(t.db, merchants, log, { firstMs: 0, everyMs: 20 });
    try {
      await expect
        .poll(async () => (await t.app.inject({ url: '/api/rebates', headers: m.h })).json().total, {
          timeout: 10_000,
        })
        .toBe(1);
      // Three more runs, each complete (the fourth has started): still one rebate of 100,000 × 10‰.
      const seen = runs;
      await expect.poll(() => runs, { timeout: 10_000 }).toBeGreaterThanOrEqual(seen + 4);
    } finally {
      stop();
    }
    expect((await balanceOf(t.app, m.h)).sumBalance).toBe(400_000 + 1_000);
    expect(logged).toEqual([expect.objectContaining({ merchant: 'demo', paid: 1, amount: 1_000 })]);
  });

  it('refuses a period that has not ended, and pays nothing where rebates are off', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await run(op, 'demo', { day: today });
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await run(op, 'demo', { day: 'yesterday' })).statusCode).toBe(400);
    expect((await run(op, 'nope')).json().error.code).toBe('MERCHANT_NOT_FOUND');
    const m = await newMember(t, 100_000, 'lotus');
    await t.db.query(
      `INSERT INTO game_rounds (member_id, node_id, game_name, vendor, round_ref, bet, settled_at)
       SELECT $1, node_id, 'x', vendor, 'old', 50000, now() - interval '1 day' FROM games WHERE game_type = 'RNG' LIMIT 1`,
      [m.id],
    );
    expect((await run(op, 'lotus')).json()).toMatchObject({ paid: 0, amount: 0 });
    expect((await t.app.inject({ url: '/api/rebates', headers: m.h })).json().total).toBe(0);
  });
});
