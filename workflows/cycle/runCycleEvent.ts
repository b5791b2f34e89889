import { createActor } from 'xstate';
import { restoreSnapshot } from '../shared/restoreSnapshot';
import { cycleMachine } from './cycle.machine';
import { cycleStateOfStatus, cycleStatusOfState, isCycleStatusCode, type CycleStatusCode } from './cycleStatus';
import { explainCycleRefusal, type CycleRefusal } from './explainCycleRefusal';
import type { CycleEvent } from './cycleTypes';

export type RunCycleResult = { ok: true; persisted: unknown; from: CycleStatusCode; to: CycleStatusCode } | { ok: false; from: CycleStatusCode; refusal: CycleRefusal };

/**
 * Applies one event to a stored cycle, like runFormEvent: the status column
 * decides the state, the persisted snapshot (or null) is restored, can() is
 * asked, the event sent. Pure and synchronous.
 */
export function runCycleEvent(persisted: unknown | null, status: CycleStatusCode, event: CycleEvent): RunCycleResult {
  if (!isCycleStatusCode(status)) throw new RangeError(`not a cycle status code: ${String(status)}`);
  const actor =
    persisted === null || persisted === undefined
      ? createActor(cycleMachine, { input: { status } })
      : createActor(cycleMachine, {
          snapshot: restoreSnapshot(cycleMachine, persisted, cycleStateOfStatus(status), () => true),
          input: { status },
        });
  const before = actor.getSnapshot();
  const from = cycleStatusOfState(String(before.value));
  const refusal = explainCycleRefusal(before, event);
  if (refusal) return { ok: false, from, refusal };

  actor.start();
  actor.send(event);
  const after = actor.getSnapshot();
  const result: RunCycleResult = {
    ok: true,
    persisted: actor.getPersistedSnapshot(),
    from,
    to: cycleStatusOfState(String(after.value)),
  };
  actor.stop();
  return result;
}
