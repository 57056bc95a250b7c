/**
 * WCAG 2.x contrast of the theme's colours (issue 17): every pair the player site draws as text on a
 * background must reach AA. All theme text is small (body 15 px, badges 11 px), so every pair
 * needs 4.5:1; large text (18 px and up, or 14 px bold) would need 3:1.
 */

/** WCAG AA minimum for text under 18 px (or under 14 px bold). */
export const AA_SMALL_TEXT = 4.5;
/** WCAG AA minimum for large text (18 px and up, or 14 px bold and up). */
export const AA_LARGE_TEXT = 3;

export type ThemeColourKey =
  | 'primary'
  | 'primaryContrast'
  | 'secondary'
  | 'background'
  | 'surface'
  | 'text'
  | 'textMuted'
  | 'header'
  | 'headerText'
  | 'accent'
  | 'success'
  | 'danger';
export type ThemeColours = Record<ThemeColourKey, string>;

/** A text colour drawn on a background colour somewhere on the player site, and where. */
export interface ColourPair {
  fg: ThemeColourKey;
  bg: ThemeColourKey;
  /** What a reader sees with it (for messages and the operator's understanding). */
  use: string;
}

/** Every text-on-background pair of the renderer's style sheets (renderer/src/**\/*.css). */
export const THEME_TEXT_PAIRS: readonly ColourPair[] = [
  { fg: 'text', bg: 'background', use: 'page text' },
  { fg: 'text', bg: 'surface', use: 'card text' },
  { fg: 'text', bg: 'secondary', use: 'balance card text' },
  { fg: 'textMuted', bg: 'background', use: 'secondary page text' },
  { fg: 'textMuted', bg: 'surface', use: 'secondary card text' },
  { fg: 'primary', bg: 'background', use: 'links and active tabs' },
  { fg: 'primary', bg: 'surface', use: 'links and amounts on cards' },
  { fg: 'primaryContrast', bg: 'primary', use: 'button labels' },
  { fg: 'headerText', bg: 'header', use: 'header text' },
  { fg: 'accent', bg: 'surface', use: 'highlights on cards' },
  { fg: 'background', bg: 'accent', use: 'badges' },
  { fg: 'success', bg: 'surface', use: 'credits and success messages' },
  { fg: 'danger', bg: 'surface', use: 'debits and error messages' },
  { fg: 'danger', bg: 'background', use: 'field errors' },
];

/** `#rrggbb` → [r, g, b] in 0–255; undefined for anything else. */
export function parseHex(colour: string): [number, number, number] | undefined {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  return m ? [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] : undefined;
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of `#rrggbb` (0 black … 1 white). */
export function luminance(colour: string): number {
  const rgb = parseHex(colour);
  if (!rgb) throw new Error(`not a #rrggbb colour: ${colour}`);
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** The ratio rounded down to one decimal, as people quote it ("3.4:1"): never rounds a failure up to a pass. */
export const ratioLabel = (ratio: number): string => (Math.floor(ratio * 10) / 10).toFixed(1);

export interface ContrastFailure extends ColourPair {
  ratio: number;
  required: number;
}

/** The pairs of a theme under AA for small text; empty when the theme is readable everywhere. */
export function contrastFailures(colours: ThemeColours): ContrastFailure[] {
  return THEME_TEXT_PAIRS.flatMap((pair) => {
    const ratio = contrastRatio(colours[pair.fg], colours[pair.bg]);
    return ratio < AA_SMALL_TEXT ? [{ ...pair, ratio, required: AA_SMALL_TEXT }] : [];
  });
}

/**
 * Of two candidate text colours, the one that reads better on `bg` (for art and marks drawn on a
 * theme colour: white or near-black on the primary).
 */
export function readableOn(bg: string, light = '#ffffff', dark = '#111111'): string {
  return contrastRatio(light, bg) >= contrastRatio(dark, bg) ? light : dark;
}
