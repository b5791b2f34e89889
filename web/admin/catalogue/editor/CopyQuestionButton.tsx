import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActionMessage, type ActionMessageValue } from './ActionMessage';
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
  const [error, setError] = useState<ActionMessageValue>(null);
  const copy = async () => {
    setBusy(true);
    setError(null);
    try {
      const { questionid } = await historyApi.copyQuestion(version, questionId);
      onCopied(questionid);
    } catch (err) {
      setError({ kind: 'error', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="btn" disabled={disabled || busy} onClick={() => void copy()}>
        {t`Copy this question`}
      </button>
      <ActionMessage message={error} testId="copy-message" />
    </>
  );
}
