import type { Lang, LabelText } from '../shared/text';

export type CycleStatusCode = 'CREATED' | 'FORMS_INITIATED' | 'AUDIT_INITIATED' | 'CLOSED' | 'DELETED';
export type CycleStateName = 'created' | 'formsInitiated' | 'auditInitiated' | 'closed' | 'deleted';

export interface CycleStatusRow {
  code: CycleStatusCode;
  state: CycleStateName;
  label: LabelText;
}

/** The one table of cycle statuses: stored code, machine state and label. */
export const cycleStatuses: readonly CycleStatusRow[] = [
  { code: 'CREATED', state: 'created', label: { en: 'Created', hi: 'बनाया गया' } },
  { code: 'FORMS_INITIATED', state: 'formsInitiated', label: { en: 'Accreditation Forms Initiated', hi: 'प्रत्यायन फ़ॉर्म आरंभ' } },
  { code: 'AUDIT_INITIATED', state: 'auditInitiated', label: { en: 'External Evaluation Initiated', hi: 'बाह्य मूल्यांकन आरंभ' } },
  { code: 'CLOSED', state: 'closed', label: { en: 'Closed', hi: 'बंद' } },
  { code: 'DELETED', state: 'deleted', label: { en: 'Deleted', hi: 'हटाया गया' } },
];

export function isCycleStatusCode(value: unknown): value is CycleStatusCode {
  return cycleStatuses.some((row) => row.code === value);
}

/** The status code of a cycle machine state; throws on an unknown name. */
export function cycleStatusOfState(state: string): CycleStatusCode {
  const row = cycleStatuses.find((r) => r.state === state);
  if (!row) throw new RangeError(`not a cycle state: ${state}`);
  return row.code;
}

/** The machine state of a cycle status code. */
export function cycleStateOfStatus(code: CycleStatusCode): CycleStateName {
  const row = cycleStatuses.find((r) => r.code === code);
  if (!row) throw new RangeError(`not a cycle status code: ${String(code)}`);
  return row.state;
}

export function cycleStatusLabel(code: CycleStatusCode, lang: Lang): string {
  const row = cycleStatuses.find((r) => r.code === code);
  if (!row) throw new RangeError(`not a cycle status code: ${String(code)}`);
  return row.label[lang];
}
