ALTER TABLE "cycles" ADD COLUMN "end_reminder_for" date;--> statement-breakpoint
-- The reminders the old queue (mail_jobs) already queued, named by their dedupe keys
-- (cycle.ending:<cycle>:<date>), are not queued again by pg-boss's sweeps.
UPDATE "cycles" c SET "end_reminder_for" = c."ends_on"
FROM "mail_jobs" m
WHERE m."dedupe_key" = 'cycle.ending:' || c."id" || ':' || c."ends_on"::text;
