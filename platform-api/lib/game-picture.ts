import { createHash } from 'node:crypto';

/** A deterministic picture per game (colours and shapes from a hash of its id): no outside CDN. */
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function gamePictureSvg(nodeId: number, name: string, vendor: string): string {
  const h = createHash('sha256').update(`${nodeId}:${vendor}`).digest();
  const hue = (h[0]! * 360) / 256;
  const hue2 = (hue + 40 + h[1]! / 4) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = h[2 + i]! % 200;
    const y = h[8 + i]! % 200;
    const r = 10 + (h[14 + i]! % 40);
    shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="hsla(${(hue + i * 30) % 360},70%,70%,0.35)"/>`);
  }
  const label = escapeXml(name.slice(0, 22));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,45%)"/><stop offset="1" stop-color="hsl(${hue2},65%,30%)"/></linearGradient></defs><rect width="200" height="200" rx="16" fill="url(#g)"/>${shapes.join('')}<text x="100" y="30" font-family="sans-serif" font-size="14" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(vendor)}</text><text x="100" y="180" font-family="sans-serif" font-size="14" fill="#fff" text-anchor="middle">${label}</text></svg>`;
}

/** Banner, promotion cover and anchor pictures share the same generator with a wider canvas. */
/** Headlines of the demo art by key prefix (pictures are language-neutral, like real campaign art). */
const HEADLINES: readonly [RegExp, string, string][] = [
  [/^m-home-1$/, '+10% FIRST DEPOSIT', 'Welcome bonus on your first top-up'],
  [/^m-home-2$/, 'DAILY REBATE 1.5%', 'Cash back on every bet, every day'],
  [/^m-home-3$/, 'SLOT TOURNAMENT', '1,000,000,000 prize pool'],
  [/^m-rng/, 'SLOTS JACKPOT', 'Hit the big win tonight'],
  [/^m-fish/, 'FISHING FRENZY', 'Bigger fish, bigger rewards'],
  [/^m-live/, 'LIVE CASINO', 'Real dealers, real time'],
  [/^m-sports/, 'SPORTS BONUS', 'Boosted odds every match day'],
  [/^m-pvp/, 'CARD GAMES', 'Tiến Lên · Mậu Binh · Poker'],
  [/^m-e?lott/, 'LOTTERY', 'Draws every few minutes'],
  [/^m-(reg|login)/, 'JOIN & WIN', 'Gifts for new members'],
  [/^m-download/, 'GET THE APP', 'Play faster on your phone'],
  [/^promo-\d+/, 'PROMOTION', 'Limited time offer'],
  [/^announce/, 'NEWS', 'What is new this week'],
];

/** Banner, promotion cover and anchor pictures: a campaign-style card from a hash of the key. */
export function bannerSvg(seed: string, title: string): string {
  const h = createHash('sha256').update(seed).digest();
  const hue = (h[0]! * 360) / 256;
  const [, headline, sub] = HEADLINES.find(([re]) => re.test(seed)) ?? [null, title.slice(0, 28), ''];
  const rings = [0, 1, 2].map(
    (i) =>
      `<circle cx="${560 + i * 40 - (h[3 + i]! % 60)}" cy="${60 + (h[6 + i]! % 180)}" r="${60 + (h[9 + i]! % 70)}" fill="hsla(${(hue + 40 + i * 25) % 360},80%,65%,0.28)"/>`,
  );
  const coins = [0, 1, 2, 3].map(
    (i) =>
      `<circle cx="${470 + (h[12 + i]! % 240)}" cy="${40 + (h[16 + i]! % 220)}" r="${10 + (h[20 + i]! % 12)}" fill="hsl(45,95%,${55 + (i % 2) * 10}%)" stroke="hsl(40,90%,35%)" stroke-width="3"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},75%,22%)"/></linearGradient></defs><rect width="750" height="300" fill="url(#b)"/>${rings.join('')}${coins.join('')}<text x="48" y="138" font-family="sans-serif" font-size="46" font-weight="900" fill="#fff">${escapeXml(headline)}</text>${sub ? `<text x="50" y="182" font-family="sans-serif" font-size="24" fill="#fff" fill-opacity="0.85">${escapeXml(sub)}</text>` : ''}<rect x="50" y="212" width="170" height="46" rx="23" fill="hsl(45,95%,58%)"/><text x="135" y="243" font-family="sans-serif" font-size="20" font-weight="800" fill="#2a1a00" text-anchor="middle">PLAY NOW</text></svg>`;
}
