import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFields, indexCatalogue, migrateAnswers, schoolTotals, scoreForm, type Answers, type CatalogueIndex, type CatalogueVersion, type Question } from '../../engine';
import { catalogueImpactReports, formAnswers, forms, schoolInfo, schools } from '../../server/db/schema';
import { jobWorker } from '../../server/jobs/handlers';
import { backOffOver, holdOver, jobsOf } from '../support/jobs';
import { seedDemoProgress } from '../../server/seed/demo-progress';
import { impactJobHandler } from '../../server/catalogue/impact/catalogue-impact-run';
import type { ImpactReportView } from '../../server/catalogue/impact/catalogue-impact';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface VersionView {
  version: string;
  catalogue: CatalogueVersion;
  revisions: Record<string, number>;
}
interface ImpactView {
  revision: number;
  cycleId: number | null;
  cycles: { id: number; name: string; approved: number }[];
  report: ImpactReportView | null;
}
type Moves = { up: number; down: number; same: number };

const questions = (c: CatalogueVersion): Question[] => c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions));

/**
 * The impact computed here, independently of the service: each approved form's self answers carried
 * to the draft with the engine's migrateAnswers, scored with computeFields and scoreForm with the
 * school's totals, its new grade compared with the grade it was approved with.
 */
async function directRescore(t: TestApp, cycleId: number, draft: CatalogueIndex) {
  const rows = await t.deps.db
    .select({ id: forms.id, version: forms.catalogueVersion, grade: forms.grade, districtId: schools.districtId, management: schools.management, info: schoolInfo.data })
    .from(forms)
    .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
    .leftJoin(schoolInfo, eq(schoolInfo.schoolCode, forms.schoolCode))
    .where(and(eq(forms.cycleId, cycleId), eq(forms.status, 9)));
  const totals: Moves = { up: 0, down: 0, same: 0 };
  const byDistrict = new Map<number, Moves>();
  const byManagement = new Map<string, Moves>();
  const rank = (g: string | null) => draft.catalogue.grading.bands.findIndex((b) => b.grade === g);
  for (const r of rows) {
    const own = t.deps.catalogues.get(r.version);
    const self = Object.fromEntries(
      (
        await t.deps.db
          .select()
          .from(formAnswers)
          .where(and(eq(formAnswers.formId, r.id), eq(formAnswers.kind, 'self')))
      ).map((a) => [a.questionId, a.value]),
    ) as Answers;
    const sums = schoolTotals(r.info as Record<string, unknown> | null);
    const grade = scoreForm(draft, computeFields(draft, migrateAnswers(own, draft, self).carried, sums), sums).grade;
    const move: keyof Moves = rank(grade) === rank(r.grade) ? 'same' : rank(grade) < rank(r.grade) ? 'up' : 'down';
    totals[move] += 1;
    const d = byDistrict.get(r.districtId) ?? { up: 0, down: 0, same: 0 };
    d[move] += 1;
    byDistrict.set(r.districtId, d);
    const m = byManagement.get(r.management) ?? { up: 0, down: 0, same: 0 };
    m[move] += 1;
    byManagement.set(r.management, m);
  }
  return { forms: rows.length, totals, byDistrict, byManagement };
}

describe.each(testDatabases)("a draft's impact on a cycle's approved forms on %s", (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let v: string;
  const clock = () => new Date();
  const worker = () => jobWorker({ database: t.database, catalogues: t.deps.catalogues, mailer: t.deps.mailer!, now: clock });
  const open = async (version: string) => (await t.call<VersionView>('GET', `/v1/catalogue/versions/${version}`, { token: token.dept })).body.value;
  const impact = (version: string, query = '', who = 'dept') => t.call<ImpactView>('GET', `/v1/catalogue/drafts/${version}/impact${query}`, { token: token[who] });
  const ask = (version: string, body: Record<string, unknown> = {}, who = 'dept') =>
    t.call<ImpactReportView>('POST', `/v1/catalogue/drafts/${version}/impact`, { token: token[who], body });

  /** Raises a scored option of the first own-option question and every grade band's minimum by 5: grades move. */
  async function rescore(version: string, bump: number) {
    const draft = await open(version);
    // A single-choice question: its highest option is its maximum, so the domain's points grow by `bump`.
    const own = questions(draft.catalogue).find((q) => q.type !== 'multi' && q.options?.some((o) => o.score > 0))!;
    const question = { ...own, options: own.options!.map((o) => (o.score > 0 ? { ...o, score: o.score + bump } : o)) };
    const saved = await t.call('PUT', `/v1/catalogue/drafts/${version}/questions/${own.id}`, {
      token: token.dept,
      body: { question, revision: draft.revisions[`question:${own.id}`] ?? 0 },
    });
    expect(saved.status).toBe(200);
    const grading = { ...draft.catalogue.grading, bands: draft.catalogue.grading.bands.map((b) => ({ ...b, min: b.min > 0 ? Math.min(99, b.min + 5 * bump) : 0 })) };
    expect((await t.call('PUT', `/v1/catalogue/drafts/${version}/grading`, { token: token.dept, body: { grading, revision: draft.revisions.grading ?? 0 } })).status).toBe(200);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    // The demo's approved forms (status 9, with kept grades), as a fresh demo server has them.
    await seedDemoProgress(t.deps.db, t.deps.catalogues.get(t.deps.catalogues.current), t.deps.documents, new Date());
    for (const who of ['dept', 'head', 'sqa']) token[who] = await t.login(who);
    const started = await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token: token.dept, body: { from: t.deps.catalogues.current } });
    v = started.body.value.version;
    await rescore(v, 1);
  });
  afterAll(async () => t?.close());

  it('queues one report per draft revision, and its counts equal a direct re-score of the same forms through the engine', async () => {
    const before = await impact(v);
    expect(before.status).toBe(200);
    expect(before.body.value.report).toBeNull();
    const cycle = before.body.value.cycles.find((c) => c.id === before.body.value.cycleId)!;
    expect(cycle.approved).toBeGreaterThan(0);

    const first = await ask(v);
    expect([first.status, first.body.value.status, first.body.value.revision]).toEqual([202, 'queued', before.body.value.revision]);
    // A second ask for the same revision (another officer, another tab) answers the same report and queues nothing.
    const again = await ask(v, { cycleId: cycle.id });
    expect([again.status, again.body.value.id]).toEqual([200, first.body.value.id]);
    expect(await jobsOf(t.deps.db, 'catalogue.impact')).toHaveLength(1);

    const started = Date.now();
    await worker().drain();
    const took = Date.now() - started;
    const done = (await impact(v)).body.value.report!;
    expect([done.status, done.done, done.total, done.outOfDate]).toEqual(['done', cycle.approved, cycle.approved, false]);
    const result = done.result!;
    console.log(`impact of ${v} on ${result.forms} approved demo forms (${kind}): ${took} ms`);

    const direct = await directRescore(t, cycle.id, indexCatalogue((await open(v)).catalogue));
    expect(result.forms).toBe(direct.forms);
    expect(result.unscored).toEqual([]);
    expect(result.totals).toEqual(direct.totals);
    expect(result.totals.down).toBeGreaterThan(0);
    for (const d of result.byDistrict) expect({ up: d.up, down: d.down, same: d.same }).toEqual(direct.byDistrict.get(d.districtId));
    expect(result.byDistrict.length).toBe(direct.byDistrict.size);
    for (const m of result.byManagement) expect({ up: m.up, down: m.down, same: m.same }).toEqual(direct.byManagement.get(m.management));
    // The movers are the largest changes first, at most 20; points per domain before and after are given.
    expect(result.movers.length).toBe(Math.min(20, result.scored));
    const changes = result.movers.map((m) => Math.abs(m.change));
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    expect(result.domains.length).toBeGreaterThan(0);
    const changed = result.domains.filter((d) => d.pointsAfter !== d.pointsBefore);
    expect(changed.map((d) => d.pointsAfter! - d.pointsBefore!)).toEqual([1]);
  });

  it('marks the report out of date when the draft is edited since, and queues a new one on request', async () => {
    const old = (await impact(v)).body.value.report!;
    await rescore(v, 1);
    const now = (await impact(v)).body.value;
    expect(now.report!.id).toBe(old.id);
    expect(now.report!.outOfDate).toBe(true);
    expect(now.revision).toBeGreaterThan(old.revision);
    const fresh = await ask(v);
    expect([fresh.status, fresh.body.value.revision, fresh.body.value.outOfDate]).toEqual([202, now.revision, false]);
    expect(fresh.body.value.id).not.toBe(old.id);
    await worker().drain();
    const latest = (await impact(v)).body.value.report!;
    expect([latest.id, latest.status, latest.outOfDate]).toEqual([fresh.body.value.id, 'done', false]);
  });

  it('a run killed mid-way is taken again by another worker after its lease, and its progress restarts cleanly', async () => {
    await rescore(v, 1);
    const queued = await ask(v);
    expect(queued.status).toBe(202);
    const id = queued.body.value.id;
    // Worker A takes the job and stops after its first batch, as a killed process would (never finishing).
    let stopped!: () => void;
    const reachedBatch = new Promise<void>((resolve) => (stopped = resolve));
    let release!: () => void;
    const hang = new Promise<void>((resolve) => (release = resolve));
    const a = jobWorker({ database: t.database, catalogues: t.deps.catalogues, mailer: t.deps.mailer!, now: clock }, undefined, {
      'catalogue.impact': impactJobHandler({
        now: clock,
        batchSize: 5,
        afterBatch: async () => {
          stopped();
          await hang;
        },
      }),
    });
    const running = a.runOnce();
    await reachedBatch;
    const halfway = (await t.deps.db.select().from(catalogueImpactReports).where(eq(catalogueImpactReports.id, id)))[0];
    expect([halfway.status, halfway.done]).toEqual(['running', 5]);
    // Within the lease nobody else takes it; once it has run out, worker B does and starts from zero.
    await worker().drain();
    expect((await impact(v)).body.value.report!.status).toBe('running');
    // Past the hold time pg-boss counts the run failed and retries it after its back-off.
    await holdOver(t.deps.db, 'catalogue.impact');
    await worker().drain();
    expect((await jobsOf(t.deps.db, 'catalogue.impact')).at(-1)!.state).toBe('retry');
    await backOffOver(t.deps.db);
    await worker().drain();
    const redone = (await impact(v)).body.value.report!;
    expect([redone.id, redone.status, redone.done, redone.total]).toEqual([id, 'done', redone.total, halfway.total]);
    // A wakes up: its writes are refused (another run holds the report) and the job stays done by B.
    release();
    await running;
    const after = (await impact(v)).body.value.report!;
    expect([after.status, after.done, after.result!.forms]).toEqual(['done', halfway.total, halfway.total]);
    const job = (await jobsOf(t.deps.db, 'catalogue.impact')).at(-1)!;
    expect([job.state, job.retryCount]).toEqual(['completed', 1]);
  });

  it('is refused to a school head and checks its input', async () => {
    expect((await ask(v, {}, 'head')).status).toBe(403);
    expect((await impact(v, '', 'head')).status).toBe(403);
    expect((await ask(v, {}, 'sqa')).status).toBe(403);
    const bad = await ask(v, { cycleId: 'last' });
    expect([bad.status, bad.body.errorCode]).toEqual([400, 'invalidRequest']);
    expect((await ask(v, { cycleId: 1, extra: true })).status).toBe(400);
    expect((await impact(v, '?cycleId=abc')).status).toBe(400);
    expect((await ask(v, { cycleId: 987654 })).status).toBe(404);
    expect((await ask('v999')).status).toBe(404);
    // A published version is not a draft: its impact is not worked out again.
    expect((await ask(t.deps.catalogues.current)).status).toBe(409);
  });
});
