import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ApiError, errorText } from '../api/client';
import { apiCall } from '../api/call';
import type { LoginValue } from '../api/types';
import { CHANGE_PASSWORD_PATH, homePath, startSession } from '../auth/session';
import { Alert } from '../components/Alert';
import { PublicPage } from './PublicPage';

/** Where to go after sign-in: the page the guard came from (never a session page), else the user's home. */
function nextPath(from: string | undefined, value: LoginValue): string {
  if (from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/session/')) return from;
  return homePath(value);
}

/** /session/signin: login name and password; the server's message on failure; links to account recovery and sign-up. */
export default function SignIn() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Why the administrator rejected the account request, for an applicant who typed its password.
  const [rejectReason, setRejectReason] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ loginId?: boolean; password?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const routeState = location.state as { message?: string; from?: string } | null;
  const stateMessage = routeState?.message;

  // A message handed over by a redirect (e.g. an expired session), by router state or storage.
  useEffect(() => {
    const stored = sessionStorage.getItem('signinMessage');
    sessionStorage.removeItem('signinMessage');
    const message = stateMessage ?? stored;
    if (message) setNotice(message);
  }, [stateMessage, location.key]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing = { loginId: !loginId.trim(), password: !password };
    setFieldErrors(missing);
    if (missing.loginId || missing.password) {
      document.getElementById(missing.loginId ? 'loginId' : 'password')?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setRejectReason(null);
    setNotice(null);
    try {
      const value = await apiCall('post', '/v1/identity/web/auth', {
        body: {
          loginId: loginId.trim(),
          loginKey: password,
          ipAddress: '',
          sourceApp: 'web',
        },
      });
      // Spec §4: a login clears local storage (except the language) and sets the welcome-popup flag to 0.
      startSession(value);
      // A password the administrator reset is replaced first; the page then goes on where the user was going.
      if (value.mustChangePassword) navigate(CHANGE_PASSWORD_PATH, { replace: true, state: { from: routeState?.from } });
      else navigate(nextPath(routeState?.from, value), { replace: true });
    } catch (err) {
      setError(errorText(err));
      const reason = err instanceof ApiError && err.errorCode === 'accountRejected' ? err.details.find((d) => typeof d.reason === 'string')?.reason : null;
      setRejectReason(typeof reason === 'string' && reason.trim() ? reason : null);
      setBusy(false);
    }
  };

  return (
    <PublicPage title={t`School Accreditation`} docTitle={t`Sign in`} lead={t`School self-evaluation and accreditation`}>
      {notice && <Alert kind="info">{notice}</Alert>}
      {error && (
        <Alert kind="error">
          {error}
          {rejectReason && <span className="reject-reason">{t`Reason: ${rejectReason}`}</span>}
        </Alert>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor="loginId">{t`Login name`}</label>
          <input
            id="loginId"
            name="loginId"
            autoComplete="username"
            value={loginId}
            onChange={(e) => setLoginId(e.target.value)}
            aria-invalid={fieldErrors.loginId || undefined}
            aria-describedby={fieldErrors.loginId ? 'loginId-error' : undefined}
          />
          {fieldErrors.loginId && <p className="field-error" id="loginId-error">{t`Please enter login name`}</p>}
        </div>
        <div className="field">
          <label htmlFor="password">{t`Password`}</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={fieldErrors.password || undefined}
            aria-describedby={fieldErrors.password ? 'password-error' : undefined}
          />
          {fieldErrors.password && <p className="field-error" id="password-error">{t`This is required`}</p>}
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t`Signing in…` : t`Sign in`}
        </button>
      </form>
      <div className="session-links">
        <Link to="/session/forgot-password">{t`Forgot password?`}</Link>
        <Link to="/session/forgot-loginname">{t`Forgot login name?`}</Link>
        <p>
          {t`New school head?`} <Link to="/session/signup">{t`Request an account`}</Link>
        </p>
      </div>
    </PublicPage>
  );
}
