import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, cycles, formAnswers, formDomainScores, forms, schoolInfo, schools } from '../../server/db/schema';
import { keepDomainScores, type KeptDomainScores } from '../../server/dashboards/domain-scores';
import { formListTotal } from '../../server/form/form-list-total';
import { rebuildTallies, SWEEP_ON_READ, SWEEP_ON_READ_MAX_SCHOOLS, sweepTallies } from '../../server/dashboards/tallies';
import { backfillDomainScores } from '../../server/dashboards/score-backfill';
import { tallyDrift } from '../../server/dashboards/tally-drift';
import { loadCurrentUser } from '../../server/auth/current-user';
import { variantAnswers } from '../support/approved-forms';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/** A small seeded generator (mulberry32), so a failing sequence can be replayed with its seed. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(xs: readonly T[]): T => xs[int(xs.length)] };
}

const SEED = Number(process.env.TALLY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const STEPS = Number(process.env.TALLY_STEPS ?? 70);

/** Every chart route, and the filters each is asked with. */
const chartRoutes = [
  'classification/school',
  'classification/area',
  'classwise/enrollment',
  'chart/statuswise',
  'chart/statescore',
  'progress/district/domain',
  'progress/district/status',
  'progress/district/heat',
  'analysis/domain/schoolowner',
  'analysis/domain/privategovt',
  'analysis/district/selfvsexternal',
  'analysis/domain/selfvsexternal',
  'cycle/data',
];

describe.each(testDatabases)('dashboard tallies on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const cycleIds: number[] = [];
  let serial = 0;
  const done: Record<string, number> = {};

  beforeAll(async () => {
    console.log(`dashboard tallies on ${kind}: seed ${SEED}, ${STEPS} steps (TALLY_SEED=${SEED} replays it)`);
    t = await startTestApp(kind);
    for (const who of ['admin', 'dqa', 'sqa', 'dept', 'head']) token[who] = await t.login(who);
    const [demo] = await t.deps.db.select({ id: cycles.id }).from(cycles);
    cycleIds.push(demo.id);
    // A second cycle on an older catalogue version, to be moved to the current one halfway.
    const created = await t.call<{ cycleid: number }>('POST', '/v1/cycle/create', { token: token.dept, body: { name: 'Older version', catalogueVersion: 'v1' } });
    expect(created.status).toBe(201);
    expect((await t.call('POST', `/v1/cycle/${created.body.value.cycleid}/initiate`, { token: token.dept })).status).toBe(200);
    cycleIds.push(created.body.value.cycleid);
    // Answers on every form (and an external evaluation on some), so approvals keep real domain scores.
    const list = await t.deps.db.select().from(forms).orderBy(asc(forms.id));
    for (const f of list) {
      const index = t.deps.catalogues.get(f.catalogueVersion);
      const rows = (k: 'self' | 'external', v: 'first' | 'last') =>
        Object.entries(variantAnswers(index, v)).map(([questionId, value]) => ({ formId: f.id, kind: k, questionId, value }));
      await t.deps.db.insert(formAnswers).values(rows('self', f.id % 2 ? 'first' : 'last'));
      if (f.id % 3 === 0) await t.deps.db.insert(formAnswers).values(rows('external', f.id % 2 ? 'last' : 'first'));
    }
  });
  afterAll(async () => t?.close());

  const post = <T = unknown>(who: string, path: string, body?: unknown) => t.call<T>('POST', path, { token: token[who], body });
  const db = () => t.deps.db;
  const note = (what: string) => (done[what] = (done[what] ?? 0) + 1);
  const rows = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  /** The marks no sweep has taken yet. */
  const marks = async () => rows<{ n: number }>(await db().execute(sql`select count(*)::integer as n from dashboard_tally_marks`))[0].n;
  /** The districts marked dirty recounted, then every difference between the tallies and a recount. */
  async function swept() {
    expect(await sweepTallies(db())).not.toBeNull();
    return tallyDrift(db());
  }

  async function formsOf(where?: ReturnType<typeof eq>) {
    return db().select().from(forms).where(where).orderBy(asc(forms.id));
  }

  /** The administrator's status change to one of the form's next statuses (approval on 9 keeps the scores). */
  async function transition(rand: ReturnType<typeof generator>) {
    // A few forms per cycle walk far (mostly forward, so some reach approval); any form now and then.
    const list = await formsOf();
    const form = rand.next() < 0.8 ? rand.pick(list.filter((f) => f.id % 8 === 0)) : rand.pick(list);
    const status = await t.call<{ nextStatuses: { code: number }[] }>('GET', `/v1/form/${form.id}/status`, { token: token.admin });
    const next = (status.body.value?.nextStatuses ?? []).map((s) => s.code);
    if (next.length === 0) return;
    const to = rand.next() < 0.75 ? Math.max(...next) : rand.pick(next);
    const res = await post('admin', '/v1/form/status/change', { accrid: form.id, status: to, comment: 'random walk', consent: true });
    if (res.status === 200) note(to === 9 ? 'approval' : 'transition');
  }

  async function bulk(rand: ReturnType<typeof generator>) {
    const cycleid = rand.pick(cycleIds);
    const which = rand.int(3);
    const res =
      which === 0
        ? await post('dqa', '/v1/workflow/cycle/sqa/district/submit', { cycleid, consent: true })
        : await post(which === 1 ? 'sqa' : 'dept', `/v1/workflow/cycle/${which === 1 ? 'sqa' : 'dept'}/${cycleid}/submit`);
    if (res.status === 200) note('bulk');
  }

  /** Schools added to the master, then given forms in a running cycle. */
  async function lateSchools(rand: ReturnType<typeof generator>) {
    const allBlocks = await db().select().from(blocks);
    for (let i = 0, n = 1 + rand.int(3); i < n; i++) {
      const block = rand.pick(allBlocks);
      serial += 1;
      const udise = `0699${String(serial).padStart(7, '0')}`;
      const res = await post('admin', '/v1/school/manage', {
        udise,
        name: `Late School ${serial}`,
        category: 'secondary',
        management: rand.pick(['stateGovernment', 'centralGovernment', 'nonGovernmentAided', 'nonGovernmentUnaided']),
        location: rand.pick(['urban', 'rural', 'notApplicable']),
        genderType: rand.pick(['coEducation', 'girls', 'boys']),
        schoolType: 'government',
        districtId: block.districtId,
        blockId: block.id,
      });
      expect(res.status).toBe(201);
    }
    const res = await post('dept', `/v1/cycle/${rand.pick(cycleIds)}/initiate/schools`, { all: true, consent: true });
    if (res.status === 200) note('lateSchools');
  }

  /** A school moved to another district and block, given another management type, category or area, or (de)activated. */
  async function editSchool(rand: ReturnType<typeof generator>) {
    const list = await db().select().from(schools).orderBy(asc(schools.schoolCode));
    const school = rand.pick(list);
    const allBlocks = await db().select().from(blocks);
    // One thing changed at a time, so a change that marks nothing is not covered by another's mark.
    const what = rand.pick(['place', 'management', 'location', 'genderType', 'active', 'name'] as const);
    const block = what === 'place' ? rand.pick(allBlocks) : { id: school.blockId, districtId: school.districtId };
    const res = await post('admin', '/v1/school/manage', {
      schoolCode: school.schoolCode,
      udise: school.udise,
      name: what === 'name' ? `${school.name}.` : school.name,
      category: school.category,
      management: what === 'management' ? rand.pick(['stateGovernment', 'centralGovernment', 'nonGovernmentAided', 'nonGovernmentUnaided']) : school.management,
      location: what === 'location' ? rand.pick(['urban', 'rural', 'notApplicable']) : school.location,
      genderType: what === 'genderType' ? rand.pick(['coEducation', 'girls', 'boys']) : school.genderType,
      schoolType: school.schoolType,
      districtId: block.districtId,
      blockId: block.id,
      active: what === 'active' ? !school.active : school.active,
    });
    expect(res.status).toBe(200);
    note('editSchool');
  }

  /** School information with enrolment figures (and a field that is not a number), written as the head's save would. */
  async function schoolInformation(rand: ReturnType<typeof generator>) {
    const list = await db().select({ code: schools.schoolCode }).from(schools);
    const code = rand.pick(list).code;
    const data = { enrolmentClass1: rand.int(80), enrolmentClass11Science: rand.int(40), enrolmentClass12Arts: rand.next() < 0.5 ? 'n/a' : rand.int(30), teachersSanctioned: 5 };
    if (rand.next() < 0.15) await db().delete(schoolInfo).where(eq(schoolInfo.schoolCode, code));
    else await db().insert(schoolInfo).values({ schoolCode: code, data }).onConflictDoUpdate({ target: schoolInfo.schoolCode, set: { data } });
    note('schoolInfo');
  }

  /** An approved form changed outside the application: its kept scores are no longer current, until the backfill or a chart keeps them again. */
  async function staleScores(rand: ReturnType<typeof generator>) {
    const approved = await formsOf(eq(forms.status, 9));
    if (approved.length === 0) return;
    const form = rand.pick(approved);
    await db().execute(sql`update forms set updated_at = updated_at + interval '1 second' where id = ${form.id}`);
    note('staleScores');
    if (rand.next() < 0.4) {
      await backfillDomainScores(t.deps);
      note('backfill');
    } else if (rand.next() < 0.5) {
      await post('sqa', '/v1/dashboard/analysis/domain/selfvsexternal', {});
      note('chartKept');
    }
  }

  /**
   * One INSERT ... ON CONFLICT DO UPDATE that updates a form's kept self scores and inserts its
   * external ones: the two statement triggers of that statement must add up to one change.
   */
  async function mixedUpsert(rand: ReturnType<typeof generator>) {
    const rows = await db()
      .select({ id: forms.id, updatedAt: forms.updatedAt, scores: formDomainScores.scores })
      .from(forms)
      .innerJoin(formDomainScores, and(eq(formDomainScores.formId, forms.id), eq(formDomainScores.kind, 'self'), eq(formDomainScores.scoredAt, forms.updatedAt)))
      .where(eq(forms.status, 9));
    if (rows.length === 0) return;
    const form = rand.pick(rows);
    const self = form.scores as KeptDomainScores;
    await db()
      .delete(formDomainScores)
      .where(and(eq(formDomainScores.formId, form.id), eq(formDomainScores.kind, 'external')));
    const shifted = (by: number): KeptDomainScores => self.map((d) => ({ domainId: d.domainId, score: d.score === null ? null : Math.max(0, d.score - by) }));
    await keepDomainScores(db(), [
      { formId: form.id, kind: 'self', scoredAt: form.updatedAt, scores: shifted(1) },
      { formId: form.id, kind: 'external', scoredAt: form.updatedAt, scores: shifted(rand.int(20)) },
    ]);
    note('mixedUpsert');
  }

  /** An approved form deleted (its kept scores go with it, by cascade); refused whole when evidence still points at it. */
  async function deleteApproved(rand: ReturnType<typeof generator>) {
    const approved = await formsOf(eq(forms.status, 9));
    if (approved.length === 0) return;
    const form = rand.pick(approved);
    try {
      await db().transaction(async (tx) => {
        await tx.delete(forms).where(eq(forms.id, form.id));
      });
      note('deleteApproved');
    } catch {
      note('deleteRefused');
    }
  }

  /**
   * Changes that do not commit: a transaction rolled back, and a savepoint rolled back inside one
   * that commits. Their staged deltas must go with them, the committed ones stay.
   */
  async function rolledBack(rand: ReturnType<typeof generator>) {
    const list = await formsOf();
    const [a, b] = [rand.pick(list), rand.pick(list)];
    await db()
      .transaction(async (tx) => {
        await tx
          .update(forms)
          .set({ status: 1 + ((a.status + 4) % 9) })
          .where(eq(forms.id, a.id));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await db().transaction(async (tx) => {
      await tx
        .update(forms)
        .set({ status: 1 + ((b.status + 2) % 9) })
        .where(eq(forms.id, b.id));
      await tx
        .transaction(async (inner) => {
          await inner
            .update(forms)
            .set({ status: 1 + ((a.status + 6) % 9) })
            .where(eq(forms.id, a.id));
          throw new Error('savepoint rolled back');
        })
        .catch(() => undefined);
    });
    note('rolledBack');
  }

  /** Moves the older cycle's forms that are not yet submitted to the current catalogue version. */
  async function moveCycle() {
    const res = await post('dept', `/v1/catalogue/cycles/${cycleIds[1]}/migrate`, { to: t.deps.catalogues.current, reason: 'Random sequence' });
    expect([200, 409]).toContain(res.status);
    if (res.status === 200) note('moveCycle');
  }

  /** A third cycle initiated and deleted again: every one of its forms deleted in one statement. */
  async function deletedCycle() {
    const created = await post<{ cycleid: number }>('dept', '/v1/cycle/create', { name: `Deleted ${serial++}` });
    const cycleid = created.body.value.cycleid;
    expect((await post('dept', `/v1/cycle/${cycleid}/initiate`)).status).toBe(200);
    expect((await post('dept', `/v1/cycle/${cycleid}/delete`)).status).toBe(200);
    note('deletedCycle');
  }

  const steps: [number, (rand: ReturnType<typeof generator>) => Promise<void>][] = [
    [10, transition],
    [2, bulk],
    [1, lateSchools],
    [2, editSchool],
    [1, schoolInformation],
    [1, staleScores],
    [1, mixedUpsert],
    [0.5, deleteApproved],
    [0.5, rolledBack],
  ];

  /** Walks a form forward through the administrator's status changes until it is approved (its scores kept on the way in). */
  async function approve(accrid: number) {
    for (let i = 0; i < 12; i++) {
      const status = await t.call<{ status: number; nextStatuses: { code: number }[] }>('GET', `/v1/form/${accrid}/status`, { token: token.admin });
      if (status.body.value.status === 9) {
        note('approval');
        return;
      }
      const to = Math.max(...status.body.value.nextStatuses.map((s) => s.code));
      expect((await post('admin', '/v1/form/status/change', { accrid, status: to, comment: 'forward', consent: true })).status).toBe(200);
    }
  }

  it('mark no district when a school head saves answers to a draft, and the district when the save starts the form', async () => {
    const [head] = rows<{ code: string }>(await db().execute(sql`select school_code as code from users where login_id = 'head'`));
    const [form] = await formsOf(and(eq(forms.schoolCode, head.code), eq(forms.cycleId, cycleIds[0])));
    expect(form.status).toBe(1);
    const [questionid, value] = Object.entries(variantAnswers(t.deps.catalogues.get(form.catalogueVersion), 'first'))[0];
    const save = () => post('head', '/v1/form/answers', { accrid: form.id, answers: [{ questionid, value }] });
    // A head saves the school information before any answer.
    const details = await post<{ schema: { properties: Record<string, { type: string }> } }>('head', '/v1/school/details', { schoolCode: head.code });
    const info = Object.fromEntries(Object.entries(details.body.value.schema.properties).map(([k, p]) => [k, p.type === 'number' ? 62.5 : 3]));
    expect((await post('head', '/v1/school/update', { schoolCode: head.code, info })).status).toBe(200);
    expect(await sweepTallies(db())).not.toBeNull();
    const first = await save();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // The first save moves the form from status 1 to 2: its district is marked.
    const [{ district }] = rows<{ district: number }>(await db().execute(sql`select district_id as district from schools where school_code = ${head.code}`));
    expect(rows<{ d: number }>(await db().execute(sql`select distinct district_id as d from dashboard_tally_marks`))).toEqual([{ d: district }]);
    expect(await swept()).toEqual([]);
    // Later saves change the draft's counts and updated_at, which no tally reads: no mark.
    expect((await save()).status).toBe(200);
    expect((await post('head', '/v1/form/answers', { accrid: form.id, answers: [{ questionid, value: null }] })).status).toBe(200);
    expect((await formsOf(eq(forms.id, form.id)))[0].status).toBe(2);
    expect(await marks()).toBe(0);
  });

  it('keep every tally equal to a recount through random transitions, bulk moves, late schools, school edits, approvals and a catalogue move', async () => {
    const rand = generator(SEED);
    // Some approved forms from the start, so kept scores are in play from the first step.
    for (const cycleid of cycleIds) {
      const list = await formsOf(eq(forms.cycleId, cycleid));
      for (let i = 0; i < 3; i++) await approve(rand.pick(list).id);
    }
    expect(await swept(), `after the first approvals (seed ${SEED})`).toEqual([]);
    const weight = steps.reduce((s, [w]) => s + w, 0);
    for (let i = 0; i < STEPS; i++) {
      if (i === Math.floor(STEPS / 2)) await moveCycle();
      if (i === Math.floor(STEPS / 3)) await deletedCycle();
      if (i === Math.floor((2 * STEPS) / 3)) await mixedUpsert(rand);
      let r = rand.next() * weight;
      const [, step] = steps.find(([w]) => (r -= w) < 0) ?? steps[0];
      await step(rand);
      // After every step: a recount is per district and most steps mark one, so a change whose mark is
      // missing shows only before another change in its district is swept with it.
      expect(await swept(), `after step ${i + 1}, ${step.name} (seed ${SEED})`).toEqual([]);
    }
    console.log(`dashboard tallies on ${kind}: ${JSON.stringify(done)}`);
    expect(await swept(), `seed ${SEED}`).toEqual([]);
    expect(await marks()).toBe(0);
    // The sequence reached what it is meant to test.
    expect(done.approval ?? 0).toBeGreaterThan(0);
    expect(done.editSchool ?? 0).toBeGreaterThan(0);
    expect(done.mixedUpsert ?? 0).toBeGreaterThan(0);
  });

  /** One form per district (the first of each), with its status moved on by one outside the application; answers how to put them back. */
  async function moveOnePerDistrict(limit?: number) {
    const picked = rows<{ id: number; status: number; district: number }>(
      await db().execute(sql`
        select * from (select distinct on (s.district_id) f.id, f.status, s.district_id as district
                       from forms f join schools s on s.school_code = f.school_code order by s.district_id, f.id) p
        order by district limit ${limit ?? 1000}`),
    );
    for (const f of picked) await db().execute(sql`update forms set status = ${(f.status % 10) + 1} where id = ${f.id}`);
    return {
      districts: picked.map((f) => f.district),
      restore: async () => {
        for (const f of picked) await db().execute(sql`update forms set status = ${f.status} where id = ${f.id}`);
      },
    };
  }

  it('answer at once while the marked districts hold more schools than a read recounts, and count them all at the next sweep', async () => {
    // One district grown past what a read may recount (inactive schools: counted by the bound, not by the charts).
    const [big] = rows<{ district: number; block: number }>(await db().execute(sql`select district_id as district, block_id as block from schools order by school_code limit 1`));
    await db().execute(sql`
      insert into schools (school_code, udise, name, district_id, block_id, active)
      select 'BIG' || g, 'BIG' || g, 'Grown school ' || g, ${big.district}, ${big.block}, false from generate_series(1, ${SWEEP_ON_READ_MAX_SCHOOLS}) g`);
    expect(await sweepTallies(db())).not.toBeNull();
    const before = await post<{ key: number; value: number }[]>('sqa', '/v1/dashboard/chart/statuswise', {});
    const moved = await moveOnePerDistrict();
    expect(moved.districts).toContain(big.district);
    // The read leaves the marks to the periodic sweep: the figures are those before the change, and say so.
    expect((await post('sqa', '/v1/dashboard/chart/statuswise', {})).body.value).toEqual(before.body.value);
    const behind = await t.call<{ pendingSince: string | null; behindSeconds: number | null }>('GET', '/v1/dashboard/freshness', { token: token.sqa });
    expect(behind.status).toBe(200);
    expect(Math.abs(Date.now() - Date.parse(behind.body.value.pendingSince!))).toBeLessThan(60_000);
    expect(behind.body.value.behindSeconds).toBeGreaterThanOrEqual(0);
    expect(await tallyDrift(db())).not.toEqual([]);
    expect(await sweepTallies(db())).toEqual([...moved.districts].sort((a, b) => a - b));
    expect(await tallyDrift(db())).toEqual([]);
    expect((await t.call('GET', '/v1/dashboard/freshness', { token: token.sqa })).body.value).toEqual({ pendingSince: null, behindSeconds: null });
    const byStatus = await db().select({ key: forms.status, value: count() }).from(forms).groupBy(forms.status).orderBy(asc(forms.status));
    expect((await post<{ key: number; value: number }[]>('sqa', '/v1/dashboard/chart/statuswise', {})).body.value.map((r) => ({ key: r.key, value: r.value }))).toEqual(byStatus);
    // Districts of a small state marked: the read itself recounts them first.
    await moved.restore();
    await db().execute(sql`delete from schools where school_code like 'BIG%'`);
    expect(await swept()).toEqual([]);
    const few = await moveOnePerDistrict();
    const now = await db().select({ key: forms.status, value: count() }).from(forms).groupBy(forms.status).orderBy(asc(forms.status));
    expect((await post<{ key: number; value: number }[]>('sqa', '/v1/dashboard/chart/statuswise', {})).body.value.map((r) => ({ key: r.key, value: r.value }))).toEqual(now);
    expect(await marks()).toBe(0);
    await few.restore();
    expect(await swept()).toEqual([]);
  });

  it('leave to the periodic sweep marked districts holding more schools than a read may recount', async () => {
    expect(await sweepTallies(db())).not.toBeNull();
    const moved = await moveOnePerDistrict(1);
    const [{ n }] = rows<{ n: number }>(await db().execute(sql`select count(*)::int as n from schools where district_id = ${moved.districts[0]}`));
    expect(n).toBeGreaterThan(1);
    // One district, but more schools in it than allowed: nothing recounted, the mark stays.
    expect(await sweepTallies(db(), { atMostSchools: n - 1 })).toBeNull();
    expect(await marks()).toBeGreaterThan(0);
    expect(await tallyDrift(db())).not.toEqual([]);
    // Exactly as many as allowed: recounted.
    expect(await sweepTallies(db(), { atMostSchools: n })).toEqual(moved.districts);
    expect(await tallyDrift(db())).toEqual([]);
    await moved.restore();
    expect(await swept()).toEqual([]);
  });

  it.runIf(kind === 'postgres')('make a read wait for a sweep running now, so charts asked together read its recount', async () => {
    expect(await sweepTallies(db())).not.toBeNull();
    const moved = await moveOnePerDistrict(1);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Another process's sweep: it holds the lock, then recounts and commits.
    const other = db().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(1952541804)`);
      await held;
      await sweepTallies(tx);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A read past its wait answers with the tallies as they are, and says so (null).
    expect(await sweepTallies(db(), { ...SWEEP_ON_READ, waitMs: 50 })).toBeNull();
    // A read within its wait: the other sweep commits meanwhile, and the read sees its recount.
    const reading = sweepTallies(db(), SWEEP_ON_READ);
    setTimeout(release, 200);
    expect(await reading).toEqual([]);
    await other;
    expect(await tallyDrift(db())).toEqual([]);
    await moved.restore();
    expect(await swept()).toEqual([]);
  });

  it('recount each marked district once when sweeps run at once', async () => {
    expect(await sweepTallies(db())).not.toBeNull();
    const moved = await moveOnePerDistrict(3);
    const results = await Promise.all([sweepTallies(db()), sweepTallies(db()), sweepTallies(db())]);
    const recounted = results.flatMap((r) => r ?? []).sort((a, b) => a - b);
    expect(recounted).toEqual([...moved.districts].sort((a, b) => a - b));
    expect(await tallyDrift(db())).toEqual([]);
    await moved.restore();
    if (kind === 'postgres') {
      // A sweep that holds the lock: another one at that moment skips, and a change committed
      // meanwhile (after the first took the marks) keeps its mark for the next sweep.
      let change: Awaited<ReturnType<typeof moveOnePerDistrict>> | undefined;
      await db().transaction(async (tx) => {
        expect((await sweepTallies(tx))?.length).toBe(3);
        expect(await sweepTallies(db())).toBeNull();
        change = await moveOnePerDistrict(1);
        expect(await sweepTallies(db())).toBeNull();
      });
      expect(await marks()).toBe(1);
      expect(await sweepTallies(db())).toEqual(change!.districts);
      expect(await tallyDrift(db())).toEqual([]);
      await change!.restore();
    }
    expect(await swept()).toEqual([]);
  });

  /** Every chart for every role, with each kind of filter. */
  async function everyAnswer() {
    const [district] = await db().select({ d: schools.districtId, b: schools.blockId }).from(schools).where(eq(schools.active, true)).limit(1);
    const filters = [
      {},
      { accrYear: cycleIds[0] },
      { accrYear: cycleIds[1], status: 9 },
      { status: 9 },
      { status: 1 },
      { districtId: district.d },
      { districtId: district.d, blockId: district.b },
    ];
    const answers: Record<string, unknown> = {};
    for (const who of ['sqa', 'dqa', 'head']) {
      for (const route of chartRoutes) {
        for (const f of filters) {
          const res = await post(who, `/v1/dashboard/${route}`, f);
          answers[`${who} ${route} ${JSON.stringify(f)}`] = [res.status, res.body.value ?? res.body.errorCode];
        }
      }
    }
    return answers;
  }

  it('answer every chart as from a recount, for every role and filter', async () => {
    const before = await everyAnswer();
    await rebuildTallies(db());
    expect(await everyAnswer()).toEqual(before);
    // Two of them checked against the rows themselves.
    const sqa = await post<{ key: number; value: number }[]>('sqa', '/v1/dashboard/chart/statuswise', {});
    const byStatus = await db().select({ key: forms.status, value: count() }).from(forms).groupBy(forms.status).orderBy(asc(forms.status));
    expect(sqa.body.value.map((r) => ({ key: r.key, value: r.value }))).toEqual(byStatus);
    const owners = await post<{ key: string; value: number }[]>('sqa', '/v1/dashboard/classification/school', { accrYear: cycleIds[0] });
    const active = await db()
      .select({ key: schools.management, value: count() })
      .from(schools)
      .innerJoin(forms, and(eq(forms.schoolCode, schools.schoolCode), eq(forms.cycleId, cycleIds[0])))
      .where(eq(schools.active, true))
      .groupBy(schools.management);
    expect(Object.fromEntries(owners.body.value.map((r) => [r.key, r.value]))).toEqual(Object.fromEntries(active.map((r) => [r.key, r.value])));
  });

  it('count the forms a user may see, for the lists', async () => {
    const [dqaRow] = await db()
      .execute(sql`select id from users where login_id = 'dqa'`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { id: number }[] }).rows) as { id: number }[]);
    const dqa = (await loadCurrentUser(db(), dqaRow.id, 'tally-test', Math.floor(Date.now() / 1000) + 3600))!;
    const [{ n }] = await db()
      .select({ n: count() })
      .from(forms)
      .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
      .where(and(eq(forms.cycleId, cycleIds[0]), eq(schools.districtId, dqa.districtId!)));
    expect(await formListTotal(db(), dqa, { cycleId: cycleIds[0] })).toBe(n);
    const other = (
      await db()
        .select({ id: schools.districtId })
        .from(schools)
        .where(sql`${schools.districtId} <> ${dqa.districtId}`)
        .limit(1)
    )[0];
    expect(await formListTotal(db(), dqa, { cycleId: cycleIds[0], districtId: other.id })).toBe(0);
    const approvedIds = (await formsOf(eq(forms.status, 9))).filter((f) => f.cycleId === cycleIds[0]).map((f) => f.id);
    const [{ approvedInDistrict }] = await db()
      .select({ approvedInDistrict: count() })
      .from(forms)
      .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
      .where(and(approvedIds.length ? inArray(forms.id, approvedIds) : sql`false`, eq(schools.districtId, dqa.districtId!)));
    expect(await formListTotal(db(), dqa, { cycleId: cycleIds[0], status: 9 })).toBe(approvedInDistrict);
  });

  it('are repaired by rebuildTallies after being corrupted', async () => {
    const before = await post('sqa', '/v1/dashboard/chart/statuswise', {});
    await db().execute(sql`update dashboard_form_tallies set forms = forms + 7 where status = (select min(status) from dashboard_form_tallies)`);
    // (Inserted rather than deleted: a random sequence may leave no approved form with kept scores.)
    await db().execute(sql`insert into dashboard_domain_tallies values (0, 1, 1, 'stateGovernment', 'v0', 'D9', 1, 50, 1, 0, 0, 0)`);
    await db().execute(sql`insert into dashboard_school_tallies values (0, 0, 1, 1, 'management', 'imaginary', 3, 0)`);
    const drift = await tallyDrift(db());
    expect(new Set(drift.map((d) => d.table))).toEqual(new Set(['dashboard_form_tallies', 'dashboard_domain_tallies', 'dashboard_school_tallies']));
    expect((await post('sqa', '/v1/dashboard/chart/statuswise', {})).body).not.toEqual(before.body);
    await rebuildTallies(db());
    expect(await tallyDrift(db())).toEqual([]);
    expect((await post('sqa', '/v1/dashboard/chart/statuswise', {})).body).toEqual(before.body);
  });
});
