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
export function bannerSvg(seed: string, title: string): string {
  const h = createHash('sha256').update(seed).digest();
  const hue = (h[0]! * 360) / 256;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><rect width="750" height="300" fill="hsl(${hue},60%,35%)"/><circle cx="${100 + (h[1]! % 500)}" cy="150" r="${80 + (h[2]! % 60)}" fill="hsla(${(hue + 60) % 360},70%,60%,0.5)"/><text x="375" y="165" font-family="sans-serif" font-size="36" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(title.slice(0, 40))}</text></svg>`;
}
