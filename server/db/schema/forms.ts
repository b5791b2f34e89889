import { sql } from 'drizzle-orm';
import { jsonb } from './jsonb';
import { index, integer, pgTable, primaryKey, real, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { cycles } from './cycles';
import { schools } from './schools';
import { users } from './users';

/** One accreditation form: a school in a cycle (accrid is its id). */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    schoolCode: text('school_code')
      .notNull()
      .references(() => schools.schoolCode),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => cycles.id),
    catalogueVersion: text('catalogue_version').notNull(),
    status: smallint('status').notNull().default(1),
    machineState: jsonb('machine_state'),
    attempted: integer('attempted').notNull().default(0),
    total: integer('total').notNull().default(0),
    selfScore: real('self_score'),
    externalScore: real('external_score'),
    grade: text('grade'),
    reportCode: text('report_code'),
    accreditedAt: timestamp('accredited_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bumped by the database on every change to the form's row, its school's answers, its evidence
     * and its school's information (migration 0035's triggers): what a save checked against is
     * unchanged while this is.
     */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    unique('forms_school_cycle').on(t.schoolCode, t.cycleId),
    // The lists' orders, each ending in the id so a page can start just past a cursor's row
    // (form/search-forms.ts): a cycle's forms by status, by answered questions (also within
    // one status), by last change; the approved forms by score (the report card list).
    index('forms_cycle_status_id_idx').on(t.cycleId, t.status, t.id),
    index('forms_cycle_attempted_idx').on(t.cycleId, t.attempted, t.id),
    index('forms_cycle_status_attempted_idx').on(t.cycleId, t.status, t.attempted, t.id),
    index('forms_cycle_updated_idx').on(t.cycleId, t.updatedAt, t.id),
    index('forms_cycle_report_score_idx')
      .on(t.cycleId, sql`coalesce(${t.selfScore}, -1)`, t.id)
      .where(sql`${t.status} = 9`),
  ],
);

/** One answer; kind is 'self' (the school) or 'external' (the evaluator). */
export const formAnswers = pgTable(
  'form_answers',
  {
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('self'),
    questionId: text('question_id').notNull(),
    value: jsonb('value').notNull(),
    /** Why the school answered Not Applicable, when the catalogue asks for a reason; null otherwise. */
    naReason: text('na_reason'),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.kind, t.questionId] })],
);

/**
 * A form's domain scores for one kind of answers, as the engine computed them
 * when the form was last changed at `scored_at` (the form's updated_at then).
 * Written by approval, or by the dashboards for a form they had to score;
 * shared by every server process, so the analysis charts read kept scores
 * instead of every answer.
 */
export const formDomainScores = pgTable(
  'form_domain_scores',
  {
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull(),
    scores: jsonb('scores').notNull(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.kind] })],
);

/** Every status change of a form: who, from, to, when, why. */
export const formHistory = pgTable(
  'form_history',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    event: text('event').notNull(),
    comment: text('comment'),
    reasonId: integer('reason_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_history_form_idx').on(t.formId)],
);

export const rejectReasons = pgTable('reject_reasons', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
  labelHi: text('label_hi').notNull(),
});
