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
import { isEmail, normalizeMobile } from '../validation';

type By = 'email' | 'mobile';

/**
 * /session/forgot-loginname: the login name is e-mailed to the address of the
 * account found by e-mail or mobile number (POST /v1/identity/forgot-userid).
 * The answer is always the same.
 */
export default function ForgotLoginName() {
  const { t } = useLingui();
  const show = useMsg();
  const [by, setBy] = useState<By>('email');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [fieldError, setFieldError] = useState<Msg | null>(null);
  const { busy, sent, error, begin, send } = useSendOnce((body: { email: string } | { mobile: string }) => apiCall('post', '/v1/identity/forgot-userid', { body }));

  const submit = (e: FormEvent) => {
    if (!begin(e)) return;
    let body: { email: string } | { mobile: string };
    if (by === 'email') {
      const value = email.trim();
      if (!value) setFieldError(msg`Please enter e-mail or mobile number`);
      else if (!isEmail(value)) setFieldError(msg`Not a valid e-mail address`);
      if (!value || !isEmail(value)) return document.getElementById('email')?.focus();
      body = { email: value };
    } else {
      const value = normalizeMobile(mobile.trim());
      if (!mobile.trim()) setFieldError(msg`Please enter e-mail or mobile number`);
      else if (!value) setFieldError(msg`Not a valid mobile number`);
      if (!value) return document.getElementById('mobile')?.focus();
      body = { mobile: value };
    }
    setFieldError(null);
    send(body);
  };

  const choose = (next: By) => {
    setBy(next);
    setFieldError(null);
  };

  return (
    <PublicPage title={t`Forgot login name`} lead={t`Give the e-mail address or the mobile number of your account. We will e-mail you your login name.`}>
      {sent ? (
        <Alert kind="success">
          <Trans>If an active account has this e-mail address or mobile number, its login name has been sent to the account&apos;s e-mail address.</Trans>
        </Alert>
      ) : (
        <>
          {error && <Alert kind="error">{error}</Alert>}
          <form onSubmit={submit} noValidate>
            <fieldset className="choice-tabs">
              <legend className="sr-only">{t`Find my account by`}</legend>
              <label className={`choice ${by === 'email' ? 'checked' : ''}`}>
                <input type="radio" name="by" checked={by === 'email'} onChange={() => choose('email')} />
                {t`E-mail`}
              </label>
              <label className={`choice ${by === 'mobile' ? 'checked' : ''}`}>
                <input type="radio" name="by" checked={by === 'mobile'} onChange={() => choose('mobile')} />
                {t`Mobile number`}
              </label>
            </fieldset>
            {by === 'email' ? (
              <TextField id="email" type="email" label={t`E-mail`} value={email} onChange={setEmail} error={show(fieldError)} autoComplete="email" required />
            ) : (
              <TextField
                id="mobile"
                type="tel"
                label={t`Mobile number`}
                value={mobile}
                onChange={setMobile}
                error={show(fieldError)}
                hint={t`10 digits, for example 98765 43210`}
                inputMode="tel"
                autoComplete="tel"
                required
              />
            )}
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {busy ? t`Sending…` : t`Send my login name`}
            </button>
          </form>
        </>
      )}
      <div className="session-links">
        <Link to="/session/signin">{t`Back to sign in`}</Link>
        <Link to="/session/forgot-password">{t`Forgot password?`}</Link>
      </div>
    </PublicPage>
  );
}
