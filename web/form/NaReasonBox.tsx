import { memo, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NOT_APPLICABLE } from '../../engine';
import type { QuestionStore } from './questionStore';
import { useAnswerValue, useNaReason } from './useQuestion';
import { CharCounter } from '../components/CharCounter';

/** The longest reason the server keeps. */
export const MAX_NA_REASON = 500;

/** Whether the catalogue version asks why a question does not apply (GET /v1/form/json `naReason`). */
export type NaReasonRule = 'required' | 'optional' | 'none';

type Props = {
  store: QuestionStore;
  questionid: string;
  rule: NaReasonRule;
  /** Present where the head may write: each keystroke goes to the answer sync with the answer. */
  onChange?: (questionid: string, reason: string) => void;
  /** The head left the box (an emptied reason counts as deleted only then). */
  onLeave?: (questionid: string) => void;
};

/**
 * Under a question answered "Not Applicable": why, in a few words. Reviewers read it and may ask
 * for an answer instead; where the version requires it, the form cannot be submitted without it.
 */
export const NaReasonBox = memo(function NaReasonBox({ store, questionid, rule, onChange, onLeave }: Props) {
  const { t } = useLingui();
  const answer = useAnswerValue(store, questionid);
  const reason = useNaReason(store, questionid);
  const fieldId = useId();
  const counterId = useId();
  if (rule === 'none' || answer !== NOT_APPLICABLE) return null;
  if (!onChange) {
    return (
      <p className="na-reason-read" data-testid={`na-reason-${questionid}`}>
        <strong>{t`Why not applicable:`}</strong> {reason ? reason : <span className="muted">{t`No reason given`}</span>}
      </p>
    );
  }
  const missing = rule === 'required' && reason.trim() === '';
  const tooLong = reason.length > MAX_NA_REASON;
  return (
    <div className="na-reason" role="group">
      <label htmlFor={fieldId}>
        {t`Why does this question not apply to your school?`}
        {rule === 'required' && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <textarea
        id={fieldId}
        rows={2}
        value={reason}
        maxLength={MAX_NA_REASON}
        required={rule === 'required'}
        aria-invalid={missing || tooLong || undefined}
        aria-describedby={counterId}
        data-testid={`na-reason-input-${questionid}`}
        onChange={(e) => onChange(questionid, e.target.value)}
        onBlur={() => onLeave?.(questionid)}
      />
      <CharCounter id={counterId} length={reason.length} max={MAX_NA_REASON} />
      {missing && <p className="field-error">{t`Please give a reason for "Not Applicable". Reviewers will read it.`}</p>}
    </div>
  );
});
