import { and, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { Text } from '../../../engine';
import type { CurrentUser } from '../../auth/current-user';
import { versionNumber } from '../../catalogue/index';
import type { Db } from '../../db/client';
import { formDomainScores, forms, schools } from '../../db/schema/index';
import type { AnswerKind } from '../answers-store';
import { domainScoresOf, type DomainScores, type ScoreDeps } from './domain-scores';
import { formWhere, type DashboardFilters } from './filters';

const APPROVED = 9;

/** One group's average in one domain; `forms` counts the forms with a score in that domain. */
export type DomainAverage = { group: string; domainId: string; name: Text; value: number | null; forms: number };

/** The raw rows of a statement, however the driver hands them back. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

type SumRow = { grp: string; version: string; domain_id: string; total: string | number | null; n: number };

/** The form's kept scores of a kind that belong to its current state (stamped with its updated_at). */
const currentScores = (kind: AnswerKind) => and(eq(formDomainScores.formId, forms.id), eq(formDomainScores.kind, kind), eq(formDomainScores.scoredAt, forms.updatedAt));

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
 * Runs the state-wide sums once at start. A fresh process's first pass over the forms, their
 * kept scores and the schools is several times slower than the next (PGlite reads the pages and
 * its WebAssembly is not yet optimised; a PostgreSQL connection fills its catalogue caches), and
 * without this the first officer to open a dashboard after a restart would wait for it.
 */
export async function warmDomainAverages(db: Db): Promise<void> {
  // Twice: on PGlite the second pass is still about twice the cost of later ones (V8 optimises the hot WebAssembly as it runs).
  for (let pass = 0; pass < 2; pass++) await keptSums(db, 'self', sql<string>`${schools.districtId}::text`, eq(forms.status, APPROVED));
}

/**
 * Per group (a district, a management type, ...) and domain, the average of the kept domain
 * scores of the approved forms in scope and filters, summed in the database: a state's 2,800
 * approved forms come back as a row per group and domain, not as 2,800 score lists to read and
 * parse. An approved form whose kept scores are missing or older than the form is scored here
 * (and kept) first; the backfill a server runs at start leaves none in the normal course.
 */
export async function domainAverages(deps: ScoreDeps, user: CurrentUser, f: DashboardFilters, kind: AnswerKind, group: SQL<string>): Promise<DomainAverage[]> {
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

  const sums = new Map<string, { group: string; domainId: string; version: string; sum: number; n: number }>();
  const add = (groupKey: string, domainId: string, version: string, sum: number, n: number) => {
    const key = JSON.stringify([groupKey, domainId]);
    const s = sums.get(key);
    if (!s) sums.set(key, { group: groupKey, domainId, version, sum, n });
    else {
      s.sum += sum;
      s.n += n;
      // A domain renamed between versions is shown with its newest name.
      if (versionNumber(version) > versionNumber(s.version)) s.version = version;
    }
  };
  for (const r of rows) add(String(r.grp), r.domain_id, r.version, r.total === null ? 0 : Number(r.total), Number(r.n));
  for (const form of stale) {
    for (const d of scored.get(form.id) ?? []) add(String(form.group), d.domainId, form.catalogueVersion, d.score ?? 0, d.score === null ? 0 : 1);
  }
  return [...sums.values()].map((s) => ({
    group: s.group,
    domainId: s.domainId,
    name: domainName(deps, s.version, s.domainId),
    value: s.n ? Math.round((s.sum / s.n) * 10) / 10 : null,
    forms: s.n,
  }));
}

function domainName(deps: ScoreDeps, version: string, domainId: string): Text {
  return deps.catalogues.get(version).catalogue.domains.find((d) => d.id === domainId)?.name ?? { en: domainId, hi: domainId };
}
