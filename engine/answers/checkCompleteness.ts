import type { CatalogueIndex } from '../form/indexCatalogue';
import { evidenceNeeded } from '../evidence/evidenceNeeded';
import { computeFields, type SchoolTotals } from './computeFields';
import { isVisible } from './isVisible';
import { isAnswered, NOT_APPLICABLE, type Answers, type AnswerValue } from './types';

/**
 * Whether the version asks a school for a reason when it answers Not Applicable, and whether it
 * must give one. Only the school's own choice carries a reason: a percentage made Not Applicable
 * by a zero base explains itself.
 */
export function naReasonRule(index: CatalogueIndex): 'required' | 'optional' | 'none' {
  return index.catalogue.grading.notApplicableReason ?? 'none';
}

/** Whether this answer is the school's own Not Applicable, the kind a reason is asked for. */
export function isChosenNotApplicable(index: CatalogueIndex, questionId: string, value: AnswerValue | undefined): boolean {
  const entry = index.questions.get(questionId);
  return value === NOT_APPLICABLE && !!entry && entry.question.type !== 'computedPercentage';
}

/** Attempted and total questions of one domain. */
export interface DomainProgress {
  domainId: string;
  total: number;
  attempted: number;
  /** Required questions shown but not answered. */
  missingAnswers: string[];
  /** Answered questions whose evidence is mandatory but has no attachment. */
  missingEvidence: string[];
  /** Not Applicable answers without the reason the catalogue requires (empty when reasons were not checked). */
  missingReasons: string[];
}

/** Attempted and total for the whole form, and per domain. */
export interface Completeness {
  total: number;
  attempted: number;
  complete: boolean;
  domains: DomainProgress[];
}

/**
 * Counts what a school has done: the one completeness rule of the product (home bars, domain
 * tabs, submit). Total counts the questions shown to the school (follow-ups only when their
 * parent asks for them; computed percentages and values taken from the school information
 * never, since the school does not answer them). Evidence follows `evidenceNeeded`, computed
 * percentages included: a mandatory file on a computed question blocks submit like any other.
 * Given `withReason` (the questions whose Not Applicable carries a reason) and a version that
 * requires reasons, a Not Applicable without one blocks submit too.
 */
export function checkCompleteness(
  index: CatalogueIndex,
  answers: Answers,
  withEvidence: ReadonlySet<string>,
  totals?: SchoolTotals,
  withReason?: ReadonlySet<string>,
): Completeness {
  const reasonsChecked = withReason !== undefined && naReasonRule(index) === 'required';
  const all = computeFields(index, answers, totals);
  const domains: DomainProgress[] = [];
  for (const domain of index.catalogue.domains) {
    const progress: DomainProgress = { domainId: domain.id, total: 0, attempted: 0, missingAnswers: [], missingEvidence: [], missingReasons: [] };
    for (const id of index.byDomain.get(domain.id) ?? []) {
      const { question } = index.questions.get(id)!;
      if (!isVisible(index, id, all)) continue;
      const value = all[id];
      if (evidenceNeeded(question, value) && !withEvidence.has(id)) progress.missingEvidence.push(id);
      if (reasonsChecked && isChosenNotApplicable(index, id, value) && !withReason.has(id)) progress.missingReasons.push(id);
      if (question.type === 'computedPercentage' || question.fromSchoolInfo) continue;
      progress.total += 1;
      if (isAnswered(value)) progress.attempted += 1;
      else if (question.required) progress.missingAnswers.push(id);
    }
    domains.push(progress);
  }
  const total = domains.reduce((s, d) => s + d.total, 0);
  const attempted = domains.reduce((s, d) => s + d.attempted, 0);
  const complete = domains.every((d) => d.missingAnswers.length === 0 && d.missingEvidence.length === 0 && d.missingReasons.length === 0);
  return { total, attempted, complete, domains };
}
