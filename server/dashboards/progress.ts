import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Lang, Text } from '../../engine';
import { complaintStatuses, formStatuses } from '../../workflows';
import type { CurrentUser } from '../auth/current-user';
import { blocks, complaints, districts, formTallies, schools } from '../db/schema';
import { complaintScope } from '../complaint';
import { complaintDistrictOf } from '../complaint';
import type { Deps } from '../deps';
import { checkFilters, visibleDistrictIds, type DashboardFilters } from './filters';
import { formTallyWhere, talliesFor, total } from './tally-source';
import { labelled, labelOf } from './labels';

const formStatusLabel = (code: number): Text => formStatuses.find((s) => s.code === code)?.label ?? { en: String(code), hi: String(code) };
const complaintStatusLabel = (code: string): Text => complaintStatuses.find((s) => s.code === code)?.label ?? { en: code, hi: code };

function districtPart(id: number | null, name: string | null, nameHi: string | null, lang: Lang) {
  const { label, text } = labelled(name === null ? labelOf('district', 'none') : { en: name, hi: nameHi ?? name }, lang);
  return { districtId: id, districtLabel: label, districtText: text };
}

/** Forms per status (1 to 10) in scope: the management chart. Statuses with no forms are left out. */
export async function statusWise(deps: Pick<Deps, 'db'>, user: CurrentUser, f: DashboardFilters, lang: Lang) {
  await checkFilters(deps.db, user, f);
  const rows = await talliesFor(deps.db, user, formTallies)
    .select({ status: formTallies.status, value: total(formTallies.forms) })
    .from(formTallies)
    .where(formTallyWhere(user, f))
    .groupBy(formTallies.status)
    .having(sql`sum(${formTallies.forms}) > 0`)
    .orderBy(asc(formTallies.status));
  return rows.map((r) => ({ key: r.status, ...labelled(formStatusLabel(r.status), lang), value: r.value }));
}

/** Counts per district and status, summed over the kept tallies. */
async function districtStatusCounts(deps: Pick<Deps, 'db'>, user: CurrentUser, f: DashboardFilters) {
  return talliesFor(deps.db, user, formTallies)
    .select({ districtId: districts.id, name: districts.name, nameHi: districts.nameHi, status: formTallies.status, count: total(formTallies.forms) })
    .from(formTallies)
    .innerJoin(districts, eq(districts.id, formTallies.districtId))
    .where(formTallyWhere(user, f))
    .groupBy(districts.id, districts.name, districts.nameHi, formTallies.status)
    .having(sql`sum(${formTallies.forms}) > 0`)
    .orderBy(asc(districts.name), asc(formTallies.status));
}

/** District progress: forms per district and status, one row per pair that has forms (a stacked bar chart). */
export async function districtStatus(deps: Pick<Deps, 'db'>, user: CurrentUser, f: DashboardFilters, lang: Lang) {
  await checkFilters(deps.db, user, f);
  const rows = await districtStatusCounts(deps, user, f);
  return rows.map((r) => {
    const status = labelled(formStatusLabel(r.status), lang);
    return { ...districtPart(r.districtId, r.name, r.nameHi, lang), status: r.status, statusLabel: status.label, statusText: status.text, count: r.count };
  });
}

/**
 * District progress heat chart: every district in scope × every status 1..10,
 * zeros included, with each cell's share of its district's forms in percent.
 * An empty scope (no forms at all) is an empty array.
 */
export async function districtHeat(deps: Pick<Deps, 'db'>, user: CurrentUser, f: DashboardFilters, lang: Lang) {
  await checkFilters(deps.db, user, f);
  const counts = await districtStatusCounts(deps, user, f);
  if (counts.length === 0) return [];
  const visible = await visibleDistrictIds(deps.db, user);
  const conds: (SQL | undefined)[] = [visible ? inArray(districts.id, visible) : undefined];
  if (f.districtId !== undefined) conds.push(eq(districts.id, f.districtId));
  if (f.blockId !== undefined) conds.push(inArray(districts.id, deps.db.select({ d: blocks.districtId }).from(blocks).where(eq(blocks.id, f.blockId))));
  const list = await deps.db
    .select()
    .from(districts)
    .where(and(...conds))
    .orderBy(asc(districts.name));
  const cell = new Map(counts.map((c) => [`${c.districtId}:${c.status}`, c.count]));
  const totals = new Map<number, number>();
  for (const c of counts) totals.set(c.districtId, (totals.get(c.districtId) ?? 0) + c.count);
  return list.flatMap((d) =>
    formStatuses.map((s) => {
      const n = cell.get(`${d.id}:${s.code}`) ?? 0;
      const total = totals.get(d.id) ?? 0;
      const status = labelled(s.label, lang);
      return {
        ...districtPart(d.id, d.name, d.nameHi, lang),
        status: s.code,
        statusLabel: status.label,
        statusText: status.text,
        count: n,
        percent: total ? Math.round((n / total) * 1000) / 10 : 0,
      };
    }),
  );
}

/**
 * Grievance redressal: complaints per district and complaint status, counting
 * what the complaint list shows the caller (complaintScope). A complaint's
 * district is its own, else its school's. Complaints belong to no cycle and
 * have no form status, so only the district and block filters apply.
 */
export async function districtComplaints(deps: Pick<Deps, 'db'>, user: CurrentUser, f: DashboardFilters, lang: Lang) {
  await checkFilters(deps.db, user, f);
  // The complaint list filters by the same district, so a cell's count is its list's.
  const districtOf = complaintDistrictOf;
  const conds: (SQL | undefined)[] = [complaintScope(user)];
  if (f.districtId !== undefined) conds.push(sql`${districtOf} = ${f.districtId}`);
  if (f.blockId !== undefined) conds.push(eq(schools.blockId, f.blockId));
  const rows = await deps.db
    .select({ districtId: districts.id, name: districts.name, nameHi: districts.nameHi, status: complaints.status, count: count() })
    .from(complaints)
    .leftJoin(schools, eq(schools.schoolCode, complaints.schoolCode))
    .leftJoin(districts, sql`${districts.id} = ${districtOf}`)
    .where(and(...conds))
    .groupBy(districts.id, districts.name, districts.nameHi, complaints.status)
    .orderBy(asc(districts.name), asc(complaints.status));
  return rows.map((r) => {
    const status = labelled(complaintStatusLabel(r.status), lang);
    return { ...districtPart(r.districtId, r.name, r.nameHi, lang), status: r.status, statusLabel: status.label, statusText: status.text, count: r.count };
  });
}
