import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import type { Job } from './job-kinds';
import { executorOf } from './sql-executor';

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

const CHUNK = 1000;

// Sends never open a connection of their own: each runs on the handle it is given (`db` below),
// so a job is queued in the caller's transaction and exists only if that transaction commits.
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('a job is sent on the caller’s database handle, never on its own')),
  },
  schema: JOB_SCHEMA,
  supervise: false,
  schedule: false,
  migrate: false,
});

/** When a job may first run (now, when not given). */
export interface EnqueueOptions {
  runAfter?: Date;
}

/**
 * Puts jobs on the durable queue in the caller's transaction: the workers see them only if it
 * commits (a transactional outbox). Retries, back-off and how long a worker may hold a job are the
 * queue's settings (job-queue.ts). A kind that keeps one waiting (ONE_WAITING) drops a second.
 */
export async function enqueueJobs(db: Db, jobs: readonly (Job & EnqueueOptions)[]): Promise<void> {
  const on = executorOf(db);
  // A cycle's start fans out to thousands of heads: one statement per thousand jobs.
  for (let i = 0; i < jobs.length; i += CHUNK) {
    await sender.insert(
      jobs.slice(i, i + CHUNK).map((j) => ({ name: j.kind, data: j.payload, ...(j.runAfter ? { startAfter: j.runAfter.toISOString() } : {}) })),
      { db: on },
    );
  }
}

/** Puts one job on the queue in the caller's transaction (see enqueueJobs). */
export async function enqueueJob(db: Db, job: Job, opts: EnqueueOptions = {}): Promise<void> {
  await enqueueJobs(db, [{ ...job, ...opts }]);
}
