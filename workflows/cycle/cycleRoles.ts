import type { WorkflowRole } from '../form/formRoles';
import type { CycleEventType } from './cycleTypes';

/** Who may send each cycle event: the seeded holders of the cycle privilege (22). */
export const cycleEventRoles: Record<CycleEventType, readonly WorkflowRole[]> = {
  'cycle.initiate': ['ADMIN', 'SQA', 'DEPARTMENT'],
  'cycle.initiateSchools': ['ADMIN', 'SQA', 'DEPARTMENT'],
  'cycle.initiateAudit': ['ADMIN', 'SQA', 'DEPARTMENT'],
  'cycle.close': ['ADMIN', 'SQA', 'DEPARTMENT'],
  'cycle.delete': ['ADMIN', 'SQA', 'DEPARTMENT'],
};
