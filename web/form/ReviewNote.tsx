import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { QuestionStore } from './questionStore';
import { useQuestionExtras } from './useQuestion';
import { TimeAgo } from '../components/TimeAgo';

/** The reviewer's verdict on a question, as the school head (and other reviewers) see it. */
export const ReviewNote = memo(function ReviewNote({ store, questionid }: { store: QuestionStore; questionid: string }) {
  const { t } = useLingui();
  const { review } = useQuestionExtras(store, questionid);
  if (!review) return null;
  const label = review.status === 'FLAGGED' ? t`Marked for review` : review.status === 'REJECTED' ? t`Rejected by the reviewer` : t`Approved by the reviewer`;
  return (
    <div className={`review-note review-${review.status.toLowerCase()}`} data-testid={`review-note-${questionid}`}>
      <strong>{label}</strong>
      {review.comment && <p>{review.comment}</p>}
      <span className="muted small">
        {review.user ?? ''} · <TimeAgo iso={review.date} />
      </span>
    </div>
  );
});
