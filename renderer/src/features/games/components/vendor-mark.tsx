import type { CSSProperties } from 'react';

/*
 * A provider's mark (issue 17: provider marks instead of generic icons): a wordmark generated from
 * its code in the merchant's theme. The shape, the colour it leans to and the lettering come from a
 * hash of the code, so each provider keeps one recognisable mark everywhere. Decorative: the
 * provider's name is always written next to it.
 */

const TINTS = ['primary', 'accent', 'success', 'text'] as const;
const SHAPES = ['round', 'square', 'shield'] as const;

/** The letters of a provider's mark: its code when short (JILI, EVO, CQ9), else its first letters. */
export function markLetters(code: string): string {
  const head = code.split('_')[0]!.replace(/[^A-Za-z0-9]/g, '');
  return head.length <= 4 ? head.toUpperCase() : head.slice(0, 3).toUpperCase();
}

function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export function VendorMark({ code, size = 28 }: { code: string; size?: number }) {
  const letters = markLetters(code);
  const h = hash(code);
  const tint = TINTS[h % TINTS.length]!;
  const shape = SHAPES[(h >>> 3) % SHAPES.length]!;
  const style = {
    width: size,
    height: size,
    fontSize: Math.round(size * (letters.length > 3 ? 0.3 : letters.length > 2 ? 0.36 : 0.44)),
    '--mark-tint': `var(--color-${tint})`,
  } as CSSProperties;
  return (
    <span
      className={`gm-mark gm-mark--${shape}${(h >>> 6) % 2 ? ' gm-mark--italic' : ''}`}
      style={style}
      aria-hidden="true"
    >
      {letters}
    </span>
  );
}
