import {
  adminLedgerQuerySchema,
  adminLedgerResponseSchema,
  adminOrderParamsSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminPaymentsParamsSchema,
  adminReconcileCsvQuerySchema,
  adminReconcileParamsSchema,
  adminReconcileQuerySchema,
  adminReconcileResponseSchema,
  adminRebateRunBodySchema,
  adminRebateRunResponseSchema,
  adminReviewBodySchema,
  adminReviewResponseSchema,
  adminWithdrawalContextSchema,
} from '../../schemas';
import { currencyDigits } from '../../core/money';
import { maskAccount } from '../../core/winners';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import type { TypedApp } from '../../server/typed-app';
import {
  adminAuthErrors as authErrors,
  adminSecured as secured,
  ALL_BACK_OFFICE_ROLES,
  type BackOfficeDeps,
  type BackOfficeRole,
} from '../lib/back-office';
import { findMemberByUsername } from '../repositories/members-repository';
import { ledgerCheck, ledgerEntryDto, listEntries } from '../repositories/ledger-repository';
import { listMerchantOrders, type ReviewOrder } from '../repositories/orders-repository';
import { periodEnded, runRebates } from '../services/rebate-service';
import { decideWithdrawal, withdrawalContext } from '../services/payments-admin-service';
import { reconcileCsv, reconcileDeposits, reconcileFileName } from '../services/reconcile-service';
import { paymentProviders } from '../payments/registry';

/*
 * The Payments page of the console (back office, registered by the console: lib/back-office.ts): every role reads; only operators approve or reject a
 * withdrawal, one conditional UPDATE per decision (a second click finds nothing pending), with an
 * audit row in the same transaction as the money it moves.
 */

/** A payout account number as roles that do not pay out read it: its last four digits (issue 35 item 6). */
export const maskAccountNumber = (n: string): string => `••••${n.slice(-4)}`;

/**
 * What a role reads of an order's payout account (docs/security.md, "Console roles and members'
 * data"): operators, who pay out, all of it; support the bank, the last four digits and the holder;
 * viewers the bank, the last four digits and the holder's name masked.
 */
export function orderForRole(o: ReviewOrder, role: BackOfficeRole): ReviewOrder {
  if (role === 'operator' || !o.payoutAccount) return o;
  const a = o.payoutAccount;
  return {
    ...o,
    payoutAccount: {
      bankName: a.bankName,
      accountNumber: maskAccountNumber(a.accountNumber),
      holderName: role === 'support' ? a.holderName : maskAccount(a.holderName),
    },
  };
}

export async function paymentAdminRoutes(app: TypedApp, deps: BackOfficeDeps): Promise<void> {
  const { db } = deps;
  const anyone = deps.requireRole(...ALL_BACK_OFFICE_ROLES);
  const operator = deps.requireRole('operator');
  // A member's ledger (every entry, balance and hold): operators and support, who answer members about
  // their money; not viewers (issue 35 item 6).
  const ledgerReaders = deps.requireRole('operator', 'support');
  const merchantOf = (code: string) => {
    const m = deps.merchant(code);
    if (!m) throw new AppError('MERCHANT_NOT_FOUND');
    return m;
  };
  const currency = (code: string) => {
    const m = merchantOf(code);
    return { code: m.currency.code, digits: currencyDigits(m.currency) };
  };
  const providers = await paymentProviders(db);

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
        // Masked here, in the answer: a role that does not pay out never receives the full number.
        list: (
          await listMerchantOrders(db, {
            merchantCode: req.params.code,
            kind,
            status: req.query.status,
            limit: req.query.limit ?? 50,
          })
        ).map((o) => orderForRole(o, deps.role(req))),
      }),
    );
  }

  // Reconciliation (issue 34): paid deposit orders against the ledger's credits and the provider's
  // view. Every role that reads the payment lists reads it (counts, amounts, usernames, statuses; no
  // payout account); the scope guard keeps a user to their merchants.
  app.get(
    '/api/admin/merchants/:code/reconciliation',
    {
      preHandler: anyone,
      schema: {
        ...secured,
        summary: 'Deposit orders against ledger credits and the payment provider, for a range of days',
        description:
          'Every deposit order paid in the range has exactly one ledger deposit credit of its amount; lists each paid order without one (or with several, or another amount), each deposit credit without a paid order, and each order the payment provider reports otherwise (asked only of providers that answer from their own records), with the totals.',
        params: adminReconcileParamsSchema,
        querystring: adminReconcileQuerySchema,
        response: { 200: adminReconcileResponseSchema, ...authErrors },
      },
    },
    async (req) =>
      reconcileDeposits(db, providers, merchantOf(req.params.code), req.query.from, req.query.to, Date.now()),
  );

  // The same reconciliation as a CSV file for the finance team's spreadsheet.
  app.get(
    '/api/admin/merchants/:code/reconciliation.csv',
    {
      preHandler: anyone,
      schema: {
        ...secured,
        summary: 'The reconciliation as a CSV file (UTF-8 with a byte-order mark)',
        description:
          'One row per mismatch in the console’s words (amounts in the currency’s decimals, times in the merchant’s zone), then the totals and how many orders the provider was asked about. `language` names the columns (vi by default).',
        params: adminReconcileParamsSchema,
        querystring: adminReconcileCsvQuerySchema,
        response: {
          200: {
            description: 'The CSV file.',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          ...authErrors,
        },
      },
    },
    async (req, reply) => {
      const { from, to } = req.query;
      const r = await reconcileDeposits(db, providers, merchantOf(req.params.code), from, to, Date.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${reconcileFileName(req.params.code, from, to)}"`,
        )
        .send(reconcileCsv(r, req.query.language ?? 'vi'));
    },
  );

  // Before a decision: the member's money, identity check and recent orders (issue 35 item 12).
  // Operators and support (who answer members about their money), as the ledger; not viewers.
  app.get(
    '/api/admin/merchants/:code/withdrawals/:id/context',
    {
      preHandler: ledgerReaders,
      schema: {
        ...secured,
        description:
          'What to look at before approving a withdrawal: the order, the member’s balance and hold, the latest identity check (KYC) and their recent deposits and withdrawals.',
        params: adminOrderParamsSchema,
        response: { 200: adminWithdrawalContextSchema, ...authErrors, ...errorResponses(404) },
      },
    },
    async (req) => {
      const money = currency(req.params.code);
      const c = await withdrawalContext(db, {
        merchant: merchantOf(req.params.code),
        id: req.params.id,
        now: Date.now(),
      });
      return {
        currency: money,
        order: orderForRole(c.order, deps.role(req)),
        member: c.member,
        history: c.history,
      };
    },
  );

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
      await decideWithdrawal(db, deps.audit, {
        id: req.params.id,
        merchantCode: req.params.code,
        approve,
        actor: deps.actor(req),
        reason: req.body.reason?.trim(),
        ip: req.ip,
        currency: currency(req.params.code),
      });
      const [order] = await listMerchantOrders(db, {
        merchantCode: req.params.code,
        kind: 'withdraw',
        id: req.params.id,
        limit: 1,
      });
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
      await deps.audit(db, {
        actor: deps.actor(req),
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
      preHandler: ledgerReaders,
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
        entries: entries.map(ledgerEntryDto),
      };
    },
  );
}
