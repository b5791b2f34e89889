import type { ReactNode } from 'react';

/** A field's label, with the star of a required field (hidden from screen readers, which hear aria-required). */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor}>
      {children}
      {required && (
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}
