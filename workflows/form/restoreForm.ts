import { createActor, type Actor } from 'xstate';
import { restoreSnapshot } from '../shared/restoreSnapshot';
import { formMachine } from './form.machine';
import { isFormContext } from './formContext';
import { isFormStatusCode, stateOfStatus, type FormStatusCode } from './formStatus';
import type { FormSnapshot } from './nextStatuses';

/**
 * An unstarted actor for a stored form: from its persisted snapshot, or from
 * its status alone when nothing was persisted (new or legacy rows).
 */
export function restoreFormActor(persisted: unknown | null, status: FormStatusCode): Actor<typeof formMachine> {
  if (!isFormStatusCode(status)) throw new RangeError(`not a form status code: ${String(status)}`);
  if (persisted === null || persisted === undefined) return createActor(formMachine, { input: { status } });
  return createActor(formMachine, {
    snapshot: restoreSnapshot(formMachine, persisted, stateOfStatus(status), isFormContext),
    input: { status },
  });
}

/** The snapshot of a stored form, to ask can(), nextStatuses() or explainRefusal(). */
export function formSnapshotOf(persisted: unknown | null, status: FormStatusCode): FormSnapshot {
  return restoreFormActor(persisted, status).getSnapshot();
}
