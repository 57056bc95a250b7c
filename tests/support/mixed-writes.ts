import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../../server/db/db';
import { hashPassword } from '../../platform-api/lib/passwords';
import { insertMember } from '../../platform-api/repositories/members-repository';
import { createSession } from '../../platform-api/repositories/sessions-repository';
import { createTicket } from '../../platform-api/repositories/tickets-repository';
import { loadSecret, sign } from '../../platform-api/money/signature';
import { walletCallFields } from '../../platform-api/routes/wallet';
import { sleep } from './product-process';

/*
 * Issue 30's process suites (tests/api/db-drop-writes.test.ts, tests/api/balancer.test.ts): members
 * made straight in the shared database (a session and a real-money game ticket each), mixed money
 * writes over HTTP as a real client sends them (an Idempotency-Key each, retried with the same key
 * when the answer is a 5xx or none), and the ledger checks that follow.
 */
export const PAY_PASSWORD = '123456';
const OPENING = 10_000_000;

export interface Member {
  id: number;
  h: Record<string, string>;
  ticket: string;
  payout: number;
  /** What the acknowledged wallet calls and withdrawals say the balance is (deposits aside). */
  expected: number;
}

export interface WriteStats {
  /** Attempts that were sent again (a 5xx or no answer). */
  retried: number;
  /** Answers 503 with Retry-After (a request the database or a shedding replica could not serve). */
  unavailable: number;
  /** Other 5xx answers or no answer at all (a replica killed with the request in flight). */
  failed: number;
  acknowledged: number;
}
export const newStats = (): WriteStats => ({ retried: 0, unavailable: 0, failed: 0, acknowledged: 0 });

const key = () => `k-${randomBytes(10).toString('hex')}`;
const post = (url: string, path: string, h: Record<string, string>, body: unknown, k?: string) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { ...h, 'content-type': 'application/json', ...(k ? { 'idempotency-key': k } : {}) },
    body: JSON.stringify(body),
  });

/**
 * Sends one write until it is answered for good, to the URLs in turn: a 5xx or a lost connection is
 * sent again with the same idempotency key. `strict`: only 503 with Retry-After may come back.
 */
export async function once(
  urls: readonly string[],
  send: (url: string) => Promise<Response>,
  stats: WriteStats,
  strict: boolean,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await send(urls[attempt % urls.length]!).catch(() => undefined);
    if (res && res.status < 500) return res;
    if (res?.status === 503 && res.headers.get('retry-after')) stats.unavailable++;
    else {
      stats.failed++;
      if (strict) expect(res?.status, res ? await res.text() : 'no answer').toBe(503);
    }
    stats.retried++;
    if (attempt > 400) throw new Error('a write was never answered');
    await sleep(50);
  }
}

/** `n` members of demo, each with a session, a game ticket, a payout account and an opening balance. */
export async function makeMembers(db: Db, url: string, n: number, prefix: string): Promise<Member[]> {
  const [game] = await db.query<{ node_id: number }>(
    'SELECT node_id FROM games WHERE NOT maintenance ORDER BY node_id LIMIT 1',
  );
  const [pw, pay] = await Promise.all([hashPassword('Test1234'), hashPassword(PAY_PASSWORD)]);
  const members: Member[] = [];
  for (let i = 0; i < n; i++) {
    const username = `${prefix}${i}${randomBytes(3).toString('hex')}`;
    const id = (await insertMember(db, {
      merchantCode: 'demo',
      username,
      passwordHash: pw,
      paymentPasswordHash: pay,
      nickname: username,
      openingBalance: OPENING,
    }))!;
    const { token } = await createSession(db, id, 'demo', 3_600_000);
    const h = { authorization: `Bearer ${token}`, 'x-merchant-code': 'demo' };
    const ticket = await createTicket(db, {
      member_id: id,
      kind: 'game',
      node_id: game!.node_id,
      free: false,
      prize_mode: null,
      merchant_code: 'demo',
    });
    const acc = await post(url, '/api/payments/payout-accounts', h, {
      bankName: 'Vietcombank',
      accountNumber: '0123456789',
      holderName: 'Nguyen Van A',
    });
    expect(acc.status).toBe(200);
    const payout = ((await acc.json()) as { account: { id: number } }).account.id;
    members.push({ id, h, ticket, payout, expected: OPENING });
  }
  return members;
}

/** The write helpers over `urls`, counting into `stats`; deposits paid at the cashier are listed. */
export async function writer(db: Db, urls: readonly string[], stats: WriteStats, strict: boolean) {
  const gameSecret = await loadSecret(db, 'game-provider');
  const deposits: number[] = [];
  const wallet = async (m: Member, kind: 'bet' | 'win', roundId: string, amount: number) => {
    const body = { ticket: m.ticket, roundId, amount };
    const signed = { ...body, signature: sign(gameSecret, walletCallFields(kind, body)) };
    const k = key();
    const res = await once(urls, (u) => post(u, `/api/wallet/${kind}`, {}, signed, k), stats, strict);
    expect(res.status, await res.clone().text()).toBe(200);
    m.expected += kind === 'bet' ? -amount : amount;
    stats.acknowledged++;
  };
  const depositPaid = async (m: Member, amount: number) => {
    const k = key();
    const res = await once(
      urls,
      (u) => post(u, '/api/payments/deposits', m.h, { channel: 'BANK', amount }, k),
      stats,
      strict,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const { order, payUrl } = (await res.json()) as { order: { id: number }; payUrl: string };
    const o = new URL(payUrl, 'http://x').searchParams.get('o')!;
    // The cashier's form: a paid notification is idempotent by order (a second one changes nothing).
    const paid = await once(
      urls,
      (u) =>
        fetch(`${u}/demo/cashier`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ o, status: 'paid', lang: 'en' }).toString(),
        }),
      stats,
      strict,
    );
    expect(paid.status).toBe(303);
    stats.acknowledged++;
    deposits.push(order.id);
  };
  const withdrawal = async (m: Member, amount: number) => {
    const k = key();
    const res = await once(
      urls,
      (u) =>
        post(
          u,
          '/api/payments/withdrawals',
          m.h,
          { amount, payoutAccountId: m.payout, paymentPassword: PAY_PASSWORD },
          k,
        ),
      stats,
      strict,
    );
    // A withdrawal may meet the daily count limit: refused, nothing held.
    if (res.status !== 200) {
      expect(res.status, await res.clone().text()).toBeLessThan(500);
      return;
    }
    m.expected -= amount;
    stats.acknowledged++;
  };
  /** One client's loop of mixed writes while `go()` is true. */
  const client = async (m: Member, i: number, go: () => boolean) => {
    let n = 0;
    while (go()) {
      const round = `r${i}x${n++}${randomBytes(3).toString('hex')}`;
      await wallet(m, 'bet', round, 1_000);
      await wallet(m, 'win', round, 1_500);
      if (n % 3 === 0) await depositPaid(m, 100_000);
      if (n % 4 === 0) await withdrawal(m, 50_000);
    }
  };
  return { wallet, depositPaid, withdrawal, client, deposits };
}

/**
 * Every acknowledged write exactly once: each wallet is the sum of its entries (none negative), and
 * its balance less what deposits credited is what the acknowledged bets, wins and withdrawal holds
 * say; every deposit the cashier paid is paid and credited once.
 */
export async function expectLedgerExact(db: Db, members: Member[], deposits: number[]): Promise<void> {
  let credited = 0;
  for (const m of members) {
    const [l] = await db.query<{ sum: string; neg: string }>(
      'SELECT sum(amount) AS sum, count(*) FILTER (WHERE balance_after < 0) AS neg FROM ledger_entries WHERE member_id = $1',
      [m.id],
    );
    const [w] = await db.query<{ balance: string }>('SELECT balance FROM wallets WHERE member_id = $1', [
      m.id,
    ]);
    expect(Number(l!.neg)).toBe(0);
    expect(Number(w!.balance)).toBe(Number(l!.sum));
    const [d] = await db.query<{ credited: string; n: string }>(
      "SELECT coalesce(sum(amount), 0) AS credited, count(*) FILTER (WHERE kind = 'deposit') AS n FROM ledger_entries WHERE member_id = $1 AND kind IN ('deposit', 'first_deposit_bonus')",
      [m.id],
    );
    expect(Number(w!.balance) - Number(d!.credited)).toBe(m.expected);
    credited += Number(d!.n);
  }
  const paid = await db.query<{ status: string }>('SELECT status FROM orders WHERE id = ANY($1::int[])', [
    deposits,
  ]);
  expect(paid.filter((o) => o.status === 'paid').length).toBe(deposits.length);
  expect(credited).toBe(deposits.length);
}
