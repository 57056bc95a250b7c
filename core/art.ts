/**
 * Addresses of the platform's generated art (issue 17): game pictures and campaign art are drawn from
 * the merchant's theme in the player's language, so their address names both; the art is then cached
 * immutably, and a new theme or language is a new address.
 */

const GENERATED = /^\/api\/(games\/\d+\/picture\.svg|content\/art\/[a-z0-9-]+\.svg)$/;

/**
 * The theme colours generated art is drawn with (platform-api/lib/game-picture.ts takes only these).
 * Its theme version follows these alone: a save of any other colour (header, surface, texts) keeps
 * every picture's address, so an open page neither fetches nor draws its pictures again (issue 36).
 */
export const ART_COLOURS = ['accent', 'background', 'primary', 'primaryContrast', 'secondary'] as const;
export type ArtColour = (typeof ART_COLOURS)[number];

/** A short stable hash of the art's theme colours (FNV-1a, base 36): the art's theme version. */
export function themeArtKey(colours: Readonly<Partial<Record<string, string>>>): string {
  let h = 0x811c9dc5;
  for (const key of ART_COLOURS) {
    if (colours[key] === undefined) continue;
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
