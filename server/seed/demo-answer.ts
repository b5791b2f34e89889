import type { Answers, CatalogueIndex } from '../../engine';

/** One answer to a visible question, as a school (or evaluator) of a given quality (0 weak … 1 strong) would give it. */
export function demoAnswer(index: CatalogueIndex, id: string, answers: Answers, quality: number, rnd: () => number): Answers[string] | undefined {
  const { question: q, options } = index.questions.get(id)!;
  const good = rnd() < quality;
  if (q.type === 'yesNo' || q.type === 'single') {
    const sorted = [...options].sort((a, b) => b.score - a.score);
    return (good ? sorted[0] : sorted[Math.min(sorted.length - 1, 1 + Math.floor(rnd() * (sorted.length - 1)))]).code;
  }
  if (q.type === 'multi') return options.filter((_, i) => i === 0 || rnd() < quality).map((o) => o.code);
  if (q.type === 'count') {
    const cap = q.notMoreThan && typeof answers[q.notMoreThan] === 'number' ? (answers[q.notMoreThan] as number) : (q.max ?? 40);
    const base = q.notMoreThan ? Math.round(cap * (0.5 + quality * 0.5 * rnd())) : 10 + Math.floor(rnd() * 30);
    return Math.max(0, Math.min(cap, base));
  }
  if (q.type === 'percentage') return Math.round(40 + 60 * quality * rnd());
  return undefined;
}
