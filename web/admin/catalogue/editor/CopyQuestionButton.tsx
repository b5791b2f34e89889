import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../../api/client';
import { historyApi } from './historyApi';

type Props = {
  version: string;
  questionId: string;
  disabled?: boolean;
  /** The copy was made: open it (and reload the draft). */
  onCopied: (id: string) => void;
};

/** Copies the open question right after itself, under the next unused number; says so beside the button. */
export function CopyQuestionButton({ version, questionId, disabled, onCopied }: Props) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const copy = async () => {
    setBusy(true);
    setError(null);
    try {
      const { questionid } = await historyApi.copyQuestion(version, questionId);
      onCopied(questionid);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn" disabled={disabled || busy} onClick={() => void copy()}>
        {t`Copy this question`}
      </button>
      {error && (
        <span className="alert alert-error small" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
