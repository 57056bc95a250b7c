import type { FastifyInstance } from 'fastify';
import { channelsResponseSchema, depositBodySchema, orderResponseSchema, ordersResponseSchema, withdrawBodySchema, type DepositBody, type WithdrawBody } from '../../schemas/api';
import type { MerchantConfig } from '../../schemas';
import { merchantOf, type Platform } from '../context';
import { AppError } from '../lib/http-errors';
import { verifyPassword } from '../lib/passwords';
import { registerRateLimit } from '../lib/rate-limit';
import { errorResponses } from '../lib/schema-refs';
import { playerOf, requireRole } from '../lib/session';
import { findMemberById } from '../repositories/members-repository';
import { debitBalance, hasDeposit, insertOrder, listOrders } from '../repositories/orders-repository';

const tags = ['payments'];
const security = [{ bearer: [] }];
/** Payment-password guesses are slowed down per IP. */
const WITHDRAW_RATE = { max: 10, timeWindow: '1 minute' } as const;

/** Money has two decimals: 10.005 is refused rather than silently rounded. */
const cents = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** First-deposit bonus (spec §1, +10% by default): only on the first deposit, capped by maxBonus. */
export function firstDepositBonus(merchant: MerchantConfig, amount: number, first: boolean): number {
  const rule = merchant.payments.firstDepositBonus;
  if (!rule.enabled || !first) return 0;
  const bonus = Math.floor(amount * rule.percent) / 100;
  return rule.maxBonus === undefined ? bonus : Math.min(bonus, rule.maxBonus);
}

export async function paymentRoutes(app: FastifyInstance, p: Platform): Promise<void> {
  await registerRateLimit(app, p.opts.limits ?? { db: p.db });
  const member = requireRole(p, 'member');

  app.get('/api/payments/channels', { preHandler: member, schema: { tags, security, response: { 200: channelsResponseSchema, ...errorResponses(401, 403) } } }, async (req) => {
    const m = merchantOf(p, req);
    const rule = m.payments.firstDepositBonus;
    return {
      channels: m.payments.depositChannels.filter((c) => c.enabled !== false).map((c) => ({ code: c.code, kind: c.kind, min: c.min, max: c.max })),
      firstDepositBonus: { enabled: rule.enabled, percent: rule.percent, ...(rule.maxBonus === undefined ? {} : { maxBonus: rule.maxBonus }), eligible: rule.enabled && !(await hasDeposit(p.db, playerOf(req).id)) },
      withdraw: m.payments.withdraw,
    };
  });

  app.post<{ Body: DepositBody }>('/api/payments/deposits', { preHandler: member, schema: { tags, security, body: depositBodySchema, response: { 200: orderResponseSchema, ...errorResponses(400, 401, 403) } } }, async (req) => {
    const m = merchantOf(p, req);
    const channel = m.payments.depositChannels.find((c) => c.code === req.body.channel && c.enabled !== false);
    if (!channel) throw new AppError('VALIDATION_FAILED', { channel: { key: 'validation.required' } });
    const { amount } = req.body;
    if (!cents(amount) || amount < channel.min || amount > channel.max) throw new AppError('AMOUNT_OUT_OF_RANGE', { min: channel.min, max: channel.max });
    const player = playerOf(req);
    const order = await p.db.transaction(async (tx) => {
      const bonus = firstDepositBonus(m, amount, !(await hasDeposit(tx, player.id)));
      return insertOrder(tx, player.id, 'deposit', channel.code, amount, bonus);
    });
    return { order };
  });

  app.get('/api/payments/deposits', { preHandler: member, schema: { tags, security, response: { 200: ordersResponseSchema, ...errorResponses(401, 403) } } }, async (req) => ({
    list: await listOrders(p.db, playerOf(req).id, 'deposit'),
  }));

  app.post<{ Body: WithdrawBody }>('/api/payments/withdrawals', {
    preHandler: member, config: { rateLimit: WITHDRAW_RATE }, schema: { tags, security, body: withdrawBodySchema, response: { 200: orderResponseSchema, ...errorResponses(400, 401, 403, 429) } },
  }, async (req) => {
    const rule = merchantOf(p, req).payments.withdraw;
    const { amount, paymentPassword } = req.body;
    if (!cents(amount) || amount < rule.min || amount > rule.max) throw new AppError('AMOUNT_OUT_OF_RANGE', { min: rule.min, max: rule.max });
    const me = (await findMemberById(p.db, playerOf(req).id))!;
    if (rule.requirePaymentPassword) {
      if (!paymentPassword) throw new AppError('VALIDATION_FAILED', { paymentPassword: { key: 'validation.required' } });
      if (!me.payment_password_hash || !(await verifyPassword(me.payment_password_hash, paymentPassword))) throw new AppError('PAYMENT_PASSWORD_INVALID');
    }
    const order = await p.db.transaction(async (tx) => {
      if (!(await debitBalance(tx, me.id, amount))) throw new AppError('INSUFFICIENT_BALANCE');
      return insertOrder(tx, me.id, 'withdraw', null, amount, 0);
    });
    return { order };
  });

  app.get('/api/payments/withdrawals', { preHandler: member, schema: { tags, security, response: { 200: ordersResponseSchema, ...errorResponses(401, 403) } } }, async (req) => ({
    list: await listOrders(p.db, playerOf(req).id, 'withdraw'),
  }));
}
