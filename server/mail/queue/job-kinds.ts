import type { WorkflowMail } from '../workflow/workflow-mail';

/** One form's status change, as a workflow mail needs it (a single transition or one of a bulk action). */
export interface MovedForm {
  formId: number;
  from: number;
  to: number;
  event: string;
  reasonId?: number | null;
  comment?: string | null;
}

/**
 * The jobs of the mail queue. The first four fan an event out to its recipients when they run
 * (recipients and the workflow-mail switch are read then, not when the event happened); `mail`
 * sends one message to one user; `account.requested` answers a public sign-up at the address it gave.
 */
export type MailJob =
  | { kind: 'forms.moved'; payload: { forms: MovedForm[] } }
  | { kind: 'cycle.initiated'; payload: { cycleId: number; schoolCodes?: string[] } }
  | { kind: 'cycle.endSweep'; payload: { day: string } }
  | { kind: 'cycle.ending'; payload: { cycleId: number; endsOn: string } }
  | { kind: 'mail'; payload: { userId: number; mail: WorkflowMail } }
  | { kind: 'account.requested'; payload: { requestId: number } }
  // Not a mail: the queue is a generic durable outbox; this one re-scores a cycle's approved forms under a draft (issue 27).
  | { kind: 'catalogue.impact'; payload: { reportId: number } };

export type MailJobKind = MailJob['kind'];
