import type { CatalogueIndex } from '../form/indexCatalogue';
import { isVisible } from './isVisible';
import { isAnswered, NOT_APPLICABLE, type Answers } from './types';

/** Attempted and total questions of one domain. */
export interface DomainProgress {
  domainId: string;
  total: number;
  attempted: number;
  /** Required questions shown but not answered. */
  missingAnswers: string[];
  /** Answered questions whose evidence is mandatory but has no attachment. */
  missingEvidence: string[];
}

/** Attempted and total for the whole form, and per domain. */
export interface Completeness {
  total: number;
  attempted: number;
  complete: boolean;
  domains: DomainProgress[];
}

/**
 * Counts what a school has done. Total counts the questions shown to the
 * school (follow-ups only when their parent asks for them; computed
 * percentages never, since the school does not answer them). Evidence is
 * required on answered mandatory-evidence questions, except Not Applicable ones.
 */
export function checkCompleteness(index: CatalogueIndex, answers: Answers, withEvidence: ReadonlySet<string>): Completeness {
  const domains: DomainProgress[] = [];
  for (const domain of index.catalogue.domains) {
    const progress: DomainProgress = { domainId: domain.id, total: 0, attempted: 0, missingAnswers: [], missingEvidence: [] };
    for (const id of index.byDomain.get(domain.id) ?? []) {
      const { question } = index.questions.get(id)!;
      if (question.type === 'computedPercentage' || !isVisible(index, id, answers)) continue;
      progress.total += 1;
      const value = answers[id];
      if (isAnswered(value)) {
        progress.attempted += 1;
        if (question.evidence === 'mandatory' && value !== NOT_APPLICABLE && !withEvidence.has(id)) progress.missingEvidence.push(id);
      } else if (question.required) {
        progress.missingAnswers.push(id);
      }
    }
    domains.push(progress);
  }
  const total = domains.reduce((s, d) => s + d.total, 0);
  const attempted = domains.reduce((s, d) => s + d.attempted, 0);
  const complete = domains.every((d) => d.missingAnswers.length === 0 && d.missingEvidence.length === 0);
  return { total, attempted, complete, domains };
}
