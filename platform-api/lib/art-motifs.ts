/**
 * Motifs of the generated game and campaign art: simple shapes in a 100×100 box, picked by what the
 * game is called (a dragon game shows a flame, a card game cards), else by its hash. `F` is the fill,
 * `S` the stroke / detail colour; the caller puts them in a group.
 */
export type Motif = (fill: string, detail: string) => string;

const star = (cx: number, cy: number, r: number) => {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.42 : r;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
};

export const MOTIFS = {
  crown: (f, s) =>
    `<path d="M10 74 18 28 35 50 50 18 65 50 82 28 90 74Z" fill="${f}"/><rect x="10" y="78" width="80" height="12" rx="3" fill="${f}"/><circle cx="50" cy="60" r="7" fill="${s}"/><circle cx="28" cy="64" r="4.5" fill="${s}"/><circle cx="72" cy="64" r="4.5" fill="${s}"/>`,
  gem: (f, s) =>
    `<path d="M26 18h48l21 24-45 50L5 42Z" fill="${f}"/><path d="M5 42h90M36 18 26 42l24 50 24-50-10-24" fill="none" stroke="${s}" stroke-width="3" stroke-linejoin="round"/>`,
  coin: (f, s) =>
    `<circle cx="50" cy="50" r="40" fill="${f}"/><circle cx="50" cy="50" r="30" fill="none" stroke="${s}" stroke-width="4"/><polygon points="${star(50, 51, 18)}" fill="${s}"/>`,
  flame: (f, s) =>
    `<path d="M50 4c12 24 36 34 31 62-3 19-17 30-31 30S18 85 18 64c0-16 12-24 16-38 6 14 10 18 14 20 4-12 2-26 2-42Z" fill="${f}"/><path d="M50 50c6 10 16 14 14 28-2 9-8 13-14 13s-13-5-13-14c0-8 6-11 8-18 2 5 4 7 5 8Z" fill="${s}"/>`,
  star: (f, s) =>
    `<polygon points="${star(50, 52, 46)}" fill="${f}"/><polygon points="${star(50, 54, 20)}" fill="${s}"/>`,
  fish: (f, s) =>
    `<path d="M8 50C24 22 60 18 76 44l18-16-4 22 4 22-18-16C60 82 24 78 8 50Z" fill="${f}"/><circle cx="28" cy="45" r="5" fill="${s}"/><path d="M46 34q8 16 0 32" fill="none" stroke="${s}" stroke-width="3"/>`,
  cards: (f, s) =>
    `<rect x="14" y="18" width="44" height="62" rx="6" fill="${s}" transform="rotate(-14 36 49)"/><rect x="40" y="16" width="44" height="62" rx="6" fill="${f}" transform="rotate(10 62 47)"/><path d="M62 36c-6-8-18-2-12 8l12 14 12-14c6-10-6-16-12-8Z" fill="${s}" transform="rotate(10 62 47)"/>`,
  dice: (f, s) =>
    `<rect x="14" y="14" width="72" height="72" rx="14" fill="${f}"/>${[
      [32, 32],
      [68, 32],
      [50, 50],
      [32, 68],
      [68, 68],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${s}"/>`)
      .join('')}`,
  wheel: (f, s) =>
    `<circle cx="50" cy="50" r="42" fill="${f}"/><circle cx="50" cy="50" r="30" fill="none" stroke="${s}" stroke-width="4"/>${Array.from(
      { length: 8 },
      (_, i) =>
        `<line x1="50" y1="50" x2="${(50 + 30 * Math.cos((i * Math.PI) / 4)).toFixed(1)}" y2="${(50 + 30 * Math.sin((i * Math.PI) / 4)).toFixed(1)}" stroke="${s}" stroke-width="3"/>`,
    ).join('')}<circle cx="50" cy="50" r="8" fill="${s}"/>`,
  ball: (f, s) =>
    `<circle cx="50" cy="50" r="42" fill="${f}"/><polygon points="50,34 65,45 59,63 41,63 35,45" fill="${s}"/><path d="M50 34V12M65 45l20-8M59 63l12 18M41 63 29 81M35 45l-20-8" stroke="${s}" stroke-width="3"/>`,
  cherry: (f, s) =>
    `<path d="M34 58Q44 22 72 10M66 60Q62 32 72 10" fill="none" stroke="${s}" stroke-width="4" stroke-linecap="round"/><path d="M72 10q16 2 18 16-14 0-18-16Z" fill="${s}"/><circle cx="32" cy="70" r="18" fill="${f}"/><circle cx="68" cy="72" r="18" fill="${f}"/>`,
  paw: (f) =>
    `<ellipse cx="50" cy="66" rx="24" ry="20" fill="${f}"/>${[
      [22, 40],
      [38, 24],
      [62, 24],
      [78, 40],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="10" ry="12" fill="${f}"/>`)
      .join('')}`,
  pagoda: (f, s) =>
    `<path d="M8 40 50 12l42 28Z" fill="${f}"/><path d="M18 64 50 42l32 22Z" fill="${f}"/><rect x="30" y="64" width="40" height="24" fill="${f}"/><rect x="44" y="72" width="12" height="16" fill="${s}"/><rect x="14" y="88" width="72" height="6" rx="2" fill="${f}"/>`,
  lamp: (f, s) =>
    `<path d="M10 62q40 22 72-4l12-12-16 4q-18-16-40-6-4-10 4-14H30q8 4 4 14Q18 44 10 62Z" fill="${f}"/><ellipse cx="44" cy="34" rx="10" ry="4" fill="${s}"/><path d="M84 46c4-10 0-16-6-18" fill="none" stroke="${s}" stroke-width="3"/>`,
  bolt: (f, s) =>
    `<path d="M58 4 18 56h28l-8 40 44-56H54l12-36Z" fill="${f}" stroke="${s}" stroke-width="3" stroke-linejoin="round"/>`,
  anchor: (f) =>
    `<circle cx="50" cy="16" r="9" fill="none" stroke="${f}" stroke-width="6"/><path d="M50 25v62M30 40h40M14 58q6 30 36 30t36-30" fill="none" stroke="${f}" stroke-width="7" stroke-linecap="round"/>`,
  ticket: (f, s) =>
    `<path d="M8 28h84v14a8 8 0 0 0 0 16v14H8V58a8 8 0 0 0 0-16Z" fill="${f}"/><path d="M30 30v40" stroke="${s}" stroke-width="3" stroke-dasharray="5 4"/><text x="62" y="58" font-family="Arial,sans-serif" font-size="20" font-weight="900" fill="${s}" text-anchor="middle">777</text>`,
} satisfies Record<string, Motif>;
export type MotifName = keyof typeof MOTIFS;

/** Motifs by what the game is (its noun), then by its adjective; first match wins. */
const BY_WORD: readonly [RegExp, MotifName][] = [
  [/dragon tiger/i, 'cards'],
  [/fish|koi|shark|mermaid|crab/i, 'fish'],
  [/poker|blackjack|baccarat|tien len|phom|\bsam\b|mau binh|card/i, 'cards'],
  [/sic bo|xoc dia|fast|dice/i, 'dice'],
  [/roulette|pk10|draw|wheel/i, 'wheel'],
  [/sport|match|arena|ball/i, 'ball'],
  [/fruit|cherry/i, 'cherry'],
  [/temple/i, 'pagoda'],
  [/genie/i, 'lamp'],
  [/pirate/i, 'anchor'],
  [/keno|lucky \d|bingo/i, 'ticket'],
  [/dragon|phoenix/i, 'flame'],
  [/tiger|lion|panda/i, 'paw'],
  [/empire|league|king/i, 'crown'],
  [/gem|treasure/i, 'gem'],
  [/coin|lotto|lottery/i, 'coin'],
  [/ocean/i, 'fish'],
  [/royal/i, 'crown'],
  [/jade/i, 'gem'],
  [/fortune|golden/i, 'coin'],
  [/thunder|crazy|super/i, 'bolt'],
  [/magic/i, 'lamp'],
  [/wild/i, 'paw'],
];
const ALL = Object.keys(MOTIFS) as MotifName[];

/** Small companions drawn beside the main motif, so two games of one kind still differ. */
export const COMPANIONS: readonly MotifName[] = ['coin', 'star', 'gem', 'bolt', 'cherry', 'dice'];

/** The motif of a game or a campaign: by its name's words, else one picked by the hash byte. */
export function motifFor(name: string, hashByte: number): MotifName {
  return BY_WORD.find(([re]) => re.test(name))?.[1] ?? ALL[hashByte % ALL.length]!;
}
