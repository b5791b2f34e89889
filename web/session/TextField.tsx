import type { InputHTMLAttributes, ReactNode } from 'react';
import { asciiDigits } from '../../engine';
import { FieldLabel } from '../components/FieldLabel';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Ids of more elements that describe the input (e.g. the password rules). */
  describedBy?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'readOnly' | 'autoFocus'>;

/** A labelled input with its hint and its error, tied together for screen readers. */
export function TextField({ id, label, value, onChange, error, hint, required, className, describedBy: more, ...input }: Props) {
  // Numbers typed on a Hindi keyboard (०–९) count as the digits they are.
  const digits = input.type === 'tel' || input.inputMode === 'numeric' || input.inputMode === 'tel' || input.inputMode === 'decimal';
  const describedBy = [hint ? `${id}-hint` : null, more ?? null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        name={id}
        value={value}
        onChange={(e) => onChange(digits ? asciiDigits(e.target.value) : e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
