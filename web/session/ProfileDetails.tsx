import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useMsg, type Msg } from './message';
import { failureText } from '../api/client';
import { apiCall } from '../api/call';
import { updateSessionUser } from '../auth/session';
import { Alert } from '../components/Alert';
import { Icon } from '../components/Icon';
import { TextField } from './TextField';
import { serverFieldErrors } from './fieldErrors';
import type { Profile, ProfileFields } from './types';
import { isEmail, isPhone, isPostalCode, normalizeMobile } from './validation';

type Form = Record<keyof ProfileFields, string>;

function toForm(p: Profile): Form {
  return {
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    email: p.email ?? '',
    mobile: p.mobile ?? '',
    phone: p.phone ?? '',
    address: p.address ?? '',
    city: p.city ?? '',
    state: p.state ?? '',
    postalCode: p.postalCode ?? '',
  };
}

/** The personal details of one's profile: shown, and edited in place (GET/POST /v1/user/profile). */
export function ProfileDetails({ profile: loaded, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const { t } = useLingui();
  const show = useMsg();
  // What was saved shows at once; a reload (e.g. after a language change) replaces it.
  const [profile, setProfile] = useState(loaded);
  useEffect(() => setProfile(loaded), [loaded]);
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<Form>(() => toForm(profile));
  const [errors, setErrors] = useState<Partial<Record<keyof Form, Msg>>>({});
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const labels: Record<keyof Form, string> = {
    firstName: t`First name`,
    lastName: t`Last name`,
    email: t`E-mail`,
    mobile: t`Mobile number`,
    phone: t`Phone number`,
    address: t`Address`,
    city: t`City`,
    state: t`State`,
    postalCode: t`Postal code`,
  };
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const startEdit = () => {
    setForm(toForm(profile));
    setErrors({});
    setError(null);
    setSuccess(null);
    setEditing(true);
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSuccess(null);
    const v = Object.fromEntries(Object.entries(form).map(([k, x]) => [k, x.trim()])) as Form;
    const found: Partial<Record<keyof Form, Msg>> = {};
    if (!v.firstName) found.firstName = msg`This is required`;
    if (v.email && !isEmail(v.email)) found.email = msg`Not a valid e-mail address`;
    const mobile = v.mobile ? normalizeMobile(v.mobile) : null;
    if (v.mobile && !mobile) found.mobile = msg`Not a valid mobile number`;
    if (v.phone && !isPhone(v.phone)) found.phone = msg`Not a valid phone number`;
    if (v.postalCode && !isPostalCode(v.postalCode)) found.postalCode = msg`Postal code must be 6 digits`;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`profile-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const orNull = (x: string) => (x === '' ? null : x);
      const saved = await apiCall('post', '/v1/user/profile', {
        body: {
          firstName: v.firstName,
          lastName: orNull(v.lastName),
          email: orNull(v.email),
          mobile,
          phone: orNull(v.phone),
          address: orNull(v.address),
          city: orNull(v.city),
          state: orNull(v.state),
          postalCode: orNull(v.postalCode),
        },
      });
      updateSessionUser({ firstName: saved.firstName, lastName: saved.lastName ?? '' });
      setProfile(saved);
      onSaved(saved);
      setEditing(false);
      setSuccess(t`Data updated successfully`);
    } catch (err) {
      setErrors(serverFieldErrors(err));
      setError(failureText(err, t`Error While updating data!!`));
    } finally {
      setBusy(false);
    }
  };

  const shown = (value: string | null) => value || '—';
  return (
    <section className="card" aria-labelledby="profile-title">
      <div className="card-head">
        <h2 id="profile-title" className="card-title">{t`Personal details`}</h2>
        {!editing && (
          <button type="button" className="btn btn-sm" onClick={startEdit}>
            <Icon name="edit" />
            {t`Edit profile`}
          </button>
        )}
      </div>
      {success && (
        <Alert kind="success" onClose={() => setSuccess(null)}>
          {success}
        </Alert>
      )}
      {error && <Alert kind="error">{error}</Alert>}
      {editing ? (
        <form onSubmit={(e) => void save(e)} noValidate className="profile-form">
          <div className="profile-grid">
            {(Object.keys(labels) as (keyof Form)[]).map((key) => (
              <TextField
                key={key}
                id={`profile-${key}`}
                label={labels[key]}
                value={form[key]}
                onChange={set(key)}
                error={show(errors[key])}
                required={key === 'firstName'}
                className={key === 'address' ? 'field-wide' : undefined}
                type={key === 'email' ? 'email' : key === 'mobile' || key === 'phone' ? 'tel' : 'text'}
                inputMode={key === 'postalCode' ? 'numeric' : undefined}
                hint={key === 'mobile' ? t`10 digits, for example 98765 43210` : undefined}
                autoComplete={
                  {
                    firstName: 'given-name',
                    lastName: 'family-name',
                    email: 'email',
                    mobile: 'tel',
                    phone: 'tel',
                    address: 'street-address',
                    city: 'address-level2',
                    state: 'address-level1',
                    postalCode: 'postal-code',
                  }[key]
                }
              />
            ))}
          </div>
          <div className="form-buttons">
            <button type="button" className="btn" onClick={() => setEditing(false)} disabled={busy}>
              {t`Cancel`}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? t`Saving…` : t`Save`}
            </button>
          </div>
        </form>
      ) : (
        <dl className="profile-facts">
          {(Object.keys(labels) as (keyof Form)[]).map((key) => (
            <div key={key}>
              <dt>{labels[key]}</dt>
              <dd>{shown(profile[key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
