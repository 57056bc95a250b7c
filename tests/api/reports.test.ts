import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minorToDecimal, MONEY_FIGURES, REPORT_FIGURES } from '../../core/reports';
import type { AdminReport, ReportFigures } from '../../schemas';
import { gameTicket, newMember, payDeposit, payoutAccount, playRound, withdraw } from '../support/money';
import { createTestApp, TEST_DRIVERS, type TestApp } from '../support/test-app';
import { login, OPERATOR } from './admin-support';

/*
 * Issue 34, Reports, on PGlite and PostgreSQL: a seeded month of one merchant (registrations,
 * deposits, first-deposit bonuses, withdrawals, bets, wins, rollbacks, rewards, rebates; events on
 * both sides of the merchant's midnight, some in the month before and after; trial accounts and
 * another merchant's members around it) reconciles to the cent with sums computed here: once from
 * the generated events in JavaScript (days from Intl's time zones, not from PostgreSQL's), once
 * from a plain SUM over the ledger. Then the real flows (a deposit paid at the cashier, a round, a
 * withdrawal approved) move today's row; roles, scope and bad ranges.
 */

type H = Record<string, string>;
const ZONE = 'Asia/Ho_Chi_Minh';
const FROM = '2026-10-01';
const TO = '2026-10-31';
/** The merchant's midnights around the month, as instants (UTC+7, no daylight saving). */
const LO = Date.parse('2026-09-30T17:00:00Z');
const HI = Date.parse('2026-10-31T17:00:00Z');
const HOUR = 3_600_000;

/** A small seeded generator (mulberry32): the same month on every run and both databases. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind =
  | 'deposit'
  | 'first_deposit_bonus'
  | 'withdraw_hold'
  | 'withdraw_payout'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'reward'
  | 'rebate';
interface Ev {
  member: string;
  at: number;
  kind: Kind;
  amount: number;
  held: number;
}
interface Person {
  username: string;
  merchant: 'lotus' | 'demo';
  trial: boolean;
  createdAt: number;
}

/** The month: people and their ledger events, each person's in time order with a balance never below zero. */
function month(): { people: Person[]; events: Ev[]; boundary: number } {
  const rnd = random(34);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const people: Person[] = [];
  const events: Ev[] = [];
  let boundary = 0;
  const localMidnightAfter = (t: number) => LO + Math.ceil((t - LO) / (24 * HOUR)) * 24 * HOUR;
  for (let i = 0; i < 48; i++) {
    const merchant = i % 8 === 7 ? 'demo' : 'lotus';
    const trial = i % 8 === 6;
    // Registered from ten days before the month to its last day; the first two a millisecond either side of a midnight.
    const createdAt =
      i === 0
        ? LO + 4 * 24 * HOUR - 1
        : i === 1
          ? LO + 4 * 24 * HOUR
          : LO - 10 * 24 * HOUR + int(0, 40 * 24) * HOUR;
    const p: Person = { username: `rep${i}x${Date.now().toString(36)}`, merchant, trial, createdAt };
    people.push(p);
    let t = createdAt + int(1, 120) * 60_000;
    let balance = 0;
    let held = 0;
    let deposits = 0;
    const push = (kind: Kind, amount: number, heldChange = 0) => {
      // Now and then the next event lands on a midnight of the merchant: 1 ms before, on it, or 1 ms after.
      if (rnd() < 0.2) {
        const m = localMidnightAfter(t + 1) + int(-1, 1);
        if (m > t) {
          t = m;
          boundary++;
        }
      }
      events.push({ member: p.username, at: t, kind, amount, held: heldChange });
      balance += amount;
      held += heldChange;
      if (balance < 0 || held < 0) throw new Error('generator: negative balance');
      t += int(1, 30 * 60) * 60_000;
    };
    while (t < HI + 2 * 24 * HOUR) {
      const r = rnd();
      if (deposits === 0 || r < 0.15) {
        const amount = int(1_000, 500_000);
        push('deposit', amount);
        if (deposits++ === 0 && amount >= 2_000) push('first_deposit_bonus', Math.floor(amount / 10));
      } else if (r < 0.75 && balance > 0) {
        const stake = int(1, Math.min(balance, 50_000));
        push('bet', -stake);
        const o = rnd();
        if (o < 0.1) push('rollback', stake);
        else if (o < 0.6) push('win', int(0, stake * 3));
      } else if (r < 0.85 && balance > 0) {
        const amount = int(1, balance);
        push('withdraw_hold', -amount, amount);
        push('withdraw_payout', 0, -amount);
      } else if (r < 0.92) push('reward', int(1, 20_000));
      else push('rebate', int(1, 5_000));
    }
  }
  return { people, events: events.sort((a, b) => a.at - b.at), boundary };
}

const dayIn = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const localDay = (ms: number) => dayIn.format(new Date(ms));

/** The expected report, summed here from the events (days by Intl, not by the database). */
function expected(people: Person[], events: Ev[]) {
  const counted = new Set(people.filter((p) => p.merchant === 'lotus' && !p.trial).map((p) => p.username));
  const zero = (): ReportFigures => Object.fromEntries(REPORT_FIGURES.map((f) => [f, 0])) as ReportFigures;
  const days = new Map<string, ReportFigures>();
  for (let d = Date.parse(`${FROM}T00:00:00Z`); d <= Date.parse(`${TO}T00:00:00Z`); d += 24 * HOUR)
    days.set(new Date(d).toISOString().slice(0, 10), zero());
  const totals = zero();
  const active = new Map<string, Set<string>>();
  const activeAll = new Set<string>();
  const firstDeposit = new Set<Ev>();
  const seen = new Set<string>();
  for (const e of events)
    if (e.kind === 'deposit' && !seen.has(e.member)) {
      seen.add(e.member);
      firstDeposit.add(e);
    }
  const add = (day: string, k: keyof ReportFigures, n: number) => {
    days.get(day)![k] += n;
    totals[k] += n;
  };
  for (const p of people)
    if (counted.has(p.username) && p.createdAt >= LO && p.createdAt < HI)
      add(localDay(p.createdAt), 'registrations', 1);
  for (const e of events) {
    if (!counted.has(e.member) || e.at < LO || e.at >= HI) continue;
    const day = localDay(e.at);
    if (e.kind === 'deposit') {
      add(day, 'deposits', 1);
      add(day, 'depositAmount', e.amount);
      if (firstDeposit.has(e)) {
        add(day, 'firstDeposits', 1);
        add(day, 'firstDepositAmount', e.amount);
      }
    } else if (e.kind === 'withdraw_payout') {
      add(day, 'withdrawals', 1);
      add(day, 'withdrawalAmount', -e.held);
    } else if (e.kind === 'bet' || e.kind === 'rollback') {
      add(day, 'bets', -e.amount);
      add(day, 'ggr', -e.amount);
      if (e.kind === 'bet') {
        if (!active.has(day)) active.set(day, new Set());
        active.get(day)!.add(e.member);
        activeAll.add(e.member);
      }
    } else if (e.kind === 'win') {
      add(day, 'wins', e.amount);
      add(day, 'ggr', -e.amount);
    } else if (e.kind !== 'withdraw_hold') add(day, 'bonusCost', e.amount);
  }
  for (const [day, set] of active) days.get(day)!.activePlayers = set.size;
  totals.activePlayers = activeAll.size;
  return { days: [...days].map(([day, f]) => ({ day, ...f })), totals };
}

/** A CSV file's rows (no quoted cells are expected in a report: names and numbers only). */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(','));

describe.each(TEST_DRIVERS)('daily reports on %s', (driver) => {
  let t: TestApp;
  const as = {} as Record<'operator' | 'support' | 'viewer' | 'demoViewer', H>;
  const seeded = month();

  const report = (who: H, code: string, from: string, to: string, csv = false, extra = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/merchants/${code}/reports/daily${csv ? '.csv' : ''}?from=${from}&to=${to}${extra}`,
      headers: who,
    });

  beforeAll(async () => {
    t = await createTestApp({
      driver,
      env: { ADMIN_BOOTSTRAP_USER: OPERATOR.username, ADMIN_BOOTSTRAP_PASSWORD: OPERATOR.password },
      merchants: { lotus: (d) => ({ ...d, timeZone: ZONE }) },
    });
    as.operator = { authorization: `Bearer ${await login(t.app, OPERATOR.username, OPERATOR.password)}` };
    for (const [name, role, merchants] of [
      ['support', 'support', undefined],
      ['viewer', 'viewer', undefined],
      ['demoViewer', 'viewer', ['demo']],
    ] as const) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: as.operator,
        payload: {
          username: `rep-${name}`,
          password: `rep-${name}-password`,
          role,
          ...(merchants ? { merchants } : {}),
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      as[name] = { authorization: `Bearer ${await login(t.app, `rep-${name}`, `rep-${name}-password`)}` };
    }
    // The month, written as the platform writes it (members, then ledger entries in time order).
    const ids = new Map(
      (
        await t.db.query<{ id: number; username: string }>(
          `INSERT INTO members (merchant_code, username, password_hash, nickname, trial, created_at)
           SELECT merchant, username, 'x', username, trial, created_at
             FROM unnest($1::text[], $2::text[], $3::boolean[], $4::timestamptz[]) AS p (merchant, username, trial, created_at)
           RETURNING id, username`,
          [
            seeded.people.map((p) => p.merchant),
            seeded.people.map((p) => p.username),
            seeded.people.map((p) => p.trial),
            seeded.people.map((p) => new Date(p.createdAt).toISOString()),
          ],
        )
      ).map((r) => [r.username, r.id]),
    );
    const run = new Map<string, { balance: number; held: number }>();
    const after = seeded.events.map((e) => {
      const w = run.get(e.member) ?? { balance: 0, held: 0 };
      w.balance += e.amount;
      w.held += e.held;
      run.set(e.member, w);
      return { ...w };
    });
    await t.db.query(
      `INSERT INTO ledger_entries (member_id, kind, amount, held_change, balance_after, held_after, round_id, created_at)
       SELECT member_id, kind, amount, held_change, balance_after, held_after, round_id, created_at
         FROM unnest($1::int[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[], $8::timestamptz[])
              WITH ORDINALITY AS e (member_id, kind, amount, held_change, balance_after, held_after, round_id, created_at, n)
        ORDER BY n`,
      [
        seeded.events.map((e) => ids.get(e.member)!),
        seeded.events.map((e) => e.kind),
        seeded.events.map((e) => e.amount),
        seeded.events.map((e) => e.held),
        after.map((w) => w.balance),
        after.map((w) => w.held),
        // A rollback names its bet's round: one each (the unique index of 115_wallet_rollback.sql).
        seeded.events.map((_, i) => 9_000_000 + i),
        seeded.events.map((e) => new Date(e.at).toISOString()),
      ],
    );
  }, 240_000);
  afterAll(async () => t?.close());

  it('a seeded month reconciles to the cent with the events summed here, day by day in the merchant’s time zone', async () => {
    // The month is what the test says it is: events on both sides of midnights, before and after the month.
    expect(seeded.boundary).toBeGreaterThan(20);
    expect(seeded.events.filter((e) => e.at < LO).length).toBeGreaterThan(10);
    expect(seeded.events.filter((e) => e.at >= HI).length).toBeGreaterThan(10);
    const res = await report(as.operator, 'lotus', FROM, TO);
    expect(res.statusCode, res.body).toBe(200);
    const got = res.json<AdminReport>();
    const want = expected(seeded.people, seeded.events);
    expect(got).toMatchObject({ from: FROM, to: TO, timeZone: ZONE, currency: { code: 'USD', digits: 2 } });
    expect(got.days).toHaveLength(31);
    expect(got.days).toEqual(want.days);
    expect(got.totals).toEqual(want.totals);
    // Busy enough to mean something.
    expect(want.totals.deposits).toBeGreaterThan(50);
    expect(want.totals.firstDeposits).toBeGreaterThan(10);
    expect(want.totals.withdrawals).toBeGreaterThan(20);
    expect(want.totals.bonusCost).toBeGreaterThan(0);
    // Registered a millisecond either side of the merchant's midnight: two different days.
    expect(got.days.find((d) => d.day === '2026-10-04')!.registrations).toBeGreaterThanOrEqual(1);
    expect(got.days.find((d) => d.day === '2026-10-05')!.registrations).toBeGreaterThanOrEqual(1);
  });

  it('its totals are a plain SUM over the ledger between the merchant’s midnights', async () => {
    const [sums] = await t.db.query<Record<string, string>>(
      `SELECT sum(l.amount) FILTER (WHERE l.kind = 'deposit') AS deposits,
              -sum(l.held_change) FILTER (WHERE l.kind = 'withdraw_payout') AS withdrawals,
              -sum(l.amount) FILTER (WHERE l.kind IN ('bet', 'rollback')) AS bets,
              sum(l.amount) FILTER (WHERE l.kind = 'win') AS wins,
              sum(l.amount) FILTER (WHERE l.kind IN ('first_deposit_bonus', 'reward', 'rebate')) AS bonus
         FROM ledger_entries l JOIN members m ON m.id = l.member_id
        WHERE m.merchant_code = 'lotus' AND NOT m.trial
          AND l.created_at >= '2026-09-30T17:00:00Z' AND l.created_at < '2026-10-31T17:00:00Z'`,
    );
    const { totals } = (await report(as.viewer, 'lotus', FROM, TO)).json<AdminReport>();
    expect(totals.depositAmount).toBe(Number(sums!.deposits));
    expect(totals.withdrawalAmount).toBe(Number(sums!.withdrawals));
    expect(totals.bets).toBe(Number(sums!.bets));
    expect(totals.wins).toBe(Number(sums!.wins));
    expect(totals.ggr).toBe(Number(sums!.bets) - Number(sums!.wins));
    expect(totals.bonusCost).toBe(Number(sums!.bonus));
  });

  it('the CSV has the same figures: BOM, a header in the reader’s language, a row a day and the totals', async () => {
    const json = (await report(as.operator, 'lotus', FROM, TO)).json<AdminReport>();
    const res = await report(as.operator, 'lotus', FROM, TO, true, '&language=en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="report-lotus-${FROM}-${TO}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = csvRows(res.body);
    expect(rows).toHaveLength(1 + 31 + 1);
    expect(rows[0]![0]).toBe('Day');
    expect(rows[0]).toContain('GGR (USD)');
    expect(rows[1]![0]).toBe('01/10/2026');
    const cells = (f: ReportFigures) =>
      REPORT_FIGURES.map((k) => (MONEY_FIGURES.has(k) ? minorToDecimal(f[k], 2) : String(f[k])));
    expect(rows[32]).toEqual(['Total', ...cells(json.totals)]);
    json.days.forEach((d, i) => expect(rows[i + 1]!.slice(1)).toEqual(cells(d)));
    const vi = await report(as.viewer, 'lotus', FROM, TO, true, '&language=vi');
    expect(csvRows(vi.body)[0]![0]).toBe('Ngày');
  });

  it('real flows move today’s row: a paid deposit, a round, an approved withdrawal, a registration', async () => {
    const today = localDay(Date.now());
    const before = (await report(as.operator, 'demo', today, today)).json<AdminReport>().totals;
    const m = await newMember(t, 0, 'demo');
    await payDeposit(t, m.h, 2_000_000);
    const nodeId = (
      await t.app.inject({ method: 'GET', url: '/api/games?gameType=RNG&pageSize=20', headers: m.h })
    )
      .json()
      .games.find((g: { supportPlay: number }) => g.supportPlay === 1).nodeId as number;
    await playRound(t, await gameTicket(t, m.h, nodeId), 50_000, 20_000);
    const order = await withdraw(t.app, m.h, {
      amount: 300_000,
      payoutAccountId: await payoutAccount(t.app, m.h),
    });
    expect(order.statusCode, order.body).toBe(200);
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/admin/merchants/demo/withdrawals/${order.json<{ order: { id: number } }>().order.id}/review`,
      headers: as.operator,
      payload: { decision: 'approve' },
    });
    expect(review.statusCode, review.body).toBe(200);
    const [bonus] = await t.db.query<{ n: string | null }>(
      `SELECT sum(amount) AS n FROM ledger_entries WHERE member_id = $1 AND kind = 'first_deposit_bonus'`,
      [m.id],
    );
    const now = (await report(as.operator, 'demo', today, today)).json<AdminReport>().totals;
    const delta = Object.fromEntries(REPORT_FIGURES.map((k) => [k, now[k] - before[k]]));
    expect(delta).toEqual({
      registrations: 1,
      firstDeposits: 1,
      firstDepositAmount: 2_000_000,
      deposits: 1,
      depositAmount: 2_000_000,
      withdrawals: 1,
      withdrawalAmount: 300_000,
      bets: 50_000,
      wins: 20_000,
      ggr: 30_000,
      bonusCost: Number(bonus!.n ?? 0),
      activePlayers: 1,
    });
  });

  it('operators and viewers read reports; support, strangers and other merchants’ viewers do not', async () => {
    expect((await report(as.operator, 'lotus', FROM, TO)).statusCode).toBe(200);
    expect((await report(as.viewer, 'lotus', FROM, TO, true)).statusCode).toBe(200);
    for (const csv of [false, true]) {
      const support = await report(as.support, 'lotus', FROM, TO, csv);
      expect([support.statusCode, support.json().error.code]).toEqual([403, 'FORBIDDEN']);
      expect((await report({}, 'lotus', FROM, TO, csv)).statusCode).toBe(401);
      // A viewer of demo only: lotus is outside their scope.
      const other = await report(as.demoViewer, 'lotus', FROM, TO, csv);
      expect(other.statusCode).toBe(403);
      expect(other.body).not.toContain('registrations');
    }
    expect((await report(as.demoViewer, 'demo', FROM, TO)).statusCode).toBe(200);
  });

  it('a bad range is a 400 with a clear code', async () => {
    const code = async (from: string, to: string) => {
      const res = await report(as.operator, 'lotus', from, to);
      return [res.statusCode, res.json().error?.code];
    };
    expect(await code('2026-10-31', '2026-10-01')).toEqual([400, 'REPORT_RANGE_INVALID']);
    expect(await code('2026-02-30', '2026-03-01')).toEqual([400, 'REPORT_RANGE_INVALID']);
    expect(await code('2025-01-01', '2026-01-02')).toEqual([400, 'REPORT_RANGE_TOO_LONG']);
    expect(await code('2026-10-01', 'tomorrow')).toEqual([400, 'VALIDATION_FAILED']);
    // A leap year is 366 days: allowed.
    const leap = await report(as.operator, 'lotus', '2024-01-01', '2024-12-31');
    expect(leap.statusCode, leap.body).toBe(200);
    expect(leap.json<AdminReport>().days).toHaveLength(366);
    const tooLong = await report(as.operator, 'lotus', '2024-01-01', '2025-01-01', true);
    expect([tooLong.statusCode, tooLong.json().error.code]).toEqual([400, 'REPORT_RANGE_TOO_LONG']);
    expect(tooLong.json().error.message).toContain('366');
    const missing = await t.app.inject({
      url: '/api/admin/merchants/lotus/reports/daily?from=2026-10-01',
      headers: as.operator,
    });
    expect(missing.statusCode).toBe(400);
  });
});
