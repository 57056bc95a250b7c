/** One figure printed by `npm run bench`. Each bench module default-exports `() => Promise<BenchResult[]>`. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  /** The budget, in words (e.g. "≤ 10 ms"). */
  target?: string;
  /** Whether the figure meets its budget (undefined when it has none). */
  pass?: boolean;
}
