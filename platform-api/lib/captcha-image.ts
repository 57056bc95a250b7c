import { randomInt } from 'node:crypto';

/*
 * A captcha picture drawn here (no service, no font files): each digit is a path of strokes on a
 * 7-segment grid, jittered and rotated, over noise lines and dots, so the answer is not in the text.
 */

const W = 28;
const H = 44;
/** Segments a..g of a 7-segment digit, as line endpoints on a 20x36 box. */
const SEG: Record<string, [number, number, number, number]> = {
  a: [2, 2, 18, 2], b: [18, 2, 18, 18], c: [18, 18, 18, 34], d: [2, 34, 18, 34], e: [2, 18, 2, 34], f: [2, 2, 2, 18], g: [2, 18, 18, 18],
};
const DIGITS = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'];

const jitter = (n: number) => n + randomInt(-2, 3);
const colour = () => `hsl(${randomInt(360)},60%,${randomInt(35, 55)}%)`;

function digitPath(d: number, x0: number): string {
  const rot = randomInt(-15, 16);
  const lines = [...DIGITS[d]!].map((s) => {
    const [x1, y1, x2, y2] = SEG[s]!;
    return `<line x1="${jitter(x1)}" y1="${jitter(y1)}" x2="${jitter(x2)}" y2="${jitter(y2)}"/>`;
  });
  return `<g transform="translate(${x0 + 4},${jitter(4)}) rotate(${rot} 10 18)" stroke="${colour()}" stroke-width="3" stroke-linecap="round">${lines.join('')}</g>`;
}

export function captchaSvg(answer: string): string {
  const width = W * answer.length + 8;
  const noise: string[] = [];
  for (let i = 0; i < 8; i++) noise.push(`<line x1="${randomInt(width)}" y1="${randomInt(H)}" x2="${randomInt(width)}" y2="${randomInt(H)}" stroke="${colour()}" stroke-width="1"/>`);
  for (let i = 0; i < 40; i++) noise.push(`<circle cx="${randomInt(width)}" cy="${randomInt(H)}" r="1" fill="${colour()}"/>`);
  const digits = [...answer].map((c, i) => digitPath(Number(c), i * W));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${H}" viewBox="0 0 ${width} ${H}"><rect width="100%" height="100%" fill="#f2f2f2"/>${noise.join('')}${digits.join('')}</svg>`;
}

export function captchaDataUrl(answer: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
}
