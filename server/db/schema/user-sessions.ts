import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One sign-in and the tokens it has handed out. Only the newest token (and, for a minute after a
 * refresh, the one it replaced) is honoured; logout ends them all; a session never outlives its
 * absolute lifetime, however often it is refreshed.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    sid: text('sid').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    currentJti: text('current_jti').notNull(),
    previousJti: text('previous_jti'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
);
