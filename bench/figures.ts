/** One measured figure, with its target when there is one. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  target?: string;
  /** Whether the figure meets its target (undefined when there is none). */
  ok?: boolean;
  /** A line under the table: what limits a missed target and what was tried. */
  note?: string;
}

/** The median and the 95th percentile of samples. */
export function summarize(samples: number[]): { median: number; p95: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p95: at(0.95) };
}

/** Times fn n times after a warm-up; milliseconds per call. */
export function timeMany(fn: () => void, n: number, warmup = Math.ceil(n / 10)): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return out;
}
