import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFields, schoolTotals, scoreForm } from '../../engine';
import { forms } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { storeAnswers } from '../../server/form/answers-store';
import { variantAnswers } from '../support/approved-forms';
import { fillSchoolInfo } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface Summary {
  schoolInfo: { updatedAt: string; groups: { id: string; title: string; fields: { key: string; label: string; value: number | null }[] }[] } | null;
  totals: Record<string, number> | null;
  score: { score: number | null; grade: string | null; critical: { questionid: string; passed: boolean }[]; priorities: { subdomainId: string; advice: string }[] };
}

/** A reviewer reads the school information the form was filled against, and the score as it stands. */
describe.each(testDatabases)('review summary on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let accrid = 0;
  let karnal = 0;
  let info: Record<string, number> = {};
  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['dqa', 'sqa', 'head']) token[who] = await t.login(who);
    [{ id: accrid }] = await t.deps.db.select({ id: forms.id }).from(forms).where(eq(forms.schoolCode, DEMO_SCHOOL));
    [{ id: karnal }] = await t.deps.db.select({ id: forms.id }).from(forms).where(eq(forms.schoolCode, '06020100101'));
  });
  afterAll(async () => t?.close());

  const summary = (who: string, id: number, lang?: string) => t.call<Summary>('GET', `/v1/form/${id}/review-summary`, { token: token[who], lang });

  it('says when the school information is not saved yet', async () => {
    const res = await summary('dqa', accrid);
    expect(res.status).toBe(200);
    expect(res.body.value.schoolInfo).toBeNull();
  });

  it('shows the district reviewer the school information in Hindi and the score with critical questions and priorities', async () => {
    const schema = (await t.call<{ schema: Record<string, unknown> }>('POST', '/v1/school/details', { token: token.head, body: { schoolCode: DEMO_SCHOOL } })).body.value.schema;
    info = { ...fillSchoolInfo(schema), teachersSanctioned: 9 };
    expect((await t.call('POST', '/v1/school/update', { token: token.head, body: { schoolCode: DEMO_SCHOOL, info } })).status).toBe(200);
    const [form] = await t.deps.db.select().from(forms).where(eq(forms.id, accrid));
    const index = t.deps.catalogues.get(form.catalogueVersion);
    const answers = variantAnswers(index, 'last');
    await t.deps.db.transaction((tx) => storeAnswers(tx, accrid, 'self', answers, 1, new Date()));

    const res = await summary('dqa', accrid, 'hi');
    expect(res.status).toBe(200);
    const fields = res.body.value.schoolInfo!.groups.flatMap((g) => g.fields);
    expect(fields).toContainEqual({ key: 'teachersSanctioned', label: expect.stringMatching(/[\u0900-\u097F]/), value: 9 });
    expect(fields).toHaveLength(Object.keys(info).length);
    const totals = schoolTotals(info);
    const expected = scoreForm(index, computeFields(index, answers, totals), totals);
    expect(res.body.value.score.score).toBeCloseTo(expected.overall!, 3);
    expect(res.body.value.score.grade).toBe(expected.grade);
    expect(res.body.value.score.critical.map((c) => c.questionid)).toEqual(expected.critical.map((c) => c.questionid));
    expect(res.body.value.score.priorities.length).toBeGreaterThan(0);
    expect(res.body.value.score.priorities[0].advice).toMatch(/[\u0900-\u097F]/);
  });

  it("is read only within the reader's scope", async () => {
    expect((await summary('dqa', karnal)).status).toBe(403);
    expect((await summary('sqa', karnal)).status).toBe(200);
    expect((await summary('head', karnal)).status).toBe(403);
    expect((await summary('dqa', 999999)).status).toBe(404);
  });
});
