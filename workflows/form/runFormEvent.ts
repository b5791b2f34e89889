import { statusOfState, type FormStatusCode } from './formStatus';
import { restoreFormActor } from './restoreForm';
import { explainRefusal, type FormRefusal } from './explainRefusal';
import type { FormContext, FormEvent } from './formTypes';

export type RunFormResult =
  { ok: true; persisted: unknown; from: FormStatusCode; to: FormStatusCode; context: FormContext } | { ok: false; from: FormStatusCode; refusal: FormRefusal };

/**
 * Applies one event to a stored form: restore, ask can(), send, persist.
 * Pure and synchronous; the caller holds the row lock and writes the result
 * (status column, persisted snapshot, history row) in the same transaction.
 *
 * `persisted` is the stored getPersistedSnapshot() JSON, or null for a row that
 * has none yet. `status` is the row's status column, which wins if the two
 * disagree. Throws MalformedSnapshotError on unreadable stored JSON and
 * RangeError on a status outside 1 to 10.
 */
export function runFormEvent(persisted: unknown | null, status: FormStatusCode, event: FormEvent): RunFormResult {
  const actor = restoreFormActor(persisted, status);
  const before = actor.getSnapshot();
  const from = statusOfState(String(before.value));
  const refusal = explainRefusal(before, event);
  if (refusal) return { ok: false, from, refusal };

  actor.start();
  actor.send(event);
  const after = actor.getSnapshot();
  const result: RunFormResult = {
    ok: true,
    persisted: actor.getPersistedSnapshot(),
    from,
    to: statusOfState(String(after.value)),
    context: after.context,
  };
  actor.stop();
  return result;
}
