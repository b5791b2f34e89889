import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { users } from './users';

/**
 * What was done to an account and by whom (password reset by an administrator, sign-in unlocked,
 * replaced as a school's head, password changed, put into a role that moves forms): a user who asks
 * "who reset my password?" and an auditor get the same answer.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Who did it: the user themselves for their own password change. */
    actorId: integer('actor_id').references(() => users.id),
    /** One of USER_EVENTS (server/users/user-events.ts). */
    event: text('event').notNull(),
    /** What the event needs besides who and when (e.g. the request that replaced a head). */
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_events_user_idx').on(t.userId, t.createdAt)],
);
