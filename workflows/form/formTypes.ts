import type { FormStatusCode } from './formStatus';

/** The review levels that may send a form back to the school. */
export type Reviewer = 'dqa' | 'sqa' | 'dept';

export interface FormContext {
  /** Kept from a reject until the head submits again, so the head sees why. */
  rejectReasonId: number | null;
  rejectComment: string | null;
  rejectedBy: Reviewer | null;
  /** Set once the cycle's external evaluation is initiated. */
  externalAudit: boolean;
}

export interface FormMachineInput {
  /** Where a form row already stands; omitted for a newly initiated form (1). */
  status?: FormStatusCode;
}

export type RejectEvent = {
  type: 'dqa.reject' | 'sqa.reject' | 'dept.reject';
  /** Id from GET /v1/form/reject/reason/list. */
  reasonId: number;
  comment?: string;
};

/**
 * Every event carries the facts its guards need; the server computes them
 * (the engine says which answers and evidence are missing), so the machine
 * stays pure.
 */
export type FormEvent =
  | { type: 'sh.save' }
  | {
      type: 'sh.submit';
      consent: boolean;
      schoolInfoSaved: boolean;
      missingAnswers: readonly string[];
      missingEvidence: readonly string[];
      /** Not Applicable answers without the reason the catalogue version requires. */
      missingNaReasons: readonly string[];
    }
  | { type: 'dqa.open' }
  | { type: 'dqa.submit'; consent: boolean }
  | { type: 'sqa.open' }
  | { type: 'sqa.submit'; consent?: boolean }
  | { type: 'dept.open' }
  | { type: 'dept.approve'; consent?: boolean }
  | RejectEvent
  | { type: 'audit.start' }
  | { type: 'status.change'; to: FormStatusCode; comment: string };

export type FormEventType = FormEvent['type'];

/** Every form event type, in the order the lifecycle meets them. */
export const formEventTypes: readonly FormEventType[] = [
  'sh.save',
  'sh.submit',
  'dqa.open',
  'dqa.submit',
  'dqa.reject',
  'sqa.open',
  'sqa.submit',
  'sqa.reject',
  'dept.open',
  'dept.approve',
  'dept.reject',
  'audit.start',
  'status.change',
];
