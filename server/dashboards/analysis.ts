import { asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Lang } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { cycles, districts, forms, formTallies, schools } from '../db/schema';
import { domainAverages, type DomainAverage } from './domain-averages';
import type { ScoreDeps } from './domain-scores';
import { checkFilters, formWhere, type DashboardFilters } from './filters';
import { byOrder, categoryOrder, labelled, labelOf, type LabelTable } from './labels';
import { formTallyWhere, talliesFor, total } from './tally-source';

const APPROVED = 9;
/** A nullable numeric from the database (round gives strings on node-postgres). */
const toNumber = (v: unknown): number | null => (v === null ? null : Number(v));
/** The mean of the scores a tally sums, rounded to one decimal as round(avg(score)::numeric, 1) did on forms. */
const mean = (sum: SQL | AnyColumn, n: SQL | AnyColumn) => sql<number | null>`round(sum(${sum}) / nullif(sum(${n}), 0), 1)`.mapWith(toNumber);
const approved = eq(formTallies.status, APPROVED);
const domainOrder = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key, 'en', { numeric: true });

/** The approved forms (report card generated) in scope and filters, with what the analysis groups them by. */
export async function approvedForms(deps: ScoreDeps, user: CurrentUser, f: DashboardFilters) {
  return deps.db
    .select({ id: forms.id, catalogueVersion: forms.catalogueVersion, management: schools.management, districtId: schools.districtId, selfScore: forms.selfScore })
    .from(forms)
    .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
    .where(formWhere(user, f, eq(forms.status, APPROVED)));
}

/** Chart rows of domain averages per series (a grouped bar chart): domain key and label, series key and label, value. */
function seriesRows(averages: DomainAverage[], table: LabelTable, lang: Lang) {
  const order = categoryOrder(table);
  return averages
    .map((r) => {
      const series = labelled(labelOf(table, r.group), lang);
      return { key: r.domainId, ...labelled(r.name, lang), series: r.group, seriesLabel: series.label, seriesText: series.text, value: r.value, forms: r.forms };
    })
    .sort((a, b) => domainOrder(a, b) || byOrder(order, (r: { series: string }) => r.series)(a, b));
}

/**
 * State-level scores of approved forms: the overall self score averaged in the
 * database, and each domain's self score averaged over the forms' kept engine scores.
 */
export async function stateScore(deps: ScoreDeps, user: CurrentUser, f: DashboardFilters, lang: Lang) {
  await checkFilters(deps.db, user, f);
  const [overall] = await talliesFor(deps.db, user, formTallies)
    .select({ value: mean(formTallies.selfSum, formTallies.selfN), forms: total(formTallies.selfN) })
    .from(formTallies)
    .where(formTallyWhere(user, f, approved));
  if (!overall || overall.forms === 0) return [];
  const domains = (await domainAverages(deps, user, f, 'all'))
    .map((r) => ({ group: 'domain', key: r.domainId, ...labelled(r.name, lang), value: r.value, forms: r.forms }))
    .sort(domainOrder);
  return [{ group: 'overall', key: 'overall', ...labelled(labelOf('score', 'overall'), lang), value: overall.value, forms: overall.forms }, ...domains];
}

/**
 * District comparison of domain scores: per district in scope, each domain's
 * self score averaged over its approved forms, then the district's overall
 * score, in one call (rows grouped 'domain' and 'overall').
 */
export async function districtDomainScores(deps: ScoreDeps, user: CurrentUser, f: DashboardFilters, lang: Lang) {
  await checkFilters(deps.db, user, f);
  const overall = (
    await talliesFor(deps.db, user, formTallies)
      .select({ districtId: formTallies.districtId, value: mean(formTallies.selfSum, formTallies.selfN), forms: total(formTallies.selfN) })
      .from(formTallies)
      .where(formTallyWhere(user, f, approved))
      .groupBy(formTallies.districtId)
  ).filter((r) => r.forms > 0);
  const averages = await domainAverages(deps, user, f, 'district');
  if (overall.length === 0 && averages.length === 0) return [];
  const ids = new Set([...averages.map((r) => Number(r.group)), ...overall.map((r) => r.districtId)]);
  const names = await deps.db
    .select()
    .from(districts)
    .where(inArray(districts.id, [...ids]));
  const district = (key: string) => {
    const d = names.find((n) => String(n.id) === key);
    const l = labelled(d ? { en: d.name, hi: d.nameHi } : { en: key, hi: key }, lang);
    return { districtId: Number(key), districtLabel: l.label, districtText: l.text };
  };
  const domainRows = averages.map((r) => ({ ...district(r.group), group: 'domain', key: r.domainId, ...labelled(r.name, lang), value: r.value, forms: r.forms }));
  const overallRows = overall.map((r) => ({
    ...district(String(r.districtId)),
    group: 'overall',
    key: 'overall',
    ...labelled(labelOf('score', 'overall'), lang),
    value: r.value,
    forms: r.forms,
  }));
  return [...domainRows, ...overallRows].sort(
    (a, b) => a.districtText.localeCompare(b.districtText, 'en') || (a.group === b.group ? domainOrder(a, b) : a.group === 'overall' ? 1 : -1),
  );
}

/** Domain self scores of approved forms by school owner (management type). */
export async function domainBySchoolOwner(deps: ScoreDeps, user: CurrentUser, f: DashboardFilters, lang: Lang) {
  await checkFilters(deps.db, user, f);
  return seriesRows(await domainAverages(deps, user, f, 'management'), 'management', lang);
}

/** Domain self scores of approved forms, government (state and central) against private (aided and unaided) schools. */
export async function domainPrivateVsGovernment(deps: ScoreDeps, user: CurrentUser, f: DashboardFilters, lang: Lang) {
  await checkFilters(deps.db, user, f);
  return seriesRows(await domainAverages(deps, user, f, 'sector'), 'sector', lang);
}

/**
 * Per district, the average self score against the average external score of
 * approved forms, both averaged in the database from the stored scores.
 */
export async function districtSelfVsExternal(deps: ScoreDeps, user: CurrentUser, f: DashboardFilters, lang: Lang) {
  await checkFilters(deps.db, user, f);
  const rows = await talliesFor(deps.db, user, formTallies)
    .select({
      districtId: districts.id,
      name: districts.name,
      nameHi: districts.nameHi,
      self: mean(formTallies.selfSum, formTallies.selfN),
      selfForms: total(formTallies.selfN),
      external: mean(formTallies.externalSum, formTallies.externalN),
      externalForms: total(formTallies.externalN),
    })
    .from(formTallies)
    .innerJoin(districts, eq(districts.id, formTallies.districtId))
    .where(formTallyWhere(user, f, approved))
    .groupBy(districts.id, districts.name, districts.nameHi)
    .having(sql`sum(${formTallies.forms}) > 0`)
    .orderBy(asc(districts.name));
  return rows.flatMap((r) => {
    const district = labelled({ en: r.name, hi: r.nameHi }, lang);
    const base = { districtId: r.districtId, districtLabel: district.label, districtText: district.text };
    const series = (key: 'self' | 'external', value: number | null, n: number) => {
      const s = labelled(labelOf('evaluation', key), lang);
      return { ...base, series: key, seriesLabel: s.label, seriesText: s.text, value, forms: n };
    };
    return [series('self', r.self, r.selfForms), ...(r.externalForms ? [series('external', r.external, r.externalForms)] : [])];
  });
}

/** Cycle-wise state performance: per cycle, the forms in scope, how many are approved and their average score. */
export async function cycleData(deps: ScoreDeps, user: CurrentUser, f: DashboardFilters) {
  await checkFilters(deps.db, user, f);
  const stats = await talliesFor(deps.db, user, formTallies)
    .select({
      cycleId: formTallies.cycleId,
      forms: total(formTallies.forms),
      approved: sql<number>`coalesce(sum(${formTallies.forms}) filter (where ${approved}), 0)::integer`.mapWith(Number),
      averageScore: sql<number | null>`round(sum(${formTallies.selfSum}) filter (where ${approved}) / nullif(sum(${formTallies.selfN}) filter (where ${approved}), 0), 1)`.mapWith(
        toNumber,
      ),
    })
    .from(formTallies)
    .where(formTallyWhere(user, f))
    .groupBy(formTallies.cycleId)
    .having(sql`sum(${formTallies.forms}) > 0`);
  if (stats.length === 0) return [];
  const list = await deps.db
    .select({ id: cycles.id, name: cycles.name, status: cycles.status })
    .from(cycles)
    .where(
      f.accrYear !== undefined
        ? eq(cycles.id, f.accrYear)
        : inArray(
            cycles.id,
            stats.map((s) => s.cycleId),
          ),
    )
    .orderBy(asc(cycles.id));
  const byCycle = new Map(stats.map((s) => [s.cycleId, s]));
  return list
    .filter((c) => c.status !== 'DELETED')
    .map((c) => {
      const s = byCycle.get(c.id);
      return { cycleId: c.id, name: c.name, status: c.status, forms: s?.forms ?? 0, approved: s?.approved ?? 0, averageScore: s?.averageScore ?? null };
    });
}
