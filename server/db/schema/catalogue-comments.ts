import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { catalogueVersions } from './catalogue-versions';
import { users } from './users';

/**
 * A discussion about one part of a catalogue version (issue 27): a question, an option group,
 * the grading, a subdomain or a domain. `target` names the part as `catalogue_changes.target`
 * does (question:Q012, optionGroup:yesNo, grading). Threads stay with the version after it is
 * published, read-only, so a later reader sees why a question reads as it does.
 */
export const catalogueCommentThreads = pgTable(
  'catalogue_comment_threads',
  {
    id: serial('id').primaryKey(),
    version: text('version')
      .notNull()
      .references(() => catalogueVersions.version, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    /** 'open' or 'resolved'; every change of it is also a line in catalogue_comments. */
    state: text('state').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('catalogue_comment_threads_version_target_idx').on(t.version, t.target)],
);

/**
 * The lines of a thread, oldest first: its first comment, the replies, and each resolve and
 * reopen (kind 'resolve' / 'reopen', no text), so who closed or opened it again, and when, is kept.
 * Each reply is its own row: two officers replying at once both keep theirs.
 */
export const catalogueComments = pgTable(
  'catalogue_comments',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => catalogueCommentThreads.id, { onDelete: 'cascade' }),
    /** 'comment', 'resolve' or 'reopen'. */
    kind: text('kind').notNull(),
    body: text('body'),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('catalogue_comments_thread_idx').on(t.threadId)],
);
