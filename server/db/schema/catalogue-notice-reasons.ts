import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { catalogueVersions } from './catalogue-versions';
import { users } from './users';

/**
 * The reason an officer gives schools for one item of a version's change notice (issue 27), in
 * both languages. `target` names the part as catalogue_changes does (question:Q012, grading).
 * Written while the version is a draft; `updatedAt` is the revision two officers' saves race on.
 */
export const catalogueNoticeReasons = pgTable(
  'catalogue_notice_reasons',
  {
    version: text('version')
      .notNull()
      .references(() => catalogueVersions.version, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    reasonEn: text('reason_en').notNull().default(''),
    reasonHi: text('reason_hi').notNull().default(''),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.version, t.target] })],
);
