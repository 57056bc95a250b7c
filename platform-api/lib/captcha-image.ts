import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/*
 * The captcha picture: a PNG drawn here, pixel by pixel (no native canvas, no font files). Markup
 * gave the answer away (an SVG of 7-segment groups was read by a 20-line script, issue 14), so the
 * answer only exists as pixels: hand-drawn digit strokes, each scaled, sheared and rotated, packed
 * so neighbours overlap, the whole line warped by a wave, crossed by curves of the same colours and
 * thickness as the digits, over speckle. Nothing in the bytes but compressed pixels.
 */

export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 60;

type Pt = [number, number];

/** Points of an ellipse arc; angles in degrees, 0 = right, 90 = down (image y grows downwards). */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps = 14): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    out.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return out;
}

/** Strokes of each digit on a 1 × 1.6 box, as a hand would draw them. */
const GLYPHS: Pt[][][] = [
  [arc(0.5, 0.8, 0.45, 0.75, 0, 360, 24)],
  [
    [
      [0.2, 0.4],
      [0.55, 0.05],
      [0.55, 1.55],
    ],
  ],
  [[...arc(0.5, 0.45, 0.42, 0.4, -170, 30), [0.05, 1.55], [0.95, 1.55]]],
  [arc(0.48, 0.42, 0.4, 0.37, -160, 90), arc(0.48, 1.15, 0.45, 0.4, -90, 160)],
  [
    [
      [0.72, 1.55],
      [0.72, 0.05],
      [0.05, 1.1],
      [0.95, 1.1],
    ],
  ],
  [[[0.9, 0.05], [0.18, 0.05], [0.12, 0.72], ...arc(0.5, 1.1, 0.45, 0.45, -140, 150)]],
  [
    [
      [0.8, 0.08],
      [0.45, 0.35],
      [0.15, 0.8],
      [0.08, 1.12],
    ],
    arc(0.5, 1.12, 0.42, 0.43, 0, 360, 20),
  ],
  [
    [
      [0.05, 0.05],
      [0.95, 0.05],
      [0.35, 1.55],
    ],
  ],
  [arc(0.5, 0.42, 0.35, 0.37, 0, 360, 18), arc(0.5, 1.15, 0.43, 0.4, 0, 360, 20)],
  [
    arc(0.5, 0.48, 0.42, 0.43, 0, 360, 20),
    [
      [0.92, 0.48],
      [0.85, 0.9],
      [0.55, 1.3],
      [0.2, 1.55],
    ],
  ],
];

const rand = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);

class Raster {
  readonly px: Float32Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Float32Array(w * h * 3);
  }

  fill(rgb: [number, number, number]): void {
    for (let i = 0; i < this.w * this.h; i++) this.px.set(rgb, i * 3);
  }

  /** A thick anti-aliased segment: coverage from each pixel's distance to it. */
  line([x1, y1]: Pt, [x2, y2]: Pt, width: number, rgb: [number, number, number]): void {
    const r = width / 2;
    const minX = Math.max(0, Math.floor(Math.min(x1, x2) - r - 1));
    const maxX = Math.min(this.w - 1, Math.ceil(Math.max(x1, x2) + r + 1));
    const minY = Math.max(0, Math.floor(Math.min(y1, y2) - r - 1));
    const maxY = Math.min(this.h - 1, Math.ceil(Math.max(y1, y2) + r + 1));
    const dx = x2 - x1;
    const dy = y2 - y1;
    const len2 = dx * dx + dy * dy || 1;
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const t = Math.max(0, Math.min(1, ((x + 0.5 - x1) * dx + (y + 0.5 - y1) * dy) / len2));
        const d = Math.hypot(x + 0.5 - (x1 + t * dx), y + 0.5 - (y1 + t * dy));
        const a = Math.max(0, Math.min(1, r + 0.5 - d));
        if (a === 0) continue;
        const i = (y * this.w + x) * 3;
        for (let c = 0; c < 3; c++) this.px[i + c] = this.px[i + c]! * (1 - a) + rgb[c]! * a;
      }
    }
  }

  polyline(points: Pt[], width: number, rgb: [number, number, number]): void {
    for (let i = 1; i < points.length; i++) this.line(points[i - 1]!, points[i]!, width, rgb);
  }

  png(): Buffer {
    const rows = Buffer.alloc((this.w * 3 + 1) * this.h);
    for (let y = 0; y < this.h; y++) {
      const o = y * (this.w * 3 + 1);
      rows[o] = 0;
      for (let x = 0; x < this.w * 3; x++)
        rows[o + 1 + x] = Math.max(0, Math.min(255, Math.round(this.px[y * this.w * 3 + x]!)));
    }
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.w, 0);
    ihdr.writeUInt32BE(this.h, 4);
    ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** One ink a captcha, varied a little a stroke: colour tells digits and crossing curves apart no better than shape. */
const inkNear = (base: [number, number, number]) => (): [number, number, number] =>
  base.map((c) => Math.max(0, Math.min(150, c + randomInt(-25, 26)))) as [number, number, number];

/** The PNG bytes of a captcha showing `answer` (digits). */
export function captchaPng(answer: string): Buffer {
  const img = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const ink = inkNear([randomInt(20, 110), randomInt(20, 110), randomInt(20, 110)]);
  img.fill([randomInt(225, 250), randomInt(225, 250), randomInt(225, 250)]);
  for (let i = 0; i < 260; i++) {
    const x = rand(0, CAPTCHA_WIDTH);
    const y = rand(0, CAPTCHA_HEIGHT);
    img.line([x, y], [x + rand(-1.5, 1.5), y + rand(-1.5, 1.5)], rand(0.8, 1.8), [
      randomInt(90, 210),
      randomInt(90, 210),
      randomInt(90, 210),
    ]);
  }
  // One wave bends the whole line of digits (and the crossing curves), so no glyph sits on a grid.
  const amp = rand(2, 4);
  const freq = rand(0.03, 0.06);
  const phase = rand(0, Math.PI * 2);
  const warp = ([x, y]: Pt): Pt => [
    x + Math.sin(y * 0.15 + phase) * 1.5,
    y + Math.sin(x * freq + phase) * amp,
  ];

  const digits = [...answer];
  const size = Math.min(34, (CAPTCHA_WIDTH - 16) / (digits.length * 0.68 + 0.2));
  const advance = size * 0.68; // narrower than a glyph: neighbours touch and overlap
  let x0 = (CAPTCHA_WIDTH - advance * digits.length - size * 0.3) / 2;
  const strokes: { pts: Pt[]; width: number; rgb: [number, number, number] }[] = [];
  for (const ch of digits) {
    const glyph = GLYPHS[Number(ch)] ?? GLYPHS[0]!;
    const s = size * rand(0.85, 1.05);
    const rot = (rand(-28, 28) * Math.PI) / 180;
    const shear = rand(-0.3, 0.3);
    const cx = x0 + s * 0.5;
    const cy = CAPTCHA_HEIGHT / 2 + rand(-4, 4);
    const width = rand(3.2, 4.5);
    const rgb = ink();
    for (const stroke of glyph) {
      const pts = stroke.map(([gx, gy]): Pt => {
        const lx = (gx - 0.5 + shear * (gy - 0.8)) * s * 0.8;
        const ly = (gy - 0.8) * s * 0.8 * 1.05;
        return warp([
          cx + lx * Math.cos(rot) - ly * Math.sin(rot) + rand(-0.6, 0.6),
          cy + lx * Math.sin(rot) + ly * Math.cos(rot) + rand(-0.6, 0.6),
        ]);
      });
      strokes.push({ pts, width, rgb });
    }
    x0 += advance * rand(0.92, 1.08);
  }
  // Crossing curves in the digits' ink, thinner than a digit so a person still reads through them.
  for (let i = 0; i < 2; i++) {
    const pts: Pt[] = [];
    const y0 = rand(10, CAPTCHA_HEIGHT - 10);
    const a = rand(6, 14);
    const f = rand(0.02, 0.08);
    const ph = rand(0, Math.PI * 2);
    const slope = rand(-0.2, 0.2);
    for (let x = -4; x <= CAPTCHA_WIDTH + 4; x += 6)
      pts.push(warp([x, y0 + slope * (x - CAPTCHA_WIDTH / 2) + a * Math.sin(x * f + ph)]));
    strokes.push({ pts, width: rand(1.2, 2), rgb: ink() });
  }
  // Drawn in a shuffled order: which stroke lies on top says nothing either.
  for (let i = strokes.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [strokes[i], strokes[j]] = [strokes[j]!, strokes[i]!];
  }
  for (const st of strokes) img.polyline(st.pts, st.width, st.rgb);
  return img.png();
}

export function captchaDataUrl(answer: string): string {
  return `data:image/png;base64,${captchaPng(answer).toString('base64')}`;
}
