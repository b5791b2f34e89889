import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { Logger } from '../log/logger';
import { enqueueJobs, JOB_SCHEMA } from './enqueue';
import { HOLD_SECONDS, JOB_KINDS, ONE_WAITING, type Job, type JobKind, type PayloadOf } from './job-kinds';
import { bossExecutor, executorOf } from './sql-executor';

/**
 * How a job kind is carried out. `inTransaction`: the work is database writes (fanning out into
 * more jobs), done in one transaction with marking the job done, so it happens once. Otherwise
 * (sending a mail) the work runs first and the job is marked done after: a crash between the two
 * sends the mail again, never loses it.
 */
export type JobHandlers = { [K in JobKind]: { inTransaction: boolean; run: (db: Db, payload: PayloadOf<K>) => Promise<void> } };

/** The queue's settings (README: MAIL_POLL_SECONDS, MAIL_MAX_ATTEMPTS, MAIL_RETRY_SECONDS). */
export interface JobQueueSettings {
  /** How long between polls when the queue is empty. */
  pollMs: number;
  /** Attempts before a job is given up (kept as failed in pg-boss's archive, with its last error). */
  maxAttempts: number;
  /** The first retry waits this long; each further one about twice as long. */
  retryBaseMs: number;
}

/** The end-reminder sweep runs at the start of every hour (pg-boss's cron: one process sends it). */
export const END_SWEEP_CRON = '0 * * * *';
/** The domain score backfill runs every hour at half past (and at each server start). */
export const BACKFILL_CRON = '30 * * * *';

/** pg-boss on this database: its statements through drizzle (either driver), its schema scripts through runScript. */
function bossOn(database: Pick<Database, 'db' | 'runScript'>, opts: { supervise: boolean; schedule: boolean; migrate: boolean }): PgBoss {
  return new PgBoss({
    db: bossExecutor(database),
    schema: JOB_SCHEMA,
    ...opts,
    // Done and failed jobs are kept, as the record of what was mailed, for 90 days.
    deleteAfterDays: 90,
  });
}

/**
 * Installs (or upgrades) pg-boss's tables, one queue per job kind with this deployment's retry
 * settings, and the hourly end-reminder schedule. Every process does it at start; pg-boss takes an
 * advisory lock for its own migrations, and the queue settings are written idempotently.
 */
export async function installJobQueue(database: Pick<Database, 'db' | 'runScript'>, settings: JobQueueSettings): Promise<void> {
  const boss = bossOn(database, { supervise: false, schedule: false, migrate: true });
  await boss.start();
  for (const kind of JOB_KINDS) {
    const options = {
      name: kind,
      retryLimit: Math.max(0, settings.maxAttempts - 1),
      retryDelay: Math.max(1, Math.round(settings.retryBaseMs / 1000)),
      retryBackoff: true,
      expireInSeconds: HOLD_SECONDS[kind],
      // updateQueue writes the policy too (standard when not given), so both are told.
      policy: ONE_WAITING.includes(kind) ? ('short' as const) : ('standard' as const),
    };
    await boss.createQueue(kind, options);
    await boss.updateQueue(kind, options);
  }
  await boss.schedule('cycle.endSweep', END_SWEEP_CRON, {}, { tz: 'UTC' });
  await boss.schedule('scores.backfill', BACKFILL_CRON, {}, { tz: 'UTC' });
  await adoptLegacyJobs(database.db);
  await boss.stop({ graceful: false, close: false });
}

/**
 * Jobs still waiting in the hand-written queue this one replaced (mail_jobs, before migration
 * 0033) move to pg-boss in one transaction, so an upgrade loses no mail. Its done and failed rows
 * stay as the record they were.
 */
async function adoptLegacyJobs(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = rowsOf<{ kind: Job['kind']; payload: unknown; run_after: string | Date }>(
      await tx.execute(sql`delete from mail_jobs where sent_at is null and failed_at is null returning kind, payload, run_after`),
    );
    await enqueueJobs(
      tx,
      rows.map((r) => ({ kind: r.kind, payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload, runAfter: new Date(r.run_after) }) as Job & { runAfter: Date }),
    );
  });
}

export interface JobWorkerOptions {
  database: Pick<Database, 'db' | 'runScript'>;
  handlers: JobHandlers;
  settings: Pick<JobQueueSettings, 'pollMs'>;
  /** Jobs of one kind taken at a time. */
  batchSize?: number;
  log?: Pick<Logger, 'warn' | 'error' | 'info'>;
}

export interface JobWorker {
  /** Takes and runs one batch of due jobs of each kind; answers how many it ran. */
  runOnce(): Promise<number>;
  /** Runs due jobs until none is left (tests, and each poll). */
  drain(): Promise<number>;
  /** Polls in the background, with pg-boss's maintenance (expiry, retention) and cron, until stop(). */
  start(): Promise<void>;
  /** Stops polling and waits for the batch in hand. */
  stop(): Promise<void>;
}

/**
 * A worker of the durable queue. Every server process runs one: pg-boss hands each job to one
 * worker (FOR UPDATE SKIP LOCKED), counts a job held past its kind's hold time as failed so another
 * process retries it, retries failures with back-off and keeps what it gave up on.
 */
export function createJobWorker(opts: JobWorkerOptions): JobWorker {
  const { database, handlers } = opts;
  const db = database.db;
  const batchSize = opts.batchSize ?? 20;
  const boss = bossOn(database, { supervise: true, schedule: true, migrate: false });
  boss.on('error', (err) => opts.log?.error({ err }, 'job queue maintenance failed'));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  async function runJob(kind: JobKind, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const handler = handlers[kind] as { inTransaction: boolean; run: (db: Db, payload: unknown) => Promise<void> };
    try {
      if (handler.inTransaction) {
        await db.transaction(async (tx) => {
          await handler.run(tx, job.data);
          // complete(name, id, data, options): the third argument is the job's output, never the handle.
          await boss.complete(kind, job.id, {}, { db: executorOf(tx) });
        });
      } else {
        await handler.run(db, job.data);
        await boss.complete(kind, job.id);
      }
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      await boss.fail(kind, job.id, { message });
      const givenUp = job.retryCount >= job.retryLimit;
      opts.log?.warn({ jobId: job.id, kind, attempts: job.retryCount + 1, givenUp, err: message }, givenUp ? 'job given up' : 'job failed, will retry');
    }
  }

  async function runOnce(): Promise<number> {
    let ran = 0;
    for (const kind of JOB_KINDS) {
      const jobs = await boss.fetch<unknown>(kind, { batchSize, includeMetadata: true });
      for (const job of jobs) await runJob(kind, job);
      ran += jobs.length;
    }
    return ran;
  }

  async function drain(): Promise<number> {
    // Jobs held past their hold time (a killed process's) go back to be retried first.
    await boss.expire();
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
      .catch((err: unknown) => opts.log?.error({ err }, 'job queue poll failed'))
      .finally(() => {
        running = null;
        if (!stopped) {
          timer = setTimeout(tick, opts.settings.pollMs);
          timer.unref();
        }
      });
  };

  return {
    runOnce,
    drain,
    async start() {
      stopped = false;
      await boss.start();
      if (!timer && !running) tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      await boss.stop({ graceful: false, close: false });
    },
  };
}
