import { mobileCandidates } from '../../core';
import { t } from '../../locales/node';
import { outboxQuerySchema, outboxResponseSchema } from '../../schemas/api';
import type { Platform } from '../context';
import { errorResponses } from '../../server/schema-refs';
import type { TypedApp } from '../../server/typed-app';
import { readOutbox, type OutboxKind } from '../repositories/outbox-repository';
import { escapeHtml, page } from './demo-html';

/** The outbox page shows this many of the newest messages of a kind. */
const OUTBOX_PAGE_SIZE = 50;
/** The outbox page reloads itself (a meta refresh: the pages run no script) this often. */
export const OUTBOX_REFRESH_SECONDS = 5;
export const OUTBOX_PAGE_PATH = '/demo/outbox';
const KINDS: readonly OutboxKind[] = ['sms', 'mail', 'captcha'];

const OUTBOX_STYLE = `<style>main{max-width:720px;margin:0 auto;text-align:left}
nav{display:flex;gap:8px;margin:12px 0;flex-wrap:wrap}nav a{padding:8px 14px;border-radius:999px;background:#1b1f33;text-decoration:none;font-weight:600}
nav a[aria-current=page]{background:#e5a823;color:#1a1a1a}ol{list-style:none;padding:0;margin:0}
li{background:#1b1f33;border-radius:14px;padding:12px 14px;margin:10px 0}.meta{display:flex;justify-content:space-between;gap:8px;color:#aab0c6;font-size:13px;flex-wrap:wrap}
.body{white-space:pre-wrap;overflow-wrap:anywhere;margin:6px 0 0}.code{font-size:1.25em;color:#e5a823;letter-spacing:1px}.muted{color:#aab0c6}</style>`;

/** A message body, escaped, with its codes (4 to 8 digits) stood out. */
const showBody = (body: string) =>
  escapeHtml(body).replace(/(?<![\d&#])(\d{4,8})(?!\d)/g, '<strong class="code">$1</strong>');

/**
 * The dev outbox over HTTP: registered only with DEMO_OUTBOX=1 (on by default for `npm start` in
 * demo mode) and never in production (404 otherwise). Tests read the JSON route; a person trying the
 * demo reads the same messages on the outbox page, like a local mail catcher.
 */
export async function devRoutes(app: TypedApp, p: Platform): Promise<void> {
  if (!p.opts.demoOutbox || p.opts.production) return;
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errorResponses(400) },
      },
    },
    async (req) => {
      // A number is found in any usual spelling (0912…, 84912…, +84 912 …), as the login reads it
      // (core/login-id.ts); SMS are stored under the full number (+84912…). Issue 32 item 23.
      const to = req.query.to;
      const merchant = p.opts.merchantFor(req);
      const recipients =
        to === undefined ? undefined : [to, ...(merchant ? mobileCandidates(merchant, to) : [])];
      const rows = await readOutbox(p.db, req.query.kind, recipients, req.query.limit ?? 10);
      return {
        messages: rows.map((r) => ({
          kind: r.kind,
          to: r.recipient,
          body: r.body,
          ...(r.page ? { page: r.page } : {}),
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },
  );

  app.get(
    OUTBOX_PAGE_PATH,
    {
      schema: {
        hide: true,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            kind: { type: 'string', enum: ['sms', 'mail', 'captcha'] },
            lang: { type: 'string', enum: ['vi', 'en'] },
          },
        } as const,
      },
    },
    async (req, reply) => {
      const lang = req.query.lang ?? (req.merchantLanguage === 'en' ? 'en' : 'vi');
      const kind = req.query.kind ?? 'sms';
      const rows = await readOutbox(p.db, kind, undefined, OUTBOX_PAGE_SIZE);
      const when = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
      const tabs = KINDS.map(
        (k) =>
          `<a href="${OUTBOX_PAGE_PATH}?kind=${k}&amp;lang=${lang}"${k === kind ? ' aria-current="page"' : ''}>${escapeHtml(t(lang, `outbox.kind.${k}`))}</a>`,
      ).join('');
      const items = rows
        .map((r) => {
          const id = r.recipient.slice(0, 8);
          const to =
            kind !== 'captcha'
              ? r.recipient
              : r.page
                ? t(lang, 'outbox.captchaFor', { id, page: r.page })
                : t(lang, 'outbox.captchaTo', { id });
          return `<li><div class="meta"><span><span class="muted">${escapeHtml(t(lang, 'outbox.to'))}:</span> <strong>${escapeHtml(to)}</strong></span><time datetime="${new Date(r.created_at).toISOString()}">${escapeHtml(when.format(new Date(r.created_at)))}</time></div><p class="body">${showBody(r.body)}</p></li>`;
        })
        .join('');
      const list = rows.length
        ? `<p class="muted">${escapeHtml(t(lang, 'outbox.count', { count: rows.length }))}</p><ol aria-label="${escapeHtml(t(lang, `outbox.kind.${kind}`))}">${items}</ol>`
        : `<p role="status">${escapeHtml(t(lang, 'outbox.empty'))}</p>`;
      const title = t(lang, 'outbox.title');
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex');
      return page(
        lang,
        title,
        `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(t(lang, 'outbox.intro', { seconds: OUTBOX_REFRESH_SECONDS }))}</p><nav aria-label="${escapeHtml(t(lang, 'outbox.kinds'))}">${tabs}</nav>${list}<p><a href="/m/home">${escapeHtml(t(lang, 'outbox.open'))}</a></p></main>`,
        `${OUTBOX_STYLE}<meta http-equiv="refresh" content="${OUTBOX_REFRESH_SECONDS}">`,
      );
    },
  );
}
