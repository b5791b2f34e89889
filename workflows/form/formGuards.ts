import type { FormEvent, RejectEvent, Reviewer } from './formTypes';

/** Reject reasons are ids of the seeded reason list: positive integers. */
export function isReasonId(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

export function isRejectEvent(event: FormEvent): event is RejectEvent {
  return event.type === 'dqa.reject' || event.type === 'sqa.reject' || event.type === 'dept.reject';
}

const reviewerOfReject: Record<RejectEvent['type'], Reviewer> = {
  'dqa.reject': 'dqa',
  'sqa.reject': 'sqa',
  'dept.reject': 'dept',
};

export function reviewerOf(event: RejectEvent): Reviewer {
  return reviewerOfReject[event.type];
}
