import type { CatalogueIndex, IndexedQuestion } from '../form/indexCatalogue';
import type { GradeBand, Text } from '../generated/catalogue';
import { isVisible } from '../answers/isVisible';
import { isAnswered, NOT_APPLICABLE, type AnswerValue, type Answers } from '../answers/types';

/** Scores of one form, as percentages 0..100 (null where nothing could be scored). */
export interface FormScore {
  overall: number | null;
  grade: string | null;
  gradeLabel: Text | null;
  domains: { domainId: string; name: Text; score: number | null; subdomains: { subdomainId: string; score: number | null }[] }[];
}

/**
 * The score a question earns, and out of what; null when it does not count
 * (hidden, Not Applicable, or not scored at all). An unanswered shown question
 * earns 0 of its maximum: skipping a question cannot raise a score.
 */
export function scoreQuestion(entry: IndexedQuestion, value: AnswerValue | undefined): { score: number; max: number } | null {
  const max = entry.maxScore;
  if (max <= 0 || value === NOT_APPLICABLE) return null;
  if (!isAnswered(value)) return { score: 0, max };
  const q = entry.question;
  if (q.type === 'multi' && Array.isArray(value)) {
    const sum = entry.options.filter((o) => value.includes(o.code)).reduce((s, o) => s + o.score, 0);
    return { score: Math.min(sum, max), max };
  }
  if (typeof value === 'string') return { score: entry.options.find((o) => o.code === value)?.score ?? 0, max };
  if (typeof value === 'number') {
    const band = (q.scoreBands ?? []).find((b) => value >= b.min);
    return { score: band?.score ?? 0, max };
  }
  return { score: 0, max };
}

const mean = (xs: number[]): number | null => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);
const round1 = (x: number | null): number | null => (x === null ? null : Math.round(x * 10) / 10);

/** The grade band an overall score falls in (bands are highest first). */
export function gradeOf(bands: GradeBand[], score: number | null): GradeBand | null {
  if (score === null) return null;
  return bands.find((b) => score >= b.min) ?? null;
}

/**
 * Scores a form by the catalogue's grading: each question as a percentage of
 * its maximum, a subdomain as the mean of its questions, a domain as the mean
 * of its subdomains, the overall score as the weighted mean of the domains.
 * `answers` must already hold computed fields (see computeFields).
 */
export function scoreForm(index: CatalogueIndex, answers: Answers): FormScore {
  const domains: FormScore['domains'] = [];
  let weighted = 0;
  let weights = 0;
  for (const domain of index.catalogue.domains) {
    const subdomains = domain.subdomains.map((sd) => {
      const pcts: number[] = [];
      for (const q of sd.questions) {
        if (!isVisible(index, q.id, answers)) continue;
        const s = scoreQuestion(index.questions.get(q.id)!, answers[q.id]);
        if (s) pcts.push((s.score / s.max) * 100);
      }
      return { subdomainId: sd.id, score: mean(pcts) };
    });
    const score = mean(subdomains.flatMap((s) => (s.score === null ? [] : [s.score])));
    if (score !== null) {
      weighted += score * domain.weight;
      weights += domain.weight;
    }
    domains.push({ domainId: domain.id, name: domain.name, score: round1(score), subdomains: subdomains.map((s) => ({ ...s, score: round1(s.score) })) });
  }
  const overall = weights > 0 ? round1(weighted / weights) : null;
  const band = gradeOf(index.catalogue.grading.bands, overall);
  return { overall, grade: band?.grade ?? null, gradeLabel: band?.label ?? null, domains };
}
