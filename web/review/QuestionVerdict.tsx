import { memo, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../api/client';
import { apiCall } from '../api/call';
import type { QuestionReview, QuestionStore, QuestionVerdict as Verdict } from '../form/questionStore';
import { useQuestionExtras } from '../form/useQuestion';
import { TimeAgo } from '../components/TimeAgo';
import { CharCounter, MAX_COMMENT, useTooLong } from '../components/CharCounter';
import { useAskBeforeUnload } from '../components/useAskBeforeUnload';

type Props = { store: QuestionStore; accrid: string | number; questionid: string; canDecide: boolean };

/**
 * A reviewer's verdict on one question: mark for review, approve or reject, each confirmed in
 * place; marking and rejecting need a comment (spec §5: Please add comment).
 */
export const QuestionVerdict = memo(function QuestionVerdict({ store, accrid, questionid, canDecide }: Props) {
  const { t } = useLingui();
  const tooLong = useTooLong();
  const { review } = useQuestionExtras(store, questionid);
  const [choice, setChoice] = useState<Verdict | null>(null);
  const [comment, setComment] = useState('');
  // A comment typed and not yet saved: closing the tab asks first.
  useAskBeforeUnload(comment.trim() !== '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const fieldId = useId();

  const label = (v: Verdict) => (v === 'FLAGGED' ? t`Mark for review` : v === 'APPROVED' ? t`Approve` : t`Reject`);
  const stateLabel = (v: Verdict) => (v === 'FLAGGED' ? t`Marked for review` : v === 'APPROVED' ? t`Approved` : t`Rejected`);

  const open = (v: Verdict) => {
    setChoice(v);
    setComment(v === review?.status ? (review.comment ?? '') : '');
    setError(null);
    setSaved(false);
  };

  const confirm = async () => {
    if (!choice) return;
    const text = comment.trim();
    if (choice !== 'APPROVED' && !text) {
      setError(t`Please add comment`);
      return;
    }
    const long = tooLong(text);
    if (long) {
      setError(long);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await apiCall('post', '/v1/form/question/status', {
        body: { accrid: Number(accrid), questionid, status: choice, ...(text ? { comment: text } : {}) },
      });
      const next: QuestionReview = { questionid, status: result.status, comment: result.comment, user: t`You`, date: result.updatedAt };
      store.setReview(next);
      setChoice(null);
      setSaved(true);
    } catch (e) {
      setError(e instanceof ApiError && e.status !== 0 ? e.message : t`Error while performing action!`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="verdict" data-testid={`verdict-${questionid}`}>
      {review && (
        <p className={`verdict-now review-${review.status.toLowerCase()}`}>
          <strong>{stateLabel(review.status)}</strong>
          {review.comment ? `: ${review.comment}` : ''}{' '}
          <span className="muted small">
            ({review.user ?? ''} · <TimeAgo iso={review.date} />)
          </span>
        </p>
      )}
      {canDecide && (
        <div className="verdict-buttons" role="group" aria-label={t`Review of ${questionid}`}>
          {(['FLAGGED', 'APPROVED', 'REJECTED'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={`btn btn-sm ${v === 'REJECTED' ? 'btn-danger-outline' : ''} ${review?.status === v ? 'is-current' : ''}`}
              aria-pressed={choice === v}
              onClick={() => open(v)}
              disabled={busy}
            >
              {label(v)}
            </button>
          ))}
        </div>
      )}
      {choice && (
        <div className="verdict-form">
          <label htmlFor={fieldId}>{choice === 'APPROVED' ? t`Comment (optional)` : t`Comment`}</label>
          <textarea
            id={fieldId}
            rows={2}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            aria-invalid={!!error || comment.length > MAX_COMMENT || undefined}
            aria-describedby={`${fieldId}-count`}
          />
          <CharCounter id={`${fieldId}-count`} length={comment.length} />
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="verdict-actions">
            <button type="button" className="btn btn-sm" onClick={() => setChoice(null)} disabled={busy}>
              {t`Cancel`}
            </button>
            <button type="button" className={`btn btn-sm ${choice === 'REJECTED' ? 'btn-danger' : 'btn-primary'}`} onClick={() => void confirm()} disabled={busy}>
              {t`Confirm: ${label(choice)}`}
            </button>
          </div>
        </div>
      )}
      {saved && (
        <p className="ok-text" role="status">
          {t`Status updated successfully`}
        </p>
      )}
    </div>
  );
});
