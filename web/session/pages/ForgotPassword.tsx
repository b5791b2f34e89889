import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useMsg, type Msg } from '../message';
import { apiCall } from '../../api/call';
import { Alert } from '../../components/Alert';
import { PublicPage } from '../PublicPage';
import { TextField } from '../TextField';
import { useSendOnce } from '../useSendOnce';

/**
 * /session/forgot-password: asks for the login name and has a reset link
 * e-mailed (POST /v1/identity/forgot-password). The answer is the same whether
 * or not the account exists, so the page cannot be used to probe for accounts.
 */
export default function ForgotPassword() {
  const { t } = useLingui();
  const show = useMsg();
  const [loginId, setLoginId] = useState('');
  const [fieldError, setFieldError] = useState<Msg | null>(null);
  const { busy, sent, error, begin, send } = useSendOnce((id: string) => apiCall('post', '/v1/identity/forgot-password', { body: { loginId: id } }));

  const submit = (e: FormEvent) => {
    if (!begin(e)) return;
    const value = loginId.trim();
    if (!value) {
      setFieldError(msg`Please enter login name`);
      document.getElementById('loginId')?.focus();
      return;
    }
    setFieldError(null);
    send(value);
  };

  return (
    <PublicPage title={t`Forgot password`} lead={t`Enter your login name. We will e-mail you a link to set a new password.`}>
      {sent ? (
        <>
          <Alert kind="success">
            <Trans>If an active account with this login name has an e-mail address, a link to reset the password has been sent to it. The link works once, within one hour.</Trans>
          </Alert>
          <p className="muted small">
            <Trans>No e-mail after a few minutes? Look in the spam folder, or contact the helpdesk: your account may have no e-mail address.</Trans>
          </p>
        </>
      ) : (
        <>
          {error && <Alert kind="error">{error}</Alert>}
          <form onSubmit={submit} noValidate>
            <TextField id="loginId" label={t`Login name`} value={loginId} onChange={setLoginId} error={show(fieldError)} autoComplete="username" required />
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {busy ? t`Sending…` : t`Send reset link`}
            </button>
          </form>
        </>
      )}
      <div className="session-links">
        <Link to="/session/signin">{t`Back to sign in`}</Link>
        <Link to="/session/forgot-loginname">{t`Forgot login name?`}</Link>
      </div>
    </PublicPage>
  );
}
