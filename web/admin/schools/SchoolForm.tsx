import { useState } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useBlocks, useDistricts } from '../components/reference';
import { AdminForm, type FormValues } from '../forms/AdminForm';
import type { School } from '../types';
import { useSchoolFormUi } from './useSchoolFormUi';
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
  /** Saving, or waiting for the officer's choice after a conflict: the fields hold what was sent. */
  locked?: boolean;
  /** The saves the server took (useRecordSave's `saves`): what is on screen after one is saved. */
  saves?: number;
  /** Field errors from the server (`details`), by the server's field names. */
  serverErrors: Record<string, string>;
  failure: string | null;
  onSave: (values: SchoolValues) => void;
};

/** A school's values as the form's schema holds them (the request body's fields; empty ones left out). */
export function schoolFormData(v: SchoolValues): FormValues {
  const data: FormValues = { active: v.active };
  for (const [key, value] of Object.entries(v)) {
    if (key === 'active' || value === '') continue;
    data[key] = key === 'districtId' || key === 'blockId' ? Number(value) : value;
  }
  return data;
}

const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The form's data as the values the screen saves (manageBody). */
function valuesOf(data: FormValues): SchoolValues {
  const v = schoolValues(null);
  for (const key of Object.keys(v) as (keyof SchoolValues)[]) if (key !== 'active') v[key] = textOf(data[key]);
  return { ...v, active: data.active !== false };
}

/** Add or edit a school: every field of spec §3, district then block, errors under each field. */
export function SchoolForm({ initial, editing, busy, locked = busy, saves = 0, serverErrors, failure, onSave }: Props) {
  const { t } = useLingui();
  const [data, setData] = useState<FormValues>(() => schoolFormData(initial));
  const districts = useDistricts();
  const blocks = useBlocks(textOf(data.districtId));
  const uiSchema = useSchoolFormUi({ editing, districts, blocks, districtChosen: data.districtId !== undefined });

  const change = (next: FormValues) => {
    // Another district: its blocks are others.
    if (next.districtId !== data.districtId) {
      const { blockId: _dropped, ...rest } = next;
      setData(rest);
    } else setData(next);
  };

  return (
    <AdminForm
      form="school"
      uiSchema={uiSchema}
      formData={data}
      onChange={change}
      onSubmit={(d) => onSave(valuesOf(d))}
      serverErrors={serverErrors}
      failure={failure}
      locked={locked}
      saving={busy}
      saves={saves}
      label={editing ? t`Edit school` : t`Add a new school`}
      testId="school-form"
      className="card"
    >
      <div className="form-buttons">
        <Link className="btn" to="/dashboard/school">{t`Back to the list`}</Link>
        <button type="submit" className="btn btn-primary" disabled={locked}>
          {busy ? t`Saving…` : editing ? t`Update` : t`Save`}
        </button>
      </div>
    </AdminForm>
  );
}
