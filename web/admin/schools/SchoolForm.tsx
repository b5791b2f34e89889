import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useLang } from '../../app/LangContext';
import { Alert } from '../../components/Alert';
import { pick } from '../../i18n';
import { CheckField, SelectField, TextField, useFocusFirstInvalid } from '../components/Field';
import { useBlocks, useDistricts } from '../components/reference';
import type { School } from '../types';
import { isEmail, isMobile } from '../validation';
import { optionsOf, type SchoolOptionField } from './schoolOptions';
import '../admin.css';

/** The editable fields of a school, as the form holds them (all text). */
export type SchoolValues = {
  udise: string;
  misCode: string;
  name: string;
  headName: string;
  email: string;
  mobile: string;
  category: string;
  management: string;
  location: string;
  genderType: string;
  schoolType: string;
  districtId: string;
  blockId: string;
  active: boolean;
};

/** The form values of a stored school, or empty ones for a new school. */
export function schoolValues(s?: School | null): SchoolValues {
  return {
    udise: s?.udise ?? '',
    misCode: s?.misCode ?? '',
    name: s?.name ?? '',
    headName: s?.headName ?? '',
    email: s?.email ?? '',
    mobile: s?.mobile ?? '',
    category: s?.category ?? '',
    management: s?.management ?? '',
    location: s?.location ?? '',
    genderType: s?.genderType ?? '',
    schoolType: s?.schoolType ?? '',
    districtId: s ? String(s.districtId) : '',
    blockId: s ? String(s.blockId) : '',
    active: s?.active ?? true,
  };
}

type Props = {
  initial: SchoolValues;
  editing: boolean;
  busy: boolean;
  /** Field errors from the server (`details`), by the server's field names. */
  serverErrors: Record<string, string>;
  failure: string | null;
  onSave: (values: SchoolValues) => void;
};

const REQUIRED: (keyof SchoolValues)[] = ['udise', 'name', 'category', 'management', 'location', 'genderType', 'schoolType', 'districtId', 'blockId'];

/** Add or edit a school: every field of spec §3, district then block, errors under each field. */
export function SchoolForm({ initial, editing, busy, serverErrors, failure, onSave }: Props) {
  const { t, i18n } = useLingui();
  const { lang } = useLang();
  const [v, setV] = useState<SchoolValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const districts = useDistricts();
  const blocks = useBlocks(v.districtId);
  const translate = i18n._.bind(i18n);

  // A server error stays under its field until the field is changed.
  const [edited, setEdited] = useState<Set<string>>(new Set());
  useEffect(() => setEdited(new Set()), [serverErrors]);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, [errors, serverErrors]);

  const set =
    <K extends keyof SchoolValues>(key: K) =>
    (value: SchoolValues[K]) => {
      setV((old) => ({ ...old, [key]: value }));
      setEdited((old) => new Set(old).add(key));
    };
  const err = (key: keyof SchoolValues): string | undefined => errors[key] ?? (edited.has(key) ? undefined : serverErrors[key]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    for (const k of REQUIRED) if (!String(v[k]).trim()) found[k] = t`This is required`;
    if (v.udise.trim() && !/^[0-9]{11}$/.test(v.udise.trim())) found.udise = t`UDISE number must be 11 digits`;
    if (v.mobile.trim() && !isMobile(v.mobile)) found.mobile = t`Not a valid mobile number`;
    if (v.email.trim() && !isEmail(v.email)) found.email = t`Not a valid e-mail address`;
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(v);
  };

  const select = (key: SchoolOptionField, label: string) => (
    <SelectField name={key} label={label} value={v[key]} onChange={set(key)} options={optionsOf(key, translate)} placeholder={t`Select…`} error={err(key)} required />
  );

  return (
    <form ref={formRef} className="card" onSubmit={submit} noValidate aria-label={editing ? t`Edit school` : t`Add a new school`}>
      {failure && (
        <div className="form-errors">
          <Alert kind="error">{failure}</Alert>
        </div>
      )}
      <div className="form-grid">
        <h2 className="form-section-title">{t`School`}</h2>
        <TextField
          name="udise"
          label={t`UDISE number`}
          value={v.udise}
          onChange={set('udise')}
          error={err('udise')}
          required
          inputMode="numeric"
          maxLength={11}
          hint={t`11 digits`}
        />
        <TextField name="misCode" label={t`MIS school code`} value={v.misCode} onChange={set('misCode')} error={err('misCode')} maxLength={50} />
        <TextField name="name" label={t`School name`} value={v.name} onChange={set('name')} error={err('name')} required maxLength={200} className="field-wide" />
        {select('category', t`School category`)}
        {select('management', t`Management type`)}
        {select('schoolType', t`School type`)}
        {select('genderType', t`Gender type`)}
        <h2 className="form-section-title">{t`Location and district`}</h2>
        {select('location', t`Location`)}
        <SelectField
          name="districtId"
          label={t`District`}
          value={v.districtId}
          onChange={(value) => {
            set('districtId')(value);
            setV((old) => ({ ...old, blockId: '' }));
          }}
          options={(districts.data ?? []).map((d) => ({ value: String(d.id), label: pick(d.name, lang) }))}
          placeholder={districts.loading ? t`Loading…` : t`Select…`}
          error={err('districtId') ?? districts.error ?? undefined}
          required
        />
        <SelectField
          name="blockId"
          label={t`Block`}
          value={v.blockId}
          onChange={set('blockId')}
          options={(blocks.data ?? []).map((b) => ({ value: String(b.id), label: pick(b.name, lang) }))}
          placeholder={!v.districtId ? t`Select the district first` : blocks.loading ? t`Loading…` : t`Select…`}
          disabled={!v.districtId}
          error={err('blockId') ?? blocks.error ?? undefined}
          required
        />
        <h2 className="form-section-title">{t`School head`}</h2>
        <TextField name="headName" label={t`School head name`} value={v.headName} onChange={set('headName')} error={err('headName')} maxLength={100} autoComplete="off" />
        <TextField name="email" label={t`E-mail`} type="email" inputMode="email" value={v.email} onChange={set('email')} error={err('email')} maxLength={254} autoComplete="off" />
        <TextField
          name="mobile"
          label={t`Mobile number`}
          type="tel"
          inputMode="tel"
          value={v.mobile}
          onChange={set('mobile')}
          error={err('mobile')}
          maxLength={20}
          hint={t`10 digits, starting with 6 to 9`}
          autoComplete="off"
        />
        {editing && <CheckField name="active" label={t`Active school`} checked={v.active} onChange={set('active')} />}
      </div>
      <div className="form-buttons">
        <Link className="btn" to="/dashboard/school">{t`Back to the list`}</Link>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t`Saving…` : editing ? t`Update` : t`Save`}
        </button>
      </div>
    </form>
  );
}
