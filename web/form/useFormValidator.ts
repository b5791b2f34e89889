import { useContext, useEffect, useState } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { loadValidator, type FormValidator } from './loadValidator';
import { FirstViewDraw } from './firstViewDraw';

/** The validator for a form schema, once loaded (null meanwhile, or while there is no schema). */
export function useFormValidator(schema: RJSFSchema | undefined): { validator: FormValidator | null; error: unknown } {
  const drawing = useContext(FirstViewDraw);
  const [state, setState] = useState<{ schema: RJSFSchema; validator: FormValidator } | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!schema) return;
    let live = true;
    setError(null);
    loadValidator(schema).then(
      (v) => live && setState({ schema, validator: v.validator }),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [schema]);
  if (drawing && schema) return { validator: drawing.validator, error: null };
  // A validator belongs to its schema: a new schema (another domain or language) waits for its own.
  return { validator: state && state.schema === schema ? state.validator : null, error };
}
