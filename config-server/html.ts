import { createHash } from 'node:crypto';
import type { MerchantConfig } from '../schemas';
import type { PublishedConfig } from './store/merchant-store';

import {
  CONFIG_ELEMENT_ID,
  FIRST_BANNER_META,
  IMAGE_SEED_META,
  PREFERENCES_KEY,
  themeVar,
} from '../core/page-embed';
import { findRoute } from '../core/routes';
import { t } from '../locales/node';

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
  /** The boot shell's layout (`bootLayoutOf`); the game-list layout when not given. */
  boot?: BootLayout;
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
  return deferAppStart(
    template
      .replace(/<html([^>]*)\slang="[^"]*"/, `<html$1 lang="${c.defaultLanguage}"`)
      .replace('<!--app-head-->', head)
      .replace('<div id="root"></div>', `<div id="root">${bootShell(c, opts.boot)}</div>`)
      .replace('<!--app-config-->', data),
  );
}

/**
 * The boot shell's layout, by route: each one puts the first banner where the screen's own layout
 * puts it, so nothing jumps when the app takes over (issue 18). Home: the download bar (when the
 * merchant offers downloads) over the banner; the game lists: the banner first; login and register:
 * the merchant's logo and welcome line, the page banner, the form; download: the page banner first.
 */
export type BootLayout = 'home' | 'lobby' | 'login' | 'register' | 'page';
export function bootLayoutOf(pathname: string): BootLayout {
  const key = findRoute(pathname)?.key;
  if (key === 'home' || key === 'login' || key === 'register') return key;
  return key === 'download' ? 'page' : 'lobby';
}

/** Where the first banner goes (`withFirstBanner`); an optional slot goes away when there is none. */
const BANNER_SLOT = '<div class="boot__block boot__block--banner"></div>';
const OPTIONAL_BANNER_SLOT = '<div class="boot__block boot__block--banner" data-optional></div>';

/**
 * What a phone paints before the app's code has arrived: the merchant's header bar with its logo,
 * the same height as the real one, over the screen's layout in skeleton blocks (styles in
 * renderer/src/styles/base.css), texts in the merchant's language. React replaces it on its first
 * render. Decorative only: the page is `aria-busy` until then.
 */
export function bootShell(c: MerchantConfig, layout: BootLayout = 'lobby'): string {
  const lang = c.defaultLanguage;
  const bar = `<div class="boot__bar"><img src="${escapeHtml(c.theme.logo)}" alt="${escapeHtml(c.name)}" height="30"></div>`;
  const blocks = '<div class="boot__block"></div><div class="boot__block"></div>';
  let body: string;
  if (layout === 'login' || layout === 'register') {
    const subtitle = t(lang, layout === 'login' ? 'account.loginSubtitle' : 'account.registerSubtitle');
    body = `<div class="auth-brand"><img src="${escapeHtml(c.theme.logo)}" alt="" height="44"><p>${escapeHtml(subtitle)}</p></div>${OPTIONAL_BANNER_SLOT}<div class="boot__block boot__block--form"></div>`;
  } else if (layout === 'page') {
    body = `${OPTIONAL_BANNER_SLOT}${blocks}`;
  } else {
    const icon = c.theme.icons.pwa96 ?? c.theme.logo;
    // The app hides the bar for a player who closed it, and inside the installed app (BOOT_LOADER).
    const dlbar =
      layout === 'home' && c.content.downloads.length > 0
        ? `<div class="hm-dlbar" data-boot-dlbar><img src="${escapeHtml(icon)}" alt="" width="36" height="36"><span class="hm-dlbar__text">${escapeHtml(t(lang, 'home.downloadBar', { name: c.name }))}</span><i class="hm-dlbar__go">${escapeHtml(t(lang, 'home.download'))}</i><i class="hm-dlbar__close"></i></div>`
        : '';
    body = `${dlbar}${BANNER_SLOT}${blocks}`;
  }
  return `<div class="boot boot--${layout === 'register' ? 'login' : layout}" aria-busy="true">${bar}<div class="boot__body">${body}</div></div>`;
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

/**
 * Issue 18: the first screen's largest picture in the page itself. The first banner of the screen's
 * group is a real `<img fetchpriority="high">` in the boot shell (and preloaded from the head), at
 * the address the app forms for it (same language, theme and CDN host, through the seed in
 * `<meta name="image-seed">`), so the browser starts it before any script has run and the app shows
 * the same picture without a second download. Without a banner the page only carries the seed.
 */
export function withFirstBanner(
  html: string,
  seed: number,
  banner?: { src: string; alt: string; group: string },
): string {
  const meta = `<meta name="${IMAGE_SEED_META}" content="${seed}">`;
  if (!banner) return html.replace('</head>', `  ${meta}\n  </head>`).replace(OPTIONAL_BANNER_SLOT, '');
  const src = escapeHtml(banner.src);
  return html
    .replace(
      '</head>',
      `  ${meta}\n    <meta name="${FIRST_BANNER_META}" content="${escapeHtml(banner.group)}">\n    <link rel="preload" as="image" href="${src}" fetchpriority="high">\n  </head>`,
    )
    .replace(
      html.includes(BANNER_SLOT) ? BANNER_SLOT : OPTIONAL_BANNER_SLOT,
      `<div class="boot__block boot__block--banner boot__block--picture"><img src="${src}" alt="${escapeHtml(banner.alt)}" width="750" height="300" fetchpriority="high" data-boot-banner></div>`,
    );
}

/**
 * Issue 18: the app's code starts after the first screen has painted. The built page names its entry
 * script and module preloads in the head; fetched at once, they share a phone's bandwidth with the
 * first banner and delay its paint (the LCP) by the whole first-load JavaScript. So the page carries
 * them as data (`#app-start`) and this loader adds them when the boot shell's banner has loaded and
 * been painted (two frames later), at once when there is no banner, and after 1 s at the latest (a
 * lost picture, a background tab). The app then renders over the boot shell as before. It also
 * takes the download bar out of the boot shell when the app will not show it (closed by the player,
 * or inside the installed app), before the first paint.
 * Constant text, allowed by its hash in the CSP (`BOOT_LOADER_CSP`): no inline script runs otherwise.
 */
export const BOOT_LOADER =
  "(function(){var d=document,done=0,a=JSON.parse(d.getElementById('app-start').textContent);" +
  "function link(r,h,as){var l=d.createElement('link');l.rel=r;l.href=h;l.crossOrigin='';if(as)l.as=as;d.head.appendChild(l)}" +
  "function go(){if(done)return;done=1;a.modules.forEach(function(h){link('modulepreload',h)});a.styles.forEach(function(h){link('preload',h,'style')});" +
  "var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=a.entry;d.head.appendChild(s)}" +
  'function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}' +
  "try{var p=JSON.parse(localStorage.getItem('" +
  PREFERENCES_KEY +
  "')||'{}');if((p.state&&p.state.hideDownloadBar)||matchMedia('(display-mode: standalone)').matches||navigator.standalone){var b=d.querySelector('[data-boot-dlbar]');if(b)b.remove()}}catch(e){}" +
  "var i=d.querySelector('img[data-boot-banner]');setTimeout(go,1000);" +
  "if(i&&!i.complete){i.addEventListener('load',painted);i.addEventListener('error',go)}else painted()})();";
export const BOOT_LOADER_CSP = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;
export const APP_START_ID = 'app-start';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLE_PRELOAD = /<link rel="preload" as="style" crossorigin href="([^"]+)">\s*/g;

/** The built page with its entry script and preloads moved into `#app-start` for `BOOT_LOADER`. */
export function deferAppStart(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const modules: string[] = [];
  const styles: string[] = [];
  const out = html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, (_m, href: string) => (modules.push(href), ''))
    .replace(STYLE_PRELOAD, (_m, href: string) => (styles.push(href), ''));
  const start = `<script type="application/json" id="${APP_START_ID}">${jsonForHtml({ entry, modules, styles })}</script>\n    <script>${BOOT_LOADER}</script>`;
  return out.replace('</body>', `  ${start}\n  </body>`);
}
