import { t } from '../../locales/node';
import { formatMoney } from '../../core/money';
import type { Platform } from '../context';
import { AppError } from '../../server/http-errors';
import { findMemberById } from '../repositories/members-repository';
import { findOrderByRef } from '../repositories/orders-repository';
import { paymentProviders } from '../payments/registry';
import { recordDemoPayment } from '../repositories/demo-cashier-repository';
import { settleNotification } from '../services/deposit-service';
import { escapeHtml, page, type Brand } from './demo-html';
import type { MerchantConfig } from '../../schemas';
import type { FastifyRequest } from 'fastify';
import type { TypedApp } from '../../server/typed-app';

/*
 * The demo payment provider's cashier (its adapter: payments/demo-provider.ts): the pay URL of a
 * deposit lands here; the player pays or cancels, and the provider notifies the platform the way a
 * real one does (order id, amount, status, nonce, timestamp, HMAC signature), keeps what it took in
 * its own books (queryStatus reads them back) and sends the player back to the deposit screen.
 */

const ref = { type: 'string', minLength: 10, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;
const lang = { type: 'string', enum: ['vi', 'en'] } as const;
const cashierQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['o'],
  properties: { o: ref, lang },
} as const;
const cashierBody = {
  type: 'object',
  additionalProperties: false,
  required: ['o', 'status'],
  properties: { o: ref, lang, status: { type: 'string', enum: ['paid', 'cancelled'] } },
} as const;

export async function demoCashier(app: TypedApp, p: Platform): Promise<void> {
  const providers = await paymentProviders(p.db);

  const load = async (o: string) => {
    const order = await findOrderByRef(p.db, o, p.clock.now());
    const member = order ? await findMemberById(p.db, order.memberId) : undefined;
    const merchant = member ? p.opts.merchant(member.merchant_code) : undefined;
    return order && merchant ? { order, merchant } : undefined;
  };
  const brand = (l: string, merchant: MerchantConfig | undefined): Brand => ({
    merchant,
    back: '/m/voucherCenter',
    backLabel: t(l, 'common.back'),
  });
  const notFound = (req: FastifyRequest, l: string) =>
    page(
      l,
      t(l, 'platform.cashier.title'),
      `<main><p role="alert">${escapeHtml(t(l, 'errors.ORDER_NOT_FOUND'))}</p><p><a href="/m/voucherCenter">${escapeHtml(t(l, 'platform.cashier.back'))}</a></p></main>`,
      '',
      brand(l, p.opts.merchantFor(req)),
    );

  app.get('/demo/cashier', { schema: { hide: true, querystring: cashierQuery } }, async (req, reply) => {
    const l = req.query.lang ?? 'vi';
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const c = await load(req.query.o);
    if (!c) return reply.code(404).send(notFound(req, l));
    const title = t(l, 'platform.cashier.title');
    const pending = c.order.status === 'pending';
    const actions = pending
      ? `<form method="post" action="/demo/cashier"><input type="hidden" name="o" value="${escapeHtml(req.query.o)}"><input type="hidden" name="lang" value="${l}">
<button type="submit" name="status" value="paid">${escapeHtml(t(l, 'platform.cashier.pay'))}</button><button type="submit" name="status" value="cancelled" class="secondary">${escapeHtml(t(l, 'platform.cashier.cancel'))}</button></form>`
      : `<p role="status">${escapeHtml(t(l, `platform.cashier.status.${c.order.status}`))}</p><p><a href="/m/voucherCenter?order=${c.order.id}">${escapeHtml(t(l, 'platform.cashier.back'))}</a></p>`;
    return page(
      l,
      title,
      `<main><div class="card"><p>${escapeHtml(t(l, 'platform.cashier.order', { id: c.order.id }))} · ${escapeHtml(c.order.channel ?? '')}</p>
<p class="amount">${escapeHtml(formatMoney(c.merchant.currency, c.order.amount, l))}</p><p>${escapeHtml(t(l, 'platform.cashier.demoNote'))}</p>${actions}</div></main>`,
      '',
      brand(l, c.merchant),
    );
  });

  app.post('/demo/cashier', { schema: { hide: true, body: cashierBody } }, async (req, reply) => {
    const l = req.body.lang ?? 'vi';
    const c = await load(req.body.o);
    if (!c) return reply.code(404).type('text/html; charset=utf-8').send(notFound(req, l));
    const demo = providers.demo;
    const fields = { orderId: req.body.o, amount: c.order.amount, status: req.body.status };
    let result: string = req.body.status;
    try {
      await settleNotification(p, providers, demo.id, demo.notification(fields));
      // Accepted: the provider keeps the payment (or the cancellation) in its books.
      await recordDemoPayment(p.db, { ref: fields.orderId, amount: fields.amount, status: fields.status });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      // Past the payment window the provider takes no money: the player is told the order expired.
      result = e.code === 'ORDER_EXPIRED' ? 'expired' : 'failed';
    }
    return reply.redirect(`/m/voucherCenter?order=${c.order.id}&result=${result}`, 303);
  });
}
