/** The one line/sequence diff of the project (longest common subsequence), for keys and for text lines. */
export type DiffOp<T> = { kind: 'same' | 'added' | 'removed'; item: T };

export function diffSequences<T>(before: readonly T[], after: readonly T[]): DiffOp<T>[] {
  const n = before.length;
  const m = after.length;
  const dp: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      dp[i]![j] = before[i] === after[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
  const out: DiffOp<T>[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      out.push({ kind: 'same', item: before[i]! });
      i++;
      j++;
    } else if (dp[i + 1]![j]! >= dp[i]![j + 1]!) out.push({ kind: 'removed', item: before[i++]! });
    else out.push({ kind: 'added', item: after[j++]! });
  }
  while (i < n) out.push({ kind: 'removed', item: before[i++]! });
  while (j < m) out.push({ kind: 'added', item: after[j++]! });
  return out;
}
