import type { CatalogueIndex } from '../form/indexCatalogue';
import { engineMessages, formatMessage } from '../i18n/messages';
import type { AnswerProblem, Answers } from './types';

/** A rule between two answers of one form: `questionid`'s number may not exceed `notMoreThan`'s. */
export interface AnswerLimit {
  questionid: string;
  notMoreThan: string;
}

const cache = new WeakMap<CatalogueIndex, AnswerLimit[]>();

/** Every rule between two answers a catalogue version holds, in form order. */
export function limitsOf(index: CatalogueIndex): AnswerLimit[] {
  const known = cache.get(index);
  if (known) return known;
  const out: AnswerLimit[] = [];
  for (const id of index.order) {
    const limit = index.questions.get(id)?.question.notMoreThan;
    if (limit) out.push({ questionid: id, notMoreThan: limit });
  }
  cache.set(index, out);
  return out;
}

/**
 * The rules between answers that the given answers break: a part above its whole. The server
 * checks a save with it and the browser checks each keystroke with the same function, so the
 * server's refusal is a last line, not the head's first word. `touched` limits the check to rules
 * one of whose two questions changed (both sides count: lowering the whole can break the part).
 */
export function checkLimits(limits: readonly AnswerLimit[], answers: Answers, touched?: (questionid: string) => boolean): AnswerProblem[] {
  const out: AnswerProblem[] = [];
  for (const { questionid, notMoreThan } of limits) {
    if (touched && !touched(questionid) && !touched(notMoreThan)) continue;
    const part = answers[questionid];
    const whole = answers[notMoreThan];
    if (typeof part === 'number' && typeof whole === 'number' && part > whole) {
      out.push({ questionid, problem: 'notMoreThan', message: formatMessage(engineMessages.notMoreThan, { other: notMoreThan }) });
    }
  }
  return out;
}
