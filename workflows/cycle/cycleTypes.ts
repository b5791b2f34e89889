import type { CycleStatusCode } from './cycleStatus';

export interface CycleMachineInput {
  /** Where a cycle row already stands; omitted for a new cycle. */
  status?: CycleStatusCode;
}

export type CycleEvent =
  | { type: 'cycle.initiate' }
  /** Forms for active schools that have none yet (added after the first initiation); the status stays. */
  | { type: 'cycle.initiateSchools' }
  | { type: 'cycle.initiateAudit' }
  | { type: 'cycle.close' }
  /** formsProgressed: has any form of the cycle left status 1? The server counts. */
  | { type: 'cycle.delete'; formsProgressed: boolean };

export type CycleEventType = CycleEvent['type'];

export const cycleEventTypes: readonly CycleEventType[] = ['cycle.initiate', 'cycle.initiateSchools', 'cycle.initiateAudit', 'cycle.close', 'cycle.delete'];
