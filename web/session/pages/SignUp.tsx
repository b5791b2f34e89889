import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useMsg, type Msg } from '../message';
import { PublicPage } from '../PublicPage';
import { SignupSteps } from '../SignupSteps';
import { TextField } from '../TextField';
import { readSignupDraft, saveSignupDraft, type SignupDraft } from '../signupDraft';
import { ApiError, errorText } from '../../api/client';
import { apiCall } from '../../api/call';
import { Alert } from '../../components/Alert';
import { isUdise } from '../validation';

type Errors = Partial<Record<keyof SignupDraft, Msg>>;

/**
 * /session/signup: step 1 of a school head's account request, the school
 * (UDISE number) and the head's name. The server says which school the number is
 * (name, district, block) before step 2, so a mistyped number is caught here.
 */
export default function SignUp() {
  const { t } = useLingui();
  const show = useMsg();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SignupDraft>(() => readSignupDraft() ?? { udise: '', firstName: '', lastName: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [udiseProblem, setUdiseProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: keyof SignupDraft) => (value: string) => {
    if (key === 'udise') setUdiseProblem(null);
    setDraft((d) => ({ ...d, [key]: value }));
  };

  const next = async (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    setUdiseProblem(null);
    const clean = { udise: draft.udise.replace(/\s/g, ''), firstName: draft.firstName.trim(), lastName: draft.lastName.trim() };
    const found: Errors = {};
    if (!clean.udise) found.udise = msg`This is required`;
    else if (!isUdise(clean.udise)) found.udise = msg`UDISE number must be 11 digits`;
    if (!clean.firstName) found.firstName = msg`This is required`;
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(Object.keys(found)[0])?.focus();
      return;
    }
    setBusy(true);
    try {
      const school = await apiCall('post', '/v1/user/register/school', { body: { udise: clean.udise } });
      const found = { ...clean, school: { schoolName: school.schoolName, districtName: school.districtName, blockName: school.blockName } };
      saveSignupDraft(found);
      navigate('/session/signup1', { state: { draft: found } });
    } catch (err) {
      // An unknown or malformed number belongs to the field; anything else (no connection) above the form.
      if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
        setUdiseProblem(err.message);
        document.getElementById('udise')?.focus();
      } else setServerError(errorText(err));
      setBusy(false);
    }
  };

  return (
    <PublicPage title={t`Request an account`} lead={t`For school heads whose school takes part in accreditation.`} wide>
      <SignupSteps step={1} />
      {serverError && <Alert kind="error">{serverError}</Alert>}
      <form onSubmit={(e) => void next(e)} noValidate>
        <TextField
          id="udise"
          label={t`UDISE number of the school`}
          value={draft.udise}
          onChange={set('udise')}
          error={show(errors.udise) ?? udiseProblem ?? undefined}
          hint={t`The 11-digit code of your school in UDISE+.`}
          inputMode="numeric"
          maxLength={14}
          autoComplete="off"
          required
        />
        <div className="field-row">
          <TextField id="firstName" label={t`First name`} value={draft.firstName} onChange={set('firstName')} error={show(errors.firstName)} autoComplete="given-name" required />
          <TextField id="lastName" label={t`Last name`} value={draft.lastName} onChange={set('lastName')} autoComplete="family-name" />
        </div>
        <p className="field-hint">
          <Trans>The name of the head of this school, as the department knows it. An administrator checks it before activating the account.</Trans>
        </p>
        <div className="form-buttons">
          <Link to="/session/signin">{t`Back to sign in`}</Link>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t`Next`}
          </button>
        </div>
      </form>
    </PublicPage>
  );
}
