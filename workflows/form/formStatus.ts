import type { Lang, LabelText } from '../shared/text';

export type FormStatusCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export type FormStateName =
  | 'headInitiated'
  | 'selfInProgress'
  | 'submittedToDqa'
  | 'dqaInProgress'
  | 'submittedToSqa'
  | 'sqaInProgress'
  | 'submittedToDept'
  | 'deptInProgress'
  | 'reportCardGenerated'
  | 'other';

export interface FormStatusRow {
  code: FormStatusCode;
  state: FormStateName;
  label: LabelText;
}

/**
 * The one table of form statuses: API code, machine state and label.
 * English from api-contract.md, Hindi from GLOSSARY.md "Form statuses".
 */
export const formStatuses: readonly FormStatusRow[] = [
  { code: 1, state: 'headInitiated', label: { en: 'School Head Initiated', hi: 'विद्यालय प्रमुख द्वारा आरंभ' } },
  { code: 2, state: 'selfInProgress', label: { en: 'Self / External In Progress', hi: 'स्व / बाह्य मूल्यांकन प्रगति पर' } },
  { code: 3, state: 'submittedToDqa', label: { en: 'Submit To District Quality Assurance', hi: 'जिला गुणवत्ता आश्वासन को प्रस्तुत' } },
  { code: 4, state: 'dqaInProgress', label: { en: 'District Quality Assurance In Progress', hi: 'जिला गुणवत्ता आश्वासन स्तर पर प्रगति पर' } },
  { code: 5, state: 'submittedToSqa', label: { en: 'Submit To State Quality Assurance', hi: 'राज्य गुणवत्ता आश्वासन को प्रस्तुत' } },
  { code: 6, state: 'sqaInProgress', label: { en: 'State Quality Assurance In Progress', hi: 'राज्य गुणवत्ता आश्वासन स्तर पर प्रगति पर' } },
  { code: 7, state: 'submittedToDept', label: { en: 'Submit To Department', hi: 'विभाग को प्रस्तुत' } },
  { code: 8, state: 'deptInProgress', label: { en: 'Department Approval In Progress', hi: 'विभागीय अनुमोदन प्रगति पर' } },
  { code: 9, state: 'reportCardGenerated', label: { en: 'Report Card Generated', hi: 'रिपोर्ट कार्ड जारी' } },
  { code: 10, state: 'other', label: { en: 'Other', hi: 'अन्य' } },
];

/** True for the integers 1 to 10, e.g. a status read from a request or a row. */
export function isFormStatusCode(value: unknown): value is FormStatusCode {
  return formStatuses.some((row) => row.code === value);
}

/** The status code of a machine state; throws on a name that is not a form state. */
export function statusOfState(state: string): FormStatusCode {
  const row = formStatuses.find((r) => r.state === state);
  if (!row) throw new RangeError(`not a form state: ${state}`);
  return row.code;
}

/** The machine state of a status code; throws on a code outside 1 to 10. */
export function stateOfStatus(code: FormStatusCode): FormStateName {
  const row = formStatuses.find((r) => r.code === code);
  if (!row) throw new RangeError(`not a form status code: ${String(code)}`);
  return row.state;
}

/** The label of a status code in the given language. */
export function statusLabel(code: FormStatusCode, lang: Lang): string {
  const row = formStatuses.find((r) => r.code === code);
  if (!row) throw new RangeError(`not a form status code: ${String(code)}`);
  return row.label[lang];
}
