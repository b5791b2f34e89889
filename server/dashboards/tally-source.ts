import { and, eq, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { domainTallies, formTallies, schoolTallies } from '../db/schema';
import { reachOf } from '../auth/scope';
import type { DashboardFilters } from './filters';

/**
 * What the charts read the kept tallies from, and the conditions that give a user their part of
 * them. The tallies are kept per district and block, as fine as a district or block user's reach;
 * a user whose reach is one school (a school head) reads that school's rows counted afresh by the
 * database functions the recount of a district uses (dashboard_*_tallies_of), under the table's
 * own name, so every query below reads either the same way.
 */
type Tally = typeof formTallies | typeof domainTallies | typeof schoolTallies;

/**
 * Where a tally query for this user reads: the database as it is, or for a user whose reach is one
 * school, the database with a CTE named like each tally table holding that school's recount, which
 * the query's FROM (an unqualified table name) then reads instead of the table.
 */
export function talliesFor(db: Db, user: CurrentUser, ...tables: Tally[]): Pick<Db, 'select'> {
  const reach = reachOf(user);
  if (!reach || reach.schoolCode === null) return db;
  const code = reach.schoolCode;
  return db.with(...tables.map((t) => db.$with(getTableName(t), {}).as(sql`select * from ${sql.identifier(`${getTableName(t)}_of`)}(array[${code}]::text[])`)));
}

/** The caller's reach on a tally: their district and block (a school's rows come from the source); nothing without a place. */
export function tallyScope(user: CurrentUser, table: Tally): SQL | undefined {
  const reach = reachOf(user);
  if (!reach) return sql`false`;
  return and(reach.blockId !== null ? eq(table.blockId, reach.blockId) : undefined, reach.districtId !== null ? eq(table.districtId, reach.districtId) : undefined);
}

/** The place filters every chart takes, on a tally. */
function placeWhere(table: Tally, f: DashboardFilters): (SQL | undefined)[] {
  return [f.districtId !== undefined ? eq(table.districtId, f.districtId) : undefined, f.blockId !== undefined ? eq(table.blockId, f.blockId) : undefined];
}

/** Conditions on dashboard_form_tallies: the caller's reach and every filter (as formWhere on forms). */
export function formTallyWhere(user: CurrentUser, f: DashboardFilters, ...more: (SQL | undefined)[]): SQL | undefined {
  return and(
    tallyScope(user, formTallies),
    f.accrYear !== undefined ? eq(formTallies.cycleId, f.accrYear) : undefined,
    ...placeWhere(formTallies, f),
    f.status !== undefined ? eq(formTallies.status, f.status) : undefined,
    ...more,
  );
}

/**
 * Conditions on dashboard_domain_tallies, which hold approved forms only: a status filter other
 * than 9 leaves nothing, as `status = 9 and status = f.status` did on forms.
 */
export function domainTallyWhere(user: CurrentUser, f: DashboardFilters): SQL | undefined {
  return and(
    tallyScope(user, domainTallies),
    f.accrYear !== undefined ? eq(domainTallies.cycleId, f.accrYear) : undefined,
    ...placeWhere(domainTallies, f),
    f.status !== undefined && f.status !== 9 ? sql`false` : undefined,
  );
}

/**
 * Conditions on dashboard_school_tallies for one facet: the caller's reach, district and block;
 * a year picks the schools with a form in that cycle (in the status asked for), a status alone
 * the schools with a form in that status in any cycle, neither every active school (schoolWhere).
 */
export function schoolTallyWhere(user: CurrentUser, f: DashboardFilters, facet: string): SQL | undefined {
  const forms =
    f.accrYear !== undefined
      ? [eq(schoolTallies.cycleId, f.accrYear), f.status !== undefined ? eq(schoolTallies.status, f.status) : undefined]
      : [eq(schoolTallies.cycleId, 0), eq(schoolTallies.status, f.status ?? 0)];
  return and(tallyScope(user, schoolTallies), ...placeWhere(schoolTallies, f), eq(schoolTallies.facet, facet), ...forms);
}

/** sum() of an integer tally column, as a number. */
export const total = (column: SQL | AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::integer`.mapWith(Number);
