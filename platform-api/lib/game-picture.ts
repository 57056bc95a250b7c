import { createHash } from 'node:crypto';
import type { ArtColour } from '../../core/art';
import { contrastRatio, parseHex, readableOn } from '../../core/contrast';
import type { MerchantConfig } from '../../schemas';
import { fillFigures, figuresIn, needsAbsentFigure, type Figures } from '../../core/figures';
import { PROMOTIONS } from '../seed/content-data';
import { campaignCopy, plainCopy, type ArtCopy } from './art-copy';
import { COMPANIONS, MOTIFS, motifFor } from './art-motifs';
import type { ContentLang } from './content-lang';

/*
 * Generated art (issue 17): every game picture and campaign banner is drawn here from the merchant's
 * theme, in the player's language, with a motif and layout seeded by a hash of what it shows. No
 * outside CDN; the routes cache the result immutably under an address that names the language and
 * the theme.
 */

/** Only the art's colours (core/art.ts): its address's theme version follows exactly these. */
type Colours = Pick<MerchantConfig['theme']['colors'], ArtColour>;
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const FONT = `font-family="'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif"`;

const hex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
/** `a` mixed with `b`: t = 0 is `a`, 1 is `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a) ?? [0, 0, 0];
  const y = parseHex(b) ?? [0, 0, 0];
  return hex(x.map((c, i) => c + (y[i]! - c) * t));
}

/** Splits a title into at most `lines` lines of about `width` characters (the last one ellipsed if it must). */
export function wrapTitle(title: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1)}…`;
  return kept;
}

const seedBytes = (seed: string) => createHash('sha256').update(seed).digest();

/** The four colours of a piece of art: two of the background, the motif's and its detail's. */
function palette(c: Colours, h: Buffer) {
  // The art's ground leans to one of the theme's colours (per game), always dark enough for light text.
  const leans = [c.primary, c.accent, c.secondary, mix(c.primary, c.accent, 0.5)];
  const lean = leans[h[0]! % leans.length]!;
  const top = mix(c.background, lean, 0.32 + (h[1]! % 20) / 100);
  const bottom = mix(c.background, c.secondary, 0.35);
  const motif = h[2]! % 2 ? c.primary : c.accent;
  const detail = mix(c.background, c.secondary, 0.3);
  return { top, bottom, motif, other: motif === c.primary ? c.accent : c.primary, detail };
}

/** A light pattern behind the motif, chosen by the hash: rays, rings, diamonds or dots. */
function pattern(h: Buffer, cx: number, cy: number, size: number, colour: string): string {
  const kind = h[3]! % 4;
  if (kind === 0)
    return Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6 + h[4]! / 40;
      const b = a + 0.16;
      return `<path d="M${cx} ${cy}L${(cx + size * Math.cos(a)).toFixed(1)} ${(cy + size * Math.sin(a)).toFixed(1)}L${(cx + size * Math.cos(b)).toFixed(1)} ${(cy + size * Math.sin(b)).toFixed(1)}Z" fill="${colour}" fill-opacity="0.10"/>`;
    }).join('');
  if (kind === 1)
    return [0.35, 0.6, 0.85]
      .map(
        (r) =>
          `<circle cx="${cx}" cy="${cy}" r="${(size * r).toFixed(1)}" fill="none" stroke="${colour}" stroke-opacity="0.14" stroke-width="${(size / 18).toFixed(1)}"/>`,
      )
      .join('');
  if (kind === 2)
    return Array.from({ length: 6 }, (_, i) => {
      const x = (h[5 + i]! / 255) * size * 2 + cx - size;
      const y = (h[11 + i]! / 255) * size * 1.4 + cy - size * 0.7;
      const r = size / 10 + (h[17 + i]! % 8);
      return `<path d="M${x.toFixed(1)} ${(y - r).toFixed(1)}l${r} ${r}-${r} ${r}-${r}-${r}Z" fill="${colour}" fill-opacity="0.16"/>`;
    }).join('');
  return Array.from({ length: 14 }, (_, i) => {
    const x = (h[5 + i]! / 255) * size * 2 + cx - size;
    const y = (h[12 + i]! / 255) * size * 1.6 + cy - size * 0.8;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${1.5 + (h[19 + (i % 10)]! % 4)}" fill="${colour}" fill-opacity="0.35"/>`;
  }).join('');
}

export interface GameArt {
  nodeId: number;
  /** The name in the player's language (the caption under the tile says the same). */
  name: string;
  /** The English name: it picks the motif, so both languages show the same picture. */
  nameEn: string;
  vendor: string;
}

/**
 * A game's square picture: theme ground, pattern, motif and the vendor's mark. No words besides the
 * vendor's code: the tile writes the game's name under it in the player's language (issue 32: names
 * printed twice, and in English on the Vietnamese game page).
 */
export function gamePictureSvg(game: GameArt, colours: Colours): string {
  const h = seedBytes(`${game.nodeId}:${game.vendor}`);
  const p = palette(colours, h);
  const tilt = (h[7]! % 24) - 12;
  const motifName = motifFor(game.nameEn, h[6]!);
  const companionName = COMPANIONS.filter((m) => m !== motifName)[h[20]! % (COMPANIONS.length - 1)]!;
  const left = h[21]! % 2 === 0;
  const companion = `<g transform="translate(${left ? 16 : 146} ${58 + (h[22]! % 30)}) rotate(${(h[23]! % 40) - 20} 19 19) scale(0.38)" opacity="0.9">${MOTIFS[companionName](p.other, p.detail)}</g>`;
  const vendor = escapeXml(game.vendor.slice(0, 10));
  const vendorW = 18 + vendor.length * 9.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${p.top}"/><stop offset="1" stop-color="${p.bottom}"/></linearGradient><radialGradient id="r" cx="0.5" cy="0.4" r="0.5"><stop offset="0" stop-color="${p.motif}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.motif}" stop-opacity="0"/></radialGradient><linearGradient id="f" x1="0" y1="0.5" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/>${pattern(h, 100, 80, 110, p.other)}<circle cx="100" cy="78" r="78" fill="url(#r)"/><g transform="translate(48 46) rotate(${tilt} 48 48) scale(1.08)">${MOTIFS[motifName](p.motif, p.detail)}</g>${companion}<rect y="100" width="200" height="100" fill="url(#f)"/><rect x="10" y="10" width="${vendorW}" height="24" rx="12" fill="${colours.background}" fill-opacity="0.78"/><text x="${10 + vendorW / 2}" y="27" ${FONT} font-size="13.5" font-weight="800" fill="${colours.primary}" text-anchor="middle" letter-spacing="0.6">${vendor}</text></svg>`;
}

const PROMO = /^promo-(\d+)/;
/** Upper case, figures' `{{names}}` kept as written (they are filled in afterwards). */
const upperText = (text: string) =>
  text
    .split(/(\{\{[^}]*\}\})/)
    .map((part, i) => (i % 2 ? part : part.toUpperCase()))
    .join('');
/** Art whose words would name a figure the merchant does not have (its bonus switched off). */
const OFFERS: ArtCopy = {
  headline: { vi: 'KHUYẾN MÃI', en: 'PROMOTIONS' },
  sub: { vi: 'Ưu đãi mới mỗi tuần', en: 'New offers every week' },
};

/** The words of art `key` with the merchant's figures filled in (issue 32 item 11: one source). */
export function artCopyFor(key: string, figures: Figures): ArtCopy {
  const words = artCopy(key);
  const all = (['headline', 'sub', 'cta'] as const).flatMap((k) => [words[k]?.vi ?? '', words[k]?.en ?? '']);
  if (needsAbsentFigure(figures, ...all)) return OFFERS;
  const fill = (r: Record<ContentLang, string>) => ({
    vi: fillFigures(r.vi, figures),
    en: fillFigures(r.en, figures),
  });
  return {
    headline: fill(words.headline),
    sub: fill(words.sub),
    ...(words.cta ? { cta: fill(words.cta) } : {}),
  };
}

/** The words drawn on art `key` name one of the merchant's figures (so the picture changes with the config). */
export const artNamesFigure = (key: string): boolean => {
  const w = artCopy(key);
  return figuresIn([w.headline.vi, w.headline.en, w.sub.vi, w.sub.en].join(' ')).length > 0;
};

/** The words of art `key`: a promotion's picture carries that promotion's own title. */
function artCopy(key: string): ArtCopy {
  const promo = PROMO.exec(key);
  const p = promo ? PROMOTIONS[Number(promo[1]) - 1] : undefined;
  if (p)
    return {
      headline: { vi: upperText(p.title.vi), en: upperText(p.title.en) },
      sub: { vi: 'Ưu đãi có thời hạn', en: 'Limited time offer' },
    };
  return campaignCopy(key) ?? plainCopy(key);
}

/** What a campaign picture shows besides its key: the language and the merchant. */
export interface BannerContext {
  lang: ContentLang;
  colours: Colours;
  brand: string;
  /** The merchant's figures (core/figures.ts) for the words that state one. */
  figures: Figures;
}

/** Banners, promotion covers and news pictures (750×300): headline, line, motif, and a call to action on banners only. */
export function bannerSvg(key: string, ctx: BannerContext): string {
  const h = seedBytes(key);
  const c = ctx.colours;
  const words = artCopyFor(key, ctx.figures);
  const headline = wrapTitle(words.headline[ctx.lang], 17, 2);
  const sub = words.sub[ctx.lang];
  // A promotion's picture has no button of its own: the page under it has the real one.
  const cta = words.cta?.[ctx.lang];
  const motif = MOTIFS[motifFor(`${words.headline.en} ${key}`, h[6]!)];
  const ground = mix(c.background, c.secondary, 0.55);
  const glow = h[2]! % 2 ? c.primary : c.accent;
  const ctaText =
    contrastRatio(c.primaryContrast, c.primary) >= 4.5 ? c.primaryContrast : readableOn(c.primary);
  const top = headline.length > 1 ? 106 : 128;
  const title = headline
    .map(
      (l, i) =>
        `<text x="48" y="${top + i * 50}" ${FONT} font-size="44" font-weight="900" fill="#ffffff" letter-spacing="0.5">${escapeXml(l)}</text>`,
    )
    .join('');
  const subY = top + (headline.length - 1) * 50 + 40;
  const ctaW = 40 + (cta?.length ?? 0) * 13;
  const button = cta
    ? `<rect x="48" y="218" width="${ctaW}" height="48" rx="24" fill="${c.primary}"/><text x="${48 + ctaW / 2}" y="249" ${FONT} font-size="19" font-weight="900" fill="${ctaText}" text-anchor="middle" letter-spacing="1">${escapeXml(cta)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="${c.background}"/></linearGradient><radialGradient id="r" cx="0.78" cy="0.5" r="0.45"><stop offset="0" stop-color="${glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs><rect width="750" height="300" fill="url(#b)"/><rect width="750" height="300" fill="url(#r)"/>${pattern(h, 585, 150, 230, c.primary)}<g transform="translate(480 45) rotate(${(h[7]! % 20) - 10} 105 105) scale(2.1)">${motif(glow, mix(c.background, c.secondary, 0.3))}</g><text x="48" y="52" ${FONT} font-size="18" font-weight="800" fill="${c.accent}" letter-spacing="3">${escapeXml(ctx.brand.toUpperCase())}</text>${title}${sub ? `<text x="50" y="${subY}" ${FONT} font-size="22" fill="#ffffff" fill-opacity="0.9">${escapeXml(sub)}</text>` : ''}${button}</svg>`;
}
