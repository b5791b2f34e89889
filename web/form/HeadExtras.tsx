import { memo } from 'react';
import { EvidenceBox } from './EvidenceBox';
import { QuestionComments } from './QuestionComments';
import { ReviewNote } from './ReviewNote';
import type { QuestionStore } from './questionStore';
import type { QuestionInfo } from './templates';
import { NOT_APPLICABLE } from '../../engine';
import { hasAnswer } from './answerLabel';

type Props = {
  store: QuestionStore;
  accrid: string | number;
  questionid: string;
  evidence: QuestionInfo['evidence'];
  needed: boolean;
  editable: boolean;
  canComment: boolean;
  /** The signed-in user's login name: what they queue offline is kept apart from other users of the device. */
  user: string;
};

/** Under each question of the head's form: the reviewer's verdict, the evidence, the comments. */
export const HeadExtras = memo(function HeadExtras({ store, accrid, questionid, evidence, needed, editable, canComment, user }: Props) {
  return (
    <div className="q-extras">
      <ReviewNote store={store} questionid={questionid} />
      {evidence !== 'none' && <EvidenceBox store={store} accrid={accrid} questionid={questionid} mandatory={evidence === 'mandatory'} needed={needed} editable={editable} user={user} />}
      <QuestionComments store={store} accrid={accrid} questionid={questionid} canAdd={canComment} user={user} />
    </div>
  );
});

/** Whether an answer needs its evidence (answered, and not Not Applicable). */
export function needsEvidence(value: unknown): boolean {
  return hasAnswer(value) && value !== NOT_APPLICABLE;
}
