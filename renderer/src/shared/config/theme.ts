import { themeVar } from '@core/page-embed';
import type { MerchantConfig } from '@schemas';

/** Applies a (live-updated) theme to the page: CSS variables and the browser theme colour. */
export function applyTheme(config: MerchantConfig, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [k, v] of Object.entries(config.theme.colors)) if (v) root.style.setProperty(themeVar(k), v);
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', config.theme.colors.header);
  // The page title is the brand (the server writes it; a live rename follows).
  if (doc.title !== config.name) doc.title = config.name;
}
