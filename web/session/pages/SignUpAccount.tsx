import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useMsg, type Msg } from '../message';
import { errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import { Alert } from '../../components/Alert';
import { Icon } from '../../components/Icon';
import { PublicPage } from '../PublicPage';
import { SignupSteps } from '../SignupSteps';
import { TextField } from '../TextField';
import { PasswordPolicy } from '../PasswordPolicy';
import { serverFieldErrors } from '../fieldErrors';
import { clearSignupDraft, readSignupDraft, type SignupDraft } from '../signupDraft';
import { isEmail, isLoginName, meetsPasswordPolicy, normalizeMobile } from '../validation';

type Account = { loginId: string; password: string; confirm: string; email: string; mobile: string };
type Field = keyof Account | 'udise';

/**
 * /session/signup1: step 2 of the account request, the login name, password,
 * e-mail and mobile; sends POST /v1/user/register. An administrator activates
 * the account later.
 */
export default function SignUpAccount() {
  const { t } = useLingui();
  const show = useMsg();
  const location = useLocation();
  const [draft] = useState<SignupDraft | null>(() => (location.state as { draft?: SignupDraft } | null)?.draft ?? readSignupDraft());
  const [account, setAccount] = useState<Account>({ loginId: '', password: '', confirm: '', email: '', mobile: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, Msg>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ loginId: string; email: string } | null>(null);

  if (done) {
    return (
      <PublicPage title={t`Request sent`} wide>
        <div className="done-panel" role="status">
          <div className="thanks-icon" aria-hidden="true">
            <Icon name="check" />
          </div>
          <p>
            <Trans>Your account request has been sent. An administrator will check it and activate your account.</Trans>
          </p>
          <p className="muted">
            <Trans>
              Once it is activated you can sign in with the login name <strong>{done.loginId}</strong> and the password you chose.
            </Trans>
          </p>
          <p className="muted">
            <Trans>
              A message has also gone to <strong>{done.email}</strong>. If the login name you chose is already in use, the message says so: then ask again with another one.
            </Trans>
          </p>
          <Link to="/session/signin" className="btn btn-primary">
            {t`Back to sign in`}
          </Link>
        </div>
      </PublicPage>
    );
  }
  if (!draft) return <Navigate to="/session/signup" replace />;

  const set = (key: keyof Account) => (value: string) => setAccount((a) => ({ ...a, [key]: value }));

  const check = (): { found: Partial<Record<Field, Msg>>; mobile: string | null } => {
    const found: Partial<Record<Field, Msg>> = {};
    const loginId = account.loginId.trim();
    if (!loginId) found.loginId = msg`Please enter login name`;
    else if (!isLoginName(loginId)) found.loginId = msg`Login name must have 3 to 50 characters: English letters, digits and . _ @ -`;
    if (!account.password) found.password = msg`This is required`;
    else if (!meetsPasswordPolicy(account.password)) found.password = msg`The password does not meet the rules below.`;
    if (!account.confirm) found.confirm = msg`This is required`;
    else if (account.confirm !== account.password) found.confirm = msg`The passwords do not match.`;
    const email = account.email.trim();
    if (!email) found.email = msg`This is required`;
    else if (!isEmail(email)) found.email = msg`Not a valid e-mail address`;
    const mobile = normalizeMobile(account.mobile.trim());
    if (!account.mobile.trim()) found.mobile = msg`This is required`;
    else if (!mobile) found.mobile = msg`Not a valid mobile number`;
    return { found, mobile };
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const { found, mobile } = check();
    setErrors(found);
    // No mobile number is always one of the problems found; the second test tells TypeScript so.
    if (Object.keys(found).length || mobile === null) {
      document.getElementById(Object.keys(found)[0])?.focus();
      return;
    }
    setBusy(true);
    try {
      const loginId = account.loginId.trim();
      await apiCall('post', '/v1/user/register', {
        body: {
          udise: draft.udise,
          firstName: draft.firstName,
          lastName: draft.lastName,
          loginId,
          password: account.password,
          email: account.email.trim(),
          mobile,
        },
      });
      clearSignupDraft();
      setDone({ loginId, email: account.email.trim() });
    } catch (err) {
      setErrors(serverFieldErrors(err));
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const name = `${draft.firstName} ${draft.lastName}`.trim();
  return (
    <PublicPage title={t`Request an account`} lead={t`Choose how you will sign in.`} wide>
      <SignupSteps step={2} />
      <dl className="summary">
        <dt>{t`UDISE number`}</dt>
        <dd>{draft.udise}</dd>
        {draft.school && (
          <>
            <dt>{t`School`}</dt>
            <dd>
              {draft.school.schoolName}
              <div className="muted small">
                {draft.school.districtName} · {draft.school.blockName}
              </div>
            </dd>
          </>
        )}
        <dt>{t`School head`}</dt>
        <dd>{name}</dd>
      </dl>
      {error && (
        <Alert kind="error">
          {error}
          {errors.udise && (
            <>
              {' '}
              <Link to="/session/signup">{t`Correct the UDISE number`}</Link>
            </>
          )}
        </Alert>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id="loginId"
          label={t`Login name`}
          value={account.loginId}
          onChange={set('loginId')}
          error={show(errors.loginId)}
          hint={t`3 to 50 characters: English letters, digits and . _ @ -`}
          autoComplete="username"
          required
        />
        <TextField
          id="password"
          type="password"
          label={t`Password`}
          value={account.password}
          onChange={set('password')}
          error={show(errors.password)}
          autoComplete="new-password"
          describedBy="password-policy"
          required
        />
        <PasswordPolicy id="password-policy" password={account.password} />
        <TextField
          id="confirm"
          type="password"
          label={t`Confirm password`}
          value={account.confirm}
          onChange={set('confirm')}
          error={show(errors.confirm)}
          autoComplete="new-password"
          required
        />
        <TextField id="email" type="email" label={t`E-mail`} value={account.email} onChange={set('email')} error={show(errors.email)} autoComplete="email" required />
        <TextField
          id="mobile"
          type="tel"
          label={t`Mobile number`}
          value={account.mobile}
          onChange={set('mobile')}
          error={show(errors.mobile)}
          hint={t`10 digits, for example 98765 43210`}
          inputMode="tel"
          autoComplete="tel"
          required
        />
        <div className="form-buttons">
          <Link to="/session/signup">{t`Back`}</Link>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t`Sending…` : t`Send request`}
          </button>
        </div>
      </form>
    </PublicPage>
  );
}
