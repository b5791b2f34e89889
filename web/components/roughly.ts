/** An estimated count as a person would say it: two significant figures (12,543 is about 13,000). */
export function roughly(n: number): number {
  if (n < 100) return n;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}
