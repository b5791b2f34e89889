import { useId, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import '../admin.css';
import { asciiDigits } from '../../../engine';
import { FieldLabel } from '../../components/FieldLabel';

type Common = {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
};

function Described({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p className="muted small field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

type TextProps = Common & {
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  maxLength?: number;
  multiline?: boolean;
  placeholder?: string;
};

/** A labelled text input (or textarea) with its hint and its error underneath. */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  multiline,
  placeholder,
  className,
}: TextProps) {
  const id = `${useId()}-${name}`;
  const common = {
    id,
    name,
    value,
    disabled,
    maxLength,
    placeholder,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
  } as const;
  return (
    <div className={`field ${className ?? ''}`} data-field={name}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          // Numbers typed on a Hindi keyboard (०–९) count as the digits they are (UDISE searches too).
          onChange={(e) => onChange(inputMode === 'numeric' || inputMode === 'tel' || type === 'tel' || type === 'search' ? asciiDigits(e.target.value) : e.target.value)}
        />
      )}
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

type SelectProps = Common & {
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  /** The first, empty choice ("Select…"); leave out when a value is always chosen. */
  placeholder?: string;
};

/** A labelled select with its error underneath. */
export function SelectField({ name, label, value, onChange, options, placeholder, error, hint, required, disabled, className }: SelectProps) {
  const id = `${useId()}-${name}`;
  return (
    <div className={`field ${className ?? ''}`} data-field={name}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}
