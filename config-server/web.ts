import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FALLBACK_TEMPLATE, injectMerchant } from './html';
import { manifestFor, offlinePage } from './pwa';
import { OFFLINE_PATH, SERVICE_WORKER_PATH, serviceWorkerSource } from './service-worker';
import { preloadGroupOf, preloadReader } from './preload';
import type { MerchantResolver } from './merchant-resolver';
import type { PublishedConfig } from './store/merchant-store';
import { sendError } from '../platform-api/lib/http-errors';
import { t } from '../locales/node';

/**
 * The banner of a support preview (issue 14 item 4): outside the app's root, fixed above everything,
 * styled inline with !important, so neither the previewed document nor the app can hide it.
 */
export function withPreviewBanner(html: string, language: string): string {
  const style = [
    'position:fixed',
    'top:0',
    'left:0',
    'right:0',
    'z-index:2147483647',
    'display:block',
    'visibility:visible',
    'opacity:1',
    'pointer-events:none',
    'margin:0',
    'padding:4px 8px',
    'background:#b00020',
    'color:#fff',
    'font:600 13px/1.4 system-ui,sans-serif',
    'text-align:center',
  ]
    .map((d) => `${d} !important`)
    .join(';');
  const banner = `<div id="preview-banner" role="status" style="${style}">${escapeText(t(language, 'common.previewBanner'))}</div>`;
  return html.replace('</body>', `${banner}\n  </body>`);
}

const escapeText = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface WebOptions {
  /** The one merchant rule (config-server/merchant-resolver.ts). */
  merchantOf: MerchantResolver;
  distDir: string;
  merchantsDir: string;
  /** Support preview: `?preview=<signed token>` renders an overridden config for this page only. */
  resolvePreview?: (
    req: FastifyRequest,
  ) => Promise<{ ok: true; published: PublishedConfig } | { ok: false } | undefined>;
}

/** Reads a built index.html, re-reading it when the build changes it. */
function templateReader(file: string, fallback: string | undefined) {
  let cached: { mtime: number; text: string } | undefined;
  return (): string | undefined => {
    if (!existsSync(file)) return fallback;
    const mtime = statSync(file).mtimeMs;
    if (!cached || cached.mtime !== mtime) cached = { mtime, text: readFileSync(file, 'utf8') };
    return cached.text;
  };
}

/**
 * Static hosting: the player app at /m (index.html with the merchant embedded, content-hashed
 * assets cached for a year), the console at /admin, merchant assets, and the per-merchant manifest.
 */
export async function webRoutes(app: FastifyInstance, opts: WebOptions) {
  const rendererDir = join(opts.distDir, 'renderer');
  const consoleDir = join(opts.distDir, 'console');
  const rendererIndex = templateReader(join(rendererDir, 'index.html'), FALLBACK_TEMPLATE);
  const consoleIndex = templateReader(join(consoleDir, 'index.html'), undefined);
  const htmlCache = new Map<string, { key: string; template: string; html: string }>();
  const preloads = preloadReader(join(rendererDir, '.vite', 'manifest.json'));

  const immutable = { maxAge: '365d', immutable: true };
  if (existsSync(join(rendererDir, 'assets'))) {
    await app.register(fastifyStatic, {
      root: join(rendererDir, 'assets'),
      prefix: '/m/assets/',
      decorateReply: false,
      ...immutable,
      index: false,
      preCompressed: true,
    });
  }
  if (existsSync(join(consoleDir, 'assets'))) {
    await app.register(fastifyStatic, {
      root: join(consoleDir, 'assets'),
      prefix: '/admin/assets/',
      decorateReply: false,
      ...immutable,
      index: false,
    });
  }
  const staticDir = join(rendererDir, 'static');
  if (existsSync(staticDir))
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/m/static/',
      decorateReply: false,
      maxAge: '1d',
      index: false,
    });
  await app.register(fastifyStatic, {
    root: join(opts.merchantsDir, 'assets'),
    prefix: '/assets/merchants/',
    decorateReply: false,
    maxAge: '1h',
    index: false,
  });

  const serveRenderer = async (req: FastifyRequest, reply: FastifyReply) => {
    const preview = opts.resolvePreview ? await opts.resolvePreview(req) : undefined;
    if (preview && !preview.ok) return sendError(req, reply, 'PREVIEW_LINK_INVALID');
    if (preview?.ok) {
      // A preview page is never cached and never stored: the overrides live in this response only.
      const html = withPreviewBanner(
        injectMerchant(rendererIndex()!, preview.published, {
          manifestPath: '/m/manifest.webmanifest',
          extra: { preview: true },
        }),
        preview.published.config.defaultLanguage,
      );
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
    }
    const p = opts.merchantOf(req);
    if (!p) return sendError(req, reply, 'MERCHANT_NOT_FOUND');
    const template = rendererIndex()!;
    // A rebuild changes asset hashes in the middle of the template, not its length or end: compare
    // the template itself (the reader returns the same string while the file is unchanged).
    const key = p.etag;
    const group = preloadGroupOf(req.url.split('?')[0]!);
    const cacheKey = `${p.code}:${group}`;
    let entry = htmlCache.get(cacheKey);
    if (!entry || entry.key !== key || entry.template !== template) {
      const language = p.config.defaultLanguage;
      entry = {
        key,
        template,
        html: injectMerchant(template, p, {
          manifestPath: '/m/manifest.webmanifest',
          preloads: preloads(group, language),
        }),
      };
      htmlCache.set(cacheKey, entry);
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header('ETag', `"${p.etag.slice(1, -1)}-${group}"`)
      .type('text/html; charset=utf-8')
      .send(entry.html);
  };

  const hide = { schema: { hide: true } };
  app.get('/', hide, (_req, reply) => reply.redirect('/m/home'));
  app.get('/m', hide, serveRenderer);
  app.get('/m/*', hide, serveRenderer);

  const swSource = serviceWorkerSource();
  // Before /m/*: the worker must never be served the app's HTML. Not cached, so a change is seen at once.
  app.get(SERVICE_WORKER_PATH, hide, (_req, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Service-Worker-Allowed', '/m/')
      .type('text/javascript; charset=utf-8')
      .send(swSource),
  );
  app.get(OFFLINE_PATH, hide, async (req, reply) => {
    const p = opts.merchantOf(req);
    if (!p) return sendError(req, reply, 'MERCHANT_NOT_FOUND');
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(offlinePage(p.config));
  });

  app.get('/m/manifest.webmanifest', hide, async (req, reply) => {
    const p = opts.merchantOf(req);
    if (!p) return sendError(req, reply, 'MERCHANT_NOT_FOUND');
    return reply
      .header('Cache-Control', 'no-cache')
      .type('application/manifest+json')
      .send(JSON.stringify(manifestFor(p.config)));
  });

  const serveConsole = async (req: FastifyRequest, reply: FastifyReply) => {
    const html = consoleIndex();
    if (!html) return sendError(req, reply, 'NOT_FOUND');
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/admin', hide, serveConsole);
  app.get('/admin/*', hide, serveConsole);
}
