import { bigserial, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Kept aggregates the dashboards read instead of grouping every form (issue 32). Written only by
 * the recount of whole districts (dashboard_tallies_recount in migration 0031): the sweep of the
 * districts marked dirty, and the rebuild of them all (server/dashboards/tallies.ts).
 * No foreign keys: a tally row outlives nothing. Sums are numeric so they equal the recount exactly.
 */

/**
 * Forms per cycle, school place, management type and status: how many, the sums and counts of
 * their overall self and external scores, and how many approved forms lack current kept domain
 * scores of each kind (the domain charts score those on demand).
 */
export const formTallies = pgTable(
  'dashboard_form_tallies',
  {
    cycleId: integer('cycle_id').notNull(),
    districtId: integer('district_id').notNull(),
    blockId: integer('block_id').notNull(),
    management: text('management').notNull(),
    status: smallint('status').notNull(),
    forms: integer('forms').notNull().default(0),
    selfSum: numeric('self_sum').notNull().default('0'),
    selfN: integer('self_n').notNull().default(0),
    externalSum: numeric('external_sum').notNull().default('0'),
    externalN: integer('external_n').notNull().default(0),
    selfUnkept: integer('self_unkept').notNull().default(0),
    externalUnkept: integer('external_unkept').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'dashboard_form_tallies_pk', columns: [t.cycleId, t.districtId, t.blockId, t.management, t.status] }),
    index('dashboard_form_tallies_district_idx').on(t.districtId),
  ],
);

/**
 * Approved forms' current kept domain scores per cycle, school place, management type, catalogue
 * version and domain: self entries (forms listing the domain), self score sum and count, and the
 * pairs the self vs external chart compares (forms with both a self and an external score there).
 */
export const domainTallies = pgTable(
  'dashboard_domain_tallies',
  {
    cycleId: integer('cycle_id').notNull(),
    districtId: integer('district_id').notNull(),
    blockId: integer('block_id').notNull(),
    management: text('management').notNull(),
    catalogueVersion: text('catalogue_version').notNull(),
    domainId: text('domain_id').notNull(),
    selfEntries: integer('self_entries').notNull().default(0),
    selfSum: numeric('self_sum').notNull().default('0'),
    selfN: integer('self_n').notNull().default(0),
    pairN: integer('pair_n').notNull().default(0),
    pairSelfSum: numeric('pair_self_sum').notNull().default('0'),
    pairExternalSum: numeric('pair_external_sum').notNull().default('0'),
  },
  (t) => [
    primaryKey({ name: 'dashboard_domain_tallies_pk', columns: [t.cycleId, t.districtId, t.blockId, t.management, t.catalogueVersion, t.domainId] }),
    index('dashboard_domain_tallies_district_idx').on(t.districtId),
  ],
);

/**
 * Active schools for the school charts, per facet: 'management' (every school), 'gender' and
 * 'location' (state government schools), 'enrolment' (value: the school information field,
 * amount: the students). cycle_id 0 counts a school whatever its forms; cycle_id C counts it
 * under the status of its form in cycle C; cycle_id 0 with a status counts it once for each
 * status any of its forms stands at (the "all years" filter by status).
 */
export const schoolTallies = pgTable(
  'dashboard_school_tallies',
  {
    cycleId: integer('cycle_id').notNull(),
    status: smallint('status').notNull(),
    districtId: integer('district_id').notNull(),
    blockId: integer('block_id').notNull(),
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    schools: integer('schools').notNull().default(0),
    amount: numeric('amount').notNull().default('0'),
  },
  (t) => [
    primaryKey({ name: 'dashboard_school_tallies_pk', columns: [t.facet, t.cycleId, t.status, t.districtId, t.blockId, t.value] }),
    index('dashboard_school_tallies_district_idx').on(t.districtId),
  ],
);

/**
 * Districts whose tallies may be out of date: one row per district a committed change touched,
 * inserted by the triggers on forms, schools, form_domain_scores and school_info in the
 * transaction of the change. Append-only with no unique key, so writers never wait for each
 * other here; the sweep deletes the marks it takes and recounts their districts.
 */
export const tallyMarks = pgTable('dashboard_tally_marks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  districtId: integer('district_id').notNull(),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});
