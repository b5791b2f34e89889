import type { Db } from '../../db/client';
import type { Logger } from '../../log/logger';
import type { Mailer } from '../mailer';
import { enqueueMailJob } from '../queue/enqueue';
import { createMailWorker, type JobHandlers, type MailWorker } from '../queue/mail-worker';
import { fanOutCycleEnding, fanOutCycleInitiated, fanOutMovedForms, sweepCycleEnds } from './fan-out';
import { sendWorkflowMail } from './send-workflow-mail';
import { sendAccountRequestMail } from '../account-request-mail';
import { impactJobHandler } from '../../services/catalogue-impact-run';

/** The queue's settings (README: MAIL_POLL_SECONDS, MAIL_MAX_ATTEMPTS, MAIL_RETRY_SECONDS, CYCLE_END_REMINDER_DAYS). */
export interface MailQueueSettings {
  pollMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  reminderDays: number;
}

const nonNegative = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** The settings the environment gives, with their defaults. */
export function mailQueueSettingsFromEnv(env: NodeJS.ProcessEnv): MailQueueSettings {
  return {
    pollMs: nonNegative(env.MAIL_POLL_SECONDS, 5) * 1000,
    maxAttempts: Math.max(1, nonNegative(env.MAIL_MAX_ATTEMPTS, 8)),
    retryBaseMs: nonNegative(env.MAIL_RETRY_SECONDS, 60) * 1000,
    reminderDays: nonNegative(env.CYCLE_END_REMINDER_DAYS, 7),
  };
}

/** What each job kind does: fan-outs write more jobs in the worker's transaction; `mail` sends. */
export function workflowJobHandlers(mailer: Mailer, reminderDays: number, now: () => Date = () => new Date()): JobHandlers {
  return {
    'forms.moved': { inTransaction: true, run: (db, p) => fanOutMovedForms(db, p.forms) },
    'cycle.initiated': { inTransaction: true, run: (db, p) => fanOutCycleInitiated(db, p.cycleId, p.schoolCodes) },
    'cycle.endSweep': { inTransaction: true, run: (db, p) => sweepCycleEnds(db, p.day, reminderDays) },
    'cycle.ending': { inTransaction: true, run: (db, p) => fanOutCycleEnding(db, p.cycleId, p.endsOn) },
    mail: {
      inTransaction: false,
      run: async (db, p) => {
        await sendWorkflowMail(db, mailer, p.userId, p.mail);
      },
    },
    'account.requested': { inTransaction: false, run: (db, p) => sendAccountRequestMail(db, mailer, p.requestId) },
    'catalogue.impact': impactJobHandler({ now }),
  };
}

/**
 * Queues the hour's end-reminder sweep: the first poll of an hour in any process inserts it, the
 * others find its key taken. Each process remembers the hour it did, so it tries once an hour.
 */
export function hourlySweep(): (db: Db, now: Date) => Promise<void> {
  let lastHour = '';
  return async (db, now) => {
    const hour = now.toISOString().slice(0, 13);
    if (hour === lastHour) return;
    await enqueueMailJob(db, { kind: 'cycle.endSweep', payload: { day: hour.slice(0, 10) } }, { dedupeKey: `cycle.endSweep:${hour}` });
    lastHour = hour;
  };
}

/** The mail queue's worker for this process: started by the server, drained by hand in tests. */
export function mailQueueWorker(deps: { db: Db; mailer: Mailer; now: () => Date; log?: Logger }, settings: MailQueueSettings = mailQueueSettingsFromEnv(process.env)): MailWorker {
  return createMailWorker({
    db: deps.db,
    now: deps.now,
    handlers: workflowJobHandlers(deps.mailer, settings.reminderDays, deps.now),
    schedule: hourlySweep(),
    pollMs: settings.pollMs,
    maxAttempts: settings.maxAttempts,
    retryBaseMs: settings.retryBaseMs,
    log: deps.log,
  });
}
