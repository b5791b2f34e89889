import { isVisible, type Answers, type CatalogueIndex } from '../../engine';
import type { FormStatusCode } from '../../workflows';
import { demoAnswer } from './demo-answer';

/** Share of the school's answers an evaluator confirms as they stand; the rest are judged afresh. */
const CONFIRMED = 0.7;

/**
 * Whether a demo form got an external evaluation: the audit reaches schools
 * once the district has finished with them (status 5 and on), and not every
 * one of those, as an audit samples. `position` is the form's place in the demo.
 */
export function demoAudited(position: number, target: FormStatusCode): boolean {
  return target >= 5 && position % 4 !== 3;
}

/**
 * The district reviewer's external evaluation of a demo form: most of the
 * school's answers confirmed, the others judged by an evaluator who sees the
 * school somewhat differently (usually stricter, sometimes kinder), so the
 * self vs external chart shows gaps of a few points that differ by domain.
 * Questions are walked in catalogue order, so follow-ups appear exactly when
 * the evaluator's own answers call for them.
 */
export function demoExternalAnswers(index: CatalogueIndex, self: Answers, quality: number, rnd: () => number): Answers {
  const shift = -0.3 + 0.4 * rnd();
  const evaluator = Math.min(0.95, Math.max(0.1, quality + shift));
  const answers: Answers = {};
  for (const id of index.order) {
    if (!isVisible(index, id, answers)) continue;
    const own = self[id];
    const value = own !== undefined && rnd() < CONFIRMED ? own : demoAnswer(index, id, answers, evaluator, rnd);
    if (value !== undefined) answers[id] = value;
  }
  return answers;
}
