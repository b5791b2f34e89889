import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { catalogueVersions } from './catalogue-versions';
import { users } from './users';

/**
 * Test schools (issue 27): saved answer sets with the grade each should get, re-scored under every
 * draft. Not tied to one version, since they outlive drafts; `catalogueVersion` is the version the
 * answers were given against, so they can be carried to any later version with migrateAnswers.
 */
export const testSchools = pgTable('test_schools', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameHi: text('name_hi'),
  /** What the school stands for, in English (the API's `description`) and in Hindi. */
  description: text('description'),
  descriptionHi: text('description_hi'),
  /** The self answers (question id → value), as a form keeps them. */
  answers: jsonb('answers').notNull(),
  /** The school's totals (enrolment, teachers …) counts per student or per teacher are scored on. */
  totals: jsonb('totals').notNull(),
  catalogueVersion: text('catalogue_version')
    .notNull()
    .references(() => catalogueVersions.version),
  expectedGrade: text('expected_grade').notNull(),
  /** The form the answers were copied from, if any (its answers may change later; the copy does not). */
  sourceForm: integer('source_form'),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** Raised by every change: a write carrying an older one is refused, naming who changed it and when. */
  revision: integer('revision').notNull().default(1),
});

/**
 * A failing test school accepted under one draft, with the reason. It holds while the draft gives
 * the school the grade it was accepted at (and the school still expects what it expected then).
 */
export const testSchoolAcceptances = pgTable(
  'test_school_acceptances',
  {
    id: serial('id').primaryKey(),
    testSchoolId: integer('test_school_id')
      .notNull()
      .references(() => testSchools.id, { onDelete: 'cascade' }),
    version: text('version')
      .notNull()
      .references(() => catalogueVersions.version, { onDelete: 'cascade' }),
    /** The grade the school got under the draft when accepted (null: no grade at all). */
    grade: text('grade'),
    expectedGrade: text('expected_grade').notNull(),
    reason: text('reason').notNull(),
    acceptedBy: integer('accepted_by').references(() => users.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('test_school_acceptances_school_version').on(t.testSchoolId, t.version), index('test_school_acceptances_version_idx').on(t.version)],
);
