import type { FastifyInstance } from 'fastify';
import {
  adminLedgerQuerySchema,
  adminLedgerResponseSchema,
  adminOrderParamsSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminPaymentsParamsSchema,
  adminReviewBodySchema,
  adminReviewResponseSchema,
  type AdminReviewBody,
} from '../../schemas';
import { currencyDigits } from '../../core/money';
import { AppError } from '../../platform-api/lib/http-errors';
import { errorResponses } from '../../platform-api/lib/schema-refs';
import { findMemberByUsername } from '../../platform-api/repositories/members-repository';
import {
  ledgerCheck,
  listEntries,
  type LedgerEntry,
} from '../../platform-api/repositories/ledger-repository';
import { listMerchantOrders, reviewWithdrawal } from '../../platform-api/repositories/orders-repository';
import type { AdminContext } from './context';
import { audit } from './audit';
import { ALL_ROLES, requireRole } from './sessions';
import { authErrors, secured } from './schemas';

/*
 * The Payments page of the console: every role reads; only operators approve or reject a
 * withdrawal, one conditional UPDATE per decision (a second click finds nothing pending), with an
 * audit row in the same transaction as the money it moves.
 */

type Code = { code: string };

const entryDto = (e: LedgerEntry) => ({
  id: e.id,
  kind: e.kind,
  amount: e.kind === 'withdraw_payout' ? e.heldChange : e.amount,
  balanceAfter: e.balanceAfter,
  heldAfter: e.heldAfter,
  createdAt: e.createdAt,
  ...(e.status ? { status: e.status as 'pending' } : {}),
  ...(e.orderId ? { orderId: e.orderId } : {}),
  ...(e.roundId ? { roundId: e.roundId } : {}),
  ...(e.note ? { note: e.note } : {}),
});

export async function paymentAdminRoutes(app: FastifyInstance, ctx: AdminContext): Promise<void> {
  const { db, store } = ctx;
  const anyone = requireRole(db, ...ALL_ROLES);
  const operator = requireRole(db, 'operator');
  const merchantOf = (code: string) => {
    const m = store.get(code)?.config;
    if (!m) throw new AppError('MERCHANT_NOT_FOUND');
    return m;
  };
  const currency = (code: string) => {
    const m = merchantOf(code);
    return { code: m.currency.code, digits: currencyDigits(m.currency) };
  };

  for (const kind of ['withdraw', 'deposit'] as const) {
    app.get<{ Params: Code; Querystring: { status?: string; limit?: number } }>(
      `/api/admin/merchants/:code/${kind === 'withdraw' ? 'withdrawals' : 'deposits'}`,
      {
        preHandler: anyone,
        schema: {
          ...secured,
          params: adminPaymentsParamsSchema,
          querystring: adminOrdersQuerySchema,
          response: { 200: adminOrdersResponseSchema, ...authErrors },
        },
      },
      async (req) => ({
        currency: currency(req.params.code),
        list: await listMerchantOrders(db, {
          merchantCode: req.params.code,
          kind,
          status: req.query.status,
          limit: req.query.limit ?? 50,
        }),
      }),
    );
  }

  app.post<{ Params: Code & { id: number }; Body: AdminReviewBody }>(
    '/api/admin/merchants/:code/withdrawals/:id/review',
    {
      preHandler: operator,
      schema: {
        ...secured,
        params: adminOrderParamsSchema,
        body: adminReviewBodySchema,
        response: { 200: adminReviewResponseSchema, ...authErrors, ...errorResponses(409) },
      },
    },
    async (req) => {
      merchantOf(req.params.code);
      const approve = req.body.decision === 'approve';
      if (!approve && !req.body.reason?.trim())
        throw new AppError('VALIDATION_FAILED', { reason: { key: 'validation.required' } });
      const actor = req.consoleUser!.username;
      await db.transaction(async (tx) => {
        const o = await reviewWithdrawal(tx, {
          id: req.params.id,
          merchantCode: req.params.code,
          approve,
          actor,
          reason: req.body.reason?.trim(),
        });
        await audit(tx, {
          actor,
          action: approve ? 'withdrawApproved' : 'withdrawRejected',
          merchant: req.params.code,
          ip: req.ip,
          detail: {
            orderId: o.id,
            memberId: o.memberId,
            amount: o.amount,
            ...(o.reason ? { reason: o.reason } : {}),
          },
        });
      });
      const [order] = (
        await listMerchantOrders(db, { merchantCode: req.params.code, kind: 'withdraw', limit: 200 })
      ).filter((o) => o.id === req.params.id);
      return { order: order! };
    },
  );

  app.get<{ Params: Code; Querystring: { username: string; limit?: number } }>(
    '/api/admin/merchants/:code/ledger',
    {
      preHandler: anyone,
      schema: {
        ...secured,
        params: adminPaymentsParamsSchema,
        querystring: adminLedgerQuerySchema,
        response: { 200: adminLedgerResponseSchema, ...authErrors },
      },
    },
    async (req) => {
      merchantOf(req.params.code);
      const member = await findMemberByUsername(db, req.params.code, req.query.username);
      if (!member) throw new AppError('ACCOUNT_NOT_FOUND');
      const [{ entries }, check] = await Promise.all([
        listEntries(db, { memberId: member.id, limit: req.query.limit ?? 100, offset: 0 }),
        ledgerCheck(db, member.id),
      ]);
      return {
        memberId: member.id,
        username: member.username,
        balance: check.balance,
        held: check.held,
        consistent: check.sum === check.balance && check.heldSum === check.held,
        entries: entries.map(entryDto),
      };
    },
  );
}
