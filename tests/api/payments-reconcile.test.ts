import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReconcile } from '../../schemas';
import { deposit, key, newMember, notification, refOf } from '../support/money';
import { createTestApp, TEST_DRIVERS, type TestApp } from '../support/test-app';
import { login, OPERATOR } from './admin-support';

/*
 * Issue 34, payment orders: the console's reconciliation on PGlite and PostgreSQL. Deposits of one
 * merchant (lotus, USD, 2 digits) paid, cancelled, left pending and expired, through the demo cashier
 * and through the generic provider route; then the data is corrupted in SQL (a credit deleted, a
 * credit's amount changed, a stray credit, the provider's books saying an expired order was paid)
 * and each mismatch is listed exactly once, with totals to the cent. Another merchant's broken order
 * stays out. Roles and scope: every console role reads it; a user of another merchant gets 403.
 */

type H = Record<string, string>;
const ZONE = 'Asia/Ho_Chi_Minh';
const dayIn = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(ms));
const FROM = dayIn(Date.now() - 86_400_000);
const TO = dayIn(Date.now() + 86_400_000);

describe.each(TEST_DRIVERS)('payment reconciliation on %s', (driver) => {
  let t: TestApp;
  const as = {} as Record<'operator' | 'support' | 'viewer' | 'demoOperator', H>;
  const ids = {} as Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'I' | 'X', number>;
  let member: { id: number; username: string; h: H };

  const reconcile = (who: H | undefined, code = 'lotus', from = FROM, to = TO) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/merchants/${code}/reconciliation?from=${from}&to=${to}`,
      ...(who ? { headers: who } : {}),
    });
  /** A deposit order on the card channel; its order id and reference. */
  const order = async (h: H, amount: number, channel = 'CARD') => {
    const res = await deposit(t.app, h, amount, key(), channel);
    expect(res.statusCode, res.body).toBe(200);
    const { order: o, payUrl } = res.json<{ order: { id: number }; payUrl: string }>();
    return { id: o.id, ref: refOf(payUrl) };
  };
  const cashier = async (ref: string, status: 'paid' | 'cancelled') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/demo/cashier',
      payload: { o: ref, status, lang: 'en' },
    });
    expect(String(res.headers.location)).toContain(`result=${status}`);
  };
  /** Runs SQL on the append-only ledger, as someone with database access could. */
  const corruptLedger = async (sql: string, params: unknown[]) => {
    await t.db.query('ALTER TABLE ledger_entries DISABLE TRIGGER ledger_no_change');
    try {
      await t.db.query(sql, params);
    } finally {
      await t.db.query('ALTER TABLE ledger_entries ENABLE TRIGGER ledger_no_change');
    }
  };
  const expire = (id: number) =>
    t.db.query(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);

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
      ['demoOperator', 'operator', ['demo']],
    ] as const) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: as.operator,
        payload: {
          username: `rec-${name}`,
          password: `rec-${name}-password`,
          role,
          ...(merchants ? { merchants } : {}),
        },
      });
      expect(made.statusCode, made.body).toBe(201);
      as[name] = { authorization: `Bearer ${await login(t.app, `rec-${name}`, `rec-${name}-password`)}` };
    }
    member = await newMember(t, 0, 'lotus');
    const h = member.h;
    // A, B, C paid at the cashier; D left pending; E and F expired; G cancelled.
    const a = await order(h, 12_345);
    await cashier(a.ref, 'paid');
    const b = await order(h, 50_001);
    await cashier(b.ref, 'paid');
    const c = await order(h, 20_000);
    await cashier(c.ref, 'paid');
    const d = await order(h, 3_000);
    const e = await order(h, 4_000);
    const f = await order(h, 4_567);
    const g = await order(h, 5_000);
    await cashier(g.ref, 'cancelled');
    await expire(e.id);
    await expire(f.id);
    // I: paid by a notification at the generic provider route (the demo's books never saw it).
    const i = await order(h, 1_111);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/providers/demo/notify',
      payload: await notification(t.db, i.ref, 1_111),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // X: another merchant's paid order, whose credit is deleted below: not lotus's business.
    const other = await newMember(t, 0, 'demo');
    const x = await order(other.h, 100_000, 'BANK');
    await cashier(x.ref, 'paid');
    Object.assign(ids, { A: a.id, B: b.id, C: c.id, D: d.id, E: e.id, F: f.id, G: g.id, I: i.id, X: x.id });
  }, 120_000);
  afterAll(async () => t?.close());

  it('the generic provider route refuses a forged notification and an unknown provider, and changes nothing', async () => {
    const n = await notification(t.db, 'unknown_ref_000', 1_111);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/providers/demo/notify',
      payload: { ...n, signature: 'f'.repeat(64) },
    });
    expect([forged.statusCode, forged.json().error.code]).toEqual([401, 'SIGNATURE_INVALID']);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/payments/providers/acme/notify',
      payload: n,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a clean month: paid orders and credits agree; only the order the provider never saw is listed', async () => {
    const res = await reconcile(as.viewer);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json<AdminReconcile>();
    expect(r).toMatchObject({ from: FROM, to: TO, timeZone: ZONE, currency: { code: 'USD', digits: 2 } });
    expect(r.totals).toEqual({
      paid: { count: 4, amount: 12_345 + 50_001 + 20_000 + 1_111 },
      credited: { count: 4, amount: 12_345 + 50_001 + 20_000 + 1_111 },
      difference: 0,
    });
    expect(r.provider).toEqual({ asked: 8, notAsked: 0 });
    expect(r.mismatches).toEqual([
      {
        kind: 'providerDiffers',
        orderId: ids.I,
        memberId: member.id,
        username: member.username,
        orderStatus: 'paid',
        orderAmount: 1_111,
        providerStatus: 'unknown',
        at: expect.any(String),
      },
    ]);
    expect(r.truncated).toBe(false);
  });

  it('after corruption in SQL each mismatch is listed exactly, with totals to the cent', async () => {
    const creditOf = async (orderId: number) =>
      (
        await t.db.query<{ id: string }>(
          `SELECT id FROM ledger_entries WHERE order_id = $1 AND kind = 'deposit'`,
          [orderId],
        )
      )[0]!.id;
    await corruptLedger('DELETE FROM ledger_entries WHERE id = $1', [await creditOf(ids.B)]);
    await corruptLedger('DELETE FROM ledger_entries WHERE id = $1', [await creditOf(ids.X)]);
    await corruptLedger('UPDATE ledger_entries SET amount = 19999 WHERE id = $1', [await creditOf(ids.C)]);
    const [stray] = await t.db.query<{ id: string }>(
      `INSERT INTO ledger_entries (member_id, kind, amount, balance_after, note) VALUES ($1, 'deposit', 777, 777, 'stray') RETURNING id`,
      [member.id],
    );
    const [f] = await t.db.query<{ ref: string }>('SELECT ref FROM orders WHERE id = $1', [ids.F]);
    await t.db.query(`INSERT INTO demo_cashier_payments (ref, amount, status) VALUES ($1, 4567, 'paid')`, [
      f!.ref,
    ]);

    const res = await reconcile(as.operator);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json<AdminReconcile>();
    const paid = 12_345 + 50_001 + 20_000 + 1_111;
    const credited = 12_345 + 19_999 + 1_111 + 777;
    expect(r.totals).toEqual({
      paid: { count: 4, amount: paid },
      credited: { count: 4, amount: credited },
      difference: paid - credited,
    });
    expect(r.totals.difference).toBe(49_225);
    const who = { memberId: member.id, username: member.username, at: expect.any(String) };
    const byKind = (k: string) => r.mismatches.filter((m) => m.kind === k);
    expect(r.mismatches).toHaveLength(5);
    expect(byKind('missingCredit')).toEqual([
      {
        kind: 'missingCredit',
        orderId: ids.B,
        orderStatus: 'paid',
        orderAmount: 50_001,
        credited: 0,
        credits: 0,
        ...who,
      },
    ]);
    expect(byKind('amountDiffers')).toEqual([
      {
        kind: 'amountDiffers',
        orderId: ids.C,
        orderStatus: 'paid',
        orderAmount: 20_000,
        credited: 19_999,
        credits: 1,
        ...who,
      },
    ]);
    expect(byKind('strayCredit')).toEqual([
      { kind: 'strayCredit', entryId: Number(stray!.id), credited: 777, credits: 1, ...who },
    ]);
    expect(byKind('providerDiffers')).toEqual(
      expect.arrayContaining([
        {
          kind: 'providerDiffers',
          orderId: ids.F,
          orderStatus: 'expired',
          orderAmount: 4_567,
          providerStatus: 'paid',
          providerAmount: 4_567,
          ...who,
        },
        expect.objectContaining({ kind: 'providerDiffers', orderId: ids.I, providerStatus: 'unknown' }),
      ]),
    );
    // Oldest first; nothing of the other merchant (its order X lost its credit too).
    expect(r.mismatches.map((m) => m.at)).toEqual([...r.mismatches.map((m) => m.at)].sort());
    expect(r.mismatches.some((m) => m.orderId === ids.X)).toBe(false);
    const demo = (await reconcile(as.operator, 'demo')).json<AdminReconcile>();
    expect(demo.mismatches.filter((m) => m.kind === 'missingCredit').map((m) => m.orderId)).toContain(ids.X);
    // A range without the day: nothing.
    const empty = (await reconcile(as.viewer, 'lotus', '2020-01-01', '2020-01-31')).json<AdminReconcile>();
    expect([empty.totals.paid.count, empty.totals.credited.count, empty.mismatches.length]).toEqual([
      0, 0, 0,
    ]);
  });

  it('the same reconciliation as a CSV file: a row per mismatch in words, amounts in dollars, the totals; in English or Vietnamese', async () => {
    const json = (await reconcile(as.operator)).json<AdminReconcile>();
    const csv = (who: H | undefined, language?: string, code = 'lotus') =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/merchants/${code}/reconciliation.csv?from=${FROM}&to=${TO}${language ? `&language=${language}` : ''}`,
        ...(who ? { headers: who } : {}),
      });
    const res = await csv(as.viewer, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="reconciliation-lotus-${FROM}-${TO}.csv"`,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      `Problem,Order,Ledger entry,Member,Status,Ordered (USD),Credited (USD),Credits,Provider says,Provider’s amount (USD),When (${ZONE})`,
    );
    const rows = lines.slice(1, 1 + json.mismatches.length);
    expect(rows).toHaveLength(5);
    const row = (pattern: string) => expect.arrayContaining([expect.stringMatching(new RegExp(pattern))]);
    expect(rows).toEqual(
      row(
        `^Paid order without a credit,${ids.B},,${member.username},Paid,500\\.01,0\\.00,0,,,\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}$`,
      ),
    );
    expect(rows).toEqual(
      row(`^Credit of another amount,${ids.C},,${member.username},Paid,200\\.00,199\\.99,1,,,`),
    );
    expect(rows).toEqual(
      row(`^Provider reports it otherwise,${ids.F},,${member.username},Expired,45\\.67,,,Paid,45\\.67,`),
    );
    // Then a blank line and the totals, as the page shows them.
    const after = lines.slice(1 + json.mismatches.length);
    expect(after.slice(0, 5)).toEqual([
      '',
      'Totals,Count,Amount (USD)',
      'Orders paid,4,834.57',
      'Ledger credits,4,342.32',
      'Difference,0,492.25',
    ]);
    expect(after[5]).toBe(
      `Orders checked with the payment provider: ${json.provider.asked}; not checked: ${json.provider.notAsked}.`,
    );

    const vi = await csv(as.support);
    expect(vi.statusCode).toBe(200);
    expect(vi.body.slice(1).split('\r\n')[0]).toMatch(/^Vấn đề,Lệnh,/);
    expect(vi.body).toContain('Lệnh đã thanh toán nhưng chưa ghi có');
    expect((await csv(as.demoOperator)).statusCode).toBe(403);
    expect((await csv(undefined)).statusCode).toBe(401);
    expect((await csv(as.operator, 'fr')).statusCode).toBe(400);
  });

  it('every console role reads it; another merchant’s operator gets 403, no session 401, a bad range 400', async () => {
    expect((await reconcile(as.viewer)).statusCode).toBe(200);
    expect((await reconcile(as.support)).statusCode).toBe(200);
    const other = await reconcile(as.demoOperator);
    expect([other.statusCode, other.json().error.code]).toEqual([403, 'FORBIDDEN']);
    expect((await reconcile(as.demoOperator, 'demo')).statusCode).toBe(200);
    expect((await reconcile(undefined)).statusCode).toBe(401);
    const backwards = await reconcile(as.operator, 'lotus', TO, FROM);
    expect([backwards.statusCode, backwards.json().error.code]).toEqual([400, 'REPORT_RANGE_INVALID']);
    const long = await reconcile(as.operator, 'lotus', '2020-01-01', '2026-01-01');
    expect([long.statusCode, long.json().error.code]).toEqual([400, 'REPORT_RANGE_TOO_LONG']);
    expect((await reconcile(as.operator, 'lotus', 'yesterday', TO)).statusCode).toBe(400);
  });
});
