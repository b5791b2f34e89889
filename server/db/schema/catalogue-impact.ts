import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { catalogueVersions } from './catalogue-versions';
import { cycles } from './cycles';
import { users } from './users';

/**
 * What a draft would do to the grades of a cycle's approved forms (issue 27): one row per draft
 * revision and cycle, so asking again for an unchanged draft gives the same report, and a draft
 * edited since gets a new one. The work runs on the durable job queue (job kind `catalogue.impact`);
 * done and total drive the progress bar, `result` holds the figures once done.
 */
export const catalogueImpactReports = pgTable(
  'catalogue_impact_reports',
  {
    id: serial('id').primaryKey(),
    version: text('version')
      .notNull()
      .references(() => catalogueVersions.version, { onDelete: 'cascade' }),
    /** The newest catalogue_changes.id of the version when the report was asked for (0: never edited). */
    revision: integer('revision').notNull(),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => cycles.id, { onDelete: 'cascade' }),
    /** queued, running, done or failed. */
    status: text('status').notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    result: jsonb('result'),
    error: text('error'),
    /**
     * The run that holds the report: a run taken over after its lease expired finds another token
     * here and stops writing, so two runs never mix their counts.
     */
    runToken: text('run_token'),
    requestedBy: integer('requested_by').references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [unique('catalogue_impact_reports_key').on(t.version, t.revision, t.cycleId), index('catalogue_impact_reports_version_idx').on(t.version, t.cycleId)],
);
