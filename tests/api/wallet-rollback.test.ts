import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WALLET_TIMEOUT_MS } from '../../platform-api/lib/constants';
import { sign, loadSecret } from '../../platform-api/money/signature';
import { walletSignedFields, type WalletSigned } from '../../platform-api/routes/wallet';
import { createTestApp, TEST_DRIVERS, type TestApp } from '../support/test-app';
import { balanceOf, gameTicket, key, ledgerOf, newMember, signedCall } from '../support/money';

/*
 * Issue 34, the game wallet as aggregators call it, on PGlite and PostgreSQL: rollback of a bet by
 * its transaction id (the bet's Idempotency-Key), before and after the bet, twice, and a bet after
 * its rollback; the balance call; round closing. Every call is signed like bet and win, and the
 * ledger stays the sum of its entries with no entry twice.
 */

const round = () => `r${randomBytes(6).toString('hex')}`;

describe.each(TEST_DRIVERS)('game wallet rollback, balance and round close on %s', (driver) => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    secret = await loadSecret(t.db, 'game-provider');
    // The first app of a test process builds the PGlite template (migrations and seed): slow on a busy machine.
  }, 180_000);
  afterAll(async () => t?.close());

  /** A member with an opening balance and a real-money ticket of a playable game. */
  async function player(opening: number) {
    const m = await newMember(t, opening);
    const nodeId = (
      await t.app.inject({ method: 'GET', url: '/api/games?gameType=RNG&pageSize=20', headers: m.h })
    )
      .json()
      .games.find((g: { supportPlay: number }) => g.supportPlay === 1).nodeId as number;
    return { ...m, nodeId, ticket: await gameTicket(t, m.h, nodeId) };
  }

  const bet = async (ticket: string, roundId: string, amount: number, tx: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/wallet/bet',
      headers: { 'idempotency-key': tx },
      payload: await signedCall(t.db, 'bet', { ticket, roundId, amount }),
    });
  const win = async (ticket: string, roundId: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/wallet/win',
      headers: { 'idempotency-key': key() },
      payload: await signedCall(t.db, 'win', { ticket, roundId, amount }),
    });
  const signed = <K extends WalletSigned['kind']>(
    kind: K,
    b: Omit<Extract<WalletSigned, { kind: K }>, 'kind'>,
  ) => ({
    ...b,
    signature: sign(secret, walletSignedFields({ kind, ...b } as WalletSigned)),
  });
  const rollback = (ticket: string, roundId: string, transactionId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/wallet/rollback',
      payload: signed('rollback', { ticket, roundId, transactionId }),
    });
  const close = (ticket: string, roundId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/wallet/close-round',
      payload: signed('close', { ticket, roundId }),
    });
  const balance = (ticket: string) =>
    t.app.inject({ method: 'POST', url: '/api/wallet/balance', payload: signed('balance', { ticket }) });

  /** The ledger invariants: balance = sum of entries, never negative, one bet and at most one rollback a round. */
  async function invariants(memberId: number) {
    const l = await ledgerOf(t.db, memberId);
    expect(l.sum).toBe(l.balance);
    expect(l.negative).toBe(0);
    const dup = await t.db.query<{ kind: string; round_id: string; n: string }>(
      `SELECT kind, round_id, count(*) AS n FROM ledger_entries
        WHERE member_id = $1 AND round_id IS NOT NULL GROUP BY kind, round_id HAVING count(*) > 1`,
      [memberId],
    );
    expect(dup).toEqual([]);
    // Each rollback refunds exactly its round's bet.
    const off = await t.db.query<{ round_id: string }>(
      `SELECT r.round_id FROM ledger_entries r
        WHERE r.member_id = $1 AND r.kind = 'rollback'
          AND r.amount <> -(SELECT b.amount FROM ledger_entries b WHERE b.member_id = r.member_id AND b.kind = 'bet' AND b.round_id = r.round_id)`,
      [memberId],
    );
    expect(off).toEqual([]);
    return l;
  }

  it('a rollback after the bet refunds the stake once (its own ledger entry); the replay answers the same; a bet after it is refused', async () => {
    const p = await player(10_000);
    const r = round();
    const tx = key();
    expect((await bet(p.ticket, r, 1_500, tx)).json()).toMatchObject({ balance: 8_500, bet: 1_500 });
    const first = await rollback(p.ticket, r, tx);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      transactionId: tx,
      roundId: r,
      betFound: true,
      refunded: 1_500,
      balance: 10_000,
    });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // Twice: the same answer, nothing moved again.
    const again = await rollback(p.ticket, r, tx);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Re-sent under a new launch ticket of the same player: still the same rollback, nothing moved.
    const fresh = await rollback(await gameTicket(t, p.h, p.nodeId), r, tx);
    expect([fresh.statusCode, fresh.body]).toEqual([200, first.body]);
    // The bet re-sent after its rollback (the same transaction id) is refused with a clear code.
    const late = await bet(p.ticket, r, 1_500, tx);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('BET_ROLLED_BACK');
    // The round is closed: no win settles it, and the player's records do not count it.
    expect((await win(p.ticket, r, 3_000)).json().error.code).toBe('ROUND_NOT_FOUND');
    expect((await balanceOf(t.app, p.h)).sumBalance).toBe(10_000);
    const rounds = (await t.app.inject({ method: 'GET', url: '/api/wallet/rounds', headers: p.h })).json();
    expect(rounds.totals.bet).toBe(0);
    const entries = (
      await t.app.inject({ method: 'GET', url: '/api/wallet/transactions', headers: p.h })
    ).json();
    expect(entries.list.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['rollback', 1_500],
      ['bet', -1_500],
      ['adjustment', 10_000],
    ]);
    const l = await invariants(p.id);
    expect(l.entries).toBe(3);
  });

  it('a rollback before its bet is recorded (a tombstone): the late bet is refused and moves nothing', async () => {
    const p = await player(5_000);
    const r = round();
    const tx = key();
    const early = await rollback(p.ticket, r, tx);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({
      transactionId: tx,
      roundId: r,
      betFound: false,
      refunded: 0,
      balance: 5_000,
    });
    expect((await rollback(p.ticket, r, tx)).json()).toEqual(early.json());
    const late = await bet(p.ticket, r, 1_000, tx);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('BET_ROLLED_BACK');
    // No round was opened by the refused bet: the round id is still free for another transaction.
    expect((await bet(p.ticket, r, 1_000, key())).statusCode).toBe(200);
    expect((await balanceOf(t.app, p.h)).sumBalance).toBe(4_000);
    const l = await invariants(p.id);
    expect(l.entries).toBe(2);
  });

  it('a bet whose round is settled or closed is not rolled back (ROUND_CLOSED); a rollback names the bet’s own round', async () => {
    const p = await player(10_000);
    const won = round();
    const wonTx = key();
    await bet(p.ticket, won, 1_000, wonTx);
    expect((await win(p.ticket, won, 2_500)).statusCode).toBe(200);
    const refused = await rollback(p.ticket, won, wonTx);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ROUND_CLOSED');
    // The refusal wrote nothing: the same rollback is refused again, never answered as done.
    expect((await rollback(p.ticket, won, wonTx)).json().error.code).toBe('ROUND_CLOSED');
    const other = round();
    const otherTx = key();
    await bet(p.ticket, other, 1_000, otherTx);
    expect((await rollback(p.ticket, round(), otherTx)).json().error.code).toBe('ROUND_NOT_FOUND');
    expect((await balanceOf(t.app, p.h)).sumBalance).toBe(10_000 - 1_000 + 2_500 - 1_000);
    await invariants(p.id);
  });

  it('close-round ends an open round without a win (no money, no entry); it answers the same when repeated', async () => {
    const p = await player(10_000);
    const r = round();
    const tx = key();
    await bet(p.ticket, r, 2_000, tx);
    const closed = await close(p.ticket, r);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ roundId: r, balance: 8_000, bet: 2_000, win: 0 });
    expect((await close(p.ticket, r)).json()).toEqual(closed.json());
    expect((await win(p.ticket, r, 1_000)).json().error.code).toBe('ROUND_NOT_FOUND');
    expect((await rollback(p.ticket, r, tx)).json().error.code).toBe('ROUND_CLOSED');
    const unknown = await close(p.ticket, round());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('ROUND_NOT_FOUND');
    // A won round is already closed: closing it answers its result.
    const w = round();
    await bet(p.ticket, w, 1_000, key());
    await win(p.ticket, w, 4_000);
    expect((await close(p.ticket, w)).json()).toEqual({
      roundId: w,
      balance: 11_000,
      bet: 1_000,
      win: 4_000,
    });
    const l = await invariants(p.id);
    expect(l.entries).toBe(1 + 1 + 2);
  });

  it('the balance call answers the wallet balance and currency; every call refuses a forged signature and bad input', async () => {
    const p = await player(7_000);
    const b = await balance(p.ticket);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual({ balance: 7_000, currency: 'VND' });
    const forged = { ticket: p.ticket, roundId: 'r1', transactionId: key(), signature: '0'.repeat(64) };
    for (const [url, payload] of [
      ['/api/wallet/balance', { ticket: p.ticket, signature: '0'.repeat(64) }],
      ['/api/wallet/rollback', forged],
      ['/api/wallet/close-round', { ticket: p.ticket, roundId: 'r1', signature: '0'.repeat(64) }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('SIGNATURE_INVALID');
    }
    // A rollback signed for another transaction does not pass for this one.
    const s = signed('rollback', { ticket: p.ticket, roundId: 'r1', transactionId: key() });
    const swapped = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/rollback',
      payload: { ...s, transactionId: key() },
    });
    expect(swapped.json().error.code).toBe('SIGNATURE_INVALID');
    for (const payload of [
      { ticket: p.ticket, roundId: 'r1', signature: 'x' },
      { ticket: p.ticket, roundId: 'r1', transactionId: 'short', signature: 'x' },
      { ticket: p.ticket, roundId: 'r 1', transactionId: key(), signature: 'x' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/wallet/rollback', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/balance',
      payload: signed('balance', { ticket: 'not-a-ticket-at-all' }),
    });
    expect(expired.json().error.code).toBe('SESSION_EXPIRED');
    expect((await balanceOf(t.app, p.h)).sumBalance).toBe(7_000);
    await invariants(p.id);
  });

  it('50 parallel: bets racing their rollbacks, 50 rollbacks of one bet, rollbacks before bets; every stake refunded once', async () => {
    const p = await player(100_000);
    // 20 transactions, each bet and its rollback sent at the same moment (either may win the race).
    const raced = Array.from({ length: 20 }, () => ({ r: round(), tx: key() }));
    // 5 rollbacks sent first, then their bets (all refused).
    const early = Array.from({ length: 5 }, () => ({ r: round(), tx: key() }));
    await Promise.all(early.map((x) => rollback(p.ticket, x.r, x.tx)));
    const results = await Promise.all([
      ...raced.flatMap((x) => [bet(p.ticket, x.r, 1_000, x.tx), rollback(p.ticket, x.r, x.tx)]),
      ...early.map((x) => bet(p.ticket, x.r, 1_000, x.tx)),
      ...early.map((x) => rollback(p.ticket, x.r, x.tx)),
    ]);
    expect(results).toHaveLength(50);
    for (const [i, x] of raced.entries()) {
      const [b, rb] = [results[2 * i]!, results[2 * i + 1]!];
      expect(rb.statusCode).toBe(200);
      if (rb.json().betFound) {
        // The bet came first: taken, then refunded.
        expect(b.statusCode).toBe(200);
        expect(rb.json()).toMatchObject({ transactionId: x.tx, refunded: 1_000 });
      } else {
        // The rollback came first: the bet is refused and wrote nothing.
        expect(b.statusCode).toBe(409);
        expect(b.json().error.code).toBe('BET_ROLLED_BACK');
        expect(rb.json().refunded).toBe(0);
      }
    }
    for (const r of results.slice(40, 45)) expect(r.json().error.code).toBe('BET_ROLLED_BACK');
    for (const r of results.slice(45)) expect(r.json()).toMatchObject({ betFound: false, refunded: 0 });
    // 50 rollbacks of one recorded bet at once: one refund, 50 equal answers.
    const one = { r: round(), tx: key() };
    await bet(p.ticket, one.r, 5_000, one.tx);
    const burst = await Promise.all(Array.from({ length: 50 }, () => rollback(p.ticket, one.r, one.tx)));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(burst.map((r) => r.body)).size).toBe(1);
    expect(burst.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(burst[0]!.json()).toMatchObject({ betFound: true, refunded: 5_000, balance: 100_000 });
    expect((await balance(p.ticket)).json().balance).toBe(100_000);
    const l = await invariants(p.id);
    const [counts] = await t.db.query<{ bets: string; rollbacks: string }>(
      `SELECT count(*) FILTER (WHERE kind = 'bet') AS bets, count(*) FILTER (WHERE kind = 'rollback') AS rollbacks
         FROM ledger_entries WHERE member_id = $1`,
      [p.id],
    );
    expect(Number(counts!.bets)).toBe(Number(counts!.rollbacks));
    expect(l.balance).toBe(100_000);
  }, 60_000);

  /** One round of the demo slot (the site's own game page, which calls the wallet like a provider). */
  const demoRound = (ticket: string, k: string) =>
    t.app.inject({
      method: 'POST',
      url: '/demo/game/round',
      payload: { t: ticket, key: k, bet: '1000', lang: 'en' },
    });

  it('the demo slot closes every round: a win settles it, a loss closes it with no zero win in the ledger', async () => {
    const p = await player(100_000);
    for (let i = 0; i < 12; i++)
      expect((await demoRound(p.ticket, `demo${randomBytes(6).toString('hex')}`)).statusCode).toBe(200);
    const [r] = await t.db.query<{ rounds: string; open: string; won: string }>(
      `SELECT count(*) AS rounds, count(*) FILTER (WHERE settled_at IS NULL) AS open, count(*) FILTER (WHERE win > 0) AS won
         FROM game_rounds WHERE member_id = $1`,
      [p.id],
    );
    expect(Number(r!.rounds)).toBe(12);
    expect(Number(r!.open)).toBe(0);
    const [w] = await t.db.query<{ wins: string; zero: string }>(
      `SELECT count(*) AS wins, count(*) FILTER (WHERE amount = 0) AS zero FROM ledger_entries WHERE member_id = $1 AND kind = 'win'`,
      [p.id],
    );
    expect(Number(w!.zero)).toBe(0);
    expect(Number(w!.wins)).toBe(Number(r!.won));
    await invariants(p.id);
  }, 60_000);

  // PostgreSQL only: a second connection holds the wallet row so the demo slot's bet call cannot answer in time.
  it.runIf(driver === 'postgres')(
    'the demo slot rolls back a bet that does not answer in time: the late bet is refunded, the player is told',
    async () => {
      const p = await player(10_000);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = t.db.transaction(async (tx) => {
        await tx.query('SELECT balance FROM wallets WHERE member_id = $1 FOR UPDATE', [p.id]);
        locked();
        await released;
      });
      await isLocked;
      const page = demoRound(p.ticket, `demo${randomBytes(6).toString('hex')}`);
      // The signal: the demo's rollback waits on the bet still in flight (after the bet call timed out).
      // Bounded, so a slot that never rolls back fails below instead of holding the row for ever.
      const deadline = Date.now() + DEMO_WALLET_TIMEOUT_MS + 30_000;
      let rollbackWaiting = false;
      while (!rollbackWaiting && Date.now() < deadline) {
        rollbackWaiting =
          (
            await t.db.query(
              `SELECT 1 FROM pg_stat_activity WHERE query LIKE '%wallet_rollback(%' AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
            )
          ).length > 0;
        if (!rollbackWaiting) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      release();
      await holder;
      const res = await page;
      expect(rollbackWaiting).toBe(true);
      expect(res.statusCode).toBe(504);
      expect(res.body).toContain('The bet did not go through in time and was cancelled');
      expect((await balanceOf(t.app, p.h)).sumBalance).toBe(10_000);
      const kinds = await t.db.query<{ kind: string; amount: string }>(
        'SELECT kind, amount FROM ledger_entries WHERE member_id = $1 ORDER BY id',
        [p.id],
      );
      expect(kinds.map((e) => [e.kind, Number(e.amount)])).toEqual([
        ['adjustment', 10_000],
        ['bet', -1_000],
        ['rollback', 1_000],
      ]);
      await invariants(p.id);
    },
    90_000,
  );
});
