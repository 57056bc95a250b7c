import type { MerchantConfig } from '../schemas';
import { t } from '../locales/node';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The per-merchant web app manifest: name, colours, and the 96, 192 and 512 px icons of its brand. */
export function manifestFor(c: MerchantConfig): Record<string, unknown> {
  const png = (src: string | undefined, size: number) =>
    src
      ? [
          {
            src,
            sizes: `${size}x${size}`,
            type: src.endsWith('.svg') ? 'image/svg+xml' : 'image/png',
            purpose: 'any',
          },
        ]
      : [];
  return {
    id: '/m/',
    name: c.name,
    short_name: c.name.slice(0, 12),
    lang: c.defaultLanguage,
    start_url: '/m/home',
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: c.theme.colors.background,
    theme_color: c.theme.colors.header,
    icons: [
      ...png(c.theme.icons.pwa96, 96),
      ...png(c.theme.icons.pwa192, 192),
      ...png(c.theme.icons.pwa512, 512),
    ],
  };
}

/**
 * The page the service worker shows when the network is gone and no page was cached yet: the
 * merchant's name and colours, texts in its default language, a link to try again (no script).
 */
export function offlinePage(c: MerchantConfig): string {
  const lang = c.defaultLanguage;
  const col = c.theme.colors;
  const icon = c.theme.icons.pwa192 ?? c.theme.icons.pwa96;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="${escapeHtml(col.header)}">
<title>${escapeHtml(c.name)} – ${escapeHtml(t(lang, 'content.offline.title'))}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:${col.background};color:${col.text};font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;text-align:center}
main{padding:32px 24px;max-width:360px}
img{width:96px;height:96px;border-radius:22px}
h1{font-size:22px;margin:20px 0 8px}
p{margin:0 0 24px;opacity:.8}
a{display:inline-block;min-width:160px;padding:12px 24px;border-radius:999px;background:${col.primary};color:${col.primaryContrast};font-weight:700;text-decoration:none}
</style>
</head>
<body>
<main>
${icon ? `<img src="${escapeHtml(icon)}" alt="${escapeHtml(c.name)}">` : ''}
<h1>${escapeHtml(t(lang, 'content.offline.title'))}</h1>
<p>${escapeHtml(t(lang, 'content.offline.body'))}</p>
<a href="/m/home">${escapeHtml(t(lang, 'content.offline.retry'))}</a>
</main>
</body>
</html>
`;
}
