import type { CatalogueIndex } from '../form/indexCatalogue';
import type { Answers } from './types';

/**
 * Whether a question is shown given the answers: a follow-up only when its
 * parent is shown and answered with one of the codes of its condition.
 */
export function isVisible(index: CatalogueIndex, questionid: string, answers: Answers): boolean {
  const entry = index.questions.get(questionid);
  if (!entry) return false;
  const cond = entry.question.showIf;
  if (!cond) return true;
  if (!isVisible(index, cond.question, answers)) return false;
  const parent = answers[cond.question];
  if (Array.isArray(parent)) return parent.some((c) => cond.in.includes(c));
  return typeof parent === 'string' && cond.in.includes(parent);
}
