import type { CatalogueIndex } from '../form/indexCatalogue';
import type { Question } from '../generated/catalogue';
import { NOT_APPLICABLE, type Answers } from './types';

/** Totals of the school information the catalogue may score against or take values from. */
export type SchoolTotals = Partial<Record<NonNullable<Question['fromSchoolInfo']>, number>>;

/** numerator / denominator × 100 to one decimal; null when either is missing or the denominator is 0. */
export function computePercentage(numerator: unknown, denominator: unknown): number | null {
  return typeof numerator === 'number' && typeof denominator === 'number' && denominator > 0 ? Math.round((numerator / denominator) * 1000) / 10 : null;
}

/**
 * Fills what the school does not type: values taken from the school information
 * (`fromSchoolInfo`), then every computed percentage from its inputs (numerator / denominator
 * × 100, one decimal). A computed question whose inputs are missing gets null: unanswered.
 * A zero denominator (no complaints received, no CWSN students) gives null too, or, where the
 * version's grading says `zeroDenominator: "notApplicable"`, Not Applicable: the school cannot
 * help having none, so the question leaves the maximum instead of scoring 0.
 */
export function computeFields(index: CatalogueIndex, answers: Answers, totals?: SchoolTotals): Answers {
  const out: Answers = { ...answers };
  const zeroIsNa = index.catalogue.grading.zeroDenominator === 'notApplicable';
  if (totals) {
    for (const id of index.order) {
      const source = index.questions.get(id)!.question.fromSchoolInfo;
      if (source && typeof totals[source] === 'number') out[id] = totals[source]!;
    }
  }
  for (const id of index.order) {
    const { question } = index.questions.get(id)!;
    if (question.type !== 'computedPercentage' || !question.formula) continue;
    const numerator = out[question.formula.numerator];
    const denominator = out[question.formula.denominator];
    out[id] = zeroIsNa && denominator === 0 ? NOT_APPLICABLE : computePercentage(numerator, denominator);
  }
  return out;
}
