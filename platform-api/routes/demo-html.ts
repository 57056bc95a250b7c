import type { MerchantConfig } from '../../schemas';

/* The demo pages' HTML frame: no script (the CSP forbids inline script), styles inline in the head. */

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Colours when no merchant is known (a page of another site, an expired link on an unknown host). */
const PLAIN: MerchantConfig['theme']['colors'] = {
  primary: '#e5a823',
  primaryContrast: '#1a1a1a',
  secondary: '#2a2f45',
  background: '#0f1220',
  surface: '#1b1f33',
  text: '#f4f5f9',
  textMuted: '#b7bccb',
  header: '#0f1220',
  headerText: '#f4f5f9',
  accent: '#e5a823',
  success: '#2fb36d',
  danger: '#ff6b6b',
};

const style = (c: MerchantConfig['theme']['colors']) =>
  `body{font-family:system-ui,sans-serif;background:${c.background};color:${c.text};margin:0;text-align:center}
main{padding:16px}img{border-radius:16px}a{color:${c.primary}}dl{display:inline-grid;grid-template-columns:auto auto;gap:4px 12px;text-align:left}
dt{color:${c.textMuted}}
.bar{position:sticky;top:0;display:grid;grid-template-columns:44px 1fr 44px;align-items:center;min-height:52px;padding:0 4px;background:${c.header};color:${c.headerText};box-shadow:0 1px 0 rgba(0,0,0,.25)}
.bar h1{margin:0;font-size:17px;font-weight:700;line-height:1.3;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.bar a{display:grid;place-items:center;width:44px;height:44px;color:${c.headerText};text-decoration:none}
button{font:inherit;font-weight:600;border:0;border-radius:10px;padding:12px 16px;margin:4px;background:${c.primary};color:${c.primaryContrast};min-width:120px}
button.secondary{background:${c.secondary};color:${c.text}}.stakes{display:flex;flex-wrap:wrap;justify-content:center}
.reels{font-size:44px;font-weight:800;margin:12px 0}.reel{display:inline-grid;place-items:center;width:72px;height:84px;background:#f4f5f9;border-radius:14px;margin:0 4px;box-shadow:inset 0 -6px 0 #d4d7e3}
.reel--heart,.reel--diamond,.reel--seven{color:#e23b4e}.reel--club{color:#1b1f33}.reel--star{color:#e5a823}
.err{color:${c.danger}}.amount{font-size:32px;font-weight:700;margin:8px 0}.card{background:${c.surface};border-radius:16px;padding:16px;margin:16px auto;max-width:360px}`;

const BACK_ICON =
  '<svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M15 5l-7 7 7 7"/></svg>';

/** The merchant's look and the app bar's back link (issue 32: these pages took no theme and had no bar). */
export interface Brand {
  merchant?: MerchantConfig;
  /** Where the bar's back link goes (target _top: the page may sit in the site's frame). */
  back: string;
  /** The back link's accessible name, in the page's language. */
  backLabel: string;
}

/**
 * `head`: more of the head (a page's own styles, a refresh), trusted markup. With `brand`, the page
 * wears the merchant's theme, its icon, and the site's app bar (back link, title); without it, the
 * plain look (the demo identity provider is another site).
 */
export function page(lang: string, title: string, body: string, head = '', brand?: Brand): string {
  const icon = brand?.merchant && (brand.merchant.theme.icons.favicon ?? brand.merchant.theme.icons.pwa96);
  const colors = brand?.merchant?.theme.colors ?? PLAIN;
  const bar = brand
    ? `<header class="bar"><a href="${escapeHtml(brand.back)}" target="_top" aria-label="${escapeHtml(brand.backLabel)}">${BACK_ICON}</a><h1>${escapeHtml(title)}</h1><span></span></header>`
    : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
${brand?.merchant ? `<meta name="theme-color" content="${escapeHtml(colors.header)}">` : ''}${icon ? `<link rel="icon" href="${escapeHtml(icon)}">` : ''}<style>${style(colors)}</style>${head}
</head><body>${bar}${body}</body></html>`;
}
