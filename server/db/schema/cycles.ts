import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';

export const cycles = pgTable('cycles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  status: text('status').notNull().default('CREATED'),
  machineState: jsonb('machine_state'),
  catalogueVersion: text('catalogue_version').notNull(),
  /** The last day of the cycle, when the department sets one: everyone in scope is reminded some days before. */
  endsOn: date('ends_on'),
  /** The end date whose reminder was queued: once per cycle and date, however many sweeps see it. */
  endReminderFor: date('end_reminder_for'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When and by whom the record last changed: the revision a client sends back as `base` (docs/concurrency.md). */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

/** Every status change of a cycle: who, from, to, when. */
export const cycleHistory = pgTable(
  'cycle_history',
  {
    id: serial('id').primaryKey(),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => cycles.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    event: text('event').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cycle_history_cycle_idx').on(t.cycleId)],
);
