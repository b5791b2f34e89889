import { sql } from 'drizzle-orm';
import { jsonb } from './jsonb';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The durable mail queue (a transactional outbox): a job is inserted in the same transaction as the
 * change that causes it, so a rolled-back change sends nothing and a crash after the commit still
 * sends. Every server process claims due jobs with FOR UPDATE SKIP LOCKED; a failed job is retried
 * later (attempts, last_error) until a cap, then kept as failed for the record.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: serial('id').primaryKey(),
    /** What to do: fan a workflow event out to its recipients, or send one mail (server/mail/jobs/job-kinds.ts). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** Not before then; a claimed job is pushed forward by its lease, a failed one by its back-off. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the attempts ran out: the job is kept, not retried. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** A job that must exist once only (a cycle's end reminder): a second insert with the key is dropped. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The workers' poll reads only the jobs still to do.
  (t) => [
    index('mail_jobs_due_idx')
      .on(t.runAfter)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
