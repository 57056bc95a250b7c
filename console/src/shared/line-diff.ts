/** A line diff of two texts (LCS), for the JSON view behind the change summary. */
export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const dp: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) dp[i]![j] = a[i] === b[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (dp[i + 1]![j]! >= dp[i]![j + 1]!) out.push({ kind: 'removed', text: a[i++]! });
    else out.push({ kind: 'added', text: b[j++]! });
  }
  while (i < a.length) out.push({ kind: 'removed', text: a[i++]! });
  while (j < b.length) out.push({ kind: 'added', text: b[j++]! });
  return out;
}

/** Only changed lines with `context` unchanged lines around them; gaps become one '…' marker. */
export function compact(lines: DiffLine[], context = 2): (DiffLine | 'gap')[] {
  const keep = lines.map((l, i) => l.kind !== 'same' || lines.slice(Math.max(0, i - context), i + context + 1).some((x) => x.kind !== 'same'));
  const out: (DiffLine | 'gap')[] = [];
  lines.forEach((l, i) => {
    if (keep[i]) out.push(l);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  });
  return out;
}
