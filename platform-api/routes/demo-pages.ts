import formbody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import { t } from '../../locales/node';
import {
  currencyDigits,
  demoStakes,
  formatMoney,
  SLOT_SYMBOLS,
  slotWin,
  type SlotSymbol,
} from '../../core/money';
import type { MerchantConfig } from '../../schemas';
import type { Platform } from '../context';
import { AppError } from '../../server/http-errors';
import { DEMO_WALLET_TIMEOUT_MS } from '../lib/constants';
import { newToken } from '../lib/tokens';
import { findMemberById } from '../repositories/members-repository';
import { readWallet } from '../repositories/ledger-repository';
import { readTicket, type Ticket } from '../repositories/tickets-repository';
import { sign } from '../money/signature';
import { walletCallFields, walletService, walletSignedFields, type WalletSigned } from './wallet';
import { demoCashier } from './demo-cashier';
import { escapeHtml, page, type Brand } from './demo-html';
import { backPathProp } from '../../schemas/api';
import type { TypedApp } from '../../server/typed-app';

/*
 * Local demo pages behind the launch and chat URLs: server-rendered HTML without any script (the CSP
 * forbids inline script). The game page plays a real slot round: the outcome is drawn on the server
 * and the stake and the win go through the platform's wallet calls (signed like a game provider's),
 * with the form's one-time key as the round id and idempotency key; free play moves no money.
 */

const demoQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['t'],
  properties: {
    t: { type: 'string', minLength: 10, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
    lang: { type: 'string', enum: ['vi', 'en'] },
    back: backPathProp,
  },
} as const;
const roundBody = {
  type: 'object',
  additionalProperties: false,
  required: ['t', 'key', 'bet'],
  properties: {
    ...demoQuery.properties,
    key: { type: 'string', pattern: '^[A-Za-z0-9_-]{10,64}$' },
    bet: { type: 'string', pattern: '^[0-9]{1,15}$' },
  },
} as const;

const TIMED_OUT = Symbol('timed out');
/** The call's answer, or TIMED_OUT when it takes longer than `ms` (the call itself runs on). */
async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
    // A bet that fails after its time ran out is already being rolled back; its error is no news.
    work.catch(() => undefined);
  }
}

/** Glyphs every system font has (no colour-emoji font needed), each in its own colour. */
const SYMBOL_GLYPH: Record<SlotSymbol, string> = {
  heart: '♥',
  diamond: '♦',
  club: '♣',
  star: '★',
  seven: '7',
};

/** Where the page's back link goes: the player's own screen when the launch named it, else home. */
const HOME = '/m/home';
const backLink = (lang: string, back: string | undefined) =>
  `<p><a href="${escapeHtml(back ?? HOME)}" target="_top">${escapeHtml(t(lang, 'platform.demo.back'))}</a></p>`;
/** The merchant's look and the app bar's back link (demo-html.ts). */
const brandOf = (lang: string, merchant: MerchantConfig | undefined, back: string | undefined): Brand => ({
  merchant,
  back: back ?? HOME,
  backLabel: t(lang, 'common.back'),
});

export async function demoPages(app: TypedApp, p: Platform): Promise<void> {
  await app.register(formbody);
  const wallet = await walletService(p);
  const reply404 = (req: FastifyRequest, lang: string, back?: string) =>
    page(
      lang,
      t(lang, 'platform.demo.gameTitle'),
      `<main><p role="alert">${escapeHtml(t(lang, 'platform.demo.expired'))}</p>${backLink(lang, back)}</main>`,
      '',
      brandOf(lang, p.opts.merchantFor(req), back),
    );

  const context = async (ticketText: string) => {
    const ticket = await readTicket(p.db, ticketText, 'game');
    const game = ticket?.node_id ? p.catalogue.game(ticket.node_id) : undefined;
    const member = ticket?.member_id ? await findMemberById(p.db, ticket.member_id) : undefined;
    const merchant = member
      ? p.opts.merchant(member.merchant_code)
      : ticket?.merchant_code
        ? p.opts.merchant(ticket.merchant_code)
        : undefined;
    if (!ticket || !game || !merchant || (!member && !ticket.free)) return undefined;
    return { ticket, game, member, merchant };
  };

  type Ctx = NonNullable<Awaited<ReturnType<typeof context>>>;
  const gamePage = async (
    lang: string,
    c: Ctx,
    ticketText: string,
    back: string | undefined,
    result?: { reels: readonly SlotSymbol[]; bet: number; win: number } | { error: string },
  ) => {
    const money = (n: number) => formatMoney(c.merchant.currency, n, lang);
    const name = c.game.names[lang === 'vi' ? 'vi' : 'en'];
    const balance = c.member && !c.ticket.free ? (await readWallet(p.db, c.member.id)).balance : undefined;
    const rows = [
      [t(lang, 'platform.demo.vendor'), c.game.vendor],
      ...(balance === undefined ? [] : [[t(lang, 'platform.demo.balance'), money(balance)]]),
      ...(c.ticket.prize_mode ? [[t(lang, 'platform.demo.prizeMode'), c.ticket.prize_mode]] : []),
    ]
      .map(([k, v]) => `<dt>${escapeHtml(k!)}</dt><dd>${escapeHtml(v!)}</dd>`)
      .join('');
    let outcome = '';
    if (result && 'error' in result) outcome = `<p role="alert" class="err">${escapeHtml(result.error)}</p>`;
    else if (result) {
      const reels = result.reels
        .map(
          (s) =>
            `<span class="reel reel--${s}" role="img" aria-label="${escapeHtml(t(lang, `platform.demo.symbol.${s}`))}">${SYMBOL_GLYPH[s]}</span>`,
        )
        .join('');
      const line =
        result.win > 0
          ? t(lang, 'platform.demo.won', { amount: money(result.win) })
          : t(lang, 'platform.demo.lost');
      outcome = `<section aria-label="${escapeHtml(t(lang, 'platform.demo.result'))}"><div class="reels">${reels}</div><p role="status">${escapeHtml(t(lang, 'platform.demo.stake', { amount: money(result.bet) }))} · ${escapeHtml(line)}</p></section>`;
    }
    const key = newToken().slice(0, 32);
    const stakes = demoStakes(currencyDigits(c.merchant.currency))
      .map(
        (s) =>
          `<button type="submit" name="bet" value="${s}">${escapeHtml(t(lang, 'platform.demo.spin', { amount: money(s) }))}</button>`,
      )
      .join('');
    const form = `<form method="post" action="/demo/game/round"><input type="hidden" name="t" value="${escapeHtml(ticketText)}"><input type="hidden" name="lang" value="${lang}"><input type="hidden" name="key" value="${key}">${back ? `<input type="hidden" name="back" value="${escapeHtml(back)}">` : ''}<div class="stakes">${stakes}</div></form>`;
    return page(
      lang,
      name,
      `<main><img src="/api/games/${c.game.nodeId}/picture.svg?lang=${lang}" alt="${escapeHtml(name)}" width="120" height="120">
<p>${escapeHtml(t(lang, c.ticket.free ? 'platform.demo.freePlay' : 'platform.demo.realPlay'))}</p>${outcome}<dl>${rows}</dl>${form}${backLink(lang, back)}</main>`,
      '',
      brandOf(lang, c.merchant, back),
    );
  };

  app.get('/demo/game', { schema: { hide: true, querystring: demoQuery } }, async (req, reply) => {
    const lang = req.query.lang ?? req.merchantLanguage ?? 'vi';
    const back = req.query.back;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const c = await context(req.query.t);
    if (!c) return reply.code(404).send(reply404(req, lang, back));
    return gamePage(lang, c, req.query.t, back);
  });

  app.post('/demo/game/round', { schema: { hide: true, body: roundBody } }, async (req, reply) => {
    const lang = req.body.lang ?? req.merchantLanguage ?? 'vi';
    const back = req.body.back;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const c = await context(req.body.t);
    if (!c) return reply.code(404).send(reply404(req, lang, back));
    const bet = Number(req.body.bet);
    if (!demoStakes(currencyDigits(c.merchant.currency)).includes(bet))
      return reply
        .code(400)
        .send(await gamePage(lang, c, req.body.t, back, { error: t(lang, 'errors.AMOUNT_OUT_OF_RANGE') }));
    const reels = [0, 1, 2].map(() => SLOT_SYMBOLS[randomInt(SLOT_SYMBOLS.length)]!);
    const win = slotWin(reels, bet);
    if (c.ticket.free) return gamePage(lang, c, req.body.t, back, { reels, bet, win });
    const call = (kind: 'bet' | 'win', amount: number) => {
      const body = {
        ticket: req.body.t,
        roundId: req.body.key,
        amount,
        ...(kind === 'win' ? { outcome: { reels } } : {}),
      };
      return { ...body, signature: sign(wallet.secret, walletCallFields(kind, body)) };
    };
    const signed = <C extends WalletSigned>(c: C) => ({
      ...c,
      signature: sign(wallet.secret, walletSignedFields(c)),
    });
    const ids = { ticket: req.body.t, roundId: req.body.key };
    const transactionId = `bet-${req.body.key}`;
    try {
      // As a provider's game server does: a bet that does not answer in time is rolled back by its
      // transaction id (the rollback waits for a bet still in flight, then refunds it, or leaves a
      // tombstone so the bet is refused if it arrives later), and the player is told nothing was staked.
      const placed = await withTimeout(wallet.bet(call('bet', bet), transactionId), DEMO_WALLET_TIMEOUT_MS);
      if (placed === TIMED_OUT) {
        await wallet.rollback(signed({ kind: 'rollback', ...ids, transactionId }));
        return reply
          .code(504)
          .send(await gamePage(lang, c, req.body.t, back, { error: t(lang, 'platform.demo.betRolledBack') }));
      }
      // A resubmitted form (back, reload) replays the bet: show that round, draw nothing new.
      if (placed.replayed) return gamePage(lang, c, req.body.t, back);
      // A win settles the round; a loss closes it (no zero win in the ledger).
      if (win > 0) await wallet.win(call('win', win), `win-${req.body.key}`);
      else await wallet.closeRound(signed({ kind: 'close', ...ids }));
    } catch (e) {
      if (e instanceof AppError)
        return reply
          .code(e.status)
          .send(await gamePage(lang, c, req.body.t, back, { error: t(lang, `errors.${e.code}`) }));
      throw e;
    }
    return gamePage(lang, c, req.body.t, back, { reels, bet, win });
  });

  // The default LIVECHAT customer-service entry links here; a member's renderer adds a chat ticket
  // (POST /api/content/chat/launch, purpose service), so the page greets them by name; guests unnamed.
  app.get(
    '/demo/chat',
    { schema: { hide: true, querystring: { ...demoQuery, required: [] } } },
    async (req, reply) => {
      const lang = req.query.lang ?? req.merchantLanguage ?? 'vi';
      const back = req.query.back;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const ticket = req.query.t ? await readTicket(p.db, req.query.t, 'chat') : undefined;
      const member = ticket?.member_id ? await findMemberById(p.db, ticket.member_id) : undefined;
      if (req.query.t && !member) return reply.code(404).send(reply404(req, lang, back));
      const title = t(lang, 'platform.demo.chatTitle');
      const welcome = member
        ? t(lang, 'platform.demo.chatWelcome', { name: member.nickname || member.username })
        : t(lang, 'platform.demo.chatWelcomeGuest');
      return page(
        lang,
        title,
        `<main><p>${escapeHtml(welcome)}</p>${backLink(lang, back)}</main>`,
        '',
        brandOf(lang, member ? p.opts.merchant(member.merchant_code) : p.opts.merchantFor(req), back),
      );
    },
  );

  await demoCashier(app, p);
}

export type { Ticket, MerchantConfig };
