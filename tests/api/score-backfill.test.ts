import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDomainScores, forms } from '../../server/db/schema';
import { BACKFILL_LOCK, backfillDomainScores } from '../../server/dashboards/score-backfill';
import { enqueueJob } from '../../server/jobs/enqueue';
import { jobWorker } from '../../server/jobs/handlers';
import { backOffOver, holdOver, jobsOf } from '../support/jobs';
import { domainScoresFrom } from '../../server/dashboards/domain-scores';
import { approveForm, setFormStatus } from '../support/approved-forms';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/**
 * Approved forms written without their kept domain scores (approved before scores were kept,
 * restored or loaded from elsewhere) get them from a background job, not from an officer's request.
 */
describe.each(testDatabases)('domain score backfill on %s', (kind) => {
  let t: TestApp;
  let approved: Awaited<ReturnType<typeof approveForm>>[];
  let pending: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const codes = (await t.deps.db.select({ schoolCode: forms.schoolCode }).from(forms).orderBy(forms.id).limit(4)).map((r) => r.schoolCode);
    // Written straight to status 9, as data from before kept scores: no row in form_domain_scores.
    approved = [
      await approveForm(t, codes[0], { self: 'first', external: 'last' }),
      await approveForm(t, codes[1], { self: 'last' }),
      await approveForm(t, codes[2], { self: 'first' }),
    ];
    pending = await setFormStatus(t, codes[3], 5);
  });
  afterAll(async () => t?.close());

  const keptRows = async (ids: number[]) => t.deps.db.select().from(formDomainScores).where(inArray(formDomainScores.formId, ids));
  const ids = () => approved.map((a) => a.accrid);

  it('keeps both kinds of domain scores of every approved form that had none, stamped with the form', async () => {
    expect(await keptRows(ids())).toEqual([]);
    expect(await backfillDomainScores(t.deps)).toEqual({ scored: 3, skipped: false });
    const rows = await keptRows(ids());
    expect(rows).toHaveLength(6);
    const stamps = await t.deps.db.select({ id: forms.id, updatedAt: forms.updatedAt }).from(forms).where(inArray(forms.id, ids()));
    for (const a of approved) {
      const self = rows.find((r) => r.formId === a.accrid && r.kind === 'self')!;
      const external = rows.find((r) => r.formId === a.accrid && r.kind === 'external')!;
      expect(self.scores).toEqual(domainScoresFrom(a.self));
      // No external evaluation is kept as an empty list, so it is not asked again either.
      expect(external.scores).toEqual(a.external ? domainScoresFrom(a.external) : []);
      expect(self.scoredAt.getTime()).toBe(stamps.find((s) => s.id === a.accrid)!.updatedAt.getTime());
    }
    // A form on its way through the review has no report card, so no scores for the charts yet.
    expect(await keptRows([pending])).toEqual([]);
  });

  it('finds nothing left on a second run', async () => {
    expect(await backfillDomainScores(t.deps)).toEqual({ scored: 0, skipped: false });
  });

  it('scores again a form changed after its scores were kept, and only that one', async () => {
    const [changed] = ids();
    await t.deps.db.execute(sql`update forms set updated_at = now() + interval '1 second' where id = ${changed}`);
    const before = await keptRows(ids().filter((id) => id !== changed));
    expect(await backfillDomainScores(t.deps)).toEqual({ scored: 1, skipped: false });
    const [self] = await keptRows([changed]).then((rows) => rows.filter((r) => r.kind === 'self'));
    const [form] = await t.deps.db.select({ updatedAt: forms.updatedAt }).from(forms).where(eq(forms.id, changed));
    expect(self.scoredAt.getTime()).toBe(form.updatedAt.getTime());
    expect(await keptRows(ids().filter((id) => id !== changed))).toEqual(before);
  });

  it('stops between batches when asked', async () => {
    await t.deps.db.delete(formDomainScores);
    let batches = 0;
    const result = await backfillDomainScores(t.deps, () => batches++ >= 1, 1);
    expect(result).toEqual({ scored: 1, skipped: false });
    expect(new Set((await keptRows(ids())).map((r) => r.formId)).size).toBe(1);
  });

  it('runs as a job of the durable queue: queued twice, one waits; a run killed midway is done by another process', async () => {
    await t.deps.db.delete(formDomainScores).where(inArray(formDomainScores.formId, ids()));
    // Two server processes starting together each queue one: one waits.
    await enqueueJob(t.deps.db, { kind: 'scores.backfill', payload: {} });
    await enqueueJob(t.deps.db, { kind: 'scores.backfill', payload: {} });
    expect((await jobsOf(t.deps.db, 'scores.backfill')).filter((j) => j.state === 'created')).toHaveLength(1);
    const deps = { database: t.database, catalogues: t.deps.catalogues, mailer: t.deps.mailer!, now: () => new Date() };
    // A process takes it and dies in the middle (its handler never returns).
    const dying = jobWorker(deps, undefined, { 'scores.backfill': { inTransaction: false, run: () => new Promise<void>(() => undefined) } });
    void dying.runOnce();
    await expect.poll(async () => (await jobsOf(t.deps.db, 'scores.backfill')).at(-1)!.state).toBe('active');
    const other = jobWorker(deps);
    // While it is held, nobody else takes it; past its hold time and back-off, another process does.
    await other.drain();
    expect(await keptRows(ids())).toEqual([]);
    await holdOver(t.deps.db, 'scores.backfill');
    await other.drain();
    await backOffOver(t.deps.db);
    await other.drain();
    expect(await keptRows(ids())).toHaveLength(6);
    expect((await jobsOf(t.deps.db, 'scores.backfill')).at(-1)).toMatchObject({ state: 'completed', retryCount: 1 });
    expect(await backfillDomainScores(t.deps)).toEqual({ scored: 0, skipped: false });
  });

  it('lets the charts average the kept scores in the database, the same numbers as when a request had to score the forms', async () => {
    const token = await t.login('sqa');
    const charts = ['progress/district/domain', 'analysis/domain/schoolowner', 'analysis/domain/privategovt', 'chart/statescore'];
    const draw = async () => Promise.all(charts.map(async (path) => (await t.call('POST', `/v1/dashboard/${path}`, { token, body: {} })).body.value));
    await t.deps.db.delete(formDomainScores);
    const scoredInRequest = await draw();
    // These charts show self scores: a request scores and keeps only what it needs.
    expect((await keptRows(ids())).map((r) => r.kind)).toEqual(['self', 'self', 'self']);
    expect(await draw()).toEqual(scoredInRequest);
    // The kept scores are what the charts average: raise one form's first domain by 3, and the state's mean of three forms moves by 1.
    const [first] = ids();
    const d1 = (rows: unknown) => (rows as { key: string; value: number }[]).find((r) => r.key === 'D1')!.value;
    await t.deps.db
      .update(formDomainScores)
      .set({ scores: sql`jsonb_set(${formDomainScores.scores}, '{0,score}', to_jsonb((${formDomainScores.scores} -> 0 ->> 'score')::numeric + 3))` })
      .where(and(eq(formDomainScores.formId, first), eq(formDomainScores.kind, 'self')));
    const [, , , state] = await draw();
    expect(d1(state)).toBeCloseTo(d1(scoredInRequest[3]) + 1, 0);
  });

  it.runIf(kind === 'postgres')('leaves the forms to another server process that is already keeping them', async () => {
    await t.deps.db.delete(formDomainScores).where(and(eq(formDomainScores.kind, 'self'), ne(formDomainScores.formId, pending)));
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${BACKFILL_LOCK})`);
      expect(await backfillDomainScores(t.deps)).toEqual({ scored: 0, skipped: true });
    });
    expect(await backfillDomainScores(t.deps)).toEqual({ scored: 3, skipped: false });
  });
});
