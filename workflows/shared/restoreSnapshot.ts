import type { AnyStateMachine, Snapshot } from 'xstate';
import { isPersistedMachineSnapshot, MalformedSnapshotError } from './persisted';

/**
 * The snapshot to restore an actor from, given what the database holds.
 *
 * The status column is what the rest of the system reads (lists, dashboards,
 * bulk actions), so it decides where the machine stands; the persisted
 * snapshot supplies the context. When both agree, as they do when every change
 * goes through the runners, the persisted snapshot is used as it is.
 */
export function restoreSnapshot(machine: AnyStateMachine, persisted: unknown, stateName: string, isContext: (context: object) => boolean): Snapshot<unknown> {
  if (!isPersistedMachineSnapshot(persisted) || !isContext(persisted.context)) {
    throw new MalformedSnapshotError(machine.id);
  }
  if (persisted.value === stateName) return persisted;
  return machine.getPersistedSnapshot(machine.resolveState({ value: stateName, context: persisted.context }));
}
