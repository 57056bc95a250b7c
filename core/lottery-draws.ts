/**
 * Lottery extras of the LOTT and ELOTT screens (spec §7 "numero" and "VN lottery" calls): the
 * Vietnamese regional draws and the numero draws. A real platform reads them from the lottery
 * vendor; the reference platform derives its demo draws from a seed (the draw's date, region or
 * game), so every caller sees the same results for the same draw.
 */

/** Vietnam's clock (UTC+7): draw days and times are local. */
const VN_OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

export type VnRegion = 'north' | 'central' | 'south';
export const VN_REGIONS: readonly VnRegion[] = ['north', 'central', 'south'];

/** Local draw time of each region (minutes after midnight, UTC+7). */
export const VN_DRAW_MINUTES: Readonly<Record<VnRegion, number>> = {
  south: 16 * 60 + 15,
  central: 17 * 60 + 15,
  north: 18 * 60 + 15,
};

/** Provinces that draw each weekday (0 = Sunday); the north draws once for the region. */
const PROVINCES: Readonly<Record<Exclude<VnRegion, 'north'>, readonly (readonly string[])[]>> = {
  south: [
    ['Tiền Giang', 'Kiên Giang', 'Đà Lạt'],
    ['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau'],
    ['Bến Tre', 'Vũng Tàu', 'Bạc Liêu'],
    ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
    ['Tây Ninh', 'An Giang', 'Bình Thuận'],
    ['Vĩnh Long', 'Bình Dương', 'Trà Vinh'],
    ['TP. Hồ Chí Minh', 'Long An', 'Bình Phước', 'Hậu Giang'],
  ],
  central: [
    ['Kon Tum', 'Khánh Hòa', 'Thừa Thiên Huế'],
    ['Thừa Thiên Huế', 'Phú Yên'],
    ['Đắk Lắk', 'Quảng Nam'],
    ['Đà Nẵng', 'Khánh Hòa'],
    ['Bình Định', 'Quảng Trị', 'Quảng Bình'],
    ['Gia Lai', 'Ninh Thuận'],
    ['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông'],
  ],
};
const NORTH = 'Miền Bắc';

/** Prize tiers, best first: [tier, how many numbers, digits each]. */
const NORTH_TIERS = [
  ['DB', 1, 5],
  ['G1', 1, 5],
  ['G2', 2, 5],
  ['G3', 6, 5],
  ['G4', 4, 4],
  ['G5', 6, 4],
  ['G6', 3, 3],
  ['G7', 4, 2],
] as const;
const SOUTH_TIERS = [
  ['DB', 1, 6],
  ['G1', 1, 5],
  ['G2', 1, 5],
  ['G3', 2, 5],
  ['G4', 7, 5],
  ['G5', 1, 4],
  ['G6', 3, 4],
  ['G7', 1, 3],
  ['G8', 1, 2],
] as const;

/** A small seeded generator (mulberry32 over a string hash): same seed, same digits. */
export function seededDigits(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % 10) as number;
  };
}

const number = (next: () => number, digits: number) =>
  Array.from({ length: digits }, () => String(next())).join('');

export interface VnPrize {
  tier: string;
  numbers: string[];
}
export interface VnDraw {
  province: string;
  prizes: VnPrize[];
}
export interface VnRegionResult {
  region: VnRegion;
  /** Local draw date (YYYY-MM-DD) of these results. */
  drawDate: string;
  /** When the draw took place (ms since the epoch). */
  drawnAt: number;
  /** The region's next draw. */
  nextDrawAt: number;
  draws: VnDraw[];
}

const localDay = (ms: number) => Math.floor((ms + VN_OFFSET_MS) / DAY_MS);
const dayStart = (day: number) => day * DAY_MS - VN_OFFSET_MS;
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The latest drawn results of a region at `now`, and its next draw time. */
export function vnLatest(region: VnRegion, now: number): VnRegionResult {
  const today = localDay(now);
  const todayDraw = dayStart(today) + VN_DRAW_MINUTES[region] * 60_000;
  const day = now >= todayDraw ? today : today - 1;
  const weekday = new Date(day * DAY_MS).getUTCDay();
  const provinces = region === 'north' ? [NORTH] : PROVINCES[region][weekday]!;
  const tiers = region === 'north' ? NORTH_TIERS : SOUTH_TIERS;
  const draws = provinces.map((province) => {
    const next = seededDigits(`vn:${isoDay(day)}:${province}`);
    return {
      province,
      prizes: tiers.map(([tier, count, digits]) => ({
        tier,
        numbers: Array.from({ length: count }, () => number(next, digits)),
      })),
    };
  });
  return {
    region,
    drawDate: isoDay(day),
    drawnAt: dayStart(day) + VN_DRAW_MINUTES[region] * 60_000,
    nextDrawAt: now >= todayDraw ? todayDraw + DAY_MS : todayDraw,
    draws,
  };
}

/** Numero games: a five-digit draw every `intervalMinutes`, numbered within the local day. */
export const NUMERO_GAMES = [
  { code: 'NUMERO1', intervalMinutes: 1 },
  { code: 'NUMERO3', intervalMinutes: 3 },
  { code: 'NUMERO5', intervalMinutes: 5 },
] as const;
export const NUMERO_DIGITS = 5;

export interface NumeroIssue {
  issue: string;
  numbers: string;
  drawnAt: number;
}
export interface NumeroGame {
  code: string;
  intervalMinutes: number;
  /** The issue open for bets now and when it closes (draws). */
  currentIssue: string;
  closesAt: number;
  /** The latest drawn issues, newest first. */
  recent: NumeroIssue[];
}

const issueName = (day: number, n: number) =>
  `${isoDay(day).replaceAll('-', '')}-${String(n).padStart(4, '0')}`;

/** One numero game's open issue and its last `history` results at `now`. */
export function numeroGame(game: (typeof NUMERO_GAMES)[number], now: number, history = 5): NumeroGame {
  const interval = game.intervalMinutes * 60_000;
  const period = Math.floor(now / interval); // periods since the epoch; draws at their ends
  const at = (p: number) => ({
    day: localDay(p * interval),
    n: 1 + Math.floor(((p * interval + VN_OFFSET_MS) % DAY_MS) / interval),
  });
  const name = (p: number) => {
    const { day, n } = at(p);
    return issueName(day, n);
  };
  const recent = Array.from({ length: history }, (_, i) => {
    const p = period - 1 - i;
    const issue = name(p);
    const next = seededDigits(`numero:${game.code}:${issue}`);
    return { issue, numbers: number(next, NUMERO_DIGITS), drawnAt: (p + 1) * interval };
  });
  return {
    code: game.code,
    intervalMinutes: game.intervalMinutes,
    currentIssue: name(period),
    closesAt: (period + 1) * interval,
    recent,
  };
}
