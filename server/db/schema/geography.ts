import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const districts = pgTable('districts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameHi: text('name_hi').notNull(),
});

export const blocks = pgTable('blocks', {
  id: serial('id').primaryKey(),
  districtId: integer('district_id')
    .notNull()
    .references(() => districts.id),
  name: text('name').notNull(),
  nameHi: text('name_hi').notNull(),
});
