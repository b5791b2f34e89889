import { and, desc, eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../auth/current-user';
import type { Db } from '../../db/client';
import { catalogueChanges, catalogueImpactReports, cycles, forms, users } from '../../db/schema';
import { readsOneMoment } from '../../db/snapshot';
import { notFound } from '../../http/errors';
import { enqueueJob } from '../../jobs/enqueue';
import { assertDraft, loadVersion, personName } from '../drafts/catalogue-drafts';
import { APPROVED } from './catalogue-impact-run';
import type { ImpactResult } from './catalogue-impact-tally';
import type { Deps } from '../../deps';

type ReportRow = typeof catalogueImpactReports.$inferSelect;

/** A report as the API gives it: progress while it runs, the figures once done, and whether the draft changed since. */
export interface ImpactReportView {
  id: number;
  version: string;
  revision: number;
  cycleId: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  result: ImpactResult | null;
  error: string | null;
  requestedBy: string | null;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The draft was edited after this report was asked for: its figures are of an older draft. */
  outOfDate: boolean;
}

/** The draft's revision: its newest change (0 for a draft never edited). */
export async function draftRevision(db: Db, version: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${catalogueChanges.id})` })
    .from(catalogueChanges)
    .where(eq(catalogueChanges.version, version));
  return Number(row?.id ?? 0);
}

/** Every cycle, newest first, with how many of its forms are approved (the impact's candidates). */
async function cyclesWithApproved(db: Db) {
  const rows = await db
    .select({ id: cycles.id, name: cycles.name, catalogueVersion: cycles.catalogueVersion, approved: sql<number>`count(${forms.id})::int` })
    .from(cycles)
    .leftJoin(forms, and(eq(forms.cycleId, cycles.id), eq(forms.status, APPROVED)))
    .groupBy(cycles.id)
    .orderBy(desc(cycles.createdAt), desc(cycles.id));
  return rows.map((r) => ({ ...r, approved: Number(r.approved) }));
}

/** The cycle a report is about when none is named: the newest with approved forms, else the newest. */
function defaultCycle(list: { id: number; approved: number }[]): number | null {
  return (list.find((c) => c.approved > 0) ?? list[0])?.id ?? null;
}

async function viewOf(db: Db, row: ReportRow, revision: number): Promise<ImpactReportView> {
  const [who] = row.requestedBy ? await db.select({ name: personName }).from(users).where(eq(users.id, row.requestedBy)) : [];
  return {
    id: row.id,
    version: row.version,
    revision: row.revision,
    cycleId: row.cycleId,
    status: row.status as ImpactReportView['status'],
    done: row.done,
    total: row.total,
    result: (row.result as ImpactResult | null) ?? null,
    error: row.error,
    requestedBy: who?.name ?? null,
    requestedAt: row.requestedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    outOfDate: row.revision !== revision,
  };
}

/**
 * Asks for the impact of a draft on a cycle's approved forms. One report per draft revision and
 * cycle: asking again for the same revision answers the report already there (queued, running or
 * done) without queueing anything; a failed one is queued again. The version row is locked, so
 * the revision read is the one an edit saved just before (edits take the same lock), and two
 * officers asking at once get one report.
 */
export async function requestImpact(deps: Pick<Deps, 'db' | 'now'>, user: CurrentUser, version: string, input: { cycleId?: number }) {
  return deps.db.transaction(async (tx) => {
    assertDraft(await loadVersion(tx, version, true));
    const list = await cyclesWithApproved(tx);
    const cycleId = input.cycleId ?? defaultCycle(list);
    if (cycleId === null || !list.some((c) => c.id === cycleId)) throw notFound();
    const revision = await draftRevision(tx, version);
    const key = and(eq(catalogueImpactReports.version, version), eq(catalogueImpactReports.revision, revision), eq(catalogueImpactReports.cycleId, cycleId));
    const [existing] = await tx.select().from(catalogueImpactReports).where(key).for('update');
    if (existing && existing.status !== 'failed') return { report: await viewOf(tx, existing, revision), queued: false };
    const fresh = {
      status: 'queued',
      done: 0,
      total: 0,
      result: null,
      error: null,
      runToken: null,
      requestedBy: user.userId,
      requestedAt: deps.now(),
      startedAt: null,
      finishedAt: null,
    };
    const [row] = existing
      ? await tx.update(catalogueImpactReports).set(fresh).where(eq(catalogueImpactReports.id, existing.id)).returning()
      : await tx
          .insert(catalogueImpactReports)
          .values({ version, revision, cycleId, ...fresh })
          .returning();
    // In the same transaction: the job exists exactly when the report row does.
    await enqueueJob(tx, { kind: 'catalogue.impact', payload: { reportId: row.id } });
    return { report: await viewOf(tx, row, revision), queued: true };
  });
}

/**
 * The newest impact report of a version for a cycle (the default cycle when none is named), with
 * the cycles to choose from and the draft's current revision; `report` is null before the first ask.
 */
export const getImpact = readsOneMoment(async function getImpact(deps: Pick<Deps, 'db'>, version: string, cycleId?: number) {
  const row = await loadVersion(deps.db, version);
  const list = await cyclesWithApproved(deps.db);
  const chosen = cycleId ?? defaultCycle(list);
  if (cycleId !== undefined && !list.some((c) => c.id === cycleId)) throw notFound();
  const revision = await draftRevision(deps.db, version);
  const [report] =
    chosen === null
      ? []
      : await deps.db
          .select()
          .from(catalogueImpactReports)
          .where(and(eq(catalogueImpactReports.version, version), eq(catalogueImpactReports.cycleId, chosen)))
          .orderBy(desc(catalogueImpactReports.revision), desc(catalogueImpactReports.id))
          .limit(1);
  return {
    version,
    versionStatus: row.status as 'draft' | 'published',
    revision,
    cycleId: chosen,
    cycles: list.map((c) => ({ id: c.id, name: c.name, catalogueVersion: c.catalogueVersion, approved: c.approved })),
    report: report ? await viewOf(deps.db, report, revision) : null,
  };
});
