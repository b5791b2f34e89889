import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { forms } from './forms';
import { users } from './users';

/** Evidence attached to one question of a form; the bytes live in the document store under storageKey. */
export const questionDocuments = pgTable(
  'question_documents',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('question_documents_form_idx').on(t.formId, t.questionId)],
);

export const questionComments = pgTable(
  'question_comments',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    userId: integer('user_id').references(() => users.id),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('question_comments_form_idx').on(t.formId, t.questionId)],
);

/** A reviewer's verdict on one question: flagged for review, approved or rejected, with a comment the head sees. */
export const questionReviews = pgTable(
  'question_reviews',
  {
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    // Written only through the route's enum check, so reads may rely on the three verdicts.
    status: text('status').$type<'FLAGGED' | 'APPROVED' | 'REJECTED'>().notNull(),
    comment: text('comment'),
    userId: integer('user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.questionId] })],
);
