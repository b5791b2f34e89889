import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { schools } from './schools';
import { users } from './users';

/**
 * Every change to a school's master record (who, when, before and after): the school list feeds
 * every district's counts and every cycle's forms, so a wrong district or a closed school must be
 * traceable to the person who set it.
 */
export const schoolChanges = pgTable(
  'school_changes',
  {
    id: serial('id').primaryKey(),
    schoolCode: text('school_code')
      .notNull()
      .references(() => schools.schoolCode),
    userId: integer('user_id').references(() => users.id),
    /** 'created' or 'updated'. */
    action: text('action').notNull(),
    /** The fields that changed, as they were (null for a new school). */
    before: jsonb('before'),
    /** The fields that changed, as they are now (every field for a new school). */
    after: jsonb('after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('school_changes_school_idx').on(t.schoolCode, t.createdAt)],
);
