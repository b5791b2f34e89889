import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many schools there are per district, block, management type and active flag, kept by
 * triggers on `schools` (migration: list counts), so the school master list's total is a sum of a
 * few rows instead of a count of every school (issue 32).
 */
export const schoolCounts = pgTable(
  'school_counts',
  {
    districtId: integer('district_id').notNull(),
    blockId: integer('block_id').notNull(),
    management: text('management').notNull(),
    active: boolean('active').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.districtId, t.blockId, t.management, t.active] })],
);

/**
 * How many users there are per role, active flag and place (their own district and block, and
 * their school's), kept by triggers on `users`; 0 stands for no place. The user list's scope is
 * "placed in the district, or at a school of it", which these columns answer exactly.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    roleId: integer('role_id').notNull(),
    active: boolean('active').notNull(),
    districtId: integer('district_id').notNull(),
    blockId: integer('block_id').notNull(),
    schoolDistrictId: integer('school_district_id').notNull(),
    schoolBlockId: integer('school_block_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.active, t.districtId, t.blockId, t.schoolDistrictId, t.schoolBlockId] })],
);
