import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComplaintStatusCode } from '../../../workflows';

/** Complaint statuses (workflows' complaint table) for the status filter; rows carry the server's label. */
export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatusCode, MessageDescriptor> = {
  RAISED: msg`Raised`,
  UNDER_REVIEW: msg`Under Review`,
  RESOLVED: msg`Resolved`,
  CLOSED: msg`Closed`,
  REOPENED: msg`Reopened`,
  REJECTED: msg`Rejected`,
};

/** Spec §9: a complaint is to be resolved within 30 days. */
export const RESOLUTION_DAYS = 30;

/** Whole days from a time to now. */
export function daysSince(iso: string, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 86_400_000));
}
