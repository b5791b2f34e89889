import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiError, errorText } from '../../api/client';
import { apiActionCall } from '../../api/call';
import { Alert } from '../../components/Alert';
import { CharCounter, useTooLong } from '../../components/CharCounter';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextField } from '../components/Field';
import type { AccountRequest, SchoolHead } from '../types';

/** The server's limit for the reason of a rejection. */
const MAX_REASON = 500;

export type Decision = { request: AccountRequest; approve: boolean } | null;

type Props = {
  decision: Decision;
  onClose: () => void;
  onDecided: (kind: 'success' | 'error', text: string) => void;
};

/** The heads a refused approval names (409 schoolHasActiveHead). */
function headsOf(err: ApiError): SchoolHead[] {
  return err.details.filter((d) => d.problem === 'schoolHasActiveHead').map((d) => ({ userId: Number(d.userId), loginId: String(d.loginId ?? ''), name: String(d.name ?? '') }));
}

/**
 * Confirms the decision on an account request. Approving for a school that already has an active
 * head says who, and that their account will be set inactive, before anything happens; rejecting
 * asks for the reason, which the applicant is shown when they try to sign in.
 */
export function DecideRequestDialog({ decision, onClose, onDecided }: Props) {
  const { t } = useLingui();
  const tooLong = useTooLong();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [heads, setHeads] = useState<SchoolHead[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setReason('');
    setReasonError(null);
    setHeads(decision?.request.activeHeads ?? []);
  }, [decision]);

  const approve = decision?.approve ?? false;
  const who = decision?.request.loginId ?? '';
  const school = decision?.request.schoolName ?? '';
  const headNames = heads.map((h) => `${h.name} (${h.loginId})`).join(', ');

  const confirm = async () => {
    if (!decision) return;
    const text = reason.trim();
    if (!approve) {
      const problem = !text ? t`Please give the reason for rejecting the request` : tooLong(text, MAX_REASON);
      setReasonError(problem);
      if (problem) return;
    }
    setBusy(true);
    try {
      // Replacing is asked for only when the dialog has shown who is replaced.
      const { message } = approve
        ? await apiActionCall('post', '/v1/user/requests/{id}/approve', { path: { id: decision.request.requestId }, body: heads.length > 0 ? { replaceHead: true } : {} })
        : await apiActionCall('post', '/v1/user/requests/{id}/reject', { path: { id: decision.request.requestId }, body: { reason: text } });
      onDecided('success', message || (approve ? t`Account request approved` : t`Account request rejected`));
      onClose();
    } catch (err) {
      // A head was approved for the school since the list was loaded: name them and ask again.
      if (err instanceof ApiError && err.errorCode === 'schoolHasActiveHead') setHeads(headsOf(err));
      else {
        onDecided('error', errorText(err));
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={!!decision}
      title={approve ? t`Approve` : t`Reject`}
      confirmLabel={approve ? (heads.length > 0 ? t`Approve and replace the head` : t`Approve`) : t`Reject`}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      {approve && heads.length > 0 && (
        <Alert kind="warning">{t`${school} already has an active school head: ${headNames}. If you approve, that account is set inactive and can no longer sign in.`}</Alert>
      )}
      <p>
        {approve
          ? t`A school head account ${who} will be created for ${school}, and they can sign in with the password they chose.`
          : t`The request of ${who} for ${school} will be rejected; no account is created.`}
      </p>
      {!approve && (
        <>
          <TextField
            name="reason"
            label={t`Reason for rejecting`}
            value={reason}
            onChange={(v) => {
              setReason(v);
              setReasonError(null);
            }}
            multiline
            required
            error={reasonError ?? undefined}
            hint={t`The applicant is shown this reason when they try to sign in.`}
          />
          <CharCounter id="reject-reason-count" length={reason.trim().length} max={MAX_REASON} />
        </>
      )}
    </ConfirmDialog>
  );
}
