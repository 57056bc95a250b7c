import {
  adminLedgerQuerySchema,
  adminLedgerResponseSchema,
  adminOrderParamsSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminPaymentsParamsSchema,
  adminRebateRunBodySchema,
  adminRebateRunResponseSchema,
  adminReviewBodySchema,
  adminReviewResponseSchema,
} from '../../schemas';
import { currencyDigits } from '../../core/money';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import {
  findMemberByUsername,
  ledgerCheck,
  listEntries,
  type LedgerEntry,
  listMerchantOrders,
  periodEnded,
  reviewWithdrawal,
  runRebates,
  postInbox,
} from '../../platform-api';
import type { AdminContext } from './context';
import { audit } from './audit';
import { ALL_ROLES, requireRole } from './sessions';
import { authErrors, secured } from './schemas';
import type { TypedApp } from '../../server/typed-app';

/*
 * The Payments page of the console: every role reads; only operators approve or reject a
 * withdrawal, one conditional UPDATE per decision (a second click finds nothing pending), with an
 * audit row in the same transaction as the money it moves.
 */

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

export async function paymentAdminRoutes(app: TypedApp, ctx: AdminContext): Promise<void> {
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
    app.get(
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

  app.post(
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
        await postInbox(tx, o.memberId, approve ? 'withdrawApproved' : 'withdrawRejected', {
          amount: o.amount,
          orderId: String(o.id),
          ...(o.reason ? { reason: o.reason } : {}),
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

  // Rebates on demand (the server also pays them on a schedule): operators only, with an audit row.
  app.post(
    '/api/admin/merchants/:code/rebates/run',
    {
      preHandler: operator,
      schema: {
        ...secured,
        params: adminPaymentsParamsSchema,
        body: adminRebateRunBodySchema,
        response: { 200: adminRebateRunResponseSchema, ...authErrors },
      },
    },
    async (req) => {
      const m = merchantOf(req.params.code);
      const now = new Date();
      const day = req.body?.day;
      if (day && !periodEnded(m, day, now))
        throw new AppError('VALIDATION_FAILED', { day: { key: 'validation.periodNotEnded' } });
      const out = await runRebates(db, m, now, day);
      await audit(db, {
        actor: req.consoleUser!.username,
        action: 'rebatesRun',
        merchant: req.params.code,
        ip: req.ip,
        detail: {
          periodStart: out.period.start,
          periodEnd: out.period.lastDay,
          paid: out.paid,
          amount: out.amount,
        },
      });
      return {
        periodStart: out.period.start,
        periodEnd: out.period.lastDay,
        paid: out.paid,
        amount: out.amount,
        currency: currency(req.params.code),
      };
    },
  );

  app.get(
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
