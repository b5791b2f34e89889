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
};

/** Under each question of the head's form: the reviewer's verdict, the evidence, the comments. */
export const HeadExtras = memo(function HeadExtras({ store, accrid, questionid, evidence, needed, editable, canComment }: Props) {
  return (
    <div className="q-extras">
      <ReviewNote store={store} questionid={questionid} />
      {evidence !== 'none' && <EvidenceBox store={store} accrid={accrid} questionid={questionid} mandatory={evidence === 'mandatory'} needed={needed} editable={editable} />}
      <QuestionComments store={store} accrid={accrid} questionid={questionid} canAdd={canComment} />
    </div>
  );
});

/** Whether an answer needs its evidence (answered, and not Not Applicable). */
export function needsEvidence(value: unknown): boolean {
  return hasAnswer(value) && value !== NOT_APPLICABLE;
}
