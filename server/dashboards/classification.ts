import { and, inArray, sql } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { schoolTallies } from '../db/schema';
import type { Deps } from '../deps';
import { checkFilters, type DashboardFilters } from './filters';
import { byOrder, categoryOrder, classLabel, labelled, labelOf } from './labels';
import { schoolTallyWhere, talliesFor, total } from './tally-source';

/**
 * Active schools in scope per value of one facet of the kept school tallies (the schools of
 * schoolWhere: with a year or status, those with a form in that cycle and status).
 */
async function schoolsBy(deps: Pick<Deps, 'db'>, user: CurrentUser, f: DashboardFilters, facet: string) {
  return talliesFor(deps.db, user, schoolTallies)
    .select({ key: schoolTallies.value, value: total(schoolTallies.schools) })
    .from(schoolTallies)
    .where(schoolTallyWhere(user, f, facet))
    .groupBy(schoolTallies.value)
    .having(sql`sum(${schoolTallies.schools}) > 0`);
}

/** Schools by management type (state government, central government, non-government aided and unaided). */
export async function schoolClassification(deps: Pick<Deps, 'db'>, user: CurrentUser, f: DashboardFilters, lang: Lang) {
  await checkFilters(deps.db, user, f);
  const rows = await schoolsBy(deps, user, f, 'management');
  return rows.sort(byOrder(categoryOrder('management'), (r) => r.key)).map((r) => ({ key: r.key, ...labelled(labelOf('management', r.key), lang), value: r.value }));
}

/**
 * State government schools by category (co-education, girls, boys) and by
 * area (urban, rural, not applicable): one flat array, `group` telling the two charts apart.
 * The tallies keep these two facets for state government schools only.
 */
export async function areaClassification(deps: Pick<Deps, 'db'>, user: CurrentUser, f: DashboardFilters, lang: Lang) {
  await checkFilters(deps.db, user, f);
  const [gender, location] = await Promise.all([schoolsBy(deps, user, f, 'gender'), schoolsBy(deps, user, f, 'location')]);
  return [
    ...gender.sort(byOrder(categoryOrder('gender'), (r) => r.key)).map((r) => ({ group: 'gender', key: r.key, ...labelled(labelOf('gender', r.key), lang), value: r.value })),
    ...location
      .sort(byOrder(categoryOrder('location'), (r) => r.key))
      .map((r) => ({ group: 'location', key: r.key, ...labelled(labelOf('location', r.key), lang), value: r.value })),
  ];
}

/**
 * Students enrolled per class over the school information (`school_info.data`)
 * of the schools in scope, from the kept enrolment facet: classes 1 to 10, and
 * 11 and 12 by stream. Only fields of the school information schema are
 * counted; schools that have not saved their information count for nothing.
 */
export async function classwiseEnrolment(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, f: DashboardFilters, lang: Lang) {
  await checkFilters(deps.db, user, f);
  const fields = Object.keys((deps.catalogues.schoolInfo.properties ?? {}) as Record<string, unknown>).filter((k) => classLabel(k) !== null);
  if (fields.length === 0) return [];
  const rows = await talliesFor(deps.db, user, schoolTallies)
    .select({
      field: schoolTallies.value,
      value: sql<number>`coalesce(sum(${schoolTallies.amount}), 0)`.mapWith(Number),
      schools: total(schoolTallies.schools),
    })
    .from(schoolTallies)
    .where(and(schoolTallyWhere(user, f, 'enrolment'), inArray(schoolTallies.value, fields)))
    .groupBy(schoolTallies.value)
    .having(sql`sum(${schoolTallies.schools}) > 0`);
  if (rows.length === 0) return [];
  const byField = new Map(rows.map((r) => [r.field, r]));
  return fields.map((field) => {
    const c = classLabel(field)!;
    const row = byField.get(field);
    return { key: c.key, classNo: c.classNo, stream: c.stream, ...labelled(c.label, lang), value: row?.value ?? 0, schools: row?.schools ?? 0 };
  });
}
