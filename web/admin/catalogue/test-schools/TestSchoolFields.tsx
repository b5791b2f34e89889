import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { pick, type Text } from '../../../../engine';
import { useLang } from '../../../app/LangContext';
import type { TestSchoolFields } from './testSchoolsApi';

/** What the officer types for a test school; kept as typed until saved, so a refusal loses nothing. */
export type FieldsDraft = { en: string; hi: string; description: string; descriptionHi: string; expectedGrade: string };

export const emptyFields: FieldsDraft = { en: '', hi: '', description: '', descriptionHi: '', expectedGrade: '' };

export function toFields(d: FieldsDraft): TestSchoolFields {
  return {
    name: { en: d.en.trim(), ...(d.hi.trim() ? { hi: d.hi.trim() } : {}) },
    description: d.description,
    descriptionHi: d.descriptionHi,
    expectedGrade: d.expectedGrade,
  };
}

/** Says why typed fields cannot be saved yet, in words (null when they can). */
export function useFieldsCheck(): (d: FieldsDraft) => string | null {
  const { t } = useLingui();
  return (d) => (!d.en.trim() ? t`Give the test school a name in English.` : !d.expectedGrade ? t`Choose the grade it should get.` : null);
}

type Props = {
  value: FieldsDraft;
  onChange: (v: FieldsDraft) => void;
  grades: { grade: string; label: Text }[];
  disabled?: boolean;
};

/** Name and what the school stands for (each in English and Hindi), and the grade it should get. */
export function TestSchoolFieldsForm({ value, onChange, grades, disabled }: Props) {
  const { t } = useLingui();
  const { lang } = useLang();
  const id = useId();
  const set = (patch: Partial<FieldsDraft>) => onChange({ ...value, ...patch });
  return (
    <div className="test-school-fields">
      <div className="field">
        <label htmlFor={`${id}-en`}>{t`Name (English)`}</label>
        <input id={`${id}-en`} lang="en" value={value.en} maxLength={200} disabled={disabled} onChange={(e) => set({ en: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-hi`}>{t`Name (Hindi)`}</label>
        <input id={`${id}-hi`} lang="hi" value={value.hi} maxLength={200} disabled={disabled} onChange={(e) => set({ hi: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-d`}>{t`What it stands for (English)`}</label>
        <textarea
          id={`${id}-d`}
          lang="en"
          rows={2}
          maxLength={2000}
          value={value.description}
          disabled={disabled}
          placeholder={t`A small rural primary with no lab`}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-dh`}>{t`What it stands for (Hindi)`}</label>
        <textarea id={`${id}-dh`} lang="hi" rows={2} maxLength={2000} value={value.descriptionHi} disabled={disabled} onChange={(e) => set({ descriptionHi: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-g`}>{t`Grade it should get`}</label>
        <select id={`${id}-g`} value={value.expectedGrade} disabled={disabled} onChange={(e) => set({ expectedGrade: e.target.value })}>
          <option value="">{t`Choose a grade`}</option>
          {grades.map((g) => (
            <option key={g.grade} value={g.grade}>
              {g.grade} · {pick(g.label, lang)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
