import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { cycles } from './cycles';

/**
 * Every move of a cycle's forms to another catalogue version (issue 27, freeze windows): who,
 * when, from and to, how many forms, and, when the cycle's submission window was still open, the
 * reason the approving officer gave for moving the forms under the schools' feet.
 */
export const cycleMigrations = pgTable(
  'cycle_migrations',
  {
    id: serial('id').primaryKey(),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => cycles.id, { onDelete: 'cascade' }),
    fromVersion: text('from_version').notNull(),
    toVersion: text('to_version').notNull(),
    moved: integer('moved').notNull(),
    /** Whether the submission window was open at the move: then `reason` is always set. */
    windowOpen: boolean('window_open').notNull(),
    reason: text('reason'),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cycle_migrations_cycle_idx').on(t.cycleId)],
);
