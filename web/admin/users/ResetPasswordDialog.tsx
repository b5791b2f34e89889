import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../api/client';
import { apiActionCall } from '../../api/call';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { meetsPasswordPolicy } from '../../session/validation';
import { fieldErrorsOf } from '../adminApi';
import { TextField } from '../components/Field';
import type { User } from '../types';
import { suggestPassword } from './suggestPassword';

type Props = {
  user: User | null;
  onClose: () => void;
  onDone: (kind: 'success' | 'error', text: string) => void;
};

/**
 * Resets a user's password to a temporary one the administrator passes on in person (it is never
 * mailed; the user is only told that it happened). The user must choose their own at the next
 * sign-in. A suggestion that meets the policy is filled in, shown in clear to be read out.
 */
export function ResetPasswordDialog({ user, onClose, onDone }: Props) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setPassword(user ? suggestPassword() : '');
    setError(null);
  }, [user]);

  const name = user ? `${user.firstName} ${user.lastName ?? ''}`.trim() : '';
  const login = user?.loginId ?? '';
  const email = user?.email ?? '';

  const confirm = async () => {
    if (!user) return;
    if (!password) return setError(t`This is required`);
    if (!meetsPasswordPolicy(password)) return setError(t`Password must have at least 8 characters, including a letter, a digit and a symbol`);
    setBusy(true);
    try {
      const { value, message } = await apiActionCall('post', '/v1/user/{id}/password/reset', {
        path: { id: user.userId },
        body: { temporaryPassword: password },
      });
      const base = message || t`Password reset. The user must choose a new password at the next sign-in.`;
      onDone('success', value.mailed ? base : `${base} ${t`No e-mail was sent: give the user the news with the temporary password.`}`);
      onClose();
    } catch (err) {
      const field = fieldErrorsOf(err).temporaryPassword;
      if (field) setError(field);
      else {
        onDone('error', errorText(err));
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog open={!!user} title={t`Reset password`} confirmLabel={t`Reset password`} busy={busy} onCancel={onClose} onConfirm={() => void confirm()}>
      <p>{t`Set a temporary password for ${name} (${login}). At their next sign-in they must choose their own. Any session of theirs ends now, and a sign-in lock is lifted.`}</p>
      <TextField
        name="temporaryPassword"
        label={t`Temporary password`}
        value={password}
        onChange={(v) => {
          setPassword(v);
          setError(null);
        }}
        autoComplete="off"
        required
        error={error ?? undefined}
        hint={t`Give it to the user in person or by phone: it is not sent by e-mail.`}
      />
      <p>
        <button type="button" className="btn btn-sm" onClick={() => setPassword(suggestPassword())} disabled={busy}>
          {t`Suggest another`}
        </button>
      </p>
      <p className="muted small">{email ? t`A notice without the password is sent to ${email}.` : t`This user has no e-mail address: no notice can be sent.`}</p>
    </ConfirmDialog>
  );
}
