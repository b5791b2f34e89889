import type { Database } from '../db/client';
import type { Catalogues } from '../catalogue';
import { backfillDomainScores } from '../dashboards';
import type { Logger } from '../log/logger';
import type { Mailer } from '../mail/mailer';
import { sendAccountRequestMail } from '../mail/account-request-mail';
import { fanOutCycleEnding, fanOutCycleInitiated, fanOutMovedForms, sweepCycleEnds } from '../mail/workflow/fan-out';
import { sendWorkflowMail } from '../mail/workflow/send-workflow-mail';
import { impactJobHandler } from '../catalogue';
import { createJobWorker, type JobHandlers, type JobQueueSettings, type JobWorker } from './job-queue';

/** The queue's settings and the end reminder's reach (README: MAIL_POLL_SECONDS, MAIL_MAX_ATTEMPTS, MAIL_RETRY_SECONDS, CYCLE_END_REMINDER_DAYS). */
export interface JobSettings extends JobQueueSettings {
  reminderDays: number;
}

const nonNegative = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** The settings the environment gives, with their defaults. */
export function jobSettingsFromEnv(env: NodeJS.ProcessEnv): JobSettings {
  return {
    pollMs: nonNegative(env.MAIL_POLL_SECONDS, 5) * 1000,
    maxAttempts: Math.max(1, nonNegative(env.MAIL_MAX_ATTEMPTS, 8)),
    retryBaseMs: nonNegative(env.MAIL_RETRY_SECONDS, 60) * 1000,
    reminderDays: nonNegative(env.CYCLE_END_REMINDER_DAYS, 7),
  };
}

/** What the handlers work with. */
export interface JobHandlerDeps {
  mailer: Mailer;
  catalogues: Catalogues;
  now: () => Date;
  log?: Pick<Logger, 'info'>;
}

/** What each job kind does: fan-outs write more jobs in the worker's transaction; `mail` sends. */
export function jobHandlers({ mailer, catalogues, now, log }: JobHandlerDeps, reminderDays: number): JobHandlers {
  return {
    'forms.moved': { inTransaction: true, run: (db, p) => fanOutMovedForms(db, p.forms) },
    'cycle.initiated': { inTransaction: true, run: (db, p) => fanOutCycleInitiated(db, p.cycleId, p.schoolCodes) },
    // The hourly cron sends no day: the sweep is for the day it runs.
    'cycle.endSweep': { inTransaction: true, run: (db, p) => sweepCycleEnds(db, p.day ?? now().toISOString().slice(0, 10), reminderDays) },
    'cycle.ending': { inTransaction: true, run: (db, p) => fanOutCycleEnding(db, p.cycleId, p.endsOn) },
    mail: {
      inTransaction: false,
      run: async (db, p) => {
        await sendWorkflowMail(db, mailer, p.userId, p.mail);
      },
    },
    'account.requested': { inTransaction: false, run: (db, p) => sendAccountRequestMail(db, mailer, p.requestId) },
    'catalogue.impact': impactJobHandler({ now }),
    // Batch by batch in transactions of its own; a process killed midway leaves the rest to the retry.
    'scores.backfill': {
      inTransaction: false,
      run: async (db) => {
        const started = Date.now();
        const { scored } = await backfillDomainScores({ db, catalogues });
        if (scored > 0) log?.info({ scored, ms: Date.now() - started }, 'kept the domain scores of approved forms that had none');
      },
    },
  };
}

/** The queue's worker for this process: started by the server, drained by hand in tests. */
export function jobWorker(
  deps: { database: Pick<Database, 'db' | 'runScript'>; mailer: Mailer; catalogues: Catalogues; now: () => Date; log?: Logger },
  settings: JobSettings = jobSettingsFromEnv(process.env),
  handlers: Partial<JobHandlers> = {},
): JobWorker {
  return createJobWorker({
    database: deps.database,
    handlers: { ...jobHandlers(deps, settings.reminderDays), ...handlers },
    settings,
    log: deps.log,
  });
}
