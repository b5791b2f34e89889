import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The active schools that have no form in a cycle, for every cycle not deleted: kept by triggers
 * on `forms`, `schools` and `cycles` (migration: list counts). After an initiation it holds only
 * the schools added since, so listing them reads those few instead of every school of the state.
 * The school's name, district and block are kept beside its code, so the list is read in order,
 * within the caller's scope, from this table's own index whether a few schools or all lack a form.
 * No foreign keys: the triggers remove a deleted school's or cycle's rows, and checking a key for
 * each of the 250,000 rows a new cycle starts with would double the cost of making it.
 */
export const schoolsWithoutForm = pgTable(
  'schools_without_form',
  {
    cycleId: integer('cycle_id').notNull(),
    schoolCode: text('school_code').notNull(),
    name: text('name').notNull(),
    districtId: integer('district_id').notNull(),
    blockId: integer('block_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cycleId, t.schoolCode] }), index('schools_without_form_name_idx').on(t.cycleId, t.name, t.schoolCode)],
);
