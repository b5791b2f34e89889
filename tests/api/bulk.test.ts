import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { computeFields, scoreForm } from '../../engine';
import { cycles, formAnswers, formDomainScores, formHistory, forms, roles, schools, users } from '../../server/db/schema';
import { domainScoresFrom, domainScoresOf } from '../../server/dashboards/domain-scores';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { variantAnswers } from '../support/approved-forms';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface BulkValue {
  moved: number;
  skipped: { accrid: number; reason: string }[];
}
interface Readiness {
  districtId: number;
  districtName: string;
  ready: number;
  total: number;
}

describe.each(testDatabases)('bulk workflow actions on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let cycleid: number;
  let district1: number;
  let district2: number;
  /** accrid by school code, in the demo cycle. */
  let accridOf: Map<string, number>;
  let districtOf: Map<string, number>;

  const setStatus = (ids: number[], status: number) => t.deps.db.update(forms).set({ status, machineState: null }).where(inArray(forms.id, ids));
  const statusOf = async (ids: number[]) => (await t.deps.db.select().from(forms).where(inArray(forms.id, ids)).orderBy(asc(forms.id))).map((f) => f.status);
  const historyOf = (ids: number[]) => t.deps.db.select().from(formHistory).where(inArray(formHistory.formId, ids)).orderBy(asc(formHistory.id));
  const inDistrict = (d: number) => [...accridOf].filter(([code]) => districtOf.get(code) === d).map(([, id]) => id);

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['admin', 'dqa', 'sqa', 'dept', 'head']) token[who] = await t.login(who);
    const rows = await t.deps.db.select({ f: forms, s: schools }).from(forms).innerJoin(schools, eq(schools.schoolCode, forms.schoolCode));
    cycleid = rows[0].f.cycleId;
    accridOf = new Map(rows.map((r) => [r.s.schoolCode, r.f.id]));
    districtOf = new Map(rows.map((r) => [r.s.schoolCode, r.s.districtId]));
    district1 = districtOf.get(DEMO_SCHOOL)!;
    district2 = [...new Set(districtOf.values())].find((d) => d !== district1)!;
    // A DQA of another district, to be refused.
    const [dqaRole] = await t.deps.db.select().from(roles).where(eq(roles.code, 'DQA'));
    await t.deps.db.insert(users).values({ loginId: 'dqa2', passwordHash: await hashPassword('Demo@1234'), firstName: 'Other', roleId: dqaRole.id, districtId: district2 });
    token.dqa2 = await t.login('dqa2');
  });
  afterAll(async () => t?.close());

  describe('DQA district-level submit to SQA', () => {
    let mine: number[];
    let theirs: number[];

    beforeAll(async () => {
      mine = inDistrict(district1);
      theirs = inDistrict(district2);
      await setStatus(mine.slice(0, 4), 3);
      await setStatus(mine.slice(4, 6), 4);
      await setStatus(theirs.slice(0, 3), 3);
    });

    const submit = (body: unknown, who = 'dqa', lang?: string) => t.call<BulkValue>('POST', '/v1/workflow/cycle/sqa/district/submit', { token: token[who], body, lang });

    it("counts, per district in the caller's scope, the forms ready to submit", async () => {
      const dqa = await t.call<Readiness[]>('GET', `/v1/workflow/cycle/sqa/district/${cycleid}`, { token: token.dqa });
      expect(dqa.status).toBe(200);
      expect(dqa.body.value).toEqual([{ districtId: district1, districtName: 'Ambala', ready: 6, total: mine.length }]);
      const sqa = await t.call<Readiness[]>('GET', `/v1/workflow/cycle/sqa/district/${cycleid}`, { token: token.sqa, lang: 'hi' });
      expect(sqa.body.value).toHaveLength(5);
      expect(sqa.body.value.find((r) => r.districtId === district2)).toMatchObject({ ready: 3 });
      expect(sqa.body.value[0].districtName).toBe('अंबाला');
      expect((await t.call('GET', '/v1/workflow/cycle/sqa/district/987654', { token: token.dqa })).status).toBe(404);
      expect((await t.call('GET', `/v1/workflow/cycle/sqa/district/${cycleid}`, { token: token.head })).status).toBe(403);
    });

    it('needs the DQA consent declaration', async () => {
      for (const body of [{ cycleid }, { cycleid, consent: false }]) {
        const res = await submit(body);
        expect(res.status).toBe(422);
        expect(res.body.errorMessage).toBe('Please accept the declaration before submitting');
      }
      expect(await statusOf(mine.slice(0, 6))).toEqual([3, 3, 3, 3, 4, 4]);
    });

    it('refuses another district, other roles and unknown cycles', async () => {
      expect((await submit({ cycleid, districtId: district2, consent: true })).status).toBe(403);
      expect((await submit({ cycleid, consent: true }, 'sqa')).status).toBe(403);
      expect((await submit({ cycleid, consent: true }, 'head')).status).toBe(403);
      expect((await submit({ cycleid: 987654, consent: true })).status).toBe(404);
      expect((await submit({ consent: true })).status).toBe(400);
    });

    it("moves every ready form of the DQA's own district to 5, with a history row each, and nothing elsewhere", async () => {
      const res = await submit({ cycleid, consent: true });
      expect(res.status).toBe(200);
      expect(res.body.value).toEqual({ moved: 6, skipped: [] });
      expect(await statusOf(mine.slice(0, 6))).toEqual([5, 5, 5, 5, 5, 5]);
      expect(await statusOf(theirs.slice(0, 3))).toEqual([3, 3, 3]);
      const [dqaUser] = await t.deps.db.select().from(users).where(eq(users.loginId, 'dqa'));
      const history = await historyOf(mine);
      expect(history).toHaveLength(6);
      expect(history.every((h) => h.event === 'dqa.submit' && h.toStatus === 5 && h.userId === dqaUser.id)).toBe(true);
      expect(history.map((h) => h.fromStatus).sort()).toEqual([3, 3, 3, 3, 4, 4]);
    });

    it('moves nothing the second time', async () => {
      expect((await submit({ cycleid, consent: true })).body.value).toEqual({ moved: 0, skipped: [] });
      expect(await historyOf(mine)).toHaveLength(6);
    });

    it("lets the district's own DQA submit their forms", async () => {
      const res = await submit({ cycleid, districtId: district2, consent: true }, 'dqa2');
      expect(res.body.value.moved).toBe(3);
    });
  });

  describe('SQA and department cycle-level approval', () => {
    let atSqa: number[];
    let atDept: number[];
    let scored: number;
    let broken: number;

    beforeAll(async () => {
      const all = [...accridOf.values()].sort((a, b) => a - b);
      await setStatus(all, 1);
      atSqa = all.slice(0, 10);
      atDept = all.slice(10, 20);
      await setStatus(atSqa.slice(0, 6), 5);
      await setStatus(atSqa.slice(6), 6);
      await setStatus(atDept.slice(0, 5), 7);
      await setStatus(atDept.slice(5), 8);
      // One form with answers, self and external, to compare with the report card service.
      scored = atDept[0];
      const index = t.deps.catalogues.get(t.deps.catalogues.current);
      const write = (kind: string, variant: 'first' | 'last') =>
        t.deps.db.insert(formAnswers).values(Object.entries(variantAnswers(index, variant)).map(([questionId, value]) => ({ formId: scored, kind, questionId, value })));
      await write('self', 'first');
      await write('external', 'last');
      // One form whose stored machine state cannot be read: skipped with its reason, the rest still move.
      broken = atDept[9];
      await t.deps.db
        .update(forms)
        .set({ machineState: { nonsense: true } })
        .where(eq(forms.id, broken));
    });

    it('refuses roles without the bulk privilege', async () => {
      expect((await t.call('POST', `/v1/workflow/cycle/sqa/${cycleid}/submit`, { token: token.dept })).status).toBe(403);
      expect((await t.call('POST', `/v1/workflow/cycle/sqa/${cycleid}/submit`, { token: token.dqa })).status).toBe(403);
      expect((await t.call('POST', `/v1/workflow/cycle/dept/${cycleid}/submit`, { token: token.sqa })).status).toBe(403);
      expect((await t.call('POST', `/v1/workflow/cycle/dept/${cycleid}/submit`, { token: token.head })).status).toBe(403);
      expect((await t.call('POST', '/v1/workflow/cycle/dept/987654/submit', { token: token.dept })).status).toBe(404);
    });

    it('SQA moves every form at 5 or 6 to the department (7)', async () => {
      const res = await t.call<BulkValue>('POST', `/v1/workflow/cycle/sqa/${cycleid}/submit`, { token: token.sqa });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Form status saved');
      expect(res.body.value).toEqual({ moved: 10, skipped: [] });
      expect(await statusOf(atSqa)).toEqual(Array(10).fill(7));
      const rows = (await historyOf(atSqa)).filter((h) => h.event === 'sqa.submit');
      expect(rows.map((h) => [h.fromStatus, h.toStatus]).sort()).toEqual([...Array(6).fill([5, 7]), ...Array(4).fill([6, 7])]);
    });

    it('the department approves every form at 7 or 8 and each gets its report card, as a single approval would', async () => {
      const res = await t.call<BulkValue>('POST', `/v1/workflow/cycle/dept/${cycleid}/submit`, { token: token.dept });
      expect(res.status).toBe(200);
      expect(res.body.value.moved).toBe(19);
      expect(res.body.value.skipped).toEqual([{ accrid: broken, reason: 'malformedState' }]);
      const approved = [...atSqa, ...atDept.filter((id) => id !== broken)];
      const rows = await t.deps.db.select().from(forms).where(inArray(forms.id, approved));
      expect(rows.every((f) => f.status === 9 && f.accreditedAt !== null && f.reportCode === `RC-${cycleid}-${f.schoolCode}`)).toBe(true);
      expect((await historyOf(approved)).filter((h) => h.event === 'dept.approve')).toHaveLength(19);
      const report = await t.call<{ score: number; grade: string; externalScore: number }>('GET', `/v1/report/${scored}/score`, { token: token.dept });
      const form = rows.find((f) => f.id === scored)!;
      expect(form.selfScore).toBeCloseTo(report.body.value.score, 3);
      expect(form.grade).toBe(report.body.value.grade);
      expect(form.externalScore).toBeCloseTo(report.body.value.externalScore, 3);
      expect(await statusOf([broken])).toEqual([8]);

      // The approval kept every approved form's domain scores, stamped as the form, so the analysis charts read them as they are.
      const kept = await t.deps.db.select().from(formDomainScores).where(inArray(formDomainScores.formId, approved));
      expect(kept).toHaveLength(approved.length * 2);
      for (const row of kept) expect(row.scoredAt.getTime()).toBe(rows.find((f) => f.id === row.formId)!.updatedAt.getTime());
      const index = t.deps.catalogues.get(form.catalogueVersion);
      const engine = (variant: 'first' | 'last') => domainScoresFrom(scoreForm(index, computeFields(index, variantAnswers(index, variant))));
      expect(kept.find((r) => r.formId === scored && r.kind === 'self')!.scores).toEqual(engine('first'));
      expect(kept.find((r) => r.formId === scored && r.kind === 'external')!.scores).toEqual(engine('last'));
      await t.deps.db
        .update(formDomainScores)
        .set({ scores: [{ domainId: 'D1', score: 3 }] })
        .where(and(eq(formDomainScores.formId, scored), eq(formDomainScores.kind, 'self')));
      expect((await domainScoresOf(t.deps, [form], 'self')).get(scored)).toEqual([{ domainId: 'D1', name: index.catalogue.domains[0].name, score: 3 }]);
    });
  });

  describe('all or nothing', () => {
    it('moves no form when writing any of them fails', async () => {
      const all = [...accridOf.values()].sort((a, b) => a - b);
      const ids = all.slice(30, 35);
      await setStatus(ids, 5);
      // A database fault on the last form's history row, mid-way through the batch.
      await t.deps.db.execute(
        sql.raw(`create function fail_history() returns trigger language plpgsql as $$
        begin if new.form_id = ${ids[4]} then raise exception 'disk full'; end if; return new; end $$`),
      );
      await t.deps.db.execute(sql.raw('create trigger fail_history before insert on form_history for each row execute function fail_history()'));
      try {
        const res = await t.call('POST', `/v1/workflow/cycle/sqa/${cycleid}/submit`, { token: token.sqa });
        expect(res.status).toBe(500);
        expect(res.body).toMatchObject({ status: 'FAILURE', errorMessage: 'Something went wrong' });
      } finally {
        await t.deps.db.execute(sql.raw('drop trigger fail_history on form_history'));
        await t.deps.db.execute(sql.raw('drop function fail_history'));
      }
      expect(await statusOf(ids)).toEqual([5, 5, 5, 5, 5]);
      expect((await historyOf(ids)).filter((h) => h.event === 'sqa.submit')).toHaveLength(0);
    });
  });

  describe('a closed cycle', () => {
    it('takes no bulk action', async () => {
      const [closed] = await t.deps.db.insert(cycles).values({ name: 'closed-cycle', status: 'CLOSED', catalogueVersion: t.deps.catalogues.current }).returning();
      const [school] = await t.deps.db.select().from(schools).where(eq(schools.schoolCode, DEMO_SCHOOL));
      const [form] = await t.deps.db.insert(forms).values({ schoolCode: school.schoolCode, cycleId: closed.id, catalogueVersion: closed.catalogueVersion, status: 7 }).returning();
      for (const [path, who, body] of [
        [`/v1/workflow/cycle/sqa/${closed.id}/submit`, 'sqa', undefined],
        [`/v1/workflow/cycle/dept/${closed.id}/submit`, 'dept', undefined],
        ['/v1/workflow/cycle/sqa/district/submit', 'dqa', { cycleid: closed.id, consent: true }],
      ] as const) {
        const res = await t.call('POST', path, { token: token[who], body, lang: 'hi' });
        expect(res.status).toBe(409);
        expect(res.body.errorMessage).toBe('यह चक्र बंद है; इसके फ़ॉर्म अब बदले नहीं जा सकते');
      }
      const [after] = await t.deps.db
        .select()
        .from(forms)
        .where(and(eq(forms.id, form.id)));
      expect(after.status).toBe(7);
    });
  });
});
