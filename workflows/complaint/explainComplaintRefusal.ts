import type { SnapshotFrom } from 'xstate';
import { transitionsFor } from '../shared/stateNodes';
import type { complaintMachine } from './complaint.machine';
import type { ComplaintEvent } from './complaintTypes';

export type ComplaintSnapshot = SnapshotFrom<typeof complaintMachine>;

export type ComplaintRefusalCode = 'wrongState' | 'commentMissing';

export interface ComplaintRefusal {
  code: ComplaintRefusalCode;
}

/** Why the complaint machine refuses an event, or null when it accepts it. */
export function explainComplaintRefusal(snapshot: ComplaintSnapshot, event: ComplaintEvent): ComplaintRefusal | null {
  if (snapshot.can(event)) return null;
  if (transitionsFor(snapshot, event.type).length === 0) return { code: 'wrongState' };
  // Every complaint transition is guarded by the comment alone.
  return { code: 'commentMissing' };
}
