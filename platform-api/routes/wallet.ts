import {
  idempotencyHeadersSchema,
  roundsQuerySchema,
  roundsResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  walletCallBodySchema,
  walletBalanceBodySchema,
  walletBalanceResponseSchema,
  walletCallResponseSchema,
  walletCloseRoundBodySchema,
  walletRollbackBodySchema,
  walletRollbackResponseSchema,
  type RecordType,
  type WalletBalanceBody,
  type WalletCloseRoundBody,
  type WalletRollbackBody,
  type WalletRollbackResponse,
  type WalletCallBody,
  type WalletCallResponse,
} from '../../schemas/api';
import { recordRangeValid } from '../../core/money';
import { contentLang, type Platform } from '../context';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import { playerOf, requireRole } from '../lib/session';
import { ledgerEntryDto, listEntries, type LedgerKind } from '../repositories/ledger-repository';
import {
  betOnce,
  closeRound,
  listRounds,
  rollbackOnce,
  winOnce,
  type WalletCall,
} from '../repositories/rounds-repository';
import { readWallet } from '../repositories/ledger-repository';
import { readTicket } from '../repositories/tickets-repository';
import { answerOnce, idempotencyKey, requestHash, type Once } from '../money/idempotency';
import { loadSecret, verify } from '../money/signature';
import type { TypedApp } from '../../server/typed-app';

const tags = ['wallet'];
const security = [{ bearer: [] }];

/** The ledger kinds behind each record type a player filters by. */
export const RECORD_KINDS: Record<RecordType, readonly LedgerKind[]> = {
  deposit: ['deposit'],
  withdraw: ['withdraw_hold', 'withdraw_release', 'withdraw_payout'],
  bet: ['bet', 'rollback'],
  win: ['win'],
  bonus: ['first_deposit_bonus', 'reward'],
  rebate: ['rebate'],
  adjustment: ['adjustment'],
};

/** The fields a game provider signs for a wallet call, in order. */
export const walletCallFields = (
  kind: 'bet' | 'win',
  b: Pick<WalletCallBody, 'ticket' | 'roundId' | 'amount'>,
) => [kind, b.ticket, b.roundId, b.amount];

/** The other signed calls of the contract: what each signs, in order, after its name. */
export type WalletSigned =
  | { kind: 'rollback'; ticket: string; roundId: string; transactionId: string }
  | { kind: 'close'; ticket: string; roundId: string }
  | { kind: 'balance'; ticket: string };
export function walletSignedFields(c: WalletSigned): string[] {
  if (c.kind === 'rollback') return [c.kind, c.ticket, c.roundId, c.transactionId];
  if (c.kind === 'close') return [c.kind, c.ticket, c.roundId];
  return [c.kind, c.ticket];
}

/** How many launch tickets the wallet keeps in memory (oldest dropped first). */
export const TICKET_CACHE_SIZE = 10_000;

/** The wallet calls of a game provider, for the HTTP routes and the demo game page alike. */
export async function walletService(p: Platform) {
  const secret = await loadSecret(p.db, 'game-provider');
  // Tickets are immutable until they expire, so a real-money ticket once read is kept until then
  // (bounded; a miss, or a ticket made on another replica, reads the database).
  const tickets = new Map<
    string,
    { memberId: number; nodeId: number; merchantCode: string | null; expiresAt: number }
  >();

  const ticketOf = async (text: string) => {
    const cached = tickets.get(text);
    if (cached && cached.expiresAt > Date.now()) return cached;
    if (cached) tickets.delete(text);
    const t = await readTicket(p.db, text, 'game');
    if (!t || t.member_id === null || t.free || t.node_id === null) return undefined;
    const entry = {
      memberId: t.member_id,
      nodeId: t.node_id,
      merchantCode: t.merchant_code ?? null,
      expiresAt: t.expires_at.getTime(),
    };
    if (tickets.size >= TICKET_CACHE_SIZE) tickets.delete(tickets.keys().next().value!);
    tickets.set(text, entry);
    return entry;
  };

  /** A signed call for a real-money game ticket: who plays which game. */
  const caller = async (kind: 'bet' | 'win', b: WalletCallBody) => {
    if (!verify(secret, walletCallFields(kind, b), b.signature)) throw new AppError('SIGNATURE_INVALID');
    const ticket = await ticketOf(b.ticket);
    const game = ticket ? p.catalogue.game(ticket.nodeId) : undefined;
    if (!ticket || !game) throw new AppError('SESSION_EXPIRED');
    return { memberId: ticket.memberId, game };
  };

  const answer = <R = WalletCallResponse>(r: WalletCall<R>): Once<R> => ({
    value: r.response,
    replayed: r.replayed,
  });

  /** A signed call of the rest of the contract (rollback, close, balance): whose wallet. */
  const signedCaller = async (c: WalletSigned, signature: string) => {
    if (!verify(secret, walletSignedFields(c), signature)) throw new AppError('SIGNATURE_INVALID');
    const ticket = await ticketOf(c.ticket);
    if (!ticket) throw new AppError('SESSION_EXPIRED');
    return ticket;
  };

  return {
    secret,
    /** One statement: key claim, round, stake and ledger entry (`betOnce`). */
    async bet(b: WalletCallBody, key: string) {
      const { memberId, game } = await caller('bet', b);
      if (b.amount < 1) throw new AppError('AMOUNT_OUT_OF_RANGE', { min: 1 });
      return answer(
        await betOnce(p.db, {
          memberId,
          key,
          hash: requestHash(b),
          nodeId: game.nodeId,
          game: game.names.en,
          vendor: game.vendor,
          roundId: b.roundId,
          amount: b.amount,
        }),
      );
    },
    /** One statement: key claim, settlement, credit and ledger entry (`winOnce`). */
    async win(b: WalletCallBody, key: string) {
      const { memberId } = await caller('win', b);
      return answer(
        await winOnce(p.db, {
          memberId,
          key,
          hash: requestHash(b),
          roundId: b.roundId,
          amount: b.amount,
          outcome: b.outcome,
        }),
      );
    },
    /** One statement: the rollback's claim, then the refund or the tombstone (`rollbackOnce`). */
    async rollback(b: WalletRollbackBody): Promise<Once<WalletRollbackResponse>> {
      const { memberId } = await signedCaller({ kind: 'rollback', ...b }, b.signature);
      return answer(
        await rollbackOnce(p.db, {
          memberId,
          tx: b.transactionId,
          // A re-sent rollback may carry a fresh ticket: only what it refunds makes it the same call.
          hash: requestHash({ roundId: b.roundId, transactionId: b.transactionId }),
          roundId: b.roundId,
        }),
      );
    },
    /** Ends a round without a win; no money moves. */
    async closeRound(b: WalletCloseRoundBody): Promise<WalletCallResponse> {
      const { memberId } = await signedCaller({ kind: 'close', ...b }, b.signature);
      return closeRound(p.db, memberId, b.roundId);
    },
    async balance(b: WalletBalanceBody) {
      const { memberId, merchantCode } = await signedCaller({ kind: 'balance', ...b }, b.signature);
      const merchant = merchantCode ? p.opts.merchant(merchantCode) : undefined;
      if (!merchant) throw new AppError('SESSION_EXPIRED');
      return { balance: (await readWallet(p.db, memberId)).balance, currency: merchant.currency.code };
    },
  };
}

export async function walletRoutes(app: TypedApp, p: Platform): Promise<void> {
  const session = requireRole(p, 'session');
  const wallet = await walletService(p);

  app.post(
    '/api/wallet/bet',
    {
      schema: {
        tags,
        description:
          'Game provider: take a stake and open the round. The Idempotency-Key is the bet’s transaction id: a repeat answers the first answer; a rollback names the bet by it. Refused: 409 ROUND_EXISTS (the round has its bet), 400 INSUFFICIENT_BALANCE, 409 BET_ROLLED_BACK (this transaction id was rolled back, before or after the bet).',
        headers: idempotencyHeadersSchema,
        body: walletCallBodySchema,
        response: { 200: walletCallResponseSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (req, reply) => {
      const r = await wallet.bet(req.body, idempotencyKey(req));
      return answerOnce(reply, r);
    },
  );

  app.post(
    '/api/wallet/win',
    {
      schema: {
        tags,
        description:
          'Game provider: credit the round’s win and settle (close) the round; a loss may send 0 or call close-round instead. Idempotent by Idempotency-Key. A round not open (never bet, already settled, closed or rolled back) answers 404 ROUND_NOT_FOUND.',
        headers: idempotencyHeadersSchema,
        body: walletCallBodySchema,
        response: { 200: walletCallResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req, reply) => {
      const r = await wallet.win(req.body, idempotencyKey(req));
      return answerOnce(reply, r);
    },
  );

  app.post(
    '/api/wallet/rollback',
    {
      schema: {
        tags,
        description:
          'Game provider: refund a bet by its transaction id. Signed like bet and win; idempotent by transactionId (a repeat answers the first answer with header idempotent-replayed: true). A rollback before its bet leaves a tombstone: the late bet answers 409 BET_ROLLED_BACK. A settled or closed round answers 409 ROUND_CLOSED; a transactionId whose bet is in another round, 404 ROUND_NOT_FOUND.',
        body: walletRollbackBodySchema,
        response: { 200: walletRollbackResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req, reply) => {
      const r = await wallet.rollback(req.body);
      return answerOnce(reply, r);
    },
  );

  app.post(
    '/api/wallet/close-round',
    {
      schema: {
        tags,
        description:
          'Game provider: end a round that has no win (a loss); nothing moves and no win or rollback is taken for it afterwards. Idempotent: a round already won, closed or rolled back answers as it stands.',
        body: walletCloseRoundBodySchema,
        response: { 200: walletCallResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => wallet.closeRound(req.body),
  );

  app.post(
    '/api/wallet/balance',
    {
      schema: {
        tags,
        description:
          'Game provider: the player’s available balance and currency, signed with the launch ticket.',
        body: walletBalanceBodySchema,
        response: { 200: walletBalanceResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => wallet.balance(req.body),
  );

  app.get(
    '/api/wallet/transactions',
    {
      preHandler: session,
      schema: {
        tags,
        security,
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => {
      const q = req.query;
      if (!recordRangeValid(q.from, q.to))
        throw new AppError('VALIDATION_FAILED', { from: { key: 'validation.dateRange' } });
      const pageNo = q.pageNo ?? 1;
      const pageSize = q.pageSize ?? 20;
      const r = await listEntries(p.db, {
        memberId: playerOf(req).id,
        kinds: q.type ? RECORD_KINDS[q.type] : undefined,
        from: q.from,
        to: q.to,
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      });
      return {
        list: r.entries.map(ledgerEntryDto),
        pageNum: pageNo,
        totalPages: Math.ceil(r.total / pageSize),
        totalCount: r.total,
      };
    },
  );

  app.get(
    '/api/wallet/rounds',
    {
      preHandler: session,
      schema: {
        tags,
        security,
        querystring: roundsQuerySchema,
        response: { 200: roundsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => {
      const q = req.query;
      if (!recordRangeValid(q.from, q.to))
        throw new AppError('VALIDATION_FAILED', { from: { key: 'validation.dateRange' } });
      const pageNo = q.pageNo ?? 1;
      const pageSize = q.pageSize ?? 20;
      const lang = contentLang(req);
      const r = await listRounds(p.db, {
        memberId: playerOf(req).id,
        from: q.from,
        to: q.to,
        limit: pageSize,
        offset: (pageNo - 1) * pageSize,
      });
      return {
        list: r.rounds.map((x) => ({
          id: x.id,
          nodeId: x.nodeId,
          game: p.catalogue.game(x.nodeId)?.names[lang] ?? x.game,
          vendor: x.vendor,
          bet: x.bet,
          win: x.win,
          createdAt: x.createdAt,
        })),
        pageNum: pageNo,
        totalPages: Math.ceil(r.total / pageSize),
        totalCount: r.total,
        totals: { bet: r.bet, win: r.win, net: r.win - r.bet },
      };
    },
  );
}
