import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useMsg, type Msg } from './message';
import { errorText } from '../api/client';
import { apiCall } from '../api/call';
import { passwordChanged, updateToken } from '../auth/session';
import { Alert } from '../components/Alert';
import { TextField } from './TextField';
import { PasswordPolicy } from './PasswordPolicy';
import { serverFieldErrors } from './fieldErrors';
import { meetsPasswordPolicy } from './validation';

type Fields = { currentPassword: string; newPassword: string; confirm: string };

/**
 * Changes one's own password: the current one, and the new one twice (POST /v1/user/profile).
 * `onChanged` runs after a change (the page that forces one moves on); `currentLabel` names the
 * current password as the user knows it (the temporary one an administrator gave).
 */
export function ChangePassword({ loginId, onChanged, currentLabel }: { loginId: string; onChanged?: () => void; currentLabel?: string }) {
  const { t } = useLingui();
  const show = useMsg();
  const empty: Fields = { currentPassword: '', newPassword: '', confirm: '' };
  const [form, setForm] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, Msg>>>({});
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Fields) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSuccess(null);
    const found: Partial<Record<keyof Fields, Msg>> = {};
    if (!form.currentPassword) found.currentPassword = msg`This is required`;
    if (!form.newPassword) found.newPassword = msg`This is required`;
    else if (!meetsPasswordPolicy(form.newPassword)) found.newPassword = msg`The password does not meet the rules below.`;
    else if (form.newPassword === form.currentPassword) found.newPassword = msg`The new password must differ from the current one.`;
    if (!form.confirm) found.confirm = msg`This is required`;
    else if (form.confirm !== form.newPassword) found.confirm = msg`The passwords do not match.`;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await apiCall('post', '/v1/user/profile', { body: { currentPassword: form.currentPassword, newPassword: form.newPassword } });
      // The new password ended every session, this one included: carry on with the fresh token.
      if (saved && typeof saved.jwtToken === 'string') updateToken(saved.jwtToken);
      setForm(empty);
      setSuccess(t`Password changed successfully`);
      passwordChanged();
      onChanged?.();
    } catch (err) {
      setErrors(serverFieldErrors(err));
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="password-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="password-title">
      <h3 id="password-title">{t`Change password`}</h3>
      {success && (
        <Alert kind="success" onClose={() => setSuccess(null)}>
          {success}
        </Alert>
      )}
      {error && <Alert kind="error">{error}</Alert>}
      {/* For password managers: which account this password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={loginId} readOnly hidden />
      <TextField
        id="currentPassword"
        type="password"
        label={currentLabel ?? t`Current password`}
        value={form.currentPassword}
        onChange={set('currentPassword')}
        error={show(errors.currentPassword)}
        autoComplete="current-password"
        required
      />
      <TextField
        id="newPassword"
        type="password"
        label={t`New password`}
        value={form.newPassword}
        onChange={set('newPassword')}
        error={show(errors.newPassword)}
        autoComplete="new-password"
        describedBy="new-password-policy"
        required
      />
      <PasswordPolicy id="new-password-policy" password={form.newPassword} />
      <TextField
        id="confirm"
        type="password"
        label={t`Confirm new password`}
        value={form.confirm}
        onChange={set('confirm')}
        error={show(errors.confirm)}
        autoComplete="new-password"
        required
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t`Saving…` : t`Change password`}
      </button>
    </form>
  );
}
