import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FALLBACK_TEMPLATE, bootLayoutOf, injectMerchant, withFirstBanner } from './html';
import { artAddress, themeArtKey } from '../core/art';
import { bannerGroupForPath } from '../core/banners';
import { cdnOrigin, effectiveImageCdns, imageAddress } from '../core/images';
import { manifestFor, offlinePage } from './pwa';
import { OFFLINE_PATH, SERVICE_WORKER_PATH, precacheList, serviceWorkerSource } from './service-worker';
import { manifestReader, preloadGroupOf, preloadReader } from './preload';
import type { MerchantResolver } from './merchant-resolver';
import type { PublishedConfig } from './store/merchant-store';
import type { MerchantConfig } from '../schemas';
import { requestLanguage, sendError } from '../server/http-errors';
import { t } from '../locales/node';
import type { TypedApp } from '../server/typed-app';

/** A notice outside the app's root, styled inline with !important, so neither the document nor the app can hide it. */
function withFixedNotice(html: string, id: string, text: string, placement: readonly string[]): string {
  const style = [
    'position:fixed',
    ...placement,
    'z-index:2147483647',
    'display:block',
    'visibility:visible',
    'opacity:1',
    'pointer-events:none',
    'margin:0',
    'color:#fff',
    'font:600 13px/1.4 system-ui,sans-serif',
    'text-align:center',
  ]
    .map((d) => `${d} !important`)
    .join(';');
  const notice = `<div id="${id}" role="status" style="${style}">${escapeText(text)}</div>`;
  return html.replace('</body>', `${notice}\n  </body>`);
}

/** The banner of a support preview (issue 14 item 4): fixed above everything, across the top. */
export function withPreviewBanner(html: string, language: string): string {
  return withFixedNotice(html, 'preview-banner', t(language, 'common.previewBanner'), [
    'top:0',
    'left:0',
    'right:0',
    'padding:4px 8px',
    'background:#b00020',
  ]);
}

/**
 * The ribbon of a staging page (issue 35, environments): a small label in the bottom corner, in the
 * page itself (no script: the player first-load budget is untouched), so nobody takes staging for
 * the live site.
 */
export function withStagingRibbon(html: string, language: string): string {
  return withFixedNotice(html, 'staging-ribbon', t(language, 'environments.ribbon'), [
    'bottom:72px',
    'left:0',
    'padding:2px 10px',
    'border-radius:0 6px 6px 0',
    'background:#c25e00',
  ]);
}

/**
 * Targeting by country (issue 16): the fronting proxy's country header (Cloudflare `CF-IPCountry`,
 * or `X-Country-Code`) as a cookie the page reads, so the cached HTML stays one per merchant and the
 * player site needs no extra request to know it.
 */
export function setCountryCookie(req: FastifyRequest, reply: FastifyReply): void {
  const raw = req.headers['cf-ipcountry'] ?? req.headers['x-country-code'];
  const country = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  if (!country || !/^[A-Z]{2}$/.test(country) || country === 'XX') return;
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header('Set-Cookie', `mc_country=${country}; Path=/; Max-Age=86400; SameSite=Lax${secure}`);
}

const escapeText = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The console's index.html names the demo outbox page in this meta when there is one. */
export const DEMO_OUTBOX_META = 'demo-outbox';
/**
 * What a person sees when a preview link is invalid, expired or revoked (bug 7 of issue 16): a
 * page in their language that says what happened and what to do, not an API error body.
 */
export function previewInvalidPage(language: string, merchant?: MerchantConfig): string {
  const col = merchant?.theme.colors;
  const name = merchant?.name ?? '';
  return `<!doctype html>
<html lang="${escapeText(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeText(t(language, 'common.previewInvalid.title'))}${name ? ` – ${escapeText(name)}` : ''}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:${col?.background ?? '#f6f7f9'};color:${col?.text ?? '#1d2330'};font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;text-align:center}
main{padding:32px 24px;max-width:400px}
h1{font-size:22px;margin:0 0 12px}
p{margin:0 0 24px}
a{display:inline-block;min-width:160px;padding:12px 24px;border-radius:999px;background:${col?.primary ?? '#1f6feb'};color:${col?.primaryContrast ?? '#fff'};font-weight:700;text-decoration:none}
</style>
</head>
<body>
<main>
<h1>${escapeText(t(language, 'common.previewInvalid.title'))}</h1>
<p>${escapeText(t(language, 'common.previewInvalid.body'))}</p>
<a href="/m/home">${escapeText(t(language, 'common.previewInvalid.home', { name: name || '' }))}</a>
</main>
</body>
</html>
`;
}

export interface WebOptions {
  /** The one merchant rule (config-server/merchant-resolver.ts). */
  merchantOf: MerchantResolver;
  distDir: string;
  merchantsDir: string;
  /** The demo outbox page's address when it is on (DEMO_OUTBOX, never production): the console links to it. */
  demoOutboxPath?: string;
  /** Support preview: `?preview=<signed token>` renders an overridden config for this page only. */
  resolvePreview?: (
    req: FastifyRequest,
  ) => Promise<
    { ok: true; published: PublishedConfig; extra?: Record<string, unknown> } | { ok: false } | undefined
  >;
  /** The first banner of a group for a merchant and language (the platform's banner list). */
  firstBanner?: (
    merchant: string,
    group: string,
    lang: 'vi' | 'en',
  ) => Promise<{ url: string; title: string } | undefined>;
  /** The platform's default image CDN hosts (IMAGE_CDN). */
  imageCdns?: readonly string[];
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
export async function webRoutes(app: TypedApp, opts: WebOptions) {
  const rendererDir = join(opts.distDir, 'renderer');
  const consoleDir = join(opts.distDir, 'console');
  const rendererIndex = templateReader(join(rendererDir, 'index.html'), FALLBACK_TEMPLATE);
  const consoleIndex = templateReader(join(consoleDir, 'index.html'), undefined);
  const htmlCache = new Map<string, { key: string; template: string; html: string }>();
  const manifestFile = join(rendererDir, '.vite', 'manifest.json');
  const preloads = preloadReader(manifestFile);
  const manifest = manifestReader(manifestFile);

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
    setCountryCookie(req, reply);
    const pathname = req.url.split('?')[0]!;
    const preview = opts.resolvePreview ? await opts.resolvePreview(req) : undefined;
    if (preview && !preview.ok) {
      // A person (a browser asking for a page) reads a page; an API client keeps the error body.
      if (!String(req.headers.accept ?? '').includes('text/html'))
        return sendError(req, reply, 'PREVIEW_LINK_INVALID');
      const merchant = opts.merchantOf(req)?.config;
      const language = req.headers['accept-language']
        ? requestLanguage(req)
        : (merchant?.defaultLanguage ?? 'vi');
      return reply
        .code(403)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(previewInvalidPage(language, merchant));
    }
    if (preview?.ok) {
      // A preview page is never cached and never stored: the overrides live in this response only.
      const html = withPreviewBanner(
        injectMerchant(rendererIndex()!, preview.published, {
          manifestPath: '/m/manifest.webmanifest',
          boot: bootLayoutOf(pathname),
          extra: { ...preview.extra, preview: true },
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
    const group = preloadGroupOf(pathname);
    const boot = bootLayoutOf(pathname);
    const staging = p.environment === 'staging';
    const cacheKey = `${staging ? 'staging:' : ''}${p.code}:${group}:${boot}`;
    let entry = htmlCache.get(cacheKey);
    if (!entry || entry.key !== key || entry.template !== template) {
      const language = p.config.defaultLanguage;
      const html = injectMerchant(template, p, {
        manifestPath: '/m/manifest.webmanifest',
        preloads: preloads(group, language),
        boot,
      });
      entry = { key, template, html: staging ? withStagingRibbon(html, language) : html };
      htmlCache.set(cacheKey, entry);
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await firstScreen(req, pathname, p.config, entry.html));
  };

  /**
   * Issue 18: the screen's first banner in the page (see `withFirstBanner`), at the address the app
   * will form: the merchant's default language (the boot shell's), its theme, its CDN hosts with
   * this page's seed. A platform that cannot answer leaves the plain boot shell.
   */
  const firstScreen = async (
    req: FastifyRequest,
    pathname: string,
    c: MerchantConfig,
    html: string,
  ): Promise<string> => {
    const seed = Math.floor(Math.random() * 0x7fffffff);
    const group = bannerGroupForPath(pathname);
    if (!group || !opts.firstBanner) return withFirstBanner(html, seed);
    const lang = c.defaultLanguage.startsWith('vi') ? 'vi' : 'en';
    const banner = await opts.firstBanner(c.code, group, lang).catch(() => undefined);
    if (!banner) return withFirstBanner(html, seed);
    const port = /:(\d+)$/.exec(req.host)?.[1] ?? '';
    const origins = effectiveImageCdns(c.imageCDNs, opts.imageCdns ?? []).map((h) =>
      cdnOrigin(h, { protocol: `${req.protocol}:`, port }),
    );
    const src = imageAddress(artAddress(banner.url, lang, themeArtKey(c.theme.colors)), origins, seed);
    return withFirstBanner(html, seed, { src, alt: banner.title, group });
  };

  const hide = { schema: { hide: true } };
  app.get('/', hide, (_req, reply) => reply.redirect('/m/home'));
  app.get('/m', hide, serveRenderer);
  app.get('/m/*', hide, serveRenderer);

  // The worker names every file of the current build (it precaches them): made again after a rebuild.
  let sw: { manifest: unknown; source: string } | undefined;
  const swSource = () => {
    const m = manifest();
    if (!sw || sw.manifest !== m) sw = { manifest: m, source: serviceWorkerSource(precacheList(m)) };
    return sw.source;
  };
  // Before /m/*: the worker must never be served the app's HTML. Not cached, so a change is seen at once.
  app.get(SERVICE_WORKER_PATH, hide, (_req, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Service-Worker-Allowed', '/m/')
      .type('text/javascript; charset=utf-8')
      .send(swSource()),
  );
  app.get(OFFLINE_PATH, hide, async (req, reply) => {
    const p = opts.merchantOf(req);
    if (!p) return sendError(req, reply, 'MERCHANT_NOT_FOUND');
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(offlinePage(p.config));
  });

  // Browsers ask for /favicon.ico on pages that name no icon (the demo cashier, game, chat and
  // sign-in pages; issue 32): the merchant's own icon, by host.
  const merchantAssets = resolve(opts.merchantsDir, 'assets');
  const ICON_TYPES: Record<string, string> = {
    '.png': 'image/png',
    '.ico': 'image/x-icon',
    '.svg': 'image/svg+xml',
    '.webp': 'image/webp',
    '.jpg': 'image/jpeg',
  };
  app.get('/favicon.ico', hide, async (req, reply) => {
    const p = opts.merchantOf(req);
    if (!p) return sendError(req, reply, 'MERCHANT_NOT_FOUND');
    const icon = p.config.theme.icons.favicon ?? p.config.theme.icons.pwa96;
    if (!icon) return sendError(req, reply, 'NOT_FOUND');
    reply.header('Cache-Control', 'public, max-age=3600');
    const prefix = '/assets/merchants/';
    if (!icon.startsWith(prefix)) return reply.redirect(icon);
    const file = resolve(merchantAssets, icon.slice(prefix.length).split('?')[0]!);
    const type = ICON_TYPES[extname(file).toLowerCase()];
    if (!file.startsWith(merchantAssets + sep) || !type || !existsSync(file))
      return sendError(req, reply, 'NOT_FOUND');
    return reply.type(type).send(readFileSync(file));
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
    const template = consoleIndex();
    if (!template) return sendError(req, reply, 'NOT_FOUND');
    // The console links to the demo outbox when the server has one (a meta the console reads at start).
    const html = opts.demoOutboxPath
      ? template.replace(
          '</head>',
          `<meta name="${DEMO_OUTBOX_META}" content="${opts.demoOutboxPath}"></head>`,
        )
      : template;
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/admin', hide, serveConsole);
  app.get('/admin/*', hide, serveConsole);
}
