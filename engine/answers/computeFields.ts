import type { CatalogueIndex } from '../form/indexCatalogue';
import type { Answers } from './types';

/** numerator / denominator × 100 to one decimal; null when either is missing or the denominator is 0. */
export function computePercentage(numerator: unknown, denominator: unknown): number | null {
  return typeof numerator === 'number' && typeof denominator === 'number' && denominator > 0
    ? Math.round((numerator / denominator) * 1000) / 10
    : null;
}

/**
 * Fills every computed percentage from its inputs (numerator / denominator × 100,
 * one decimal). A computed question whose inputs are missing, or whose
 * denominator is 0, gets null: it is then unanswered, not 0.
 */
export function computeFields(index: CatalogueIndex, answers: Answers): Answers {
  const out: Answers = { ...answers };
  for (const id of index.order) {
    const { question } = index.questions.get(id)!;
    if (question.type !== 'computedPercentage' || !question.formula) continue;
    out[id] = computePercentage(out[question.formula.numerator], out[question.formula.denominator]);
  }
  return out;
}
