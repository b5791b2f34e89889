import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComplaintStatusCode } from '../../../workflows';
// From its own file, not the index: the index would bring the workflows' machines into this chunk.
import { complaintResolutionDays } from '../../../workflows/complaint/isOverdue';

/** Complaint statuses (workflows' complaint table) for the status filter; rows carry the server's label. */
export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatusCode, MessageDescriptor> = {
  RAISED: msg`Raised`,
  UNDER_REVIEW: msg`Under Review`,
  RESOLVED: msg`Resolved`,
  CLOSED: msg`Closed`,
  REOPENED: msg`Reopened`,
  REJECTED: msg`Rejected`,
};

/** Spec §9: the days a complaint has to be resolved in, as the server counts them (workflows' isOverdue). */
export const RESOLUTION_DAYS = complaintResolutionDays;

/** Whole days from a time to now. */
export function daysSince(iso: string, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 86_400_000));
}
