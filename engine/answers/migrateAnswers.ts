import type { CatalogueIndex } from '../form/indexCatalogue';
import { validateAnswers } from './validateAnswers';
import type { Answers } from './types';

/** What happens to a form's answers when it moves to another catalogue version. */
export interface MigrationReport {
  /** Answers kept as they are. */
  carried: Answers;
  /** Questions of the new version that did not exist before: to be answered. */
  added: string[];
  /** Questions answered before that the new version no longer has. */
  dropped: string[];
  /** Questions in both whose old answer is not valid any more (options or type changed): to be answered again. */
  invalidated: string[];
}

/**
 * Moves answers from one catalogue version to another by question id. An
 * answer is carried only when the new version accepts it as it is; computed
 * percentages are never carried (the engine computes them anew).
 */
export function migrateAnswers(from: CatalogueIndex, to: CatalogueIndex, answers: Answers): MigrationReport {
  const carried: Answers = {};
  const dropped: string[] = [];
  const invalidated: string[] = [];
  for (const id of from.order) {
    if (!(id in answers) || answers[id] === null) continue;
    const target = to.questions.get(id);
    if (!target) {
      dropped.push(id);
      continue;
    }
    if (target.question.type === 'computedPercentage') continue;
    carried[id] = answers[id];
  }
  // Check each candidate against the whole carried set, so cross-question limits hold too.
  for (const p of validateAnswers(to, carried, carried)) {
    if (p.questionid in carried) {
      delete carried[p.questionid];
      invalidated.push(p.questionid);
    }
  }
  const added = to.order.filter((id) => !from.questions.has(id));
  return { carried, added, dropped, invalidated: [...new Set(invalidated)].sort() };
}
