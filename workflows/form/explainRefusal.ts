import { hasText } from '../shared/text';
import { transitionsFor } from '../shared/stateNodes';
import { isReasonId, isRejectEvent } from './formGuards';
import type { FormSnapshot } from './nextStatuses';
import type { FormEvent } from './formTypes';

export type FormRefusalCode =
  'wrongState' | 'consentMissing' | 'schoolInfoMissing' | 'incomplete' | 'evidenceMissing' | 'naReasonMissing' | 'reasonMissing' | 'commentMissing' | 'statusNotAllowed';

export interface QuestionProblem {
  questionid: string;
  problem: 'answerMissing' | 'evidenceMissing' | 'naReasonMissing';
}

export interface FormRefusal {
  code: FormRefusalCode;
  /** Question-level problems, shaped for the envelope's `details`. */
  details?: QuestionProblem[];
}

/**
 * Why the machine refuses an event, or null when it accepts it. Gives the
 * first reason in the order: wrong state, consent, school information,
 * answers, evidence, Not Applicable reasons, reject reason, comment, status.
 */
export function explainRefusal(snapshot: FormSnapshot, event: FormEvent): FormRefusal | null {
  if (snapshot.can(event)) return null;
  if (transitionsFor(snapshot, event.type).length === 0) return { code: 'wrongState' };

  if (event.type === 'sh.submit') {
    if (event.consent !== true) return { code: 'consentMissing' };
    if (event.schoolInfoSaved !== true) return { code: 'schoolInfoMissing' };
    // The head fixes everything in one pass, so every problem is listed
    // even though the code names only the first kind.
    const details: QuestionProblem[] = [
      ...event.missingAnswers.map((questionid) => ({ questionid, problem: 'answerMissing' as const })),
      ...event.missingEvidence.map((questionid) => ({ questionid, problem: 'evidenceMissing' as const })),
      ...event.missingNaReasons.map((questionid) => ({ questionid, problem: 'naReasonMissing' as const })),
    ];
    if (event.missingAnswers.length > 0) return { code: 'incomplete', details };
    if (event.missingEvidence.length > 0) return { code: 'evidenceMissing', details };
    if (event.missingNaReasons.length > 0) return { code: 'naReasonMissing', details };
  }
  if (event.type === 'dqa.submit' && event.consent !== true) return { code: 'consentMissing' };
  if (isRejectEvent(event) && !isReasonId(event.reasonId)) return { code: 'reasonMissing' };
  if (event.type === 'status.change') {
    return hasText(event.comment) ? { code: 'statusNotAllowed' } : { code: 'commentMissing' };
  }
  // A transition exists and no known fact blocks it: only a guard added
  // without a refusal code here can get this far.
  return { code: 'wrongState' };
}
