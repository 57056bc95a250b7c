import { diffSequences } from '../../../core/sequence-diff';

/** A line diff of two texts (LCS), for the JSON view behind the change summary. */
export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

export const lineDiff = (before: string, after: string): DiffLine[] =>
  diffSequences(before.split('\n'), after.split('\n')).map((op) => ({ kind: op.kind, text: op.item }));

/** Only changed lines with `context` unchanged lines around them; gaps become one '…' marker. */
export function compact(lines: DiffLine[], context = 2): (DiffLine | 'gap')[] {
  const keep = lines.map(
    (l, i) =>
      l.kind !== 'same' ||
      lines.slice(Math.max(0, i - context), i + context + 1).some((x) => x.kind !== 'same'),
  );
  const out: (DiffLine | 'gap')[] = [];
  lines.forEach((l, i) => {
    if (keep[i]) out.push(l);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  });
  return out;
}
