import { setup } from 'xstate';
import { initStatusOf } from '../shared/initStatus';
import { cycleStatuses, cycleStateOfStatus, type CycleStatusCode } from './cycleStatus';
import type { CycleEvent, CycleMachineInput } from './cycleTypes';

function stateDescription(code: CycleStatusCode): string {
  return cycleStatuses.find((r) => r.code === code)?.label.en ?? code;
}

const resumeAt = (status: CycleStatusCode) => ({
  guard: { type: 'startsAt' as const, params: { status } },
  target: cycleStateOfStatus(status),
});

export const cycleMachine = setup({
  types: {
    events: {} as CycleEvent,
    input: {} as CycleMachineInput,
  },
  guards: {
    startsAt: ({ event }, params: { status: CycleStatusCode }) => initStatusOf(event) === params.status,
    noFormProgressed: ({ event }) => event.type === 'cycle.delete' && event.formsProgressed === false,
  },
}).createMachine({
  id: 'cycle',
  initial: 'resuming',
  states: {
    // Transient: routes input.status to its state; a new cycle starts created.
    resuming: {
      always: [resumeAt('FORMS_INITIATED'), resumeAt('AUDIT_INITIATED'), resumeAt('CLOSED'), resumeAt('DELETED'), { target: 'created' }],
    },
    created: {
      description: stateDescription('CREATED'),
      on: {
        'cycle.initiate': { target: 'formsInitiated' },
        'cycle.close': { target: 'closed' },
        'cycle.delete': { guard: 'noFormProgressed', target: 'deleted' },
      },
    },
    formsInitiated: {
      description: stateDescription('FORMS_INITIATED'),
      on: {
        // Schools added after the first initiation get their forms; the cycle stays where it is.
        'cycle.initiateSchools': { target: 'formsInitiated' },
        'cycle.initiateAudit': { target: 'auditInitiated' },
        'cycle.close': { target: 'closed' },
        'cycle.delete': { guard: 'noFormProgressed', target: 'deleted' },
      },
    },
    auditInitiated: {
      description: stateDescription('AUDIT_INITIATED'),
      on: {
        'cycle.initiateSchools': { target: 'auditInitiated' },
        'cycle.close': { target: 'closed' },
      },
    },
    // Closed freezes the cycle's forms; nothing reopens it.
    closed: { description: stateDescription('CLOSED'), type: 'final' },
    deleted: { description: stateDescription('DELETED'), type: 'final' },
  },
});
