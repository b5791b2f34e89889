import { and, eq, notExists, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Text } from '../../engine';
import type { CurrentUser } from '../auth/current-user';
import { versionNumber } from '../catalogue';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { domainTallies, formDomainScores, forms, formTallies, schools } from '../db/schema';
import type { AnswerKind } from '../form';
import { domainScoresOf, type DomainScores, type ScoreDeps } from './domain-scores';
import { formWhere, type DashboardFilters } from './filters';
import { governmentManagements } from './labels';
import { domainTallyWhere, formTallyWhere, talliesFor, total } from './tally-source';

const APPROVED = 9;

/** One group's average in one domain; `forms` counts the forms with a score in that domain. */
export type DomainAverage = { group: string; domainId: string; name: Text; value: number | null; forms: number };

/** What the domain averages are grouped by: the whole scope, a district, a management type, government or private. */
export type DomainGrouping = 'all' | 'district' | 'management' | 'sector';

/** A sector of a management type column: government (state and central) or private. */
const sectorOf = (management: AnyColumn) =>
  sql<string>`case when ${management} in (${sql.join(
    governmentManagements.map((m) => sql`${m}`),
    sql`, `,
  )}) then 'government' else 'private' end`;

const tallyGroup: Record<DomainGrouping, SQL<string>> = {
  all: sql<string>`'all'`,
  district: sql<string>`${domainTallies.districtId}::text`,
  management: sql<string>`${domainTallies.management}`,
  sector: sectorOf(domainTallies.management),
};

const scanGroup: Record<DomainGrouping, SQL<string>> = {
  all: sql<string>`'all'`,
  district: sql<string>`${schools.districtId}::text`,
  management: sql<string>`${schools.management}`,
  sector: sectorOf(schools.management),
};

/** The raw rows of a statement, however the driver hands them back. */

type SumRow = { grp: string; version: string; domain_id: string; total: string | number | null; n: number };

/** The form's kept scores of a kind that belong to its current state (stamped with its updated_at). */
const currentScores = (kind: AnswerKind) => and(eq(formDomainScores.formId, forms.id), eq(formDomainScores.kind, kind), eq(formDomainScores.scoredAt, forms.updatedAt));

/**
 * Whether an approved form in scope and filters lacks current kept domain scores of one of the
 * kinds (the tallies count only kept scores): approval keeps them, and the backfill a server runs
 * at start leaves none in the normal course, so this is the rare case of data from elsewhere.
 */
export async function unkeptApproved(db: Db, user: CurrentUser, f: DashboardFilters, kinds: AnswerKind[]): Promise<boolean> {
  const columns = kinds.map((k) => (k === 'self' ? formTallies.selfUnkept : formTallies.externalUnkept));
  const [row] = await talliesFor(db, user, formTallies)
    .select({ n: total(sql`${sql.join(columns, sql` + `)}`) })
    .from(formTallies)
    .where(formTallyWhere(user, f, eq(formTallies.status, APPROVED)));
  return (row?.n ?? 0) > 0;
}

/** Sums and counts of the current kept scores per group, catalogue version and domain, over the forms `where` picks. */
async function keptSums(db: Db, kind: AnswerKind, group: SQL<string>, where: SQL | undefined): Promise<SumRow[]> {
  return rowsOf<SumRow>(
    await db.execute(sql`
      select ${group} as grp, ${forms.catalogueVersion} as version, d.value ->> 'domainId' as domain_id,
             sum((d.value ->> 'score')::numeric) as total, count(d.value ->> 'score')::integer as n
      from ${forms}
        inner join ${schools} on ${eq(schools.schoolCode, forms.schoolCode)}
        inner join ${formDomainScores} on ${currentScores(kind)}
        cross join lateral jsonb_array_elements(${formDomainScores.scores}) as d(value)
      where ${where ?? sql`true`}
      group by 1, 2, 3`),
  );
}

/**
 * Runs the dashboards' reads once at start. A fresh process's first statements are several times
 * slower than the next (PGlite reads the pages and its WebAssembly is not yet optimised; a
 * PostgreSQL connection fills its catalogue caches and plans), and without this the first officer
 * to open a dashboard after a restart would wait for it.
 */
export async function warmDomainAverages(db: Db): Promise<void> {
  // Twice: on PGlite the second pass is still about twice the cost of later ones (V8 optimises the hot WebAssembly as it runs).
  for (let pass = 0; pass < 2; pass++) {
    await db
      .select({ grp: tallyGroup.district, domainId: domainTallies.domainId, total: sql`sum(${domainTallies.selfSum})` })
      .from(domainTallies)
      .groupBy(sql`1`, sql`2`);
    await db
      .select({ status: formTallies.status, forms: total(formTallies.forms) })
      .from(formTallies)
      .groupBy(formTallies.status);
  }
}

/**
 * Per group (a district, a management type, ...) and domain, the average of the current kept
 * domain self scores of the approved forms in scope and filters, read from the kept domain
 * tallies: a row per group, catalogue version and domain, whatever the state's size. When an
 * approved form in scope has no current kept scores, the forms are read instead
 * (domainAveragesByScan), which scores and keeps that form first.
 */
export async function domainAverages(deps: ScoreDeps, user: CurrentUser, f: DashboardFilters, grouping: DomainGrouping): Promise<DomainAverage[]> {
  if (await unkeptApproved(deps.db, user, f, ['self'])) return domainAveragesByScan(deps, user, f, 'self', scanGroup[grouping]);
  const rows = await talliesFor(deps.db, user, domainTallies)
    .select({
      grp: tallyGroup[grouping],
      version: domainTallies.catalogueVersion,
      domainId: domainTallies.domainId,
      total: sql<string>`sum(${domainTallies.selfSum})`,
      n: total(domainTallies.selfN),
    })
    .from(domainTallies)
    .where(domainTallyWhere(user, f))
    .groupBy(sql`1`, sql`2`, sql`3`)
    .having(sql`sum(${domainTallies.selfEntries}) > 0`);
  const sums = new Sums();
  for (const r of rows) sums.add(String(r.grp), r.domainId, r.version, Number(r.total), r.n);
  return sums.averages(deps);
}

/**
 * The domain averages read from the forms and their kept scores: an approved form whose kept
 * scores are missing or older than the form is scored here (and kept) first.
 */
async function domainAveragesByScan(deps: ScoreDeps, user: CurrentUser, f: DashboardFilters, kind: AnswerKind, group: SQL<string>): Promise<DomainAverage[]> {
  const unkept = notExists(
    deps.db
      .select({ one: sql`1` })
      .from(formDomainScores)
      .where(currentScores(kind)),
  );
  const stale = await deps.db
    .select({ id: forms.id, catalogueVersion: forms.catalogueVersion, group })
    .from(forms)
    .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
    .where(formWhere(user, f, eq(forms.status, APPROVED), unkept));
  const scored = stale.length ? await domainScoresOf(deps, stale, kind) : new Map<number, DomainScores>();
  // Forms scored just now are counted from memory: on a read replica their new rows may not have arrived yet.
  const skip = stale.length ? sql`${forms.id} <> all(${`{${stale.map((s) => s.id).join(',')}}`}::integer[])` : undefined;
  const rows = await keptSums(deps.db, kind, group, formWhere(user, f, eq(forms.status, APPROVED), skip));
  const sums = new Sums();
  for (const r of rows) sums.add(String(r.grp), r.domain_id, r.version, r.total === null ? 0 : Number(r.total), Number(r.n));
  for (const form of stale) {
    for (const d of scored.get(form.id) ?? []) sums.add(String(form.group), d.domainId, form.catalogueVersion, d.score ?? 0, d.score === null ? 0 : 1);
  }
  return sums.averages(deps);
}

/**
 * Sums of domain scores per group and domain over catalogue versions; a domain renamed between
 * versions is shown with its newest name. Kept in tenths: the engine rounds a domain score to one
 * decimal, so the sums are exact whichever way they arrive (tallies, scan, forms scored now).
 */
class Sums {
  private readonly sums = new Map<string, { group: string; domainId: string; version: string; tenths: number; n: number }>();

  add(group: string, domainId: string, version: string, sum: number, n: number): void {
    const key = JSON.stringify([group, domainId]);
    const tenths = Math.round(sum * 10);
    const s = this.sums.get(key);
    if (!s) this.sums.set(key, { group, domainId, version, tenths, n });
    else {
      s.tenths += tenths;
      s.n += n;
      if (versionNumber(version) > versionNumber(s.version)) s.version = version;
    }
  }

  averages(deps: ScoreDeps): DomainAverage[] {
    return [...this.sums.values()].map((s) => ({
      group: s.group,
      domainId: s.domainId,
      name: domainName(deps, s.version, s.domainId),
      value: s.n ? Math.round((s.tenths / 10 / s.n) * 10) / 10 : null,
      forms: s.n,
    }));
  }
}

/** A domain's name in a catalogue version. */
export function domainName(deps: ScoreDeps, version: string, domainId: string): Text {
  return deps.catalogues.get(version).catalogue.domains.find((d) => d.id === domainId)?.name ?? { en: domainId, hi: domainId };
}
