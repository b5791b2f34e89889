import type { FormContext } from './formTypes';

const reviewers: readonly unknown[] = ['dqa', 'sqa', 'dept', null];

/** Checks a context read back from storage. */
export function isFormContext(value: object): value is FormContext {
  if (!('rejectReasonId' in value && 'rejectComment' in value && 'rejectedBy' in value && 'externalAudit' in value)) {
    return false;
  }
  const { rejectReasonId, rejectComment, rejectedBy, externalAudit } = value;
  return (
    (rejectReasonId === null || typeof rejectReasonId === 'number') &&
    (rejectComment === null || typeof rejectComment === 'string') &&
    reviewers.includes(rejectedBy) &&
    typeof externalAudit === 'boolean'
  );
}
