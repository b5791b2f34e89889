import type { ComplaintStatusCode } from './complaintStatus';

/** Spec §9: a complaint is to be resolved within 30 days. */
export const complaintResolutionDays = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

const settled: readonly ComplaintStatusCode[] = ['RESOLVED', 'CLOSED', 'REJECTED'];

/**
 * True when a complaint still awaiting a remedy was raised more than 30 days
 * before `now`. Counted from the first raise: a reopened complaint does not
 * get a fresh 30 days.
 */
export function isOverdue(raisedAt: Date, status: ComplaintStatusCode, now: Date): boolean {
  if (settled.includes(status)) return false;
  return now.getTime() - raisedAt.getTime() > complaintResolutionDays * DAY_MS;
}
