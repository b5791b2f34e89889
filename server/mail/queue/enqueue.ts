import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailJobs } from '../../db/schema/index';
import type { MailJob } from './job-kinds';

const CHUNK = 1000;

/** When a job may first run, and the key that makes it exist once only. */
export interface EnqueueOptions {
  runAfter?: Date;
  dedupeKey?: string;
}

/**
 * Puts jobs on the mail queue in the caller's transaction: they become visible to the workers only
 * if it commits. A job whose dedupe key is already queued is dropped (answers how many were added).
 */
export async function enqueueMailJobs(db: Db, jobs: readonly (MailJob & EnqueueOptions)[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const rows = jobs.map((j) => ({ kind: j.kind, payload: j.payload, dedupeKey: j.dedupeKey ?? null, runAfter: j.runAfter ?? new Date() }));
  let added = 0;
  // A cycle's start fans out to thousands of heads: keep each statement well under PostgreSQL's 65,535 parameters.
  for (let i = 0; i < rows.length; i += CHUNK) {
    const done = await db
      .insert(mailJobs)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing({ target: mailJobs.dedupeKey })
      .returning({ id: mailJobs.id });
    added += done.length;
  }
  return added;
}

/** Puts one job on the queue in the caller's transaction (see enqueueMailJobs). */
export async function enqueueMailJob(db: Db, job: MailJob, opts: EnqueueOptions = {}): Promise<boolean> {
  return (await enqueueMailJobs(db, [{ ...job, ...opts }])) === 1;
}

/** How many jobs are still to run (for /metrics and tests). */
export async function pendingMailJobs(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailJobs)
    .where(sql`${mailJobs.sentAt} is null and ${mailJobs.failedAt} is null`);
  return Number(row?.n ?? 0);
}
