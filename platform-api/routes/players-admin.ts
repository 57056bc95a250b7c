import type { FastifyRequest } from 'fastify';
import {
  adminPaymentsParamsSchema,
  adminPlayerActionBodySchema,
  adminPlayerActionResponseSchema,
  adminPlayerLedgerSchema,
  adminPlayerNoteBodySchema,
  adminPlayerNotesSchema,
  adminPlayerOrdersSchema,
  adminPlayerPageQuerySchema,
  adminPlayerParamsSchema,
  adminPlayerResponseSchema,
  adminPlayerRewardsSchema,
  adminPlayerRoundsSchema,
  adminPlayerSearchQuerySchema,
  adminPlayerSearchResponseSchema,
  adminPlayerSessionsSchema,
  adminPlayerPromotionsSchema,
  adminAdjustmentBodySchema,
  adminAdjustmentParamsSchema,
  adminAdjustmentRejectBodySchema,
  adminAdjustmentSchema,
  adminPlayerAdjustmentsSchema,
  adminVipLevelsSchema,
  type AdminPlayer,
  type AdminPlayerSummary,
} from '../../schemas';
import { mobilePrefixes } from '../../core';
import { currencyDigits } from '../../core/money';
import { LIMIT_PERIODS } from '../../core/responsible-gaming';
import { AppError } from '../../server/http-errors';
import { errorResponses } from '../../server/schema-refs';
import { fieldOf, type TypedApp } from '../../server/typed-app';
import {
  adminAuthErrors as authErrors,
  adminSecured as secured,
  ALL_BACK_OFFICE_ROLES,
  type BackOfficeDeps,
} from '../lib/back-office';
import { latestKyc } from '../repositories/kyc-repository';
import { ledgerEntryDto, listEntries, readWallet } from '../repositories/ledger-repository';
import { listRewardsPage, rewardDto, vipLevels } from '../repositories/member-area-repository';
import { listMemberReviewOrders } from '../repositories/orders-repository';
import {
  countLiveSessions,
  findPlayer,
  listAdjustments,
  listNotes,
  listSessions,
  listJoinedPromotions,
  searchPlayers,
  type PlayerRow,
} from '../repositories/players-admin-repository';
import { listRounds } from '../repositories/rounds-repository';
import { readLimits, readSettings } from '../repositories/safety-repository';
import {
  actOnPlayer,
  decideAdjustmentAs,
  proposeAdjustment,
  withdrawAdjustment,
  type PlayerAction,
} from '../services/players-admin-service';
import { orderForRole } from './payments-admin';

/*
 * The console's Players page (issue 34): every role finds a player and reads the page; operators and
 * support act (lock, unlock, end sessions, send a reset code, add a note), each with a reason and an
 * audit row. A member's money (balance, ledger) is for operators and support only, and payout
 * account numbers are masked by role (docs/security.md, issue 35 item 6: `orderForRole`).
 */

const iso = (d: Date | string) => new Date(d).toISOString();
const STATUSES = new Set<string>(['active', 'locked', 'disabled', 'inactive']);

const summary = (r: PlayerRow): AdminPlayerSummary => ({
  id: r.id,
  username: r.username,
  nickname: r.nickname,
  ...(r.mobile ? { mobile: r.mobile } : {}),
  ...(r.email ? { email: r.email } : {}),
  ...(r.affiliate_code ? { affiliateCode: r.affiliate_code } : {}),
  status: (STATUSES.has(r.status) ? r.status : 'active') as AdminPlayerSummary['status'],
  createdAt: iso(r.created_at),
});

const ACTIONS: { path: string; action: PlayerAction }[] = [
  { path: 'lock', action: 'lock' },
  { path: 'unlock', action: 'unlock' },
  { path: 'end-sessions', action: 'endSessions' },
  { path: 'password-reset', action: 'passwordReset' },
];

export async function playerAdminRoutes(app: TypedApp, deps: BackOfficeDeps): Promise<void> {
  const { db } = deps;
  const anyone = deps.requireRole(...ALL_BACK_OFFICE_ROLES);
  // Acting on a player, and reading their money: the people who answer players (not viewers).
  const helpers = deps.requireRole('operator', 'support');
  const merchantOf = (code: string) => {
    const m = deps.merchant(code);
    if (!m) throw new AppError('MERCHANT_NOT_FOUND');
    return m;
  };
  /** The player of the merchant the path names (another merchant's id reads as not found). */
  const playerOf = async (code: string, id: number) => {
    merchantOf(code);
    const p = await findPlayer(db, code, id);
    if (!p) throw new AppError('ACCOUNT_NOT_FOUND');
    return p;
  };
  const pageSchema = (response: unknown) => ({
    ...secured,
    params: adminPlayerParamsSchema,
    querystring: adminPlayerPageQuerySchema,
    response: { 200: response, ...authErrors },
  });

  app.get(
    '/api/admin/merchants/:code/vip-levels',
    {
      preHandler: anyone,
      schema: {
        ...secured,
        description:
          "The merchant's VIP ladder, lowest first: the console's segment pickers offer these levels by name.",
        params: adminPaymentsParamsSchema,
        response: { 200: adminVipLevelsSchema, ...authErrors },
      },
    },
    async (req) => {
      const m = merchantOf(req.params.code);
      const currency = { code: m.currency.code, digits: currencyDigits(m.currency) };
      const list = await vipLevels(db, m.code, currency);
      return {
        currency,
        list: list.map((l) => ({
          level: l.level,
          labelId: l.labelId,
          minDeposit: l.minDeposit,
          minBet: l.minBet,
        })),
      };
    },
  );

  app.get(
    '/api/admin/merchants/:code/players',
    {
      preHandler: anyone,
      schema: {
        ...secured,
        description:
          'Players whose username, email, affiliate code or mobile number starts with `q` (case-insensitive), or whose member id is `q`; newest first.',
        params: adminPaymentsParamsSchema,
        querystring: adminPlayerSearchQuerySchema,
        response: { 200: adminPlayerSearchResponseSchema, ...authErrors },
      },
    },
    async (req) => {
      const m = merchantOf(req.params.code);
      const q = (req.query.q ?? '').trim();
      const found = await searchPlayers(db, {
        merchantCode: m.code,
        text: q === '' ? null : q.toLowerCase(),
        mobiles: mobilePrefixes(m, q),
        id: /^\d{1,9}$/.test(q) ? Number(q) : null,
        offset: req.query.offset ?? 0,
        limit: req.query.limit ?? 20,
      });
      return { list: found.list.map(summary), more: found.more };
    },
  );

  app.get(
    '/api/admin/merchants/:code/players/:id',
    {
      preHandler: anyone,
      schema: {
        ...secured,
        params: adminPlayerParamsSchema,
        response: { 200: adminPlayerResponseSchema, ...authErrors },
      },
    },
    async (req) => {
      const m = merchantOf(req.params.code);
      const p = await playerOf(m.code, req.params.id);
      const role = deps.role(req);
      const [kyc, settings, limits, live, wallet] = await Promise.all([
        latestKyc(db, p.id),
        readSettings(db, p.id),
        readLimits(db, p.id),
        countLiveSessions(db, p.id),
        role === 'viewer' ? undefined : readWallet(db, p.id),
      ]);
      const now = Date.now();
      const lock =
        settings.excludedUntil !== null && settings.excludedUntil > now
          ? { kind: 'selfExclusion' as const, until: iso(new Date(settings.excludedUntil)) }
          : settings.timeOutUntil !== null && settings.timeOutUntil > now
            ? { kind: 'timeOut' as const, until: iso(new Date(settings.timeOutUntil)) }
            : undefined;
      const answer: AdminPlayer = {
        currency: { code: m.currency.code, digits: currencyDigits(m.currency) },
        player: {
          ...summary(p),
          type: p.type,
          trial: p.trial,
          ...(p.last_login_at ? { lastLoginAt: iso(p.last_login_at) } : {}),
          ...(p.status === 'locked'
            ? {
                lock: {
                  reason: p.lock_reason ?? '',
                  by: p.locked_by ?? '',
                  at: iso(p.locked_at ?? new Date(now)),
                },
              }
            : {}),
        },
        kyc: kyc?.status ?? 'none',
        ...(wallet ? { wallet: { balance: wallet.balance, held: wallet.held } } : {}),
        ...(lock ? { exclusion: lock } : {}),
        ...(settings.realityCheckMinutes !== null
          ? { realityCheckMinutes: settings.realityCheckMinutes }
          : {}),
        limits: LIMIT_PERIODS.map((period) => ({
          period,
          amount: limits[period].amount,
          ...(limits[period].pending
            ? {
                pendingAmount: limits[period].pending!.amount,
                pendingAt: iso(new Date(limits[period].pending!.effectiveAt)),
              }
            : {}),
        })),
        liveSessions: live,
      };
      return answer;
    },
  );

  app.get(
    '/api/admin/merchants/:code/players/:id/ledger',
    { preHandler: helpers, schema: pageSchema(adminPlayerLedgerSchema) },
    async (req) => {
      const p = await playerOf(req.params.code, req.params.id);
      const r = await listEntries(db, {
        memberId: p.id,
        limit: req.query.limit ?? 20,
        offset: req.query.offset ?? 0,
      });
      return { list: r.entries.map(ledgerEntryDto), total: r.total };
    },
  );

  for (const kind of ['deposit', 'withdraw'] as const)
    app.get(
      `/api/admin/merchants/:code/players/:id/${kind === 'deposit' ? 'deposits' : 'withdrawals'}`,
      { preHandler: anyone, schema: pageSchema(adminPlayerOrdersSchema) },
      async (req) => {
        const p = await playerOf(req.params.code, req.params.id);
        const r = await listMemberReviewOrders(db, {
          memberId: p.id,
          kind,
          limit: req.query.limit ?? 20,
          offset: req.query.offset ?? 0,
        });
        // Masked here, in the answer, as the Payments lists are.
        return { list: r.list.map((o) => orderForRole(o, deps.role(req))), total: r.total };
      },
    );

  app.get(
    '/api/admin/merchants/:code/players/:id/rounds',
    { preHandler: anyone, schema: pageSchema(adminPlayerRoundsSchema) },
    async (req) => {
      const p = await playerOf(req.params.code, req.params.id);
      const r = await listRounds(db, {
        memberId: p.id,
        limit: req.query.limit ?? 20,
        offset: req.query.offset ?? 0,
      });
      return { list: r.rounds, total: r.total };
    },
  );

  app.get(
    '/api/admin/merchants/:code/players/:id/rewards',
    { preHandler: anyone, schema: pageSchema(adminPlayerRewardsSchema) },
    async (req) => {
      const p = await playerOf(req.params.code, req.params.id);
      const page = await listRewardsPage(db, p.id, req.query.offset ?? 0, req.query.limit ?? 20);
      return { list: page.list.map(rewardDto), total: page.total };
    },
  );

  app.get(
    '/api/admin/merchants/:code/players/:id/promotions',
    { preHandler: anyone, schema: pageSchema(adminPlayerPromotionsSchema) },
    async (req) => {
      const p = await playerOf(req.params.code, req.params.id);
      return listJoinedPromotions(db, p.id, req.query.offset ?? 0, req.query.limit ?? 20);
    },
  );

  app.get(
    '/api/admin/merchants/:code/players/:id/sessions',
    { preHandler: anyone, schema: pageSchema(adminPlayerSessionsSchema) },
    async (req) => {
      const p = await playerOf(req.params.code, req.params.id);
      return listSessions(db, p.id, req.query.offset ?? 0, req.query.limit ?? 20);
    },
  );

  app.get(
    '/api/admin/merchants/:code/players/:id/notes',
    { preHandler: anyone, schema: pageSchema(adminPlayerNotesSchema) },
    async (req) => {
      const p = await playerOf(req.params.code, req.params.id);
      return listNotes(db, p.id, req.query.offset ?? 0, req.query.limit ?? 20);
    },
  );

  /** A reason an operator typed: trimmed, and required. */
  const reasonOf = (text: string) => {
    const reason = text.trim();
    if (!reason) throw new AppError('VALIDATION_FAILED', { reason: { key: 'validation.required' } });
    return reason;
  };
  const act = (code: string, id: number, action: PlayerAction, reason: string, req: FastifyRequest) =>
    actOnPlayer(db, deps.audit, {
      merchant: merchantOf(code),
      id,
      action,
      reason: reasonOf(reason),
      actor: deps.actor(req),
      ip: req.ip,
      // The action stands once committed: a failed notice leaves open pages to their next request.
      sessionsEnded: (hashes) =>
        deps
          .sessionsEnded(code, hashes)
          .catch((err: unknown) => req.log.warn({ err }, 'sessions notify failed')),
      send: { sms: deps.sms, mailer: deps.mailer, log: req.log },
    });

  for (const { path, action } of ACTIONS)
    app.post(
      `/api/admin/merchants/:code/players/:id/${path}`,
      {
        preHandler: helpers,
        schema: {
          ...secured,
          params: adminPlayerParamsSchema,
          body: adminPlayerActionBodySchema,
          response: { 200: adminPlayerActionResponseSchema, ...authErrors, ...errorResponses(409) },
        },
      },
      async (req) => act(req.params.code, req.params.id, action, req.body.reason, req),
    );

  app.post(
    '/api/admin/merchants/:code/players/:id/notes',
    {
      preHandler: helpers,
      schema: {
        ...secured,
        params: adminPlayerParamsSchema,
        body: adminPlayerNoteBodySchema,
        response: { 200: adminPlayerActionResponseSchema, ...authErrors },
      },
    },
    async (req) => act(req.params.code, req.params.id, 'note', req.body.text, req),
  );

  // Manual balance adjustments (four-eyes above the merchant's threshold): operators only, who move money.
  const operator = deps.requireRole('operator');

  app.get(
    '/api/admin/merchants/:code/players/:id/adjustments',
    { preHandler: helpers, schema: pageSchema(adminPlayerAdjustmentsSchema) },
    async (req) => {
      const p = await playerOf(req.params.code, req.params.id);
      return listAdjustments(db, p.id, req.query.offset ?? 0, req.query.limit ?? 20);
    },
  );

  app.post(
    '/api/admin/merchants/:code/players/:id/adjustments',
    {
      preHandler: operator,
      schema: {
        ...secured,
        description:
          'A signed amount (minor units) with a reason: applied at once up to `payments.adjustmentApprovalAbove`, else pending until another operator approves it.',
        params: adminPlayerParamsSchema,
        body: adminAdjustmentBodySchema,
        response: { 200: adminAdjustmentSchema, ...authErrors },
      },
    },
    // The answer's schema leaves out the member id the service returns with it.
    async (req) =>
      proposeAdjustment(db, deps.audit, {
        merchant: merchantOf(req.params.code),
        id: req.params.id,
        amount: req.body.amount,
        reason: reasonOf(req.body.reason),
        actor: deps.actor(req),
        ip: req.ip,
      }),
  );

  app.post(
    '/api/admin/merchants/:code/adjustments/:id/withdraw',
    {
      preHandler: operator,
      schema: {
        ...secured,
        description:
          'Its proposer takes a pending adjustment back: no money moves (another operator: FORBIDDEN, they reject it instead).',
        params: adminAdjustmentParamsSchema,
        response: { 200: adminAdjustmentSchema, ...authErrors, ...errorResponses(409) },
      },
    },
    async (req) =>
      withdrawAdjustment(db, deps.audit, {
        merchant: merchantOf(req.params.code),
        adjustmentId: req.params.id,
        actor: deps.actor(req),
        ip: req.ip,
      }),
  );

  for (const approve of [true, false])
    app.post(
      `/api/admin/merchants/:code/adjustments/:id/${approve ? 'approve' : 'reject'}`,
      {
        preHandler: operator,
        schema: {
          ...secured,
          description: approve
            ? 'Applies a pending adjustment: another operator than its proposer (SELF_APPROVAL).'
            : 'Drops a pending adjustment with a reason: another operator than its proposer.',
          params: adminAdjustmentParamsSchema,
          ...(approve ? {} : { body: adminAdjustmentRejectBodySchema }),
          response: { 200: adminAdjustmentSchema, ...authErrors, ...errorResponses(409) },
        },
      },
      async (req) =>
        decideAdjustmentAs(db, deps.audit, {
          merchant: merchantOf(req.params.code),
          adjustmentId: req.params.id,
          approve,
          // The reject route's body schema requires the reason (a string).
          ...(approve ? {} : { reason: reasonOf(String(fieldOf(req.body, 'reason'))) }),
          actor: deps.actor(req),
          ip: req.ip,
        }),
    );
}
