import { PRIV } from './privileges';

/**
 * The privileges that move a form along its route (issue #15, item 10): the head's start and
 * submission (40, 41), the DQA, SQA and department reviews and approval (42 to 44) and the bulk
 * submit and approvals (45 to 47).
 */
export const WORKFLOW_PRIVILEGES: ReadonlySet<number> = new Set([
  PRIV.accreditationHm,
  PRIV.headSubmit,
  PRIV.dqaReview,
  PRIV.sqaReview,
  PRIV.deptApprove,
  PRIV.districtBulkSubmit,
  PRIV.sqaBulkApprove,
  PRIV.deptBulkApprove,
]);

/**
 * The privileges that decide who holds which privilege: managing users (35: who has which role)
 * and roles (36: what a role may do). Whoever holds one could make themselves an approver.
 */
export const ACCOUNT_PRIVILEGES: ReadonlySet<number> = new Set([PRIV.users, PRIV.roles]);

/**
 * The privileges of `held` that may not sit in one role with `adding` (none: no conflict). A role
 * holds privileges of one group or the other, never of both, so no user both manages accounts and
 * moves forms along; a user has one role, so this holds for users too.
 */
export function conflictingDuties(held: Iterable<number>, adding: number): number[] {
  const other = WORKFLOW_PRIVILEGES.has(adding) ? ACCOUNT_PRIVILEGES : ACCOUNT_PRIVILEGES.has(adding) ? WORKFLOW_PRIVILEGES : null;
  if (!other) return [];
  return [...new Set(held)].filter((p) => other.has(p)).sort((a, b) => a - b);
}

/** Whether a set of privileges mixes account management with form workflow (a role made before the rule may). */
export function mixesDuties(privileges: Iterable<number>): boolean {
  const all = [...privileges];
  return all.some((p) => ACCOUNT_PRIVILEGES.has(p)) && all.some((p) => WORKFLOW_PRIVILEGES.has(p));
}
