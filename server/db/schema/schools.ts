import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonb } from './jsonb';
import { blocks, districts } from './geography';

export const schools = pgTable(
  'schools',
  {
    schoolCode: text('school_code').primaryKey(),
    udise: text('udise').notNull().unique(),
    /** The state MIS school code. */
    misCode: text('mis_code'),
    name: text('name').notNull(),
    headName: text('head_name').notNull().default(''),
    email: text('email'),
    mobile: text('mobile'),
    category: text('category').notNull().default('secondary'),
    management: text('management').notNull().default('stateGovernment'),
    location: text('location').notNull().default('rural'),
    genderType: text('gender_type').notNull().default('coEducation'),
    schoolType: text('school_type').notNull().default('government'),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    blockId: integer('block_id')
      .notNull()
      .references(() => blocks.id),
    active: boolean('active').notNull().default(true),
    /** When and by whom the record last changed: the revision a client sends back as `base` (docs/concurrency.md). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    // The master list reads its orders from covering indexes on (name, code), (district, name, code)
    // and (block, name, code), written in migration 0029 (drizzle cannot say INCLUDE), so a page
    // costs the same whatever the state's size (issue 32). Name search ('%school 1234%') goes
    // through trigrams (pg_trgm, migration 0027); UDISE search by prefix, through 0029's index.
    index('schools_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** The school information form (spec §3), one row per school, validated by the engine. */
export const schoolInfo = pgTable('school_info', {
  schoolCode: text('school_code')
    .primaryKey()
    .references(() => schools.schoolCode),
  data: jsonb('data').notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
