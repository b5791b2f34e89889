import { setup } from 'xstate';
import { initStatusOf } from '../shared/initStatus';
import { hasText } from '../shared/text';
import { complaintStatuses, complaintStateOfStatus, type ComplaintStatusCode } from './complaintStatus';
import type { ComplaintEvent, ComplaintMachineInput } from './complaintTypes';

function stateDescription(code: ComplaintStatusCode): string {
  return complaintStatuses.find((r) => r.code === code)?.label.en ?? code;
}

const resumeAt = (status: ComplaintStatusCode) => ({
  guard: { type: 'startsAt' as const, params: { status } },
  target: complaintStateOfStatus(status),
});

export const complaintMachine = setup({
  types: {
    events: {} as ComplaintEvent,
    input: {} as ComplaintMachineInput,
  },
  guards: {
    startsAt: ({ event }, params: { status: ComplaintStatusCode }) => initStatusOf(event) === params.status,
    commentGiven: ({ event }) => hasText(event.comment),
  },
}).createMachine({
  id: 'complaint',
  initial: 'resuming',
  states: {
    // Transient: routes input.status to its state; a new complaint is raised.
    resuming: {
      always: [resumeAt('UNDER_REVIEW'), resumeAt('RESOLVED'), resumeAt('CLOSED'), resumeAt('REOPENED'), resumeAt('REJECTED'), { target: 'raised' }],
    },
    raised: {
      description: stateDescription('RAISED'),
      on: {
        'complaint.review': { guard: 'commentGiven', target: 'underReview' },
        'complaint.reject': { guard: 'commentGiven', target: 'rejected' },
      },
    },
    underReview: {
      description: stateDescription('UNDER_REVIEW'),
      on: {
        'complaint.resolve': { guard: 'commentGiven', target: 'resolved' },
        // A review can find a complaint baseless, not only the first look.
        'complaint.reject': { guard: 'commentGiven', target: 'rejected' },
      },
    },
    resolved: {
      description: stateDescription('RESOLVED'),
      on: {
        'complaint.close': { guard: 'commentGiven', target: 'closed' },
        'complaint.reopen': { guard: 'commentGiven', target: 'reopened' },
      },
    },
    reopened: {
      description: stateDescription('REOPENED'),
      on: {
        'complaint.review': { guard: 'commentGiven', target: 'underReview' },
      },
    },
    // Not final: the raiser may contest a rejection by reopening.
    rejected: {
      description: stateDescription('REJECTED'),
      on: {
        'complaint.reopen': { guard: 'commentGiven', target: 'reopened' },
      },
    },
    closed: { description: stateDescription('CLOSED'), type: 'final' },
  },
});
