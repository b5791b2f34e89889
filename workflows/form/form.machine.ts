import { and, assign, setup } from 'xstate';
import { hasText, textOrNull } from '../shared/text';
import { initStatusOf } from '../shared/initStatus';
import { formStatuses, stateOfStatus, type FormStatusCode } from './formStatus';
import { isReasonId, isRejectEvent, reviewerOf } from './formGuards';
import type { FormContext, FormEvent, FormMachineInput } from './formTypes';

function stateDescription(code: FormStatusCode): string {
  const row = formStatuses.find((r) => r.code === code);
  return row ? `${code} ${row.label.en}` : String(code);
}

/**
 * The generic status change may only go where one of the ordinary events of
 * the state could go (spec §4 "next available status"). nextStatuses() derives
 * the same list from the ordinary transitions and a test keeps the two equal.
 */
function changeTo(...codes: FormStatusCode[]) {
  return codes.map((status) => ({
    guard: { type: 'statusChangeTo' as const, params: { status } },
    target: stateOfStatus(status),
  }));
}

const resumeAt = (status: FormStatusCode) => ({
  guard: { type: 'startsAt' as const, params: { status } },
  target: stateOfStatus(status),
});

const auditStart = { 'audit.start': { actions: 'markExternalAudit' as const } };

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormMachineInput,
  },
  guards: {
    startsAt: ({ event }, params: { status: FormStatusCode }) => initStatusOf(event) === params.status,
    consentGiven: ({ event }) => (event.type === 'sh.submit' || event.type === 'dqa.submit') && event.consent === true,
    schoolInfoSaved: ({ event }) => event.type === 'sh.submit' && event.schoolInfoSaved === true,
    allAnswered: ({ event }) => event.type === 'sh.submit' && event.missingAnswers.length === 0,
    allEvidenceAttached: ({ event }) => event.type === 'sh.submit' && event.missingEvidence.length === 0,
    allNaReasonsGiven: ({ event }) => event.type === 'sh.submit' && event.missingNaReasons.length === 0,
    reasonGiven: ({ event }) => isRejectEvent(event) && isReasonId(event.reasonId),
    statusChangeTo: ({ event }, params: { status: FormStatusCode }) => event.type === 'status.change' && event.to === params.status && hasText(event.comment),
  },
  actions: {
    recordRejection: assign(({ event }) =>
      isRejectEvent(event) ? { rejectReasonId: event.reasonId, rejectComment: textOrNull(event.comment), rejectedBy: reviewerOf(event) } : {},
    ),
    clearRejection: assign({ rejectReasonId: null, rejectComment: null, rejectedBy: null }),
    markExternalAudit: assign({ externalAudit: true }),
  },
}).createMachine({
  id: 'form',
  context: { rejectReasonId: null, rejectComment: null, rejectedBy: null, externalAudit: false },
  initial: 'resuming',
  states: {
    // Transient: routes input.status to its state so legacy rows can be
    // loaded where they stand; a new form (no status) starts at 1.
    resuming: {
      always: [resumeAt(2), resumeAt(3), resumeAt(4), resumeAt(5), resumeAt(6), resumeAt(7), resumeAt(8), resumeAt(9), resumeAt(10), { target: 'headInitiated' }],
    },
    headInitiated: {
      description: stateDescription(1),
      on: {
        'sh.save': { target: 'selfInProgress' },
        'status.change': changeTo(2),
        ...auditStart,
      },
    },
    selfInProgress: {
      description: stateDescription(2),
      on: {
        // Saving again keeps the form where it is; a target (not an empty
        // transition) so that can() answers true.
        'sh.save': { target: 'selfInProgress' },
        'sh.submit': {
          guard: and(['consentGiven', 'schoolInfoSaved', 'allAnswered', 'allEvidenceAttached', 'allNaReasonsGiven']),
          target: 'submittedToDqa',
        },
        'status.change': changeTo(3),
        ...auditStart,
      },
    },
    submittedToDqa: {
      description: stateDescription(3),
      // The old reject is answered once the form is back at the district.
      entry: 'clearRejection',
      on: {
        'dqa.open': { target: 'dqaInProgress' },
        'dqa.submit': { guard: 'consentGiven', target: 'submittedToSqa' },
        'dqa.reject': { guard: 'reasonGiven', target: 'selfInProgress', actions: 'recordRejection' },
        'status.change': changeTo(2, 4, 5),
        ...auditStart,
      },
    },
    dqaInProgress: {
      description: stateDescription(4),
      on: {
        'dqa.submit': { guard: 'consentGiven', target: 'submittedToSqa' },
        'dqa.reject': { guard: 'reasonGiven', target: 'selfInProgress', actions: 'recordRejection' },
        'status.change': changeTo(2, 5),
        ...auditStart,
      },
    },
    submittedToSqa: {
      description: stateDescription(5),
      on: {
        'sqa.open': { target: 'sqaInProgress' },
        // Consent is declared by the head and the DQA only (spec §4).
        'sqa.submit': { target: 'submittedToDept' },
        'sqa.reject': { guard: 'reasonGiven', target: 'selfInProgress', actions: 'recordRejection' },
        'status.change': changeTo(2, 6, 7),
        ...auditStart,
      },
    },
    sqaInProgress: {
      description: stateDescription(6),
      on: {
        'sqa.submit': { target: 'submittedToDept' },
        'sqa.reject': { guard: 'reasonGiven', target: 'selfInProgress', actions: 'recordRejection' },
        'status.change': changeTo(2, 7),
        ...auditStart,
      },
    },
    submittedToDept: {
      description: stateDescription(7),
      on: {
        'dept.open': { target: 'deptInProgress' },
        'dept.approve': { target: 'reportCardGenerated' },
        'dept.reject': { guard: 'reasonGiven', target: 'selfInProgress', actions: 'recordRejection' },
        'status.change': changeTo(2, 8, 9),
        ...auditStart,
      },
    },
    deptInProgress: {
      description: stateDescription(8),
      on: {
        'dept.approve': { target: 'reportCardGenerated' },
        'dept.reject': { guard: 'reasonGiven', target: 'selfInProgress', actions: 'recordRejection' },
        'status.change': changeTo(2, 9),
        ...auditStart,
      },
    },
    reportCardGenerated: {
      description: stateDescription(9),
      type: 'final',
    },
    // Legacy rows only: no event leads here and none leads out; a form in
    // this status is corrected in the data, not by the workflow.
    other: {
      description: stateDescription(10),
      on: { ...auditStart },
    },
  },
});
