/* The demo pages' HTML frame: no script (the CSP forbids inline script), styles inline in the head. */

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;background:#0f1220;color:#f4f5f9;margin:0;padding:16px;text-align:center}
img{border-radius:16px}a{color:#e5a823}dl{display:inline-grid;grid-template-columns:auto auto;gap:4px 12px;text-align:left}
button{font:inherit;font-weight:600;border:0;border-radius:10px;padding:12px 16px;margin:4px;background:#e5a823;color:#1a1a1a;min-width:120px}
button.secondary{background:#2a2f45;color:#f4f5f9}.stakes{display:flex;flex-wrap:wrap;justify-content:center}
.reels{font-size:44px;font-weight:800;margin:12px 0}.reel{display:inline-grid;place-items:center;width:72px;height:84px;background:#f4f5f9;border-radius:14px;margin:0 4px;box-shadow:inset 0 -6px 0 #d4d7e3}
.reel--heart,.reel--diamond,.reel--seven{color:#e23b4e}.reel--club{color:#1b1f33}.reel--star{color:#e5a823}
.err{color:#ff6b6b}.amount{font-size:32px;font-weight:700;margin:8px 0}.card{background:#1b1f33;border-radius:16px;padding:16px;margin:16px auto;max-width:360px}`;

/** `head`: more of the head (a page's own styles, a refresh), trusted markup. */
export function page(lang: string, title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${head}
</head><body>${body}</body></html>`;
}
