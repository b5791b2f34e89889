import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { users } from './users';

/**
 * Every version of the question catalogue: drafts the department edits and published versions,
 * which never change again. Seeded from catalogue/ on first start; `content` is the catalogue
 * file format (catalogue/catalogue.schema.json), so a version exports back to the folder as is.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  version: text('version').primaryKey(),
  status: text('status').notNull(),
  content: jsonb('content').notNull(),
  basedOn: text('based_on'),
  /** Where it came from: 'files' (catalogue/ folder), 'draft' (started in the editor) or 'import'. */
  origin: text('origin').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: integer('published_by').references(() => users.id),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /**
   * Approval (issue 27): a draft is sent for approval with a reason and an office order; a second
   * officer publishes it or sends it back with a comment. While sent (sentForApprovalAt set, not
   * returned since), the draft is read, not edited.
   */
  approvalReason: text('approval_reason'),
  orderNumber: text('order_number'),
  orderDate: date('order_date', { mode: 'string' }),
  sentForApprovalBy: integer('sent_for_approval_by').references(() => users.id),
  sentForApprovalAt: timestamp('sent_for_approval_at', { withTimezone: true }),
  returnedBy: integer('returned_by').references(() => users.id),
  returnedAt: timestamp('returned_at', { withTimezone: true }),
  returnComment: text('return_comment'),
  approvedBy: integer('approved_by').references(() => users.id),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
});

/**
 * The audit of every change to a draft and of every publish: who, when, what before and after.
 * `target` names the part changed (question:Q227, subdomain:SD3, domain:D1, optionGroup:yesNo,
 * grading, version); the newest row of a target is its revision, which tells an editor that
 * someone else changed the same part since it was opened.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    id: serial('id').primaryKey(),
    version: text('version')
      .notNull()
      .references(() => catalogueVersions.version, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogue_changes_version_target_idx').on(t.version, t.target)],
);
