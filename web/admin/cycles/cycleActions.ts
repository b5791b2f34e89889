import type { CycleStatusCode } from '../../../workflows';

/** A cycle action after creation (spec §2, cycle). */
export type CycleAction = 'initiate' | 'initiateAudit' | 'close' | 'delete';

/** The path of each action under /v1/cycle/{cycleid}. */
export const actionPath: Record<CycleAction, string> = {
  initiate: 'initiate',
  initiateAudit: 'initiate/audit',
  close: 'close',
  delete: 'delete',
};

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

/** The file name a cycle's data is saved under (as the server names it). */
export function cycleFileName(name: string, format: 'csv' | 'xlsx'): string {
  return `cycle-${name.replace(/[^A-Za-z0-9_-]+/g, '_')}.${format}`;
}
