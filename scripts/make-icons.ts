// Writes each merchant's PWA icons (96, 192 and 512 px PNG) from its brand colours: a rounded tile with a ring
// and a diamond. Pure Node (zlib); run once when a brand changes: `npx tsx scripts/make-icons.ts`.
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
};
const hex = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));

export function icon(size: number, bg: string, fg: string, accent: string): Buffer {
  const [b, f, a] = [hex(bg), hex(fg), hex(accent)];
  const rows: Buffer[] = [];
  const r = size * 0.2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const cx = Math.min(Math.max(x, r), size - r),
        cy = Math.min(Math.max(y, r), size - r);
      const inside = Math.hypot(x - cx, y - cy) <= r;
      const d = Math.hypot(x - size / 2 + 0.5, y - size / 2 + 0.5);
      const diamond = Math.abs(x - size / 2 + 0.5) + Math.abs(y - size / 2 + 0.5) < size * 0.2;
      const ring = d > size * 0.3 && d < size * 0.38;
      const shade = 1 - (y / size) * 0.35;
      const px = diamond ? a : ring ? f : b.map((v) => Math.round(v * shade));
      row.set([...px, inside ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const brands: Record<string, [string, string, string]> = {
  demo: ['#111834', '#f5b82e', '#ff5470'],
  lotus: ['#3b2352', '#e0569b', '#ffd166'],
  basic: ['#10211a', '#2f9e6b', '#ffffff'],
};
for (const [code, [bg, fg, ac]] of Object.entries(brands)) {
  for (const size of [96, 192, 512])
    writeFileSync(
      new URL(`../merchants/assets/${code}/icon-${size}.png`, import.meta.url),
      icon(size, bg, fg, ac),
    );
}
