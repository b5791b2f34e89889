import type { CatalogueIndex, IndexedQuestion } from '../form/indexCatalogue';
import type { GradeBand, Text } from '../generated/catalogue';
import { isVisible } from '../answers/isVisible';
import type { SchoolTotals } from '../answers/computeFields';
import { isAnswered, NOT_APPLICABLE, type AnswerValue, type Answers } from '../answers/types';

/** A critical question's outcome on one form. */
export interface CriticalOutcome {
  questionid: string;
  label: Text;
  /** Percentage of the question's points earned (null: Not Applicable, it does not count). */
  percent: number | null;
  passed: boolean;
  maxGrade: string;
}

/** Scores of one form, as percentages 0..100 (null where nothing could be scored). */
export interface FormScore {
  overall: number | null;
  grade: string | null;
  gradeLabel: Text | null;
  /** The grade the score alone would give, when a failed critical question lowered it. */
  uncappedGrade: string | null;
  critical: CriticalOutcome[];
  domains: { domainId: string; name: Text; weight: number; score: number | null; subdomains: { subdomainId: string; weight: number; score: number | null }[] }[];
}

/** The number a count is scored on: itself, or per 100 students or per teacher (null when the school's total is unknown). */
function scoredValue(entry: IndexedQuestion, value: number, totals?: SchoolTotals): number | null {
  const basis = entry.question.scoreBasis ?? 'absolute';
  if (basis === 'absolute') return value;
  const total = basis === 'per100Students' ? totals?.enrolmentTotal : totals?.teachersInPosition;
  if (typeof total !== 'number' || total <= 0) return null;
  return basis === 'per100Students' ? (value * 100) / total : value / total;
}

/**
 * The score a question earns, and out of what; null when it does not count
 * (hidden, Not Applicable, or not scored at all). An unanswered shown question
 * earns 0 of its maximum: skipping a question cannot raise a score.
 */
export function scoreQuestion(entry: IndexedQuestion, value: AnswerValue | undefined, totals?: SchoolTotals): { score: number; max: number } | null {
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
    const scored = scoredValue(entry, value, totals);
    if (scored === null) return null;
    const band = (q.scoreBands ?? []).find((b) => scored >= b.min);
    return { score: band?.score ?? 0, max };
  }
  return { score: 0, max };
}

/** The weighted mean of the values that exist; null when none does. */
export function weightedMean(parts: { value: number | null; weight: number }[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const p of parts) {
    if (p.value === null) continue;
    sum += p.value * p.weight;
    weights += p.weight;
  }
  return weights > 0 ? sum / weights : null;
}
const round1 = (x: number | null): number | null => (x === null ? null : Math.round(x * 10) / 10);

/** The grade band an overall score falls in (bands are highest first; a band applies to a score at least its min). */
export function gradeOf(bands: GradeBand[], score: number | null): GradeBand | null {
  if (score === null) return null;
  return bands.find((b) => score >= b.min) ?? null;
}

/**
 * Scores a form by the catalogue's grading: each question as a percentage of its maximum, a
 * subdomain as the mean of its questions, a domain as the mean of its subdomains weighted by
 * their `weight` (default 1), the overall score as the mean of the domains weighted likewise.
 * A critical question earning less than its pass mark caps the grade at its `maxGrade`.
 * `answers` must already hold computed fields (see computeFields); `totals` are the school's
 * (enrolment, teachers) for counts scored per student or per teacher.
 */
export function scoreForm(index: CatalogueIndex, answers: Answers, totals?: SchoolTotals): FormScore {
  const domains: FormScore['domains'] = [];
  const exact: { value: number | null; weight: number }[] = [];
  const critical: CriticalOutcome[] = [];
  for (const domain of index.catalogue.domains) {
    const subdomains = domain.subdomains.map((sd) => {
      let sum = 0;
      let n = 0;
      for (const q of sd.questions) {
        if (!isVisible(index, q.id, answers)) continue;
        const entry = index.questions.get(q.id)!;
        const s = scoreQuestion(entry, answers[q.id], totals);
        const percent = s ? (s.score / s.max) * 100 : null;
        if (percent !== null) {
          sum += percent;
          n += 1;
        }
        if (q.critical && (percent !== null || answers[q.id] !== NOT_APPLICABLE)) {
          const pass = q.critical.passPercent ?? 50;
          critical.push({ questionid: q.id, label: q.label, percent: round1(percent), passed: percent !== null && percent >= pass, maxGrade: q.critical.maxGrade });
        }
      }
      return { subdomainId: sd.id, weight: sd.weight ?? 1, score: n > 0 ? sum / n : null };
    });
    const score = weightedMean(subdomains.map((s) => ({ value: s.score, weight: s.weight })));
    exact.push({ value: score, weight: domain.weight });
    domains.push({ domainId: domain.id, name: domain.name, weight: domain.weight, score: round1(score), subdomains: subdomains.map((s) => ({ ...s, score: round1(s.score) })) });
  }
  // From the unrounded domain scores: rounding is for display only.
  const overall = round1(weightedMean(exact));
  const bands = index.catalogue.grading.bands;
  const earned = gradeOf(bands, overall);
  let band = earned;
  // Each failed critical question's cap holds: the grade is the lowest of them and the earned one.
  for (const c of critical) {
    if (c.passed || !band) continue;
    const capIndex = bands.findIndex((b) => b.grade === c.maxGrade);
    if (capIndex > bands.indexOf(band)) band = bands[capIndex];
  }
  return {
    overall,
    grade: band?.grade ?? null,
    gradeLabel: band?.label ?? null,
    uncappedGrade: band !== earned ? (earned?.grade ?? null) : null,
    critical,
    domains,
  };
}
