import type { Db } from '../../db/client';
import { enqueueJob } from '../../jobs/enqueue';
import type { MovedForm } from '../../jobs/job-kinds';
import { levelAt } from './recipients';

/** Whether a status change makes a workflow mail: sent back, approved, or arrived at a reviewer. */
export function mailWorthy(m: MovedForm): boolean {
  if (m.from === m.to) return false;
  return m.event.endsWith('.reject') || (m.event === 'dept.approve' && m.to === 9) || levelAt(m.to) !== null;
}

/**
 * Queues the mails of form status changes in the caller's transaction (one job for the whole
 * batch; the worker finds the recipients), so they go only if the changes commit.
 */
export async function queueFormMails(tx: Db, moved: readonly MovedForm[]): Promise<void> {
  const worthy = moved.filter(mailWorthy).map((m) => ({ formId: m.formId, from: m.from, to: m.to, event: m.event, reasonId: m.reasonId ?? null, comment: m.comment ?? null }));
  if (worthy.length) await enqueueJob(tx, { kind: 'forms.moved', payload: { forms: worthy } });
}

/** Queues the mails of a cycle's start (or of schools joining it later) in the caller's transaction. */
export async function queueCycleInitiatedMails(tx: Db, cycleId: number, schoolCodes?: readonly string[]): Promise<void> {
  await enqueueJob(tx, { kind: 'cycle.initiated', payload: { cycleId, ...(schoolCodes ? { schoolCodes: [...schoolCodes] } : {}) } });
}
