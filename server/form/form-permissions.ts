import { formEventRoles, formSnapshotOf, nextStatuses, statusOfState, type FormEventType, type FormSnapshot, type FormStatusCode, type WorkflowRole } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { PRIV } from '../auth/privileges';

/** The privilege each family of form events needs (sh.*, dqa.*, sqa.*, dept.*). */
export const familyPrivilege: Record<string, number> = {
  sh: PRIV.headSubmit,
  dqa: PRIV.dqaReview,
  sqa: PRIV.sqaReview,
  dept: PRIV.deptApprove,
};

/** The statuses at which each reviewer privilege has the form in hand. */
export const reviewLevels: Record<number, readonly FormStatusCode[]> = {
  [PRIV.dqaReview]: [3, 4],
  [PRIV.sqaReview]: [5, 6],
  [PRIV.deptApprove]: [7, 8],
};

/**
 * Whether the caller may send a form event: by privilege for the ordinary
 * events (roles are configurable, privileges are what they grant), by role
 * for the administrator's status correction (workflows' formEventRoles), never
 * for audit.start, which only the cycle's audit initiation sends. A head acts
 * only on their own school's form.
 */
export function mayRunFormEvent(user: CurrentUser, type: FormEventType, form: { schoolCode: string }): boolean {
  if (type === 'status.change') return formEventRoles['status.change'].includes(user.role as WorkflowRole);
  if (type === 'audit.start') return false;
  const family = type.split('.')[0];
  const privilege = familyPrivilege[family];
  if (privilege === undefined || !user.privileges.has(privilege)) return false;
  return family !== 'sh' || user.schoolCode === form.schoolCode;
}

/** The event types whose transitions from the snapshot's state lead to a status, guards aside. */
export function eventsToward(snapshot: FormSnapshot, to: FormStatusCode): FormEventType[] {
  if (snapshot.status !== 'active') return [];
  const node = snapshot.machine.root.states[String(snapshot.value)];
  if (!node) return [];
  const found: FormEventType[] = [];
  for (const [type, transitions] of node.transitions) {
    if (transitions.some((t) => (t.target ?? []).some((target) => statusOfState(target.key) === to))) found.push(type as FormEventType);
  }
  return found;
}

/**
 * The "next available statuses" this caller may pick in the generic status
 * change (spec §4): all of the machine's for the administrator, otherwise
 * those an ordinary event of the caller's own level leads to. Saving is not
 * offered: it is what saving answers does.
 */
export function callerNextStatuses(user: CurrentUser, form: { status: number; machineState: unknown; schoolCode: string }): FormStatusCode[] {
  const snapshot = formSnapshotOf(form.machineState, form.status as FormStatusCode);
  const offered = nextStatuses(snapshot);
  if (mayRunFormEvent(user, 'status.change', form)) return offered;
  return offered.filter((code) => callerEventToward(user, snapshot, form, code) !== null);
}

/** The caller's own ordinary event that leads to a status, or null. */
export function callerEventToward(user: CurrentUser, snapshot: FormSnapshot, form: { schoolCode: string }, to: FormStatusCode): FormEventType | null {
  return eventsToward(snapshot, to).find((type) => type !== 'sh.save' && type !== 'status.change' && mayRunFormEvent(user, type, form)) ?? null;
}
