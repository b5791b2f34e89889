import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFields, schoolTotals, scoreForm, type Answers, type CatalogueVersion, type Question } from '../../engine';
import { forms } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { storeAnswers } from '../../server/form/answers-store';
import { variantAnswers } from '../support/approved-forms';
import { fillSchoolInfo } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { sendAndApprove } from '../support/approve';
import { testDatabases } from '../support/test-db';

const findQuestion = (c: CatalogueVersion, id: string): Question => c.domains.flatMap((d) => d.subdomains.flatMap((s) => s.questions)).find((q) => q.id === id)!;

/**
 * A version published in the editor may take a count from the school information (enrolment)
 * and score a count per teacher. The form, the limits, the submit check, the approval that keeps
 * the grade, the dashboards and the report card screen must all use the same school totals.
 */
describe.each(testDatabases)('school totals in scoring on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let accrid = 0;
  let info: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['dept', 'head']) token[who] = await t.login(who);
    const { version } = (await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token: token.dept, body: { from: 'v4' } })).body.value;
    const draft = (await t.call<{ catalogue: CatalogueVersion }>('GET', `/v1/catalogue/versions/${version}`, { token: token.dept })).body.value.catalogue;
    const put = (q: Question) => t.call('PUT', `/v1/catalogue/drafts/${version}/questions/${q.id}`, { token: token.dept, body: { question: q, revision: 0 } });
    expect((await put({ ...findQuestion(draft, 'Q067'), fromSchoolInfo: 'enrolmentTotal' })).status).toBe(200);
    expect((await put({ ...findQuestion(draft, 'Q038'), scoreBasis: 'perTeacher' })).status).toBe(200);
    expect((await sendAndApprove(t, version)).status).toBe(200);
    const [form] = await t.deps.db.update(forms).set({ catalogueVersion: version }).where(eq(forms.schoolCode, DEMO_SCHOOL)).returning({ id: forms.id });
    accrid = form.id;
    const schema = (await t.call<{ schema: Record<string, unknown> }>('POST', '/v1/school/details', { token: token.head, body: { schoolCode: DEMO_SCHOOL } })).body.value.schema;
    info = { ...fillSchoolInfo(schema), teachersSanctioned: 12, teacherVacancy: 2, adhocTeachers: 0 };
    expect((await t.call('POST', '/v1/school/update', { token: token.head, body: { schoolCode: DEMO_SCHOOL, info } })).status).toBe(200);
  });
  afterAll(async () => t?.close());

  it('shows the enrolment from the school information in the form, read-only, and checks limits against it', async () => {
    const totals = schoolTotals(info)!;
    const d3 = await t.call<{ schema: { properties: Record<string, { readOnly?: boolean; description?: string }> }; answers: Answers }>('POST', '/v1/form/json', {
      token: token.head,
      body: { accrid, domainId: 'D3' },
      lang: 'hi',
    });
    expect(d3.body.value.answers.Q067).toBe(totals.enrolmentTotal);
    expect(d3.body.value.schema.properties.Q067.readOnly).toBe(true);
    expect(d3.body.value.schema.properties.Q067.description).toContain('विद्यालय की जानकारी से लिया गया');
    // Students with 75% attendance cannot outnumber the enrolment the school information gives.
    const tooMany = await t.call('POST', '/v1/form/answers', { token: token.head, body: { accrid, answers: [{ questionid: 'Q068', value: totals.enrolmentTotal! + 1 }] } });
    expect(tooMany.status).toBe(400);
    const fits = await t.call('POST', '/v1/form/answers', { token: token.head, body: { accrid, answers: [{ questionid: 'Q068', value: totals.enrolmentTotal! }] } });
    expect(fits.status).toBe(200);
  });

  it('keeps at approval the grade the report card screen shows, with counts per teacher and totals from the school information', async () => {
    const [form] = await t.deps.db.select().from(forms).where(eq(forms.id, accrid));
    const index = t.deps.catalogues.get(form.catalogueVersion);
    const answers = variantAnswers(index, 'first');
    delete answers.Q067;
    await t.deps.db.transaction((tx) => storeAnswers(tx, accrid, 'self', answers, 1, new Date()));
    await t.deps.db.update(forms).set({ status: 8, machineState: null }).where(eq(forms.id, accrid));
    const approved = await t.call('POST', '/v1/workflow/form/dept/status/submit', { token: token.dept, body: { accrid, consent: true } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const totals = schoolTotals(info);
    const expected = scoreForm(index, computeFields(index, answers, totals), totals);
    // The test would not notice a missing total otherwise.
    expect(scoreForm(index, computeFields(index, answers)).overall).not.toBeCloseTo(expected.overall!, 3);
    const [kept] = await t.deps.db.select().from(forms).where(eq(forms.id, accrid));
    expect(kept.selfScore).toBeCloseTo(expected.overall!, 3);
    expect(kept.grade).toBe(expected.grade);
    const screen = await t.call<{ score: number; grade: string; domains: { domainId: string; score: number }[] }>('GET', `/v1/report/${accrid}/score`, { token: token.dept });
    expect(screen.body.value.score).toBeCloseTo(kept.selfScore!, 3);
    expect(screen.body.value.grade).toBe(kept.grade);
    const chart = await t.call<{ key: string; series: string; value: number }[]>('GET', `/v1/report/${accrid}/chart`, { token: token.dept });
    expect(chart.body.value.filter((r) => r.series === 'self').map((r) => r.value)).toEqual(screen.body.value.domains.map((d) => d.score));
  });
});
