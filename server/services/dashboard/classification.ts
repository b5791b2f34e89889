import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { schoolInfo, schools } from '../../db/schema/index';
import type { Deps } from '../deps';
import { checkFilters, schoolWhere, type DashboardFilters } from './filters';
import { byOrder, categoryOrder, classLabel, labelled, labelOf } from './labels';

/** Schools by management type (state government, central government, non-government aided and unaided). */
export async function schoolClassification(deps: Pick<Deps, 'db'>, user: CurrentUser, f: DashboardFilters, lang: Lang) {
  await checkFilters(deps.db, user, f);
  const rows = await deps.db
    .select({ key: schools.management, value: count() })
    .from(schools)
    .where(schoolWhere(deps.db, user, f))
    .groupBy(schools.management);
  return rows.sort(byOrder(categoryOrder('management'), (r) => r.key)).map((r) => ({ key: r.key, ...labelled(labelOf('management', r.key), lang), value: r.value }));
}

/**
 * State government schools by category (co-education, girls, boys) and by
 * area (urban, rural, not applicable): one flat array, `group` telling the two charts apart.
 */
export async function areaClassification(deps: Pick<Deps, 'db'>, user: CurrentUser, f: DashboardFilters, lang: Lang) {
  await checkFilters(deps.db, user, f);
  const where = schoolWhere(deps.db, user, f, eq(schools.management, 'stateGovernment'));
  const [gender, location] = await Promise.all([
    deps.db.select({ key: schools.genderType, value: count() }).from(schools).where(where).groupBy(schools.genderType),
    deps.db.select({ key: schools.location, value: count() }).from(schools).where(where).groupBy(schools.location),
  ]);
  return [
    ...gender.sort(byOrder(categoryOrder('gender'), (r) => r.key)).map((r) => ({ group: 'gender', key: r.key, ...labelled(labelOf('gender', r.key), lang), value: r.value })),
    ...location
      .sort(byOrder(categoryOrder('location'), (r) => r.key))
      .map((r) => ({ group: 'location', key: r.key, ...labelled(labelOf('location', r.key), lang), value: r.value })),
  ];
}

/**
 * Students enrolled per class, summed in the database over the school
 * information (`school_info.data`) of the schools in scope: classes 1 to 10,
 * and 11 and 12 by stream. Only fields of the school information schema are
 * counted; schools that have not saved their information count for nothing.
 */
export async function classwiseEnrolment(deps: Pick<Deps, 'db' | 'catalogues'>, user: CurrentUser, f: DashboardFilters, lang: Lang) {
  await checkFilters(deps.db, user, f);
  const fields = Object.keys((deps.catalogues.schoolInfo.properties ?? {}) as Record<string, unknown>).filter((k) => classLabel(k) !== null);
  if (fields.length === 0) return [];
  const entry = sql`e`;
  const rows = await deps.db
    .select({
      field: sql<string>`${entry}.key`,
      value: sql<number>`coalesce(sum((${entry}.value)::numeric), 0)`.mapWith(Number),
      schools: sql<number>`count(distinct ${schoolInfo.schoolCode})`.mapWith(Number),
    })
    .from(schoolInfo)
    .innerJoin(schools, eq(schools.schoolCode, schoolInfo.schoolCode))
    .innerJoin(sql`lateral jsonb_each(${schoolInfo.data}) as ${entry}`, sql`true`)
    .where(and(schoolWhere(deps.db, user, f), inArray(sql`${entry}.key`, fields), sql`jsonb_typeof(${entry}.value) = 'number'`))
    .groupBy(sql`${entry}.key`);
  if (rows.length === 0) return [];
  const byField = new Map(rows.map((r) => [r.field, r]));
  return fields.map((field) => {
    const c = classLabel(field)!;
    const row = byField.get(field);
    return { key: c.key, classNo: c.classNo, stream: c.stream, ...labelled(c.label, lang), value: row?.value ?? 0, schools: row?.schools ?? 0 };
  });
}
