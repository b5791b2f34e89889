import type { SnapshotFrom } from 'xstate';
import { transitionsFor } from '../shared/stateNodes';
import type { cycleMachine } from './cycle.machine';
import type { CycleEvent } from './cycleTypes';

export type CycleSnapshot = SnapshotFrom<typeof cycleMachine>;

export type CycleRefusalCode = 'wrongState' | 'alreadyInitiated' | 'formsProgressed' | 'notInitiated' | 'closed';

export interface CycleRefusal {
  code: CycleRefusalCode;
}

/** Why the cycle machine refuses an event, or null when it accepts it. */
export function explainCycleRefusal(snapshot: CycleSnapshot, event: CycleEvent): CycleRefusal | null {
  if (snapshot.can(event)) return null;
  // The spec's own message for a second initiate ("already initiated"),
  // also once the audit has started on top of the initiated forms.
  if (event.type === 'cycle.initiate' && (snapshot.matches('formsInitiated') || snapshot.matches('auditInitiated'))) {
    return { code: 'alreadyInitiated' };
  }
  // Late schools join a cycle that is running: before the first initiation the whole cycle is
  // initiated instead, and a closed cycle takes no new forms.
  if (event.type === 'cycle.initiateSchools' && snapshot.matches('created')) return { code: 'notInitiated' };
  if (event.type === 'cycle.initiateSchools' && snapshot.matches('closed')) return { code: 'closed' };
  if (transitionsFor(snapshot, event.type).length === 0) return { code: 'wrongState' };
  if (event.type === 'cycle.delete' && event.formsProgressed !== false) return { code: 'formsProgressed' };
  return { code: 'wrongState' };
}
