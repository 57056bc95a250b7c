/**
 * Addresses of the platform's generated art (issue 17): game pictures and campaign art are drawn from
 * the merchant's theme in the player's language, so their address names both; the art is then cached
 * immutably, and a new theme or language is a new address.
 */

const GENERATED = /^\/api\/(games\/\d+\/picture\.svg|content\/art\/[a-z0-9-]+\.svg)$/;

/** A short stable hash of the theme colours (FNV-1a, base 36): the art's theme version. */
export function themeArtKey(colours: Readonly<Record<string, string>>): string {
  let h = 0x811c9dc5;
  for (const key of Object.keys(colours).sort()) {
    for (const ch of `${key}=${colours[key]};`) {
      h ^= ch.charCodeAt(0);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  return h.toString(36);
}

/** The address of generated art in a language and theme; any other picture address is left as it is. */
export function artAddress(url: string, lang: string, themeKey: string): string {
  const path = url.split('?')[0]!;
  if (!GENERATED.test(path)) return url;
  return `${path}?lang=${lang.startsWith('vi') ? 'vi' : 'en'}&t=${themeKey}`;
}
