import type { Snapshot } from 'xstate';

/** The part of a persisted machine snapshot the runners rely on. */
export type PersistedMachineSnapshot = Snapshot<unknown> & {
  value: string;
  context: object;
  children: object;
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks that a value read back from the database looks like what
 * `getPersistedSnapshot()` of one of our flat machines produced.
 */
export function isPersistedMachineSnapshot(value: unknown): value is PersistedMachineSnapshot {
  return isObject(value) && typeof value.value === 'string' && (value.status === 'active' || value.status === 'done') && isObject(value.context) && isObject(value.children);
}

/** Thrown when a stored snapshot cannot be read: a data fault, not a refusal. */
export class MalformedSnapshotError extends TypeError {
  constructor(machineId: string) {
    super(`persisted ${machineId} snapshot is malformed`);
    this.name = 'MalformedSnapshotError';
  }
}
