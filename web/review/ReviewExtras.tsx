import { memo } from 'react';
import { EvidenceBox } from '../form/EvidenceBox';
import { QuestionComments } from '../form/QuestionComments';
import type { QuestionStore } from '../form/questionStore';
import type { QuestionInfo } from '../form/formEngine';
import { QuestionVerdict } from './QuestionVerdict';

type Props = {
  store: QuestionStore;
  accrid: string | number;
  questionid: string;
  evidence: QuestionInfo['evidence'];
  canDecide: boolean;
  canComment: boolean;
};

/** Under each question of a form under review: the evidence (viewed inline), the verdict, the comments. */
export const ReviewExtras = memo(function ReviewExtras({ store, accrid, questionid, evidence, canDecide, canComment }: Props) {
  return (
    <div className="q-extras">
      {evidence !== 'none' && <EvidenceBox store={store} accrid={accrid} questionid={questionid} mandatory={evidence === 'mandatory'} needed={false} editable={false} inlineView />}
      <QuestionVerdict store={store} accrid={accrid} questionid={questionid} canDecide={canDecide} />
      <QuestionComments store={store} accrid={accrid} questionid={questionid} canAdd={canComment} />
    </div>
  );
});
