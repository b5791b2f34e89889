import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useMsg, type Msg } from '../message';
import { ApiError, errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import { Alert } from '../../components/Alert';
import { PublicPage } from '../PublicPage';
import { TextField } from '../TextField';
import { PasswordPolicy } from '../PasswordPolicy';
import { serverFieldErrors } from '../fieldErrors';
import { meetsPasswordPolicy } from '../validation';

/** /session/reset-password?token=…: the e-mailed link; sets a new password (POST /v1/identity/reset-password). */
export default function ResetPassword() {
  const { t } = useLingui();
  const show = useMsg();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: Msg; confirm?: Msg }>({});
  const [error, setError] = useState<string | null>(null);
  const [tokenBad, setTokenBad] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const found: { password?: Msg; confirm?: Msg } = {};
    if (!password) found.password = msg`This is required`;
    else if (!meetsPasswordPolicy(password)) found.password = msg`The password does not meet the rules below.`;
    if (!confirm) found.confirm = msg`This is required`;
    else if (confirm !== password) found.confirm = msg`The passwords do not match.`;
    setErrors(found);
    if (found.password || found.confirm) {
      document.getElementById(found.password ? 'password' : 'confirm')?.focus();
      return;
    }
    setBusy(true);
    try {
      await apiCall('post', '/v1/identity/reset-password', { body: { token, password } });
      setDone(true);
    } catch (err) {
      const fields = serverFieldErrors(err);
      setTokenBad(err instanceof ApiError && (err.errorCode === 'resetLinkInvalid' || err.details.some((d) => d.field === 'token')));
      setErrors({ password: fields.password });
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <PublicPage title={t`Reset password`}>
        <Alert kind="error">{t`This link is not complete. Open the link from the e-mail again, or ask for a new one.`}</Alert>
        <div className="session-links">
          <Link to="/session/forgot-password">{t`Ask for a new link`}</Link>
          <Link to="/session/signin">{t`Back to sign in`}</Link>
        </div>
      </PublicPage>
    );
  }

  if (done) {
    return (
      <PublicPage title={t`Password changed`}>
        <Alert kind="success">
          <Trans>Your password has been changed. Sign in with your new password.</Trans>
        </Alert>
        <Link to="/session/signin" className="btn btn-primary btn-block">
          {t`Sign in`}
        </Link>
      </PublicPage>
    );
  }

  return (
    <PublicPage title={t`Reset password`} lead={t`Choose a new password for your account.`}>
      {error && (
        <Alert kind="error">
          {error}
          {tokenBad && (
            <>
              {' '}
              <Link to="/session/forgot-password">{t`Ask for a new link`}</Link>
            </>
          )}
        </Alert>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id="password"
          type="password"
          label={t`New password`}
          value={password}
          onChange={setPassword}
          error={show(errors.password)}
          autoComplete="new-password"
          describedBy="password-policy"
          required
        />
        <PasswordPolicy id="password-policy" password={password} />
        <TextField
          id="confirm"
          type="password"
          label={t`Confirm new password`}
          value={confirm}
          onChange={setConfirm}
          error={show(errors.confirm)}
          autoComplete="new-password"
          required
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t`Saving…` : t`Set new password`}
        </button>
      </form>
      <div className="session-links">
        <Link to="/session/signin">{t`Back to sign in`}</Link>
      </div>
    </PublicPage>
  );
}
