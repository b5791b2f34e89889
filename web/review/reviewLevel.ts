import { PRIV } from '../api/privileges.generated';
import type { ReviewAction } from './workflowActions';

/** Reviewer levels, the privilege of each (server/auth/privileges.ts) and the statuses at which the form is theirs. */
export const LEVELS = [
  { level: 'dqa', privilege: PRIV.dqaReview, statuses: [3, 4], bulkPrivilege: PRIV.districtBulkSubmit },
  { level: 'sqa', privilege: PRIV.sqaReview, statuses: [5, 6], bulkPrivilege: PRIV.sqaBulkApprove },
  { level: 'dept', privilege: PRIV.deptApprove, statuses: [7, 8], bulkPrivilege: PRIV.deptBulkApprove },
] as const;

export type Level = (typeof LEVELS)[number]['level'];

/** The level at which a reviewer with these privileges holds a form of this status, or null. */
export function levelFor(privileges: Set<number>, status: number): Level | null {
  const found = LEVELS.find((l) => privileges.has(l.privilege) && (l.statuses as readonly number[]).includes(status));
  return found ? found.level : null;
}

/**
 * The submit and reject a reviewer may do on a list row, from its status and the caller's
 * privileges alone (no call per row); the server still decides when the action is sent.
 */
export function rowActions(privileges: Set<number>, status: number): ReviewAction[] {
  const level = levelFor(privileges, status);
  if (!level) return [];
  return [
    { event: level === 'dept' ? 'dept.approve' : `${level}.submit`, kind: 'submit', level, path: `/v1/workflow/form/${level}/status/submit` },
    { event: `${level}.reject`, kind: 'reject', level, path: `/v1/workflow/form/${level}/status/reject` },
  ];
}
