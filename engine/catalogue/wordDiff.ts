/** One run of words in a comparison: kept in both, removed from the first, or added in the second. */
export type WordRun = { op: 'same' | 'removed' | 'added'; text: string };

/**
 * A word-level comparison of two texts (longest common subsequence of words, spaces kept with
 * their word), so a reviewer reads "Is the <s>kit</s> <ins>box</ins> checked" rather than two
 * whole sentences. Works for Devanagari as for Latin text: words are split on white space.
 */
export function wordDiff(before: string, after: string): WordRun[] {
  const a = before.match(/\S+\s*/g) ?? [];
  const b = after.match(/\S+\s*/g) ?? [];
  const n = a.length;
  const m = b.length;
  const same = (x: string, y: string) => x.trim() === y.trim();
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i][j] = same(a[i], b[j]) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const runs: WordRun[] = [];
  const push = (op: WordRun['op'], text: string) => {
    const last = runs[runs.length - 1];
    if (last && last.op === op) last.text += text;
    else runs.push({ op, text });
  };
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (same(a[i], b[j])) {
      push('same', b[j]);
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) push('removed', a[i++]);
    else push('added', b[j++]);
  }
  while (i < n) push('removed', a[i++]);
  while (j < m) push('added', b[j++]);
  return runs;
}
