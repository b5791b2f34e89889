import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLang } from '../../app/LangContext';
import { Alert } from '../../components/Alert';
import { pick } from '../../i18n';
import { CheckField, SelectField, TextField, useFocusFirstInvalid } from '../components/Field';
import { SchoolPicker } from '../components/SchoolPicker';
import type { ScopeLevel } from '../../api/types';
import { useBlocks } from '../components/reference';
import type { District, RoleRef, User } from '../types';
import { isEmail, isMobile, isPostalCode, looksLikeAadhaar } from '../validation';
import '../admin.css';

/** The fields of a user as the form holds them (spec §3, user). */
export type UserValues = {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  loginId: string;
  mobile: string;
  password: string;
  aadhaar: string;
  email: string;
  phone: string;
  roleId: string;
  schoolCode: string;
  districtId: string;
  blockId: string;
  active: boolean;
};

/** The form values of a stored user (Aadhaar left empty: only a new number is ever sent), or empty ones. */
export function userValues(u?: User | null): UserValues {
  return {
    firstName: u?.firstName ?? '',
    lastName: u?.lastName ?? '',
    address: u?.address ?? '',
    city: u?.city ?? '',
    state: u?.state ?? '',
    postalCode: u?.postalCode ?? '',
    loginId: u?.loginId ?? '',
    mobile: u?.mobile ?? '',
    password: '',
    aadhaar: '',
    email: u?.email ?? '',
    phone: u?.phone ?? '',
    roleId: u ? String(u.roleId) : '',
    schoolCode: u?.schoolCode ?? '',
    districtId: u?.districtId != null ? String(u.districtId) : '',
    blockId: u?.blockId != null ? String(u.blockId) : '',
    active: u?.active ?? true,
  };
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/**
 * The request body for POST /v1/user/create (no userId) or /v1/user/set: empty
 * optional fields are left out on create and cleared (null) on edit; the
 * Aadhaar number goes only when a new one was entered; the place goes that the
 * role's scope level needs (a school, a block, a district), and no other.
 */
export function userBody(v: UserValues, level: ScopeLevel | undefined, userId?: number) {
  const editing = userId !== undefined;
  const optional = (s: string) => (editing ? orNull(s) : (orNull(s) ?? undefined));
  return {
    ...(editing ? { userId } : { password: v.password }),
    firstName: v.firstName.trim(),
    lastName: optional(v.lastName),
    address: optional(v.address),
    city: optional(v.city),
    state: optional(v.state),
    postalCode: optional(v.postalCode),
    loginId: v.loginId.trim(),
    mobile: optional(v.mobile),
    email: optional(v.email),
    phone: optional(v.phone),
    ...(v.aadhaar.trim() ? { aadhaar: v.aadhaar.replace(/\s/g, '') } : {}),
    roleId: Number(v.roleId),
    schoolCode: level === 'school' ? orNull(v.schoolCode) : null,
    // A block user's district follows from the block on the server.
    districtId: level === 'district' && v.districtId ? Number(v.districtId) : null,
    blockId: level === 'block' && v.blockId ? Number(v.blockId) : null,
    active: v.active,
  };
}

type Props = {
  user: User | null;
  roles: RoleRef[];
  districts: District[];
  busy: boolean;
  serverErrors: Record<string, string>;
  failure: string | null;
  onSave: (values: UserValues) => void;
  onCancel: () => void;
};

/** Create or edit a user: every field of spec §3, and the place the role's scope level needs (school, block or district). */
export function UserForm({ user, roles, districts, busy, serverErrors, failure, onSave, onCancel }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  const editing = !!user;
  const [v, setV] = useState<UserValues>(() => userValues(user));
  const [schoolName, setSchoolName] = useState<string | null>(user?.schoolName ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [edited, setEdited] = useState<Set<string>>(new Set());
  useEffect(() => setEdited(new Set()), [serverErrors]);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, [errors, serverErrors]);
  const level = roles.find((r) => String(r.id) === v.roleId)?.scopeLevel;
  // The block list follows the district chosen (a block user's district is only a way to find the block).
  const blocks = useBlocks(level === 'block' ? v.districtId : '');

  const set =
    <K extends keyof UserValues>(key: K) =>
    (value: UserValues[K]) => {
      setV((old) => ({ ...old, [key]: value }));
      setEdited((old) => new Set(old).add(key));
    };
  const err = (key: string): string | undefined => errors[key] ?? (edited.has(key) ? undefined : serverErrors[key]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    const required = t`This is required`;
    if (!v.firstName.trim()) found.firstName = required;
    if (!v.loginId.trim()) found.loginId = t`Please enter login name`;
    if (!editing && !v.password) found.password = required;
    if (!v.roleId) found.roleId = required;
    if (level === 'school' && !v.schoolCode) found.schoolCode = t`Please select the school: this role works for one school`;
    if (level === 'district' && !v.districtId) found.districtId = t`Please select the district: this role works for one district`;
    if (level === 'block' && !v.blockId) found.blockId = t`Please select the block: this role works for one block`;
    if (v.mobile.trim() && !isMobile(v.mobile)) found.mobile = t`Not a valid mobile number`;
    if (v.email.trim() && !isEmail(v.email)) found.email = t`Not a valid e-mail address`;
    if (v.postalCode.trim() && !isPostalCode(v.postalCode)) found.postalCode = t`Postal code must be 6 digits`;
    if (v.aadhaar.trim() && !looksLikeAadhaar(v.aadhaar)) found.aadhaar = t`Not a valid Aadhaar number`;
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(v);
  };

  return (
    <form ref={formRef} className="card" onSubmit={submit} noValidate aria-label={editing ? t`Edit user` : t`New user`} data-testid="user-form">
      {failure && (
        <div className="form-errors">
          <Alert kind="error">{failure}</Alert>
        </div>
      )}
      <div className="form-grid">
        <h2 className="form-section-title">{t`Account`}</h2>
        <TextField
          name="loginId"
          label={t`Login name`}
          value={v.loginId}
          onChange={set('loginId')}
          error={err('loginId')}
          required
          maxLength={50}
          autoComplete="off"
          hint={t`3 to 50 characters: English letters, digits and . _ @ -`}
        />
        {!editing && (
          <TextField
            name="password"
            type="password"
            label={t`Password`}
            value={v.password}
            onChange={set('password')}
            error={err('password')}
            required
            autoComplete="new-password"
            hint={t`At least 8 characters, including a letter, a digit and a symbol`}
          />
        )}
        <SelectField
          name="roleId"
          label={t`Role`}
          value={v.roleId}
          onChange={set('roleId')}
          options={roles.map((r) => ({ value: String(r.id), label: pick(r.name, lang) }))}
          placeholder={t`Select…`}
          error={err('roleId')}
          required
        />
        {(level === 'district' || level === 'block') && (
          <SelectField
            name="districtId"
            label={t`District`}
            value={v.districtId}
            onChange={(id) => {
              set('districtId')(id);
              if (id !== v.districtId) set('blockId')('');
            }}
            options={districts.map((d) => ({ value: String(d.id), label: pick(d.name, lang) }))}
            placeholder={t`Select…`}
            error={err('districtId')}
            required={level === 'district'}
          />
        )}
        {level === 'block' && (
          <SelectField
            name="blockId"
            label={t`Block`}
            value={v.blockId}
            onChange={set('blockId')}
            options={(blocks.data ?? []).map((b) => ({ value: String(b.id), label: pick(b.name, lang) }))}
            placeholder={v.districtId ? t`Select…` : t`Select the district first`}
            error={err('blockId')}
            required
          />
        )}
        {level === 'school' && (
          <SchoolPicker
            value={v.schoolCode}
            currentName={schoolName}
            onChange={(code, name) => {
              set('schoolCode')(code);
              setSchoolName(name);
            }}
            error={err('schoolCode')}
            required
          />
        )}
        <CheckField name="active" label={t`Active`} checked={v.active} onChange={set('active')} />

        <h2 className="form-section-title">{t`Person`}</h2>
        <TextField name="firstName" label={t`First name`} value={v.firstName} onChange={set('firstName')} error={err('firstName')} required maxLength={100} autoComplete="off" />
        <TextField name="lastName" label={t`Last name`} value={v.lastName} onChange={set('lastName')} error={err('lastName')} maxLength={100} autoComplete="off" />
        <TextField name="email" type="email" inputMode="email" label={t`E-mail`} value={v.email} onChange={set('email')} error={err('email')} maxLength={254} autoComplete="off" />
        <TextField
          name="mobile"
          type="tel"
          inputMode="tel"
          label={t`Mobile number`}
          value={v.mobile}
          onChange={set('mobile')}
          error={err('mobile')}
          maxLength={20}
          hint={t`10 digits, starting with 6 to 9`}
          autoComplete="off"
        />
        <TextField name="phone" type="tel" inputMode="tel" label={t`Phone number`} value={v.phone} onChange={set('phone')} error={err('phone')} maxLength={25} autoComplete="off" />
        <TextField
          name="aadhaar"
          inputMode="numeric"
          label={t`Aadhaar number`}
          value={v.aadhaar}
          onChange={set('aadhaar')}
          error={err('aadhaar')}
          maxLength={14}
          autoComplete="off"
          hint={user?.aadhaar ? t`Stored: ${user.aadhaar}. Enter a new number only to replace it.` : t`12 digits; it is stored encrypted and shown only masked.`}
        />
        <TextField name="address" label={t`Address`} value={v.address} onChange={set('address')} error={err('address')} maxLength={300} className="field-wide" autoComplete="off" />
        <TextField name="city" label={t`City`} value={v.city} onChange={set('city')} error={err('city')} maxLength={100} autoComplete="off" />
        <TextField name="state" label={t`State`} value={v.state} onChange={set('state')} error={err('state')} maxLength={100} autoComplete="off" />
        <TextField
          name="postalCode"
          inputMode="numeric"
          label={t`Postal code`}
          value={v.postalCode}
          onChange={set('postalCode')}
          error={err('postalCode')}
          maxLength={6}
          autoComplete="off"
        />
      </div>
      <div className="form-buttons">
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>{t`Cancel`}</button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t`Saving…` : editing ? t`Update` : t`Save`}
        </button>
      </div>
    </form>
  );
}
