import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { mailJobs } from '../../db/schema/index';
import type { Logger } from '../../log/logger';
import type { MailJob, MailJobKind } from './job-kinds';

/** A job a worker holds for the length of its lease. */
export interface ClaimedJob {
  id: number;
  kind: MailJobKind;
  payload: unknown;
  /** This claim's attempt number: a job re-claimed after an expired lease has a higher one. */
  attempts: number;
}

type PayloadOf<K extends MailJobKind> = Extract<MailJob, { kind: K }>['payload'];

/** What a long job may ask of the worker that holds it. */
export interface JobContext {
  /**
   * Pushes the lease forward (another full lease from now), so a job that runs longer than one lease
   * is not taken by a second worker; false when another worker has taken it already (stop then).
   */
  extendLease(): Promise<boolean>;
}

/**
 * How a job kind is carried out. `inTransaction`: the work is database writes (fanning out into
 * more jobs), done in one transaction with marking the job done, so it happens once. Otherwise
 * (sending a mail) the work runs first and the job is marked done after: a crash between the two
 * sends the mail again, never loses it.
 */
export type JobHandlers = { [K in MailJobKind]: { inTransaction: boolean; run: (db: Db, payload: PayloadOf<K>, job: JobContext) => Promise<void> } };

export interface MailWorkerOptions {
  db: Db;
  now: () => Date;
  handlers: JobHandlers;
  /** Runs before each poll: schedules recurring jobs (idempotently, as every process does it). */
  schedule?: (db: Db, now: Date) => Promise<void>;
  /** How long between polls when the queue is empty. */
  pollMs?: number;
  /** Jobs claimed at a time. */
  batchSize?: number;
  /** How long a claimed job is hidden from other workers; a worker that dies frees it after this. */
  leaseMs?: number;
  /** Attempts before a job is given up (kept with failed_at and its last error). */
  maxAttempts?: number;
  /** The first retry waits this long; each further one twice as long, at most six hours. */
  retryBaseMs?: number;
  log?: Pick<Logger, 'warn' | 'error' | 'info'>;
}

export interface MailWorker {
  /** Claims and runs one batch of due jobs; answers how many it ran. */
  runOnce(): Promise<number>;
  /** Runs due jobs until none is left (tests, and after a full batch). */
  drain(): Promise<number>;
  /** Polls in the background until stop(). */
  start(): void;
  /** Stops polling and waits for the batch in hand. */
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 6 * 3600_000;

/** The delay before retry number `attempts` (1, 2, ...): exponential, capped. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * A worker of the durable mail queue. Every server process runs one: a claim takes due jobs with
 * FOR UPDATE SKIP LOCKED and pushes their run_after forward by the lease in one committed
 * statement, so two processes never take the same job and no transaction stays open while a mail
 * is sent (PGlite has a single connection).
 */
export function createMailWorker(opts: MailWorkerOptions): MailWorker {
  const { db, now, handlers } = opts;
  const pollMs = opts.pollMs ?? 5000;
  const batchSize = opts.batchSize ?? 20;
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const maxAttempts = opts.maxAttempts ?? 8;
  const retryBaseMs = opts.retryBaseMs ?? 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  async function claim(at: Date): Promise<ClaimedJob[]> {
    const leaseUntil = new Date(at.getTime() + leaseMs).toISOString();
    const result = await db.execute(sql`
      update ${mailJobs} set run_after = ${leaseUntil}::timestamptz, attempts = attempts + 1
      where id in (
        select id from ${mailJobs}
        where sent_at is null and failed_at is null and run_after <= ${at.toISOString()}::timestamptz
        order by run_after, id
        limit ${batchSize}
        for update skip locked)
      returning id, kind, payload, attempts`);
    const rows = rowsOf<{ id: number; kind: MailJobKind; payload: unknown; attempts: number }>(result);
    return rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as unknown) : r.payload,
      attempts: Number(r.attempts),
    }));
  }

  /** Marks the job done, unless another worker re-claimed it meanwhile (then this run's result is dropped). */
  async function complete(on: Db, job: ClaimedJob): Promise<boolean> {
    const done = await on
      .update(mailJobs)
      .set({ sentAt: now(), lastError: null })
      .where(and(eq(mailJobs.id, job.id), eq(mailJobs.attempts, job.attempts), sql`${mailJobs.sentAt} is null`))
      .returning({ id: mailJobs.id });
    return done.length === 1;
  }

  async function fail(job: ClaimedJob, err: unknown): Promise<void> {
    const at = now();
    const givenUp = job.attempts >= maxAttempts;
    const message = err instanceof Error ? err.message : String(err);
    await db
      .update(mailJobs)
      .set({ lastError: message.slice(0, 2000), runAfter: new Date(at.getTime() + retryDelayMs(job.attempts, retryBaseMs)), failedAt: givenUp ? at : null })
      .where(and(eq(mailJobs.id, job.id), eq(mailJobs.attempts, job.attempts)));
    opts.log?.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, givenUp, err: message }, givenUp ? 'mail job given up' : 'mail job failed, will retry');
  }

  class Superseded extends Error {}

  function contextOf(job: ClaimedJob): JobContext {
    return {
      async extendLease() {
        const until = new Date(now().getTime() + leaseMs);
        const held = await db
          .update(mailJobs)
          .set({ runAfter: until })
          .where(and(eq(mailJobs.id, job.id), eq(mailJobs.attempts, job.attempts), sql`${mailJobs.sentAt} is null`))
          .returning({ id: mailJobs.id });
        return held.length === 1;
      },
    };
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.kind] as { inTransaction: boolean; run: (db: Db, payload: unknown, ctx: JobContext) => Promise<void> } | undefined;
    try {
      if (!handler) throw new Error(`unknown mail job kind: ${job.kind}`);
      if (handler.inTransaction) {
        await db.transaction(async (tx) => {
          await handler.run(tx, job.payload, contextOf(job));
          if (!(await complete(tx, job))) throw new Superseded();
        });
      } else {
        await handler.run(db, job.payload, contextOf(job));
        await complete(db, job);
      }
    } catch (err) {
      if (err instanceof Superseded) return;
      await fail(job, err);
    }
  }

  async function runOnce(): Promise<number> {
    const at = now();
    if (opts.schedule) await opts.schedule(db, at);
    const jobs = await claim(at);
    for (const job of jobs) await runJob(job);
    return jobs.length;
  }

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await runOnce();
      total += n;
      if (n === 0 || stopped) return total;
    }
  }

  const tick = () => {
    timer = null;
    running = drain()
      .catch((err: unknown) => opts.log?.error({ err }, 'mail queue poll failed'))
      .finally(() => {
        running = null;
        if (!stopped) {
          timer = setTimeout(tick, pollMs);
          timer.unref();
        }
      });
  };

  return {
    runOnce,
    drain,
    start() {
      stopped = false;
      if (!timer && !running) tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
