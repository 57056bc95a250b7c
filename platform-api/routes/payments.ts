import {
  channelsResponseSchema,
  depositBodySchema,
  depositNotificationSchema,
  providerNotificationSchema,
  providerParamsSchema,
  idempotencyHeadersSchema,
  notificationResponseSchema,
  orderParamsSchema,
  orderResponseSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  payoutAccountBodySchema,
  payoutAccountResponseSchema,
  payoutAccountsResponseSchema,
  withdrawBodySchema,
  type OrderResponse,
} from '../../schemas/api';
import {
  currencyDigits,
  depositChannels,
  firstDepositBonus,
  isPayeeName,
  toMinor,
  withdrawDailyCount,
  withdrawLimits,
} from '../../core/money';
import { contentLang, merchantOf, type Platform } from '../context';
import { AppError } from '../../server/http-errors';
import { registerRateLimit } from '../../server/rate-limit';
import { errorResponses } from '../../server/schema-refs';
import { playerOf, requireRole } from '../lib/session';
import { findMemberById } from '../repositories/members-repository';
import { readWallet } from '../repositories/ledger-repository';
import {
  countWithdrawToday,
  findOrder,
  insertDeposit,
  insertWithdrawal,
  listOrders,
  setProviderRef,
} from '../repositories/orders-repository';
import {
  addPayoutAccount,
  checkPaymentPassword,
  findPayoutAccount,
  listPayoutAccounts,
} from '../repositories/payout-repository';
import { answerOnce, idempotencyKey, once, requestHash, storedAnswer } from '../money/idempotency';
import { settleNotification } from '../services/deposit-service';
import { paymentProviders, providerOf } from '../payments/registry';
import type { TypedApp } from '../../server/typed-app';
import { assertMayDeposit } from '../services/safety-service';
import { withdrawVipLevel } from '../services/member-area-service';

const tags = ['payments'];
const security = [{ bearer: [] }];
/** Payment-password guesses are also slowed down per IP (the per-account lock is the real limit). */
const WITHDRAW_RATE = { max: 10, timeWindow: '1 minute' } as const;

/** The demo provider's signed fields (kept here for the suites that sign notifications like it). */
export { NOTIFICATION_FIELDS } from '../payments/demo-provider';

export async function paymentRoutes(app: TypedApp, p: Platform): Promise<void> {
  await registerRateLimit(app, p.opts.limits ?? { db: p.db });
  const member = requireRole(p, 'member');
  const providers = await paymentProviders(p.db);

  app.get(
    '/api/payments/channels',
    {
      preHandler: member,
      schema: { tags, security, response: { 200: channelsResponseSchema, ...errorResponses(401, 403) } },
    },
    async (req) => {
      const m = merchantOf(p, req);
      const digits = currencyDigits(m.currency);
      const rule = m.payments.firstDepositBonus;
      const [wallet, member] = await Promise.all([
        readWallet(p.db, playerOf(req).id),
        findMemberById(p.db, playerOf(req).id),
      ]);
      return {
        currency: { code: m.currency.code, digits },
        channels: depositChannels(m),
        firstDepositBonus: {
          enabled: rule.enabled,
          percent: rule.percent,
          ...(rule.maxBonus === undefined ? {} : { maxBonus: toMinor(rule.maxBonus, digits) }),
          eligible: rule.enabled && wallet.firstDepositAt === null,
        },
        withdraw: {
          ...withdrawLimits(m, await withdrawVipLevel(p.db, m, playerOf(req).id)),
          paymentPasswordSet: !!member?.payment_password_hash,
        },
      };
    },
  );

  app.post(
    '/api/payments/deposits',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        headers: idempotencyHeadersSchema,
        body: depositBodySchema,
        response: { 200: orderResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req, reply) => {
      const m = merchantOf(p, req);
      const channel = depositChannels(m).find((c) => c.code === req.body.channel);
      if (!channel) throw new AppError('VALIDATION_FAILED', { channel: { key: 'validation.required' } });
      const { amount } = req.body;
      if (amount < channel.min || amount > channel.max)
        throw new AppError('AMOUNT_OUT_OF_RANGE', { min: channel.min, max: channel.max });
      const player = playerOf(req);
      const lang = contentLang(req, req.body.language);
      const r = await once(
        p.db,
        { memberId: player.id, scope: 'deposit', key: idempotencyKey(req), hash: requestHash(req.body) },
        async (tx): Promise<OrderResponse> => {
          // Responsible gaming: time-out, self-exclusion and deposit limits, under the member's row lock.
          await assertMayDeposit(p, tx, player.id, amount);
          const eligible = (await readWallet(tx, player.id)).firstDepositAt === null;
          const bonusPreview = eligible
            ? firstDepositBonus(m.payments.firstDepositBonus, amount, currencyDigits(m.currency))
            : 0;
          const provider = providers.providerFor(m, channel.code);
          const { order, ref } = await insertDeposit(tx, {
            memberId: player.id,
            merchantCode: m.code,
            channel: channel.code,
            amount,
            bonus: 0,
            expiresAt: p.clock.now() + m.payments.paymentWindowMinutes * 60_000,
            provider: provider.id,
          });
          const made = await provider.createOrder({ order, ref, merchant: m, lang });
          if (made.providerRef !== ref) await setProviderRef(tx, order.id, made.providerRef);
          return { order, payUrl: made.payUrl, bonusPreview };
        },
      );
      return answerOnce(reply, r);
    },
  );

  app.get(
    '/api/payments/deposits',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        querystring: ordersQuerySchema,
        response: { 200: ordersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ({
      list: await listOrders(p.db, playerOf(req).id, 'deposit', req.query.status, p.clock.now()),
    }),
  );

  // Another member's order id reads as not found: ids are not secrets, ownership is checked.
  app.get(
    '/api/payments/orders/:id',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        params: orderParamsSchema,
        response: { 200: orderResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const o = await findOrder(p.db, playerOf(req).id, req.params.id, p.clock.now());
      if (!o) throw new AppError('ORDER_NOT_FOUND');
      const { ref, provider, providerRef, ...order } = o;
      return {
        order,
        ...(order.status === 'pending' && ref
          ? { payUrl: providerOf(providers, provider).payUrl({ ref, providerRef }, contentLang(req)) }
          : {}),
      };
    },
  );

  // The provider's server-to-server notification: signed, fresh, for a pending order of that amount; anything else changes nothing.
  // Past the order's payment window it is refused (409 ORDER_EXPIRED) and nothing is credited: the
  // window is the contract with the provider, who takes no payment after it and returns a late one
  // (a refused notification is its signal). Crediting it instead would let a late order beat the
  // member's deposit limit, which stopped counting it when it expired.
  app.post(
    '/api/payments/notify',
    {
      schema: {
        tags,
        body: depositNotificationSchema,
        response: { 200: notificationResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => ({
      success: true,
      order: await settleNotification(p, providers, providers.demo.id, req.body),
    }),
  );

  // The same for any registered provider, at its own address: its adapter reads its own body.
  app.post(
    '/api/payments/providers/:provider/notify',
    {
      schema: {
        tags,
        params: providerParamsSchema,
        body: providerNotificationSchema,
        response: { 200: notificationResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => ({
      success: true,
      order: await settleNotification(p, providers, req.params.provider, req.body),
    }),
  );

  app.get(
    '/api/payments/payout-accounts',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        response: { 200: payoutAccountsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (req) => ({
      list: await listPayoutAccounts(p.db, playerOf(req).id),
    }),
  );

  app.post(
    '/api/payments/payout-accounts',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        body: payoutAccountBodySchema,
        response: { 200: payoutAccountResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const holderName = req.body.holderName.trim().replace(/\s+/g, ' ');
      if (!isPayeeName(holderName))
        throw new AppError('PAYEE_NAME_INVALID', { holderName: { key: 'validation.pattern_latinName' } });
      return {
        account: await addPayoutAccount(p.db, playerOf(req).id, {
          bankName: req.body.bankName.trim(),
          accountNumber: req.body.accountNumber,
          holderName: holderName.toUpperCase(),
        }),
      };
    },
  );

  app.post(
    '/api/payments/withdrawals',
    {
      preHandler: member,
      config: { rateLimit: WITHDRAW_RATE },
      schema: {
        tags,
        security,
        headers: idempotencyHeadersSchema,
        body: withdrawBodySchema,
        response: { 200: orderResponseSchema, ...errorResponses(400, 401, 403, 409, 423, 429) },
      },
    },
    async (req, reply) => {
      const m = merchantOf(p, req);
      const rule = withdrawLimits(m);
      const { amount, paymentPassword, payoutAccountId } = req.body;
      const key = idempotencyKey(req);
      if (amount < rule.min || amount > rule.max)
        throw new AppError('AMOUNT_OUT_OF_RANGE', { min: rule.min, max: rule.max });
      const player = playerOf(req);
      const k = { memberId: player.id, scope: 'withdraw' as const, key, hash: requestHash(req.body) };
      // A replay of a stored answer does not ask for the password again (and costs no guess).
      const stored = await storedAnswer<OrderResponse>(p.db, k);
      if (stored?.response && stored.request_hash === k.hash) {
        void reply.header('idempotent-replayed', 'true');
        return stored.response;
      }
      if (!(await findPayoutAccount(p.db, player.id, payoutAccountId)))
        throw new AppError('PAYOUT_ACCOUNT_REQUIRED');
      if (rule.requirePaymentPassword) {
        // None set: say so (and where to set one), never "wrong password" to every guess.
        if (!(await findMemberById(p.db, player.id))?.payment_password_hash)
          throw new AppError('PAYMENT_PASSWORD_NOT_SET');
        if (!paymentPassword)
          throw new AppError('VALIDATION_FAILED', { paymentPassword: { key: 'validation.required' } });
        const check = await checkPaymentPassword(p.db, player.id, paymentPassword, {
          maxFailures: m.payments.withdraw.passwordMaxFailures,
          lockMinutes: m.payments.withdraw.passwordLockMinutes,
        });
        if (check === 'locked') throw new AppError('PAYMENT_PASSWORD_LOCKED');
        if (check === 'unset') throw new AppError('PAYMENT_PASSWORD_NOT_SET');
        if (check !== 'ok') throw new AppError('PAYMENT_PASSWORD_INVALID');
      }
      // The figure of the member's VIP level (merchant JSON), the one the withdraw and VIP pages show.
      const dailyCount = withdrawDailyCount(m.payments.withdraw, await withdrawVipLevel(p.db, m, player.id));
      const r = await once(p.db, k, async (tx): Promise<OrderResponse> => {
        if (!(await countWithdrawToday(tx, player.id, dailyCount)))
          throw new AppError('WITHDRAW_DAILY_LIMIT');
        return {
          order: await insertWithdrawal(tx, {
            memberId: player.id,
            merchantCode: m.code,
            amount,
            payoutAccountId,
          }),
        };
      });
      return answerOnce(reply, r);
    },
  );

  app.get(
    '/api/payments/withdrawals',
    {
      preHandler: member,
      schema: {
        tags,
        security,
        querystring: ordersQuerySchema,
        response: { 200: ordersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ({
      list: await listOrders(p.db, playerOf(req).id, 'withdraw', req.query.status, p.clock.now()),
    }),
  );
}
