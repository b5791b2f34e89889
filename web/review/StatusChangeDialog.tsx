import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../api/client';
import { apiCall } from '../api/call';
import type { FormStatus } from '../api/types';
import { Dialog } from '../components/Dialog';
import { ReasonOptions, useRejectReasons } from './rejectReasons';
import { Alert } from '../components/Alert';
import { CharCounter, MAX_COMMENT, useTooLong } from '../components/CharCounter';
import { useAskBeforeClose } from '../components/UnsavedChangesConfirm';

export type NextStatus = FormStatus['nextStatuses'][number];

type Props = {
  accrid: number | string;
  schoolName: string;
  current: NextStatus;
  next: NextStatus[];
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Statuses that submit a form onward need the reviewer's declaration. */
const SUBMIT_STATUSES = new Set([5, 7, 9]);
/** Going back to the school is a rejection and needs a reason. */
const BACK_TO_SCHOOL = 2;

/**
 * The generic status change (spec §4): the current status and the next available ones in one
 * dropdown, a required comment ("Please select status", "Please add comment"), a declaration or
 * a reason where the step needs one, then a confirmation.
 */
export function StatusChangeDialog({ accrid, schoolName, current, next, onClose, onDone }: Props) {
  const { t } = useLingui();
  const tooLong = useTooLong();
  const statusId = useId();
  const commentId = useId();
  const reasonId = useId();
  const [status, setStatus] = useState(String(current.code));
  const [comment, setComment] = useState('');
  const [reason, setReason] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ status?: string; comment?: string; reason?: string; consent?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const code = Number(status);
  const needsReason = code === BACK_TO_SCHOOL && current.code > BACK_TO_SCHOOL;
  const needsConsent = SUBMIT_STATUSES.has(code);
  const reasons = useRejectReasons(needsReason);
  const chosen = next.find((s) => s.code === code);

  const check = () => {
    const e: typeof errors = {};
    if (!chosen) e.status = t`Please select status`;
    if (!comment.trim()) e.comment = t`Please add comment`;
    else e.comment = tooLong(comment.trim()) ?? undefined;
    if (!e.comment) delete e.comment;
    if (needsReason && !reason) e.reason = t`Please select a reason`;
    if (needsConsent && !consent) e.consent = t`Please accept the declaration`;
    setErrors(e);
    if (Object.keys(e).length === 0) setConfirming(true);
  };

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiCall('post', '/v1/form/status/change', {
        body: {
          accrid: Number(accrid),
          status: code,
          comment: comment.trim(),
          ...(needsConsent ? { consent: true } : {}),
          ...(needsReason ? { reasonId: Number(reason) } : {}),
        },
      });
      onDone(t`Form status saved`);
    } catch (e) {
      setConfirming(false);
      setBusy(false);
      setError(e instanceof ApiError && e.status !== 0 ? e.message : t`Error updating form status`);
    }
  };

  // A comment written and not sent is asked about before the dialog or the tab closes.
  const closing = useAskBeforeClose(comment.trim() !== '', onClose, busy);

  return (
    <Dialog
      open
      title={confirming ? t`Confirm the status change` : t`Update status`}
      onClose={closing.close}
      actions={
        confirming ? (
          <>
            <button type="button" className="btn" onClick={() => setConfirming(false)} disabled={busy}>
              {t`Back`}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={busy}>
              {t`Yes, update the status`}
            </button>
          </>
        ) : (
          <>
            <button type="button" className="btn" onClick={closing.close}>
              {t`Cancel`}
            </button>
            <button type="button" className="btn btn-primary" onClick={check}>
              {t`Update status`}
            </button>
          </>
        )
      }
    >
      <p>
        <strong>{schoolName}</strong>
      </p>
      {error && <Alert kind="error">{error}</Alert>}
      {confirming ? (
        <p>{t`Move the form from "${current.label}" to "${chosen?.label ?? ''}"?`}</p>
      ) : (
        <>
          {next.length === 0 && <Alert kind="info">{t`You cannot move this form to another status now.`}</Alert>}
          <div className="field">
            <label htmlFor={statusId}>{t`Status`}</label>
            <select
              id={statusId}
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              aria-invalid={!!errors.status || undefined}
              aria-describedby={errors.status ? `${statusId}-err` : undefined}
            >
              <option value={String(current.code)}>{t`${current.label} (current)`}</option>
              {next.map((s) => (
                <option key={s.code} value={String(s.code)}>
                  {s.label}
                </option>
              ))}
            </select>
            {errors.status && (
              <p className="field-error" id={`${statusId}-err`}>
                {errors.status}
              </p>
            )}
          </div>
          {needsReason && (
            <div className="field">
              <label htmlFor={reasonId}>{t`Reason`}</label>
              <select id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={!!errors.reason || undefined}>
                <ReasonOptions reasons={reasons.data} />
              </select>
              {errors.reason && <p className="field-error">{errors.reason}</p>}
            </div>
          )}
          <div className="field">
            <label htmlFor={commentId}>{t`Comment`}</label>
            <textarea
              id={commentId}
              rows={3}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              aria-invalid={!!errors.comment || comment.length > MAX_COMMENT || undefined}
              aria-describedby={errors.comment ? `${commentId}-count ${commentId}-err` : `${commentId}-count`}
            />
            <CharCounter id={`${commentId}-count`} length={comment.length} />
            {errors.comment && (
              <p className="field-error" id={`${commentId}-err`}>
                {errors.comment}
              </p>
            )}
          </div>
          {needsConsent && (
            <>
              <label className="consent">
                <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
                <span>{t`I declare that I have checked this form and that its data is true and complete with the evidence uploaded.`}</span>
              </label>
              {errors.consent && <p className="field-error">{errors.consent}</p>}
            </>
          )}
        </>
      )}
      {closing.confirm}
    </Dialog>
  );
}
