import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '../api/client';
import { apiCall } from '../api/call';
import { Dialog } from '../components/Dialog';
import { Alert } from '../components/Alert';
import { useQuery } from '@tanstack/react-query';
import { formKeys } from '../app/queryKeys';
import { useSession } from '../app/useSession';
import type { ReviewAction } from './workflowActions';

type Props = { action: ReviewAction; accrid: number; schoolName: string; onClose: () => void; onDone: (message: string) => void };

/** Submit or approve a form after ticking the reviewer's declaration (spec §4). */
export function SubmitDialog({ action, accrid, schoolName, onClose, onDone }: Props) {
  const { t } = useLingui();
  const [consent, setConsent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [anyway, setAnyway] = useState(false);
  const session = useSession();
  // The questions this reviewer marked as needing change: forwarding over them is a slip to confirm.
  // Decided on the remarks as they are now: a cached copy shows at once, the button waits for the fresh one.
  const remarks = useQuery({
    queryKey: formKeys.comments(accrid),
    queryFn: () => apiCall('get', '/v1/form/{accrid}/comments', { path: { accrid } }),
  });
  const mine = (remarks.data?.reviews ?? []).filter((r) => r.status !== 'APPROVED' && r.loginId && r.loginId === session?.logInUser.loginId);

  const title = action.level === 'dqa' ? t`Submit to SQA` : action.level === 'sqa' ? t`Submit to Department` : t`Approve`;
  const declaration =
    action.level === 'dqa'
      ? t`I declare that I have checked this form and that its data is true and complete with the evidence uploaded. I understand that State Quality Assurance may reject the form if any information is found to be false.`
      : action.level === 'sqa'
        ? t`I declare that I have checked this form and that its data is true and complete with the evidence uploaded. I understand that the Department may reject the form if any information is found to be false.`
        : t`I have reviewed this form and approve it. The report card will be generated.`;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiCall('post', '/v1/workflow/form/{level}/status/submit', { path: { level: action.level }, body: { accrid, consent: true } });
      onDone(t`Form status saved`);
    } catch (e) {
      setError(e instanceof ApiError && e.status !== 0 ? e.message : t`Error updating form status`);
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>{t`Cancel`}</button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void confirm()}
            disabled={!consent || busy || remarks.isPending || remarks.isFetching || (mine.length > 0 && !anyway)}
          >
            {title}
          </button>
        </>
      }
    >
      <p>
        <strong>{schoolName}</strong>
      </p>
      {error && <Alert kind="error">{error}</Alert>}
      {mine.length > 0 && (
        <div className="alert alert-warning own-remarks" role="alert" data-testid="own-remarks">
          <p>{t`You marked these questions as needing a change. The school will not be asked to change them if you go on:`}</p>
          <ul>
            {mine.map((r) => (
              <li key={r.questionid}>
                <span className="q-code">{r.questionid}</span> {r.status === 'FLAGGED' ? t`Marked for review` : t`Rejected by the reviewer`}
                {r.comment ? `: ${r.comment}` : ''}
              </li>
            ))}
          </ul>
          <label className="consent">
            <input type="checkbox" checked={anyway} onChange={(e) => setAnyway(e.target.checked)} />
            <span>{t`Forward it anyway; my remarks stay in the form's record.`}</span>
          </label>
        </div>
      )}
      <label className="consent">
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        <span>{declaration}</span>
      </label>
    </Dialog>
  );
}
