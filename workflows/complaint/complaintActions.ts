import type { ComplaintEventType } from './complaintTypes';

/** The raiser is the user who raised the complaint; reviewers hold the complaints privilege for its scope. */
export type ComplaintActor = 'raiser' | 'reviewer';

/** Who may send each complaint event. */
export const complaintActions: Record<ComplaintEventType, readonly ComplaintActor[]> = {
  'complaint.review': ['reviewer'],
  'complaint.resolve': ['reviewer'],
  'complaint.reject': ['reviewer'],
  // The raiser confirms the remedy; a reviewer may close one the raiser leaves open.
  'complaint.close': ['raiser', 'reviewer'],
  // Only the person aggrieved can say the remedy or rejection did not satisfy.
  'complaint.reopen': ['raiser'],
};
