import type { MerchantConfig } from '../schemas';
import type { PublishedConfig } from './store/merchant-store';

import { CONFIG_ELEMENT_ID, themeVar } from '../core/page-embed';

export { CONFIG_ELEMENT_ID };

/** JSON safe inside a <script type="application/json"> data block: no `<` can close it. */
export const jsonForHtml = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** CSS custom properties of the merchant theme (`--color-primary` …), read by every screen. */
export function themeCss(config: MerchantConfig): string {
  const vars = Object.entries(config.theme.colors).map(([k, v]) => `${themeVar(k)}:${v}`);
  return `:root{${vars.join(';')}}`;
}

export interface InjectOptions {
  /** Extra data for the renderer (preview overrides…), merged into the data block. */
  extra?: Record<string, unknown>;
  manifestPath?: string;
  /** `<link>` tags for the first screen's chunks (config-server/preload.ts). */
  preloads?: string;
}

/**
 * The renderer's index.html with the merchant embedded: title, theme colour, manifest and icons,
 * theme variables, and the validated config as a JSON data block (never executable script).
 */
export function injectMerchant(template: string, p: PublishedConfig, opts: InjectOptions = {}): string {
  const c = p.config;
  const icon = c.theme.icons.pwa96 ?? c.theme.icons.favicon;
  const head = [
    `<title>${escapeHtml(c.name)}</title>`,
    `<meta name="theme-color" content="${c.theme.colors.header}">`,
    `<meta name="application-name" content="${escapeHtml(c.name)}">`,
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(c.name)}">`,
    opts.manifestPath ? `<link rel="manifest" href="${escapeHtml(opts.manifestPath)}">` : '',
    icon ? `<link rel="icon" href="${escapeHtml(icon)}">` : '',
    c.theme.icons.appleTouch
      ? `<link rel="apple-touch-icon" href="${escapeHtml(c.theme.icons.appleTouch)}">`
      : '',
    `<link rel="preload" as="image" href="${escapeHtml(c.theme.logo)}">`,
    `<style id="merchant-theme">${themeCss(c)}</style>`,
    opts.preloads ?? '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const data = `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${jsonForHtml({ etag: p.etag, config: c, ...opts.extra })}</script>`;
  return template
    .replace(/<html([^>]*)\slang="[^"]*"/, `<html$1 lang="${c.defaultLanguage}"`)
    .replace('<!--app-head-->', head)
    .replace('<div id="root"></div>', `<div id="root">${bootShell(c)}</div>`)
    .replace('<!--app-config-->', data);
}

/**
 * What a phone paints before the app's code has arrived: the merchant's header bar with its logo,
 * the same height as the real one, over skeleton blocks (styles in renderer/src/styles/base.css).
 * React replaces it on its first render.
 */
export function bootShell(c: MerchantConfig): string {
  return `<div class="boot" aria-busy="true"><div class="boot__bar"><img src="${escapeHtml(c.theme.logo)}" alt="${escapeHtml(c.name)}" height="30"></div><div class="boot__body"><div class="boot__block boot__block--banner"></div><div class="boot__block"></div><div class="boot__block"></div></div></div>`;
}

/** Served when the renderer has not been built (API-only runs, tests): still a working page shell. */
export const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
    <!--app-head-->
  </head>
  <body>
    <div id="root"></div>
    <!--app-config-->
  </body>
</html>
`;

/** The placeholder of the banner in the boot shell, where the first banner goes (`withFirstBanner`). */
const BANNER_SLOT = '<div class="boot__block boot__block--banner"></div>';
export const IMAGE_SEED_META = 'image-seed';

/**
 * Issue 18: the first screen's largest picture in the page itself. The first banner of the screen's
 * group is a real `<img fetchpriority="high">` in the boot shell (and preloaded from the head), at
 * the address the app forms for it (same language, theme and CDN host, through the seed in
 * `<meta name="image-seed">`), so the browser starts it before any script has run and the app shows
 * the same picture without a second download. Without a banner the page only carries the seed.
 */
export function withFirstBanner(html: string, seed: number, banner?: { src: string; alt: string }): string {
  const meta = `<meta name="${IMAGE_SEED_META}" content="${seed}">`;
  if (!banner) return html.replace('</head>', `  ${meta}\n  </head>`);
  const src = escapeHtml(banner.src);
  return html
    .replace(
      '</head>',
      `  ${meta}\n    <link rel="preload" as="image" href="${src}" fetchpriority="high">\n  </head>`,
    )
    .replace(
      BANNER_SLOT,
      `<div class="boot__block boot__block--banner boot__block--picture"><img src="${src}" alt="${escapeHtml(banner.alt)}" width="750" height="300" fetchpriority="high" decoding="async" data-boot-banner></div>`,
    );
}
