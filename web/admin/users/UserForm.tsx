import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ScopeLevel } from '../../api/types';
import { useBlocks } from '../components/reference';
import { AdminForm, type FormValues } from '../forms/AdminForm';
import type { District, RoleRef, User } from '../types';
import { useUserFormUi } from './useUserFormUi';
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
  /** Saving, or waiting for the officer's choice after a conflict: the fields hold what was sent. */
  locked?: boolean;
  /** The saves the server took (useRecordSave's `saves`). */
  saves?: number;
  serverErrors: Record<string, string>;
  failure: string | null;
  onSave: (values: UserValues) => void;
  onCancel: () => void;
};

/** A user as the form's schema holds it (the request body's fields; empty ones left out). */
export function userFormData(u: User | null): FormValues {
  const v = userValues(u);
  const data: FormValues = { active: v.active };
  for (const key of ['firstName', 'lastName', 'address', 'city', 'state', 'postalCode', 'loginId', 'mobile', 'email', 'phone', 'schoolCode'] as const)
    if (v[key]) data[key] = v[key];
  for (const key of ['roleId', 'districtId', 'blockId'] as const) if (v[key]) data[key] = Number(v[key]);
  if (u) data.userId = u.userId;
  return data;
}

const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The form's data as the values the screens save (userBody). */
function valuesOf(data: FormValues): UserValues {
  const v = userValues(null);
  for (const key of Object.keys(v) as (keyof UserValues)[]) if (key !== 'active') v[key] = textOf(data[key]);
  return { ...v, active: data.active !== false };
}

/** The places each scope level keeps; a role change clears the others (a block user's district finds the block). */
const placesOf: Record<ScopeLevel, string[]> = { state: [], district: ['districtId'], block: ['districtId', 'blockId'], school: ['schoolCode'] };

/** Create or edit a user: every field of spec §3, and the place the role's scope level needs (school, block or district). */
export function UserForm({ user, roles, districts, busy, locked = busy, saves = 0, serverErrors, failure, onSave, onCancel }: Props) {
  const { t } = useLingui();
  const editing = !!user;
  const [data, setData] = useState<FormValues>(() => userFormData(user));
  const levelOf = (d: FormValues) => roles.find((r) => r.id === d.roleId)?.scopeLevel;
  const level = levelOf(data);
  // The block list follows the district chosen.
  const blocks = useBlocks(level === 'block' ? textOf(data.districtId) : '');
  const uiSchema = useUserFormUi({ user, roles, districts, blocks: blocks.data ?? [], level, districtChosen: data.districtId !== undefined });

  const change = (next: FormValues) => {
    const keep = placesOf[levelOf(next) ?? 'state'];
    const out = { ...next };
    for (const place of ['schoolCode', 'districtId', 'blockId']) if (!keep.includes(place)) delete out[place];
    if (out.districtId !== data.districtId) delete out.blockId;
    setData(out);
  };

  // The place the role works for: the schema lets each be empty, the role does not.
  const check = (d: FormValues): Record<string, string> => {
    const lvl = levelOf(d);
    if (lvl === 'school' && !d.schoolCode) return { schoolCode: t`Please select the school: this role works for one school` };
    if (lvl === 'district' && !d.districtId) return { districtId: t`Please select the district: this role works for one district` };
    if (lvl === 'block' && !d.blockId) return { blockId: t`Please select the block: this role works for one block` };
    return {};
  };

  return (
    <AdminForm
      form={editing ? 'userEdit' : 'userCreate'}
      uiSchema={uiSchema}
      formData={data}
      onChange={change}
      onSubmit={(d) => onSave(valuesOf(d))}
      serverErrors={serverErrors}
      check={check}
      failure={failure}
      locked={locked}
      saving={busy}
      saves={saves}
      label={editing ? t`Edit user` : t`New user`}
      testId="user-form"
      className="card"
    >
      {!editing && (
        // The server makes the account change this password before anything else (mustChangePassword).
        <p className="muted small" data-testid="first-sign-in-note">
          {t`The person will choose their own password at their first sign-in: the password you set here lets them sign in only to do that.`}
        </p>
      )}
      <div className="form-buttons">
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>{t`Cancel`}</button>
        <button type="submit" className="btn btn-primary" disabled={locked}>
          {busy ? t`Saving…` : editing ? t`Update` : t`Save`}
        </button>
      </div>
    </AdminForm>
  );
}
