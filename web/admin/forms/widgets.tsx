import { useState, type ChangeEvent } from 'react';
import { errorId, helpId, type FieldProps, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { asciiDigits } from '../../../engine';
import type { ScopeLevel } from '../../api/types';
import { SchoolPicker } from '../components/SchoolPicker';
import { ScopeLevelField } from '../roles/ScopeLevelField';

/** A choice of a select whose options come from data (roles, districts, blocks), not from the schema. */
export type Choice = { value: string | number; label: string };

/** The ids of a field's hint and error, for aria-describedby; undefined when it has neither. */
function describedBy(id: string, props: Pick<WidgetProps, 'uiSchema' | 'rawErrors'>): string | undefined {
  const ids = [props.uiSchema?.['ui:help'] ? helpId(id) : '', props.rawErrors?.length ? errorId(id) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

const invalid = (props: Pick<WidgetProps, 'rawErrors'>) => (props.rawErrors?.length ? true : undefined);

/**
 * A text input: `inputType` (password, email, tel) and `inputMode` from ui:options, the schema's
 * maxLength as the box's. Digits typed on a Hindi keyboard (०–९) count as the digits they are.
 */
export function TextWidget(props: WidgetProps) {
  const { id, name, value, required, disabled, readonly, autofocus, options, schema, onChange, onBlur, onFocus } = props;
  const type = typeof options.inputType === 'string' ? options.inputType : 'text';
  const inputMode = typeof options.inputMode === 'string' ? (options.inputMode as 'text' | 'numeric' | 'tel' | 'email') : undefined;
  const digits = inputMode === 'numeric' || inputMode === 'tel' || type === 'tel';
  const change = (e: ChangeEvent<HTMLInputElement>) => {
    const text = digits ? asciiDigits(e.target.value) : e.target.value;
    onChange(text === '' ? options.emptyValue : text);
  };
  return (
    <input
      id={id}
      name={name}
      type={type}
      inputMode={inputMode}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'off'}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-required={required || undefined}
      aria-invalid={invalid(props)}
      aria-describedby={describedBy(id, props)}
      onChange={change}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

/** A text box of several lines. */
export function TextareaWidget(props: WidgetProps) {
  const { id, name, value, required, disabled, readonly, options, schema, onChange, onBlur, onFocus } = props;
  return (
    <textarea
      id={id}
      name={name}
      rows={4}
      value={typeof value === 'string' ? value : ''}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      disabled={disabled || readonly}
      aria-required={required || undefined}
      aria-invalid={invalid(props)}
      aria-describedby={describedBy(id, props)}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

/**
 * A select: the schema's enum (labels from ui:enumNames), or `choices` from ui:options for ids from
 * data; the first, empty choice is the placeholder. An integer field gets a number back.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, name, value, required, disabled, readonly, options, schema, placeholder, onChange, onBlur, onFocus } = props;
  const choices: Choice[] = Array.isArray(options.choices) ? (options.choices as Choice[]) : (options.enumOptions ?? []).map((o) => ({ value: o.value as string, label: o.label }));
  const integer = schema.type === 'integer';
  return (
    <select
      id={id}
      name={name}
      value={value === undefined || value === null ? '' : String(value)}
      disabled={disabled || readonly}
      aria-required={required || undefined}
      aria-invalid={invalid(props)}
      aria-describedby={describedBy(id, props)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : integer ? Number(e.target.value) : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {choices.map((c) => (
        <option key={String(c.value)} value={String(c.value)}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

/** A labelled tick box, 44 px tall. */
export function CheckboxWidget({ id, name, value, label, disabled, readonly, onChange }: WidgetProps) {
  return (
    <label htmlFor={id} className="check-label">
      <input id={id} name={name} type="checkbox" checked={value === true} disabled={disabled || readonly} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** The school of a school-level user: search, then choose (web/admin/components/SchoolPicker.tsx). */
export function SchoolPickerWidget({ value, options, rawErrors, required, onChange }: WidgetProps) {
  // The name of the school chosen so far: the stored one, then the one picked.
  const [name, setName] = useState<string | null>(typeof options.currentName === 'string' ? options.currentName : null);
  return (
    <SchoolPicker
      value={typeof value === 'string' ? value : ''}
      currentName={name}
      onChange={(code, picked) => {
        setName(picked);
        onChange(code);
      }}
      error={rawErrors?.[0]}
      required={required || options.needed === true}
    />
  );
}

/** A role's scope level: one radio per level, each saying what its users see. */
export function ScopeLevelWidget({ value, disabled, readonly, rawErrors, uiSchema, onChange }: WidgetProps) {
  const hint = uiSchema?.['ui:help'];
  return (
    <ScopeLevelField value={value as ScopeLevel} onChange={onChange} error={rawErrors?.[0]} disabled={disabled || readonly} hint={typeof hint === 'string' ? hint : undefined} />
  );
}

/**
 * A field the server also takes as null (`anyOf: [text, null]`, null clearing it): rendered as the
 * text (or number) it holds. An empty box leaves it out; the form's body says null where it clears.
 */
export function NullableField(props: FieldProps) {
  const branch = (props.schema.anyOf ?? []).find((s): s is RJSFSchema => typeof s === 'object' && s !== null && s.type !== 'null') ?? {};
  const { StringField, BooleanField } = props.registry.fields;
  const Field = branch.type === 'boolean' ? BooleanField : StringField;
  return <Field {...props} schema={branch} />;
}
