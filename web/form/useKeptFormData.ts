import { useRef } from 'react';
import type { JsonObject } from '../api/types';

/**
 * What the form holds now, to hand back to rjsf as its `formData` on every render.
 *
 * rjsf re-derives its whole state from the `formData` prop whenever ANY prop changes (new
 * errors from a refused save, a new formContext, a status reload) and reports the result through
 * onChange. A page that passed the answers it loaded had every field reset to them, and the
 * reset was then saved over what the head had typed. Handing back the form's own latest data
 * makes such a re-render a no-op; a new seed (another domain, "take theirs") still replaces it.
 */
export function useKeptFormData(seed: JsonObject | null): { data: JsonObject | null; keep: (data: JsonObject) => void } {
  const ref = useRef<{ seed: JsonObject | null; data: JsonObject | null }>({ seed: null, data: null });
  if (ref.current.seed !== seed) ref.current = { seed, data: seed };
  const box = ref.current;
  return {
    data: box.data,
    keep: (data) => {
      box.data = data;
    },
  };
}
