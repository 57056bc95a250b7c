import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, bearer, loginAs, TEST_DRIVERS, type TestApp } from '../support/test-app';
import {
  balanceOf,
  deposit,
  key,
  ledgerOf,
  newMember,
  notification,
  payDeposit,
  payoutAccount,
  refOf,
  signedCall,
  withdraw,
} from '../support/money';

/*
 * Money (issue 10) on PGlite and PostgreSQL: the ledger and its balance under parallel requests,
 * idempotency keys, the provider's signed notifications, the first-deposit bonus exactly once, the
 * payment-password lock, and bad input that changes nothing. Demo merchant: VND, no minor digits.
 */

const ip = (() => {
  let i = 0;
  return () => `10.77.${Math.floor(++i / 250)}.${i % 250}`;
})();

describe.each(TEST_DRIVERS)('money on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      merchants: {
        demo: (d) => ({
          ...d,
          payments: { ...(d.payments as object), withdraw: { min: 10000, max: 50_000_000, dailyCount: 100 } },
        }),
      },
    });
  }, 60_000);
  afterAll(async () => t?.close());

  it('channels speak minor units of the merchant currency (VND: 0 digits) and show the bonus before paying', async () => {
    const m = await newMember(t, 0);
    const ch = (await t.app.inject({ method: 'GET', url: '/api/payments/channels', headers: m.h })).json();
    expect(ch.currency).toEqual({ code: 'VND', digits: 0 });
    expect(ch.channels[0]).toMatchObject({ code: 'BANK', min: expect.any(Number), max: expect.any(Number) });
    expect(ch.firstDepositBonus).toMatchObject({ enabled: true, percent: 10, eligible: true });
    const res = await deposit(t.app, m.h, 100_000);
    expect(res.json()).toMatchObject({
      order: { status: 'pending', amount: 100_000, bonus: 0 },
      bonusPreview: 10_000,
      payUrl: expect.stringMatching(/^\/demo\/cashier\?o=/),
    });
  });

  it('deposit → pay on the cashier → amount plus the first-deposit bonus; the second deposit earns none; cancel moves nothing', async () => {
    const m = await newMember(t, 0);
    const { payUrl } = (await deposit(t.app, m.h, 50_000)).json();
    const page = await t.app.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('50.000');
    const ref = refOf(payUrl);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/demo/cashier',
      payload: { o: ref, status: 'cancelled' },
    });
    expect(cancelled.headers.location).toContain('result=cancelled');
    expect((await balanceOf(t.app, m.h)).sumBalance).toBe(0);
    await payDeposit(t, m.h, 100_000);
    expect((await balanceOf(t.app, m.h)).sumBalance).toBe(110_000);
    await payDeposit(t, m.h, 100_000);
    expect((await balanceOf(t.app, m.h)).sumBalance).toBe(210_000);
    const list = (await t.app.inject({ method: 'GET', url: '/api/payments/deposits', headers: m.h })).json()
      .list;
    expect(list.map((o: { status: string; bonus: number }) => [o.status, o.bonus])).toEqual([
      ['paid', 0],
      ['paid', 10_000],
      ['cancelled', 0],
    ]);
    expect(await ledgerOf(t.db, m.id)).toMatchObject({ sum: 210_000, balance: 210_000, entries: 3 });
  });

  it('a forged, stale, wrong-amount or replayed notification is refused and changes nothing', async () => {
    const m = await newMember(t, 0);
    const { payUrl } = (await deposit(t.app, m.h, 100_000)).json();
    const ref = refOf(payUrl);
    const notify = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/payments/notify', payload });
    const good = await notification(t.db, ref, 100_000);
    expect((await notify({ ...good, signature: 'f'.repeat(64) })).json().error.code).toBe(
      'SIGNATURE_INVALID',
    );
    expect((await notify({ ...good, amount: 900_000 })).json().error.code).toBe('SIGNATURE_INVALID');
    expect(
      (await notify(await notification(t.db, ref, 100_000, 'paid', Date.now() - 10 * 60_000))).json().error
        .code,
    ).toBe('SIGNATURE_INVALID');
    expect((await notify(await notification(t.db, ref, 900_000))).json().error.code).toBe(
      'AMOUNT_OUT_OF_RANGE',
    );
    expect((await notify(await notification(t.db, 'unknown-order-ref', 100_000))).json().error.code).toBe(
      'ORDER_NOT_FOUND',
    );
    expect((await balanceOf(t.app, m.h)).sumBalance).toBe(0);
    expect((await notify(good)).statusCode).toBe(200);
    expect((await balanceOf(t.app, m.h)).sumBalance).toBe(110_000);
    const replay = await notify(good);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.code).toBe('ORDER_ALREADY_SETTLED');
    expect((await notify(await notification(t.db, ref, 100_000, 'cancelled'))).json().error.code).toBe(
      'ORDER_ALREADY_SETTLED',
    );
    expect((await balanceOf(t.app, m.h)).sumBalance).toBe(110_000);
  });

  it('the first-deposit bonus is paid once under 10 parallel first deposits', async () => {
    const m = await newMember(t, 0);
    const refs = await Promise.all(
      Array.from({ length: 10 }, async () => refOf((await deposit(t.app, m.h, 100_000)).json().payUrl)),
    );
    const results = await Promise.all(
      refs.map(async (ref) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/notify',
          payload: await notification(t.db, ref, 100_000),
        }),
      ),
    );
    expect(
      results.map((r) => r.statusCode),
      results[0]!.body,
    ).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.json().order.bonus > 0)).toHaveLength(1);
    expect((await balanceOf(t.app, m.h)).sumBalance).toBe(1_010_000);
    const { n } = (
      await t.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM ledger_entries WHERE member_id = $1 AND kind = 'first_deposit_bonus'`,
        [m.id],
      )
    )[0]!;
    expect(Number(n)).toBe(1);
  }, 60_000);

  it('20 replays of one idempotency key (deposit, withdraw) move money once and answer the first answer', async () => {
    const m = await newMember(t, 500_000);
    const k = key();
    const deps = await Promise.all(Array.from({ length: 20 }, () => deposit(t.app, m.h, 100_000, k)));
    expect(new Set(deps.map((r) => r.json().order.id)).size).toBe(1);
    expect(deps.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    const { n } = (
      await t.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM orders WHERE member_id = $1 AND kind = 'deposit'`,
        [m.id],
      )
    )[0]!;
    expect(Number(n)).toBe(1);
    // The same key with another body is refused, not served the first answer.
    expect((await deposit(t.app, m.h, 200_000, k)).json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const account = await payoutAccount(t.app, m.h);
    const wk = key();
    const wds = await Promise.all(
      Array.from({ length: 20 }, () =>
        withdraw(t.app, m.h, { amount: 100_000, payoutAccountId: account }, wk, ip()),
      ),
    );
    expect(wds.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(wds.map((r) => r.json().order.id)).size).toBe(1);
    expect(await balanceOf(t.app, m.h)).toMatchObject({ sumBalance: 400_000, held: 100_000 });
    expect(await ledgerOf(t.db, m.id)).toMatchObject({
      sum: 400_000,
      heldSum: 100_000,
      balance: 400_000,
      held: 100_000,
      entries: 2,
    });
  }, 60_000);

  it('50 parallel withdrawals whose sum exceeds the balance leave it ≥ 0 and the ledger consistent', async () => {
    const m = await newMember(t, 1_000_000);
    const account = await payoutAccount(t.app, m.h);
    const res = await Promise.all(
      Array.from({ length: 50 }, () =>
        withdraw(t.app, m.h, { amount: 70_000, payoutAccountId: account }, key(), ip()),
      ),
    );
    const ok = res.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(14); // 14 × 70,000 = 980,000 ≤ 1,000,000 < 15 × 70,000
    expect(res.filter((r) => r.statusCode !== 200).map((r) => r.json().error.code)).toEqual(
      Array(36).fill('INSUFFICIENT_BALANCE'),
    );
    const l = await ledgerOf(t.db, m.id);
    expect(l).toMatchObject({
      balance: 20_000,
      held: 980_000,
      sum: 20_000,
      heldSum: 980_000,
      negative: 0,
      entries: 15,
    });
    const { n } = (
      await t.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM orders WHERE member_id = $1 AND kind = 'withdraw'`,
        [m.id],
      )
    )[0]!;
    expect(Number(n)).toBe(14);
  }, 120_000);

  it('the daily withdrawal count is a limit under parallel requests (basic: 10 a day)', async () => {
    const m = await newMember(t, 1_000_000, 'basic');
    const account = await payoutAccount(t.app, m.h);
    const res = await Promise.all(
      Array.from({ length: 13 }, () =>
        withdraw(t.app, m.h, { amount: 1_000, payoutAccountId: account }, key(), ip()),
      ),
    );
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(res.filter((r) => r.statusCode !== 200).map((r) => r.json().error.code)).toEqual([
      'WITHDRAW_DAILY_LIMIT',
      'WITHDRAW_DAILY_LIMIT',
      'WITHDRAW_DAILY_LIMIT',
    ]);
    expect(await balanceOf(t.app, m.h)).toMatchObject({ sumBalance: 990_000, held: 10_000 });
  }, 60_000);

  it('the payment password locks per account after 5 wrong guesses from 40 addresses at once', async () => {
    const m = await newMember(t, 1_000_000);
    const account = await payoutAccount(t.app, m.h);
    const res = await Promise.all(
      Array.from({ length: 40 }, () =>
        withdraw(
          t.app,
          m.h,
          { amount: 20_000, payoutAccountId: account, paymentPassword: '000000' },
          key(),
          ip(),
        ),
      ),
    );
    const codes = res.map((r) => r.json().error.code);
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_INVALID')).toHaveLength(5);
    expect(codes.filter((c) => c === 'PAYMENT_PASSWORD_LOCKED')).toHaveLength(35);
    // Locked: even the right password is refused now, and nothing moved.
    expect(
      (await withdraw(t.app, m.h, { amount: 20_000, payoutAccountId: account }, key(), ip())).json().error
        .code,
    ).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(await balanceOf(t.app, m.h)).toMatchObject({ sumBalance: 1_000_000, held: 0 });
    // The lock runs out: the right password works again.
    await t.db.query(
      `UPDATE payment_password_guards SET locked_until = now() - interval '1 second' WHERE member_id = $1`,
      [m.id],
    );
    expect(
      (await withdraw(t.app, m.h, { amount: 20_000, payoutAccountId: account }, key(), ip())).statusCode,
    ).toBe(200);
  }, 120_000);

  it('without a payment password: the channels say none is set, a withdrawal answers PAYMENT_PASSWORD_NOT_SET (no guess counted); once set, it works', async () => {
    const m = await newMember(t, 1_000_000);
    await t.db.query('UPDATE members SET payment_password_hash = NULL WHERE id = $1', [m.id]);
    const channels = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/payments/channels', headers: m.h })).json().withdraw;
    expect(await channels()).toMatchObject({ requirePaymentPassword: true, paymentPasswordSet: false });
    const account = await payoutAccount(t.app, m.h);
    // Any number of tries, with or without a password: the same distinct answer, and no lock.
    for (const paymentPassword of ['123456', '000000', undefined, '1', '999999', '2', '3']) {
      const r = await withdraw(
        t.app,
        m.h,
        { amount: 20_000, payoutAccountId: account, paymentPassword },
        key(),
        ip(),
      );
      expect([r.statusCode, r.json().error.code], String(paymentPassword)).toEqual([
        409,
        'PAYMENT_PASSWORD_NOT_SET',
      ]);
    }
    expect(await balanceOf(t.app, m.h)).toMatchObject({ sumBalance: 1_000_000, held: 0 });
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/account/payment-password',
      headers: m.h,
      payload: { loginPassword: 'Test1234', newPaymentPassword: '246810' },
    });
    expect(set.statusCode).toBe(200);
    expect(await channels()).toMatchObject({ paymentPasswordSet: true });
    expect(
      (
        await withdraw(
          t.app,
          m.h,
          { amount: 20_000, payoutAccountId: account, paymentPassword: '000000' },
          key(),
          ip(),
        )
      ).json().error.code,
    ).toBe('PAYMENT_PASSWORD_INVALID');
    expect(
      (
        await withdraw(
          t.app,
          m.h,
          { amount: 20_000, payoutAccountId: account, paymentPassword: '246810' },
          key(),
          ip(),
        )
      ).statusCode,
    ).toBe(200);
  });

  it('bad input gets a catalogue code and changes nothing', async () => {
    const m = await newMember(t, 300_000);
    const other = await newMember(t, 0);
    const account = await payoutAccount(t.app, m.h);
    const before = await ledgerOf(t.db, m.id);
    for (const amount of [-1, 0, 1.5, 100_000.25, 'abc', 1e20]) {
      expect((await deposit(t.app, m.h, amount as number)).json().error.code, `deposit ${amount}`).toBe(
        'VALIDATION_FAILED',
      );
      expect(
        (await withdraw(t.app, m.h, { amount, payoutAccountId: account }, key(), ip())).json().error.code,
        `withdraw ${amount}`,
      ).toBe('VALIDATION_FAILED');
    }
    expect((await deposit(t.app, m.h, 1)).json().error.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await deposit(t.app, m.h, 10_000_000_000)).json().error.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect(
      (await withdraw(t.app, m.h, { amount: 100_000_000, payoutAccountId: account }, key(), ip())).json()
        .error.code,
    ).toBe('AMOUNT_OUT_OF_RANGE');
    expect(
      (await withdraw(t.app, m.h, { amount: 400_000, payoutAccountId: account }, key(), ip())).json().error
        .code,
    ).toBe('INSUFFICIENT_BALANCE');
    expect(
      (
        await withdraw(
          t.app,
          m.h,
          { amount: 20_000, payoutAccountId: account, paymentPassword: '654321' },
          key(),
          ip(),
        )
      ).json().error.code,
    ).toBe('PAYMENT_PASSWORD_INVALID');
    expect(
      (await withdraw(t.app, other.h, { amount: 20_000, payoutAccountId: account }, key(), ip())).json().error
        .code,
    ).toBe('PAYOUT_ACCOUNT_REQUIRED');
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/payments/deposits',
      headers: m.h,
      payload: { channel: 'BANK', amount: 100_000 },
    });
    expect(noKey.json().error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const mine = (await deposit(t.app, m.h, 100_000)).json().order.id;
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/payments/orders/${mine}`,
      headers: other.h,
    });
    expect([theirs.statusCode, theirs.json().error.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/payout-accounts',
          headers: m.h,
          payload: { bankName: 'ACB', accountNumber: '123456789', holderName: 'Nguyễn Văn A' },
        })
      ).json().error.code,
    ).toBe('PAYEE_NAME_INVALID');
    expect(await ledgerOf(t.db, m.id)).toEqual(before);
  }, 60_000);

  it('game rounds: bet and win through signed wallet calls; free play moves no money; records read back', async () => {
    const token = await loginAs(t.app, 'demo_member', 'Demo1234');
    const h = bearer(token);
    const start = (await balanceOf(t.app, h)).sumBalance;
    expect(start).toBeGreaterThan(0);
    const game = (
      await t.app.inject({ method: 'GET', url: '/api/games?gameType=RNG&pageSize=5', headers: h })
    )
      .json()
      .games.find((g: { supportPlay: number }) => g.supportPlay === 1);
    const launch = async (free: boolean) =>
      new URL(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/games/launch',
            headers: h,
            payload: { nodeId: game.nodeId, free },
          })
        ).json().url,
        'http://x',
      ).searchParams.get('t')!;
    const real = await launch(false);
    const keys = [key(), key(), key()].map((k) => k.replace(/[^A-Za-z0-9_-]/g, ''));
    for (const k of keys) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/demo/game/round',
        payload: { t: real, key: k, bet: '1000', lang: 'en' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/Stake ₫1,000 · (You won ₫[0-9,]+|No win this time)/);
    }
    // A resubmitted form (same key) replays the first bet: no fourth round.
    await t.app.inject({
      method: 'POST',
      url: '/demo/game/round',
      payload: { t: real, key: keys[0], bet: '1000', lang: 'en' },
    });
    const rounds = (await t.app.inject({ method: 'GET', url: '/api/wallet/rounds', headers: h })).json();
    expect(rounds.totalCount).toBe(3);
    expect(rounds.totals.bet).toBe(3000);
    const end = (await balanceOf(t.app, h)).sumBalance;
    expect(end).toBe(start - 3000 + rounds.totals.win);
    const free = await launch(true);
    await t.app.inject({
      method: 'POST',
      url: '/demo/game/round',
      payload: { t: free, key: key().replace(/[^A-Za-z0-9_-]/g, ''), bet: '1000', lang: 'en' },
    });
    expect((await balanceOf(t.app, h)).sumBalance).toBe(end);
    const tx = (
      await t.app.inject({ method: 'GET', url: '/api/wallet/transactions?type=bet', headers: h })
    ).json();
    expect(tx.totalCount).toBe(3);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/win',
      headers: { 'idempotency-key': key() },
      payload: { ticket: real, roundId: 'x1', amount: 1_000_000, signature: '0'.repeat(64) },
    });
    expect(forged.json().error.code).toBe('SIGNATURE_INVALID');
    const me = await t.db.query<{ id: number }>(
      `SELECT id FROM members WHERE username = 'demo_member' AND merchant_code = 'demo'`,
    );
    const l = await ledgerOf(t.db, me[0]!.id);
    expect(l.sum).toBe(l.balance);
  }, 60_000);

  it('wallet calls under parallel load: replays move money once, bets never overdraw, the ledger adds up', async () => {
    const m = await newMember(t, 10_000);
    const nodeId = (
      await t.app.inject({ method: 'GET', url: '/api/games?gameType=RNG&pageSize=20', headers: m.h })
    )
      .json()
      .games.find((g: { supportPlay: number }) => g.supportPlay === 1).nodeId;
    const launched = await t.app.inject({
      method: 'POST',
      url: '/api/games/launch',
      headers: m.h,
      payload: { nodeId, free: false },
    });
    const ticket = new URL(launched.json().url, 'http://x').searchParams.get('t')!;
    const call = async (kind: 'bet' | 'win', roundId: string, amount: number, k: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/wallet/${kind}`,
        headers: { 'idempotency-key': k },
        payload: await signedCall(t.db, kind, { ticket, roundId, amount }),
      });
    // 20 replays of one bet key at once: one stake, every answer the first one.
    const betKey = key();
    const replays = await Promise.all(Array.from({ length: 20 }, () => call('bet', 'r1', 1_000, betKey)));
    expect(replays.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(replays.map((r) => r.json().balance))).toEqual(new Set([9_000]));
    expect(replays.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    // The same key with another body is refused; another key for the same round too.
    expect((await call('bet', 'r1', 2_000, betKey)).json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await call('bet', 'r1', 1_000, key())).json().error.code).toBe('ROUND_EXISTS');
    // 20 replays of the win: credited once; a second settlement of the round is refused.
    const winKey = key();
    const wins = await Promise.all(Array.from({ length: 20 }, () => call('win', 'r1', 3_000, winKey)));
    expect(new Set(wins.map((r) => r.json().balance))).toEqual(new Set([12_000]));
    expect((await call('win', 'r1', 3_000, key())).json().error.code).toBe('ROUND_NOT_FOUND');
    expect((await call('win', 'nope', 3_000, key())).json().error.code).toBe('ROUND_NOT_FOUND');
    // 30 parallel bets of 1,000 on 12,000: exactly 12 taken, the rest refused with nothing written.
    const bets = await Promise.all(Array.from({ length: 30 }, (_, i) => call('bet', `b${i}`, 1_000, key())));
    expect(bets.filter((r) => r.statusCode === 200)).toHaveLength(12);
    expect(new Set(bets.filter((r) => r.statusCode !== 200).map((r) => r.json().error.code))).toEqual(
      new Set(['INSUFFICIENT_BALANCE']),
    );
    expect((await balanceOf(t.app, m.h)).sumBalance).toBe(0);
    const rounds = await t.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM game_rounds WHERE member_id = $1',
      [m.id],
    );
    expect(Number(rounds[0]!.n)).toBe(13);
    const l = await ledgerOf(t.db, m.id);
    expect(l).toMatchObject({ sum: 0, balance: 0, negative: 0, entries: 1 + 1 + 1 + 12 });
  }, 60_000);

  it('transaction records filter by type and date range and page', async () => {
    const m = await newMember(t, 100_000);
    await payDeposit(t, m.h, 100_000);
    await payDeposit(t, m.h, 100_000);
    const get = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/wallet/transactions${q}`, headers: m.h })).json();
    const all = await get('');
    expect(all.list.map((e: { kind: string; balanceAfter: number }) => [e.kind, e.balanceAfter])).toEqual([
      ['deposit', 310_000],
      ['first_deposit_bonus', 210_000],
      ['deposit', 200_000],
      ['adjustment', 100_000],
    ]);
    expect((await get('?type=deposit')).totalCount).toBe(2);
    expect((await get('?type=bonus')).list[0]).toMatchObject({
      kind: 'first_deposit_bonus',
      amount: 10_000,
      status: 'paid',
    });
    const paged = await get('?pageSize=3&pageNo=2');
    expect([paged.list.length, paged.totalPages, paged.totalCount]).toEqual([1, 2, 4]);
    expect((await get('?from=2001-01-01&to=2001-01-02')).totalCount).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`?from=${today}&to=${today}`)).totalCount).toBe(4);
    expect((await get('?from=2020-02-02&to=2020-01-01')).error.code).toBe('VALIDATION_FAILED');
    expect((await get('?from=1990-01-01')).error.code).toBe('VALIDATION_FAILED');
  });
});

describe('guest free play (merchant flag guestFreePlay)', () => {
  it('off by default: launch needs a session; on: guests open free-play games only, and the round moves no money', async () => {
    const off = await createTestApp();
    const nodeOf = async (app: TestApp) =>
      (
        await app.app.inject({
          method: 'GET',
          url: '/api/games?gameType=RNG&pageSize=20',
          headers: { 'x-merchant-code': 'demo' },
        })
      )
        .json()
        .games.find((g: { supportPlay: number }) => g.supportPlay === 1).nodeId;
    const launch = (app: TestApp, nodeId: number, free: boolean) =>
      app.app.inject({
        method: 'POST',
        url: '/api/games/launch',
        headers: { 'x-merchant-code': 'demo' },
        payload: { nodeId, free },
      });
    expect((await launch(off, await nodeOf(off), true)).json().error.code).toBe('NOT_LOGGED_IN');
    await off.close();
    const on = await createTestApp({
      merchants: { demo: (d) => ({ ...d, flags: { ...(d.flags as object), guestFreePlay: true } }) },
    });
    const nodeId = await nodeOf(on);
    expect((await launch(on, nodeId, false)).json().error.code).toBe('NOT_LOGGED_IN');
    const res = await launch(on, nodeId, true);
    expect(res.json()).toMatchObject({ free: true });
    const ticket = new URL(res.json().url, 'http://x').searchParams.get('t')!;
    const page = await on.app.inject({
      method: 'POST',
      url: '/demo/game/round',
      payload: { t: ticket, key: key().replace(/[^A-Za-z0-9_-]/g, ''), bet: '1000', lang: 'en' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Free play');
    const [{ n }] = (await on.db.query<{ n: string }>('SELECT count(*) AS n FROM game_rounds')) as [
      { n: string },
    ];
    expect(Number(n)).toBe(0);
    // A free ticket cannot be used for real-money wallet calls.
    const bet = await on.app.inject({
      method: 'POST',
      url: '/api/wallet/bet',
      headers: { 'idempotency-key': key() },
      payload: await signedCall(on.db, 'bet', { ticket, roundId: 'g1', amount: 100 }),
    });
    expect(bet.json().error.code).toBe('SESSION_EXPIRED');
    await on.close();
  }, 60_000);
});
