import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One sign-in and the tokens it has handed out. Only the newest token (and, for a minute after a
 * refresh, the one it replaced) is honoured; logout ends them all; a session never outlives its
 * absolute lifetime, however often it is refreshed, nor a spell without activity.
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
    /**
     * The last sign of the user at work (a call, or activity the web app reported with a refresh):
     * a session idle longer than SESSION_IDLE_MINUTES is over. Null: counted from started_at.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** The user's session_epoch when the sign-in was proved: honoured only while the user's is still this. */
    userEpoch: integer('user_epoch').notNull().default(0),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
);
