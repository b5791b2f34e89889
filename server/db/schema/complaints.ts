import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { districts } from './geography';
import { schools } from './schools';
import { users } from './users';

/** A grievance (spec §3, complaint); its lifecycle is the complaint machine's. */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    reportCode: text('report_code').notNull().unique(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    schoolCode: text('school_code').references(() => schools.schoolCode),
    districtId: integer('district_id').references(() => districts.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('RAISED'),
    machineState: jsonb('machine_state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When and by whom the record last changed: the revision a client sends back as `base` (docs/concurrency.md). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('complaints_district_idx').on(t.districtId, t.status),
    // The list's order, newest first, within a school or of a raiser; the covering indexes on
    // (created_at, id), (status, created_at, id) and (district, created_at, id) are in migration 0029.
    index('complaints_school_created_idx').on(t.schoolCode, t.createdAt, t.id),
    index('complaints_raiser_created_idx').on(t.createdBy, t.createdAt, t.id),
  ],
);

/** Comments on a complaint; a status change is a comment with from/to set. */
export const complaintComments = pgTable(
  'complaint_comments',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    comment: text('comment').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_comments_idx').on(t.complaintId)],
);

export const complaintDocuments = pgTable('complaint_documents', {
  id: serial('id').primaryKey(),
  complaintId: integer('complaint_id')
    .notNull()
    .references(() => complaints.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
