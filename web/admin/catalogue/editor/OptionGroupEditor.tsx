import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { OptionGroup } from '../../../../engine';
import { BilingualText } from './BilingualText';
import { OptionTable } from './OptionTable';

type Props = {
  value: OptionGroup;
  onChange: (value: OptionGroup) => void;
  /** A new group's id may still be typed; a saved group's id never changes (questions name it). */
  isNew: boolean;
  /** The questions that use the group: a change here changes every one of them. */
  usedBy: string[];
  /** A group used by a multi-choice question may mark an option as clearing the others. */
  multi: boolean;
  disabled?: boolean;
  /** A refused save's words for the group's fields, by path (label.en, options.1.score). */
  errors?: Record<string, string>;
};

/** A shared option list (Yes/No, frequency scales): its name, options, codes and scores. */
/** "Used by 1 question: Q012." / "Used by 5 questions: …", with what a change here does. */
function usedByText(count: number, ids: string): string {
  return plural(count, {
    one: `Used by # question: ${ids}. A change here changes it too.`,
    other: `Used by # questions: ${ids}. A change here changes every one of them.`,
  });
}

export function OptionGroupEditor({ value, onChange, isNew, usedBy, multi, disabled, errors }: Props) {
  const { t } = useLingui();
  return (
    <div className="section-editor" data-testid="option-group-editor">
      <h2 className="card-title">{isNew ? t`New option group` : t`Option group ${value.id}`}</h2>
      {isNew && (
        <div className="field">
          <label htmlFor="group-id">{t`Short name (letters and digits, no spaces)`}</label>
          <input id="group-id" value={value.id} disabled={disabled} pattern="[a-zA-Z][a-zA-Z0-9]*" onChange={(e) => onChange({ ...value, id: e.target.value.replace(/[^a-zA-Z0-9]/g, '') })} />
        </div>
      )}
      <p className="muted small">
        {usedBy.length ? usedByText(usedBy.length, `${usedBy.slice(0, 12).join(', ')}${usedBy.length > 12 ? ' …' : ''}`) : t`No question uses this group yet.`}
      </p>
      <BilingualText label={t`Name`} textKey={`group:${value.id}|label`} errors={{ en: errors?.['label.en'], hi: errors?.['label.hi'] }} value={value.label} onChange={(label) => label && onChange({ ...value, label })} disabled={disabled} />
      <OptionTable textId={`group:${value.id}`} errors={errors} options={value.options} onChange={(options) => onChange({ ...value, options })} multi={multi} disabled={disabled} />
    </div>
  );
}
