import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiError, errorText } from '../api/client';
import { apiCall } from '../api/call';
import { Dialog } from '../components/Dialog';
import { FieldLabel } from '../components/FieldLabel';
import { ReasonOptions, useRejectReasons } from './rejectReasons';
import { Alert } from '../components/Alert';
import { Loading } from '../components/Loading';
import type { ReviewAction } from './workflowActions';
import { CharCounter, MAX_COMMENT, useTooLong } from '../components/CharCounter';
import { useAskBeforeClose } from '../components/UnsavedChangesConfirm';

type Props = { action: ReviewAction; accrid: number; schoolName: string; onClose: () => void; onDone: (message: string) => void };

/** Sends a form back with a reason from the server's list and an optional comment. */
export function RejectDialog({ action, accrid, schoolName, onClose, onDone }: Props) {
  const { t } = useLingui();
  const reasons = useRejectReasons();
  const [reasonId, setReasonId] = useState('');
  const [comment, setComment] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [missingComment, setMissingComment] = useState(false);
  const [commentError, setCommentError] = useState<string | null>(null);
  const tooLong = useTooLong();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!reasonId) {
      setMissingReason(true);
      return;
    }
    const reason = reasons.data?.find((r) => String(r.id) === reasonId);
    if (reason?.needsComment && !comment.trim()) {
      setMissingComment(true);
      document.getElementById('reject-comment')?.focus();
      return;
    }
    const long = tooLong(comment.trim());
    if (long) {
      setCommentError(long);
      document.getElementById('reject-comment')?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiCall('post', '/v1/workflow/form/{level}/status/reject', {
        path: { level: action.level },
        body: { accrid, reasonId: reason ? reason.id : Number(reasonId), ...(comment.trim() ? { comment: comment.trim() } : {}) },
      });
      onDone(t`Form status saved`);
    } catch (e) {
      const onComment = e instanceof ApiError ? e.details.find((d) => d.field === 'comment') : undefined;
      // The server's own words for the field (spec §8), where it gives them.
      if (onComment) setCommentError(onComment.message ?? (e as ApiError).message);
      else setError(e instanceof ApiError && e.status !== 0 ? e.message : t`Error updating form status`);
      setBusy(false);
    }
  };

  // A comment written and not sent is asked about before the dialog or the tab closes.
  const closing = useAskBeforeClose(comment.trim() !== '', onClose, busy);

  return (
    <Dialog
      open
      title={t`Reject`}
      onClose={closing.close}
      actions={
        <>
          <button type="button" className="btn" onClick={closing.close} disabled={busy}>{t`Cancel`}</button>
          <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={busy}>{t`Reject`}</button>
        </>
      }
    >
      <p>
        <strong>{schoolName}</strong>
      </p>
      {error && <Alert kind="error">{error}</Alert>}
      {reasons.isPending ? (
        <Loading />
      ) : reasons.error ? (
        <Alert kind="error">{errorText(reasons.error)}</Alert>
      ) : (
        <>
          <div className="field">
            <label htmlFor="reject-reason">{t`Reason`}</label>
            <select
              id="reject-reason"
              value={reasonId}
              onChange={(e) => {
                setReasonId(e.target.value);
                setMissingReason(false);
              }}
              aria-invalid={missingReason || undefined}
            >
              <ReasonOptions reasons={reasons.data} />
            </select>
            {missingReason && <p className="field-error">{t`Please select a reason`}</p>}
          </div>
          <div className="field">
            <FieldLabel htmlFor="reject-comment" required={reasons.data?.find((r) => String(r.id) === reasonId)?.needsComment}>
              {t`Comment`}
            </FieldLabel>
            <textarea
              id="reject-comment"
              rows={3}
              value={comment}
              onChange={(e) => {
                setComment(e.target.value);
                setMissingComment(false);
                setCommentError(null);
              }}
              aria-invalid={missingComment || !!commentError || comment.length > MAX_COMMENT || undefined}
              aria-describedby={missingComment || commentError ? 'reject-comment-count reject-comment-error' : 'reject-comment-count'}
            />
            <CharCounter id="reject-comment-count" length={comment.length} />
            {(missingComment || commentError) && (
              <p className="field-error" id="reject-comment-error">
                {commentError ?? t`Please add comment`}
              </p>
            )}
          </div>
        </>
      )}
      {closing.confirm}
    </Dialog>
  );
}
