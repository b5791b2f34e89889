import type { FormEvent } from './formTypes';

type SubmitEvent = Extract<FormEvent, { type: 'sh.submit' }>;

/** A head's submit with every fact in order, overridable one at a time. */
export function headSubmit(facts: Partial<Omit<SubmitEvent, 'type'>> = {}): SubmitEvent {
  return { type: 'sh.submit', consent: true, schoolInfoSaved: true, missingAnswers: [], missingEvidence: [], missingNaReasons: [], ...facts };
}
