import type { FastifyInstance } from 'fastify';
import { t } from '../../locales/node';
import type { Platform } from '../context';
import { findMemberById } from '../repositories/members-repository';
import { readTicket } from '../repositories/tickets-repository';

/*
 * Local demo pages behind the launch and chat URLs: server-rendered HTML without any script (the CSP
 * forbids inline script), showing the game, its picture and the player's balance.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const demoQuery = {
  type: 'object', additionalProperties: false, required: ['t'],
  properties: { t: { type: 'string', minLength: 10, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }, lang: { type: 'string', enum: ['vi', 'en'] } },
} as const;

function page(lang: string, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;background:#0f1220;color:#f4f5f9;margin:0;padding:16px;text-align:center}img{width:200px;height:200px;border-radius:16px}a{color:#e5a823}dl{display:inline-grid;grid-template-columns:auto auto;gap:4px 12px;text-align:left}</style>
</head><body>${body}</body></html>`;
}

export async function demoPages(app: FastifyInstance, p: Platform): Promise<void> {
  const reply404 = (lang: string) => page(lang, t(lang, 'platform.demo.gameTitle'), `<main><p role="alert">${escapeHtml(t(lang, 'platform.demo.expired'))}</p><p><a href="/m/home">${escapeHtml(t(lang, 'platform.demo.back'))}</a></p></main>`);

  app.get<{ Querystring: { t: string; lang?: string } }>('/demo/game', { schema: { hide: true, querystring: demoQuery } }, async (req, reply) => {
    const lang = req.query.lang ?? 'vi';
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const ticket = await readTicket(p.db, req.query.t, 'game');
    const game = ticket?.node_id ? p.catalogue.game(ticket.node_id) : undefined;
    const member = ticket ? await findMemberById(p.db, ticket.member_id) : undefined;
    if (!ticket || !game || !member) return reply.code(404).send(reply404(lang));
    const name = game.names[lang === 'vi' ? 'vi' : 'en'];
    const rows = [
      [t(lang, 'platform.demo.vendor'), game.vendor],
      [t(lang, 'platform.demo.balance'), Number(member.balance).toFixed(2)],
      ...(ticket.prize_mode ? [[t(lang, 'platform.demo.prizeMode'), ticket.prize_mode]] : []),
    ].map(([k, v]) => `<dt>${escapeHtml(k!)}</dt><dd>${escapeHtml(v!)}</dd>`).join('');
    return page(lang, name, `<main><h1>${escapeHtml(name)}</h1><img src="/api/games/${game.nodeId}/picture.svg" alt="${escapeHtml(name)}">
<p>${escapeHtml(t(lang, ticket.free ? 'platform.demo.freePlay' : 'platform.demo.realPlay'))}</p><dl>${rows}</dl><p><a href="/m/home">${escapeHtml(t(lang, 'platform.demo.back'))}</a></p></main>`);
  });

  // The default LIVECHAT customer-service entry links here without a ticket: guests get the same page, unnamed.
  app.get<{ Querystring: { t?: string; lang?: string } }>('/demo/chat', { schema: { hide: true, querystring: { ...demoQuery, required: [] } } }, async (req, reply) => {
    const lang = req.query.lang ?? 'vi';
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const ticket = req.query.t ? await readTicket(p.db, req.query.t, 'chat') : undefined;
    const member = ticket ? await findMemberById(p.db, ticket.member_id) : undefined;
    if (req.query.t && !member) return reply.code(404).send(reply404(lang));
    const title = t(lang, 'platform.demo.chatTitle');
    return page(lang, title, `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(t(lang, 'platform.demo.chatWelcome', { name: member ? member.nickname || member.username : '' }))}</p><p><a href="/m/home">${escapeHtml(t(lang, 'platform.demo.back'))}</a></p></main>`);
  });
}
