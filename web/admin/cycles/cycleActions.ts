import type { CycleStatusCode } from '../../../workflows';
import type { Cycle } from '../types';

/** A cycle action after creation (spec §2, cycle). */
export type CycleAction = 'initiate' | 'initiateAudit' | 'close' | 'delete';

/** The path of each action under /v1/cycle/{cycleid}. */
export const actionPath = {
  initiate: 'initiate',
  initiateAudit: 'initiate/audit',
  close: 'close',
  delete: 'delete',
} as const satisfies Record<CycleAction, string>;

/**
 * The actions offered for a cycle in a status. Initiating forms stays offered
 * once done, so a second try gets the server's already-initiated message (spec §4).
 */
export function actionsFor(status: CycleStatusCode): CycleAction[] {
  switch (status) {
    case 'CREATED':
      return ['initiate', 'close', 'delete'];
    case 'FORMS_INITIATED':
      return ['initiate', 'initiateAudit', 'close', 'delete'];
    case 'AUDIT_INITIATED':
      return ['initiate', 'close'];
    default:
      return [];
  }
}

/**
 * Whether a cycle offers forms to schools that have none: once its forms are
 * initiated and until it closes (the cycle machine's cycle.initiateSchools),
 * and only while some active school still lacks one.
 */
export function lateSchoolsOffered(cycle: Pick<Cycle, 'status' | 'schoolsWithoutForm'>): boolean {
  return (cycle.status === 'FORMS_INITIATED' || cycle.status === 'AUDIT_INITIATED') && cycle.schoolsWithoutForm > 0;
}

/** The file name a cycle's data is saved under (as the server names it). */
export function cycleFileName(name: string, format: 'csv' | 'xlsx'): string {
  return `cycle-${name.replace(/[^A-Za-z0-9_-]+/g, '_')}.${format}`;
}
