import type { CatalogueVersion, GradeBand, Text } from '../generated/catalogue';
import { gradeOf, weightedMean } from './scoreForm';

/** The domain scores of the worked example, one per domain in order (repeated past seven). */
export const EXAMPLE_DOMAIN_SCORES = [82, 64, 75, 58, 70, 86, 61];

/** A worked example of a version's scoring, for the guidelines: each domain's example score and weight, the overall score and its grade. */
export interface ScoringExample {
  domains: { id: string; name: Text; weight: number; score: number }[];
  /** The overall score as the form's scoring makes it: the domains' mean weighted by their weights, to one decimal. */
  overall: number;
  grade: GradeBand | null;
  /** Every domain has the same weight: the overall score is their plain mean. */
  equalWeights: boolean;
}

/** How a version turns domain scores into an overall score and a grade, shown on example scores (the same weighting and bands as scoreForm). */
export function scoringExample(c: CatalogueVersion, scores: number[] = EXAMPLE_DOMAIN_SCORES): ScoringExample {
  const domains = c.domains.map((d, i) => ({ id: d.id, name: d.name, weight: d.weight, score: scores[i % scores.length] }));
  const mean = weightedMean(domains.map((d) => ({ value: d.score, weight: d.weight }))) ?? 0;
  const overall = Math.round(mean * 10) / 10;
  return { domains, overall, grade: gradeOf(c.grading.bands, overall), equalWeights: new Set(domains.map((d) => d.weight)).size <= 1 };
}
