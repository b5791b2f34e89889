import type { Lang, LabelText } from '../shared/text';

export type ComplaintStatusCode = 'RAISED' | 'UNDER_REVIEW' | 'RESOLVED' | 'CLOSED' | 'REOPENED' | 'REJECTED';
export type ComplaintStateName = 'raised' | 'underReview' | 'resolved' | 'closed' | 'reopened' | 'rejected';

export interface ComplaintStatusRow {
  code: ComplaintStatusCode;
  state: ComplaintStateName;
  label: LabelText;
}

/** The one table of complaint statuses: stored code, machine state and label. */
export const complaintStatuses: readonly ComplaintStatusRow[] = [
  { code: 'RAISED', state: 'raised', label: { en: 'Raised', hi: 'दर्ज' } },
  { code: 'UNDER_REVIEW', state: 'underReview', label: { en: 'Under Review', hi: 'समीक्षाधीन' } },
  { code: 'RESOLVED', state: 'resolved', label: { en: 'Resolved', hi: 'निवारित' } },
  { code: 'CLOSED', state: 'closed', label: { en: 'Closed', hi: 'बंद' } },
  { code: 'REOPENED', state: 'reopened', label: { en: 'Reopened', hi: 'पुनः खोली गई' } },
  { code: 'REJECTED', state: 'rejected', label: { en: 'Rejected', hi: 'अस्वीकृत' } },
];

export function isComplaintStatusCode(value: unknown): value is ComplaintStatusCode {
  return complaintStatuses.some((row) => row.code === value);
}

/** The status code of a complaint machine state; throws on an unknown name. */
export function complaintStatusOfState(state: string): ComplaintStatusCode {
  const row = complaintStatuses.find((r) => r.state === state);
  if (!row) throw new RangeError(`not a complaint state: ${state}`);
  return row.code;
}

/** The machine state of a complaint status code. */
export function complaintStateOfStatus(code: ComplaintStatusCode): ComplaintStateName {
  const row = complaintStatuses.find((r) => r.code === code);
  if (!row) throw new RangeError(`not a complaint status code: ${String(code)}`);
  return row.state;
}

export function complaintStatusLabel(code: ComplaintStatusCode, lang: Lang): string {
  const row = complaintStatuses.find((r) => r.code === code);
  if (!row) throw new RangeError(`not a complaint status code: ${String(code)}`);
  return row.label[lang];
}
