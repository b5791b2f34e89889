import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { indexCatalogue, migrateAnswers, type CatalogueIndex, type CatalogueVersion } from '../../../engine';
import type { Db } from '../../db/client';
import { catalogueImpactReports, catalogueVersions, cycles, districts, forms, schools } from '../../db/schema';
import { loadSchoolTotalsOf } from '../../form';
import { approvalOf, loadAnswerSets } from '../../report';
import { ImpactTally, moveOf, type ScoredForm } from './catalogue-impact-tally';

/** The status of a report whose forms are all scored (forms.status 9: report card generated). */
export const APPROVED = 9;

export interface ImpactRunOptions {
  now: () => Date;
  /** Forms re-scored per batch: one progress step, one read of answers. */
  batchSize?: number;
  /** Called after each batch is counted (tests stop a run here, as a killed process would). */
  afterBatch?: (reportId: number, done: number) => Promise<void>;
}

/** Another run took the report over (this one's lease ran out): this run stops writing. */
export class ImpactRunSuperseded extends Error {}

/** Every form id the report covers, in a fixed order (ids only: thousands of them are small). */
async function approvedFormIds(db: Db, cycleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.cycleId, cycleId), eq(forms.status, APPROVED)))
    .orderBy(forms.id);
  return rows.map((r) => r.id);
}

/** Published (or draft) versions read from the database and indexed once per run. */
function indexCache(db: Db) {
  const cache = new Map<string, CatalogueIndex | null>();
  return async (version: string): Promise<CatalogueIndex | null> => {
    if (cache.has(version)) return cache.get(version)!;
    const [row] = await db.select({ content: catalogueVersions.content }).from(catalogueVersions).where(eq(catalogueVersions.version, version));
    const index = row ? indexCatalogue(row.content as CatalogueVersion) : null;
    cache.set(version, index);
    return index;
  };
}

async function batchRows(db: Db, ids: number[]) {
  return db
    .select({
      id: forms.id,
      cycleId: forms.cycleId,
      schoolCode: forms.schoolCode,
      version: forms.catalogueVersion,
      selfScore: forms.selfScore,
      grade: forms.grade,
      schoolName: schools.name,
      management: schools.management,
      districtId: schools.districtId,
      districtEn: districts.name,
      districtHi: districts.nameHi,
    })
    .from(forms)
    .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .where(sql`${forms.id} = any(${`{${ids.join(',')}}`}::integer[])`)
    .orderBy(forms.id);
}

/**
 * Works out one impact report: every approved form of the cycle, batch by batch, has its self and
 * external answers carried to the draft (engine migrateAnswers) and scored as the report card
 * scores them (approvalOf); the grade it was approved with is compared with the draft's. The run
 * first takes the report with a fresh token and sets its progress to zero, so a run taken over
 * from a dead process starts clean; each batch's progress is written only while the token is
 * still this run's.
 */
export async function runImpactReport(db: Db, reportId: number, opts: ImpactRunOptions): Promise<void> {
  const batchSize = opts.batchSize ?? 200;
  const token = randomUUID();
  const [report] = await db.select().from(catalogueImpactReports).where(eq(catalogueImpactReports.id, reportId));
  if (!report || report.status === 'done') return;
  const ids = await approvedFormIds(db, report.cycleId);
  await db
    .update(catalogueImpactReports)
    .set({ status: 'running', done: 0, total: ids.length, result: null, error: null, runToken: token, startedAt: opts.now(), finishedAt: null })
    .where(eq(catalogueImpactReports.id, reportId));
  const held = async (set: Partial<typeof catalogueImpactReports.$inferInsert>) => {
    const rows = await db
      .update(catalogueImpactReports)
      .set(set)
      .where(and(eq(catalogueImpactReports.id, reportId), eq(catalogueImpactReports.runToken, token)))
      .returning({ id: catalogueImpactReports.id });
    if (rows.length !== 1) throw new ImpactRunSuperseded(`impact report ${reportId} was taken over by another run`);
  };
  try {
    const indexOf = indexCache(db);
    const draft = await indexOf(report.version);
    const [cycle] = await db.select({ id: cycles.id, name: cycles.name, version: cycles.catalogueVersion }).from(cycles).where(eq(cycles.id, report.cycleId));
    if (!draft || !cycle) throw new Error('the draft or the cycle is gone');
    const tally = new ImpactTally();
    const at = opts.now();
    for (let i = 0; i < ids.length; i += batchSize) {
      const batch = ids.slice(i, i + batchSize);
      const rows = await batchRows(db, batch);
      const answers = await loadAnswerSets(db, batch);
      const totals = await loadSchoolTotalsOf(db, batch);
      for (const f of rows) {
        const school = { accrid: f.id, schoolCode: f.schoolCode, schoolName: f.schoolName };
        const own = await indexOf(f.version);
        if (!own) {
          tally.skip({ ...school, reason: 'versionUnknown', detail: f.version });
          continue;
        }
        try {
          const sets = answers.get(f.id) ?? { self: {}, external: {} };
          const t = totals.get(f.id);
          const form = { cycleId: f.cycleId, schoolCode: f.schoolCode };
          const before = approvalOf(own, sets.self, sets.external, form, at, t);
          const after = approvalOf(draft, migrateAnswers(own, draft, sets.self).carried, migrateAnswers(own, draft, sets.external).carried, form, at, t);
          // The grade as approved is the one the school holds; a form approved before grades were kept is scored again.
          const oldGrade = f.grade ?? before.card.grade;
          const oldScore = f.grade !== null ? f.selfScore : before.card.selfScore;
          if (oldGrade === null) {
            tally.skip({ ...school, reason: 'noGradeBefore' }, f.version);
            continue;
          }
          if (after.card.selfScore === null || after.card.grade === null) {
            tally.skip({ ...school, reason: 'nothingScored' }, f.version);
            continue;
          }
          const domains = (a: typeof before) => Object.fromEntries((a.domains.find((d) => d.kind === 'self')?.scores ?? []).map((d) => [d.domainId, d.score]));
          const scored: ScoredForm = {
            ...school,
            districtId: f.districtId,
            district: { en: f.districtEn, hi: f.districtHi },
            management: f.management,
            oldScore,
            oldGrade,
            newScore: after.card.selfScore,
            newGrade: after.card.grade,
            domainsBefore: domains(before),
            domainsAfter: domains(after),
          };
          tally.add(scored, moveOf(draft, own, oldGrade, after.card.grade), f.version);
        } catch (err) {
          tally.skip({ ...school, reason: 'error', detail: err instanceof Error ? err.message.slice(0, 200) : String(err) }, f.version);
        }
      }
      // Forms removed from the cycle since the ids were read still count as done, so the bar reaches its end.
      await held({ done: Math.min(ids.length, i + batch.length) });
      await opts.afterBatch?.(reportId, Math.min(ids.length, i + batch.length));
    }
    const result = tally.result({ id: cycle.id, name: cycle.name }, await indexOf(cycle.version), draft);
    await held({ status: 'done', result, finishedAt: opts.now() });
  } catch (err) {
    if (err instanceof ImpactRunSuperseded) throw err;
    // A fault in the data or the draft is shown on the report; asking again queues a new run.
    await held({ status: 'failed', error: (err instanceof Error ? err.message : String(err)).slice(0, 2000), finishedAt: opts.now() });
  }
}

/** The queue's handler for `catalogue.impact` jobs (server/jobs/job-kinds.ts): held an hour (HOLD_SECONDS) before another process may take it. */
export function impactJobHandler(opts: ImpactRunOptions) {
  return {
    // Long and written batch by batch: never one transaction around the whole run.
    inTransaction: false,
    run: (db: Db, payload: { reportId: number }) => runImpactReport(db, payload.reportId, opts),
  };
}
