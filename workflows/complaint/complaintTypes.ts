import type { ComplaintStatusCode } from './complaintStatus';

export interface ComplaintMachineInput {
  /** Where a complaint row already stands; omitted for a new complaint. */
  status?: ComplaintStatusCode;
}

/** Every status change carries the comment the spec asks for ("Please add comment"). */
export type ComplaintEvent =
  | { type: 'complaint.review'; comment: string }
  | { type: 'complaint.resolve'; comment: string }
  | { type: 'complaint.close'; comment: string }
  | { type: 'complaint.reopen'; comment: string }
  | { type: 'complaint.reject'; comment: string };

export type ComplaintEventType = ComplaintEvent['type'];

export const complaintEventTypes: readonly ComplaintEventType[] = ['complaint.review', 'complaint.resolve', 'complaint.close', 'complaint.reopen', 'complaint.reject'];
