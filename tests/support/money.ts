import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db';
import { hashPassword } from '../../platform-api/lib/passwords';
import { insertMember } from '../../platform-api/repositories/members-repository';
import { loadSecret, sign } from '../../platform-api/money/signature';
import { NOTIFICATION_FIELDS } from '../../platform-api/routes/payments';
import { walletCallFields } from '../../platform-api/routes/wallet';
import { bearer, loginAs, type TestApp } from './test-app';

/* Money helpers of the API suites: members with an opening balance, deposits paid like the provider, signed wallet calls. */

export const PAY_PASSWORD = '123456';
export const key = () => `k-${randomBytes(10).toString('hex')}`;
let n = 0;

/** A fresh member with a ledger-backed opening balance, logged in. */
export async function newMember(
  t: TestApp,
  opening: number,
  merchant = 'demo',
): Promise<{ id: number; token: string; username: string; h: Record<string, string> }> {
  const username = `m${process.pid}x${++n}${randomBytes(3).toString('hex')}`.slice(0, 20);
  const [pw, pay] = await Promise.all([hashPassword('Test1234'), hashPassword(PAY_PASSWORD)]);
  const id = (await insertMember(t.db, {
    merchantCode: merchant,
    username,
    passwordHash: pw,
    paymentPasswordHash: pay,
    nickname: username,
    openingBalance: opening,
  }))!;
  const token = await loginAs(t.app, username, 'Test1234', merchant);
  return { id, token, username, h: bearer(token, merchant) };
}

export const balanceOf = async (app: FastifyInstance, h: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/member/wallets', headers: h })).json<{
    member: { sumBalance: number; held: number };
  }>().member;

export function deposit(
  app: FastifyInstance,
  h: Record<string, string>,
  amount: number,
  k = key(),
  channel = 'BANK',
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/deposits',
    headers: { ...h, 'idempotency-key': k },
    payload: { channel, amount },
  });
}

/** The provider's signed notification for an order reference (as the demo cashier sends it). */
export async function notification(
  db: Db,
  orderId: string,
  amount: number,
  status: 'paid' | 'cancelled' = 'paid',
  at = Date.now(),
) {
  const fields = { orderId, amount, status, nonce: randomBytes(8).toString('hex'), timestamp: at };
  return {
    ...fields,
    signature: sign(await loadSecret(db, 'payment-provider'), NOTIFICATION_FIELDS(fields)),
  };
}

export const refOf = (payUrl: string) => new URL(payUrl, 'http://x').searchParams.get('o')!;

export async function payDeposit(
  t: TestApp,
  h: Record<string, string>,
  amount: number,
): Promise<{ orderId: number; ref: string }> {
  const res = await deposit(t.app, h, amount);
  if (res.statusCode !== 200) throw new Error(`deposit: ${res.body}`);
  const { order, payUrl } = res.json<{ order: { id: number }; payUrl: string }>();
  const paid = await t.app.inject({
    method: 'POST',
    url: '/demo/cashier',
    payload: { o: refOf(payUrl), status: 'paid', lang: 'en' },
  });
  if (paid.statusCode !== 303 || !String(paid.headers.location).includes('result=paid'))
    throw new Error(`cashier: ${paid.statusCode} ${String(paid.headers.location)}`);
  return { orderId: order.id, ref: refOf(payUrl) };
}

export async function payoutAccount(app: FastifyInstance, h: Record<string, string>): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/payout-accounts',
    headers: h,
    payload: { bankName: 'Vietcombank', accountNumber: '0123456789', holderName: 'Nguyen Van A' },
  });
  return res.json<{ account: { id: number } }>().account.id;
}

export function withdraw(
  app: FastifyInstance,
  h: Record<string, string>,
  body: Record<string, unknown>,
  k = key(),
  ip?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/withdrawals',
    headers: { ...h, 'idempotency-key': k, ...(ip ? { 'x-forwarded-for': ip } : {}) },
    payload: { paymentPassword: PAY_PASSWORD, ...body },
  });
}

export async function signedCall(
  db: Db,
  kind: 'bet' | 'win',
  b: { ticket: string; roundId: string; amount: number },
) {
  return { ...b, signature: sign(await loadSecret(db, 'game-provider'), walletCallFields(kind, b)) };
}

/** Sum of a member's ledger entries and the wallet row: equal by construction. */
export async function ledgerOf(db: Db, memberId: number) {
  const [r] = await db.query<{ sum: string | null; held: string | null; n: string; neg: string }>(
    'SELECT sum(amount) AS sum, sum(held_change) AS held, count(*) AS n, count(*) FILTER (WHERE balance_after < 0) AS neg FROM ledger_entries WHERE member_id = $1',
    [memberId],
  );
  const [w] = await db.query<{ balance: string; held: string }>(
    'SELECT balance, held FROM wallets WHERE member_id = $1',
    [memberId],
  );
  return {
    sum: Number(r!.sum ?? 0),
    heldSum: Number(r!.held ?? 0),
    entries: Number(r!.n),
    negative: Number(r!.neg),
    balance: Number(w?.balance ?? 0),
    held: Number(w?.held ?? 0),
  };
}

/** A real-money launch ticket of a game for a logged-in member. */
export async function gameTicket(t: TestApp, h: Record<string, string>, nodeId: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/games/launch',
    headers: h,
    payload: { nodeId },
  });
  if (res.statusCode !== 200) throw new Error(`launch ${nodeId}: ${res.statusCode} ${res.body}`);
  return new URL(res.json<{ url: string }>().url, 'http://x').searchParams.get('t')!;
}

/** One round through the game provider's signed wallet calls: the bet, then the win unless `win` is null (left open). */
export async function playRound(t: TestApp, ticket: string, bet: number, win: number | null): Promise<void> {
  const roundId = randomBytes(8).toString('hex');
  const calls: ['bet' | 'win', number][] =
    win === null
      ? [['bet', bet]]
      : [
          ['bet', bet],
          ['win', win],
        ];
  for (const [kind, amount] of calls) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/wallet/${kind}`,
      headers: { 'idempotency-key': key() },
      payload: await signedCall(t.db, kind, { ticket, roundId, amount }),
    });
    if (res.statusCode !== 200) throw new Error(`${kind}: ${res.statusCode} ${res.body}`);
  }
}
