import type { WorkflowMail } from '../mail/workflow/workflow-mail';

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
 * The jobs of the durable queue (pg-boss, one queue per kind). The first four fan an event out to
 * its recipients when they run (recipients and the workflow-mail switch are read then, not when the
 * event happened); `mail` sends one message to one user; `account.requested` answers a public
 * sign-up at the address it gave; `catalogue.impact` re-scores a cycle's approved forms under a draft;
 * `scores.backfill` keeps the domain scores of approved forms that lack them (at start and hourly).
 */
export type Job =
  | { kind: 'forms.moved'; payload: { forms: MovedForm[] } }
  | { kind: 'cycle.initiated'; payload: { cycleId: number; schoolCodes?: string[] } }
  | { kind: 'cycle.endSweep'; payload: { day?: string } }
  | { kind: 'cycle.ending'; payload: { cycleId: number; endsOn: string } }
  | { kind: 'mail'; payload: { userId: number; mail: WorkflowMail } }
  | { kind: 'account.requested'; payload: { requestId: number } }
  | { kind: 'catalogue.impact'; payload: { reportId: number } }
  | { kind: 'scores.backfill'; payload: Record<string, never> };

export type JobKind = Job['kind'];
export type PayloadOf<K extends JobKind> = Extract<Job, { kind: K }>['payload'];

/** Every kind, each its own pg-boss queue (created at start, in this order). */
export const JOB_KINDS: readonly JobKind[] = [
  'forms.moved',
  'cycle.initiated',
  'cycle.endSweep',
  'cycle.ending',
  'mail',
  'account.requested',
  'catalogue.impact',
  'scores.backfill',
];

/**
 * How long a worker holds a job before pg-boss counts it failed and lets another process take it
 * (a killed process's job comes back after this). An impact report over a state's forms runs for
 * minutes; everything else takes seconds.
 */
export const HOLD_SECONDS: Record<JobKind, number> = {
  'forms.moved': 300,
  'cycle.initiated': 300,
  'cycle.endSweep': 300,
  'cycle.ending': 300,
  mail: 300,
  'account.requested': 300,
  'catalogue.impact': 3600,
  'scores.backfill': 3600,
};

/** Kinds of which one at most waits at a time (pg-boss's short policy): a second one queued meanwhile would only redo the first's work. */
export const ONE_WAITING: readonly JobKind[] = ['scores.backfill'];
