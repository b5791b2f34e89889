import { createActor } from 'xstate';
import { restoreSnapshot } from '../shared/restoreSnapshot';
import { complaintMachine } from './complaint.machine';
import { complaintStateOfStatus, complaintStatusOfState, isComplaintStatusCode, type ComplaintStatusCode } from './complaintStatus';
import { explainComplaintRefusal, type ComplaintRefusal } from './explainComplaintRefusal';
import type { ComplaintEvent } from './complaintTypes';

export type RunComplaintResult =
  { ok: true; persisted: unknown; from: ComplaintStatusCode; to: ComplaintStatusCode } | { ok: false; from: ComplaintStatusCode; refusal: ComplaintRefusal };

/**
 * Applies one event to a stored complaint, like runFormEvent. The comment
 * itself is the caller's to store with the history row. Pure and synchronous.
 */
export function runComplaintEvent(persisted: unknown | null, status: ComplaintStatusCode, event: ComplaintEvent): RunComplaintResult {
  if (!isComplaintStatusCode(status)) throw new RangeError(`not a complaint status code: ${String(status)}`);
  const actor =
    persisted === null || persisted === undefined
      ? createActor(complaintMachine, { input: { status } })
      : createActor(complaintMachine, {
          snapshot: restoreSnapshot(complaintMachine, persisted, complaintStateOfStatus(status), () => true),
          input: { status },
        });
  const before = actor.getSnapshot();
  const from = complaintStatusOfState(String(before.value));
  const refusal = explainComplaintRefusal(before, event);
  if (refusal) return { ok: false, from, refusal };

  actor.start();
  actor.send(event);
  const after = actor.getSnapshot();
  const result: RunComplaintResult = {
    ok: true,
    persisted: actor.getPersistedSnapshot(),
    from,
    to: complaintStatusOfState(String(after.value)),
  };
  actor.stop();
  return result;
}
