import { memo } from 'react';
import { EvidenceBox } from './EvidenceBox';
import { QuestionComments } from './QuestionComments';
import { ReviewNote } from './ReviewNote';
import type { QuestionStore } from './questionStore';
import type { QuestionInfo } from './templates';
import { NOT_APPLICABLE } from '../../engine';
import { hasAnswer } from './answerLabel';
import { useAnswerValue } from './useQuestion';
import { needsEvidenceOnScreen, type EvidenceOptions } from './evidenceNeed';
import { NaReasonBox, type NaReasonRule } from './NaReasonBox';

type Props = {
  store: QuestionStore;
  accrid: string | number;
  questionid: string;
  evidence: QuestionInfo['evidence'];
  /** Whether the answer needs its evidence; without it, worked out live from `rule` and the answers on screen. */
  needed?: boolean;
  /** The question's evidence options (uiSchema): computed percentages follow the numbers they are made of. */
  rule?: EvidenceOptions;
  editable: boolean;
  canComment: boolean;
  /** The signed-in user's login name: what they queue offline is kept apart from other users of the device. */
  user: string;
  /** Whether the version asks why a question does not apply, and where the head types it (absent: read-only). */
  naReason?: NaReasonRule;
  onNaReason?: (questionid: string, reason: string) => void;
  /** The head left the reason box. */
  onNaReasonLeave?: (questionid: string) => void;
};

/** Under each question of the head's form: the reviewer's verdict, why it does not apply, the evidence, the comments. */
export const HeadExtras = memo(function HeadExtras({
  store,
  accrid,
  questionid,
  evidence,
  needed,
  rule,
  editable,
  canComment,
  user,
  naReason = 'none',
  onNaReason,
  onNaReasonLeave,
}: Props) {
  // The question box is redrawn only when its own answer changes; a computed percentage's need
  // for evidence changes with the two counts it is made of, so it listens to them here.
  const formula = (rule?.formula ?? {}) as { numerator?: string; denominator?: string };
  const own = useAnswerValue(store, questionid);
  const numerator = useAnswerValue(store, formula.numerator);
  const denominator = useAnswerValue(store, formula.denominator);
  const live = needed ?? needsEvidenceOnScreen(rule, own, formula.numerator && formula.denominator ? { [formula.numerator]: numerator, [formula.denominator]: denominator } : {});
  return (
    <div className="q-extras">
      <ReviewNote store={store} questionid={questionid} />
      <NaReasonBox store={store} questionid={questionid} rule={naReason} onChange={editable ? onNaReason : undefined} onLeave={onNaReasonLeave} />
      {evidence !== 'none' && (
        <EvidenceBox store={store} accrid={accrid} questionid={questionid} mandatory={evidence === 'mandatory'} needed={live} editable={editable} user={user} />
      )}
      <QuestionComments store={store} accrid={accrid} questionid={questionid} canAdd={canComment} user={user} />
    </div>
  );
});

/** Whether an answer needs its evidence (answered, and not Not Applicable). */
export function needsEvidence(value: unknown): boolean {
  return hasAnswer(value) && value !== NOT_APPLICABLE;
}
