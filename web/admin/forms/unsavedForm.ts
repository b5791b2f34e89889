import { useState } from 'react';
import type { FormValues } from './AdminFormBody';

/** A field's value as the record holds it: an empty text, null and a missing field are all "nothing". */
function held(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return JSON.stringify(value);
}

/** Whether two forms' values hold the same record (rjsf may drop or add empty fields without anyone typing). */
export function sameFormValues(a: FormValues, b: FormValues): boolean {
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) if (held(a[key]) !== held(b[key])) return false;
  return true;
}

/**
 * Whether the form holds edits the server has not taken: its values differ from those it opened with,
 * or from those of its last save (`saves` counts the saves the server took; each makes what is on
 * screen the saved state, since the form is locked while a save travels).
 */
export function useUnsavedForm(formData: FormValues, saves: number): boolean {
  const [baseline, setBaseline] = useState({ data: formData, saves });
  if (baseline.saves !== saves) {
    setBaseline({ data: formData, saves });
    return false;
  }
  return !sameFormValues(formData, baseline.data);
}
