import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFields, evidenceNeeded, schoolTotals } from '../../engine';
import { formHistory, forms } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { fillAnswers, fillSchoolInfo, tinyPdf } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

// The school information the scores are computed from is locked with the form (issue 12, defect 2).
describe.each(testDatabases)('school information lock on %s', (kind) => {
  let t: TestApp;
  let head = '';
  let dqa = '';
  let accrid = 0;
  let info: Record<string, number> = {};
  const save = (data: Record<string, number>, lang?: string) => t.call('POST', '/v1/school/update', { token: head, body: { schoolCode: DEMO_SCHOOL, info: data }, lang });
  const details = async () =>
    (await t.call<{ locked: boolean; info: Record<string, number> }>('POST', '/v1/school/details', { token: head, body: { schoolCode: DEMO_SCHOOL } })).body.value;

  beforeAll(async () => {
    t = await startTestApp(kind);
    head = await t.login('head');
    dqa = await t.login('dqa');
    accrid = (await t.call<{ items: { accrid: number }[] }>('POST', '/v1/form/search', { token: head, body: {} })).body.value.items[0].accrid;
    const d = await t.call<{ schema: Record<string, unknown> }>('POST', '/v1/school/details', { token: head, body: { schoolCode: DEMO_SCHOOL } });
    info = fillSchoolInfo(d.body.value.schema);
    expect((await save(info)).status).toBe(200);
    const [row] = await t.deps.db.select().from(forms).where(eq(forms.id, accrid));
    const index = t.deps.catalogues.get(row.catalogueVersion);
    const answers = fillAnswers(index);
    await t.call('POST', '/v1/form/answers', { token: head, body: { accrid, answers: Object.entries(answers).map(([questionid, value]) => ({ questionid, value })) } });
    const all = computeFields(index, answers, schoolTotals(info));
    for (const q of index.order.filter((id) => evidenceNeeded(index.questions.get(id)!.question, all[id]))) {
      const form = new FormData();
      form.set('accrid', String(accrid));
      form.set('questionid', q);
      form.append('files', new File([tinyPdf], `${q}.pdf`, { type: 'application/pdf' }));
      expect((await t.call('POST', '/v1/form/question/document', { token: head, raw: form })).status).toBe(201);
    }
  });
  afterAll(async () => t?.close());

  it('is open while the form is with the school, and each change is written in the form’s history', async () => {
    expect((await details()).locked).toBe(false);
    expect((await save({ ...info, teachersSanctioned: 14 })).status).toBe(200);
    const rows = await t.deps.db
      .select()
      .from(formHistory)
      .where(and(eq(formHistory.formId, accrid), eq(formHistory.event, 'schoolinfo.update')));
    // The first save wrote every figure; this one only the figure that changed.
    expect(rows).toHaveLength(2);
    expect(rows[1].comment).toBe(`teachersSanctioned ${info.teachersSanctioned} → 14`);
    expect(rows[1].userId).not.toBeNull();
    info = { ...info, teachersSanctioned: 14 };
  });

  it('is refused once the form is submitted, with a message that says when it opens again', async () => {
    expect((await t.call('POST', '/v1/workflow/form/sh/status/submit', { token: head, body: { accrid, consent: true } })).status).toBe(200);
    expect((await details()).locked).toBe(true);
    const res = await save({ ...info, teachersSanctioned: 40 }, 'hi');
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toContain('फ़ॉर्म वापस भेजे जाने पर यह फिर से खुल जाती है');
    expect((await details()).info.teachersSanctioned).toBe(14);
  });

  it('opens again when a reviewer sends the form back', async () => {
    expect((await t.call('POST', '/v1/workflow/form/dqa/status/reject', { token: dqa, body: { accrid, reasonId: 2, comment: 'Please recheck the teachers' } })).status).toBe(200);
    expect((await details()).locked).toBe(false);
    expect((await save({ ...info, teachersSanctioned: 16 })).status).toBe(200);
    const rows = await t.deps.db
      .select()
      .from(formHistory)
      .where(and(eq(formHistory.formId, accrid), eq(formHistory.event, 'schoolinfo.update')));
    expect(rows).toHaveLength(3);
    expect(rows[2].comment).toBe('teachersSanctioned 14 → 16');
    // The head still sees why the form came back, though the history's last row is the school information.
    const status = await t.call<{ reject: { comment: string | null } | null }>('GET', `/v1/form/${accrid}/status`, { token: head });
    expect(status.body.value.reject?.comment).toBe('Please recheck the teachers');
    // The refused save left no trace.
    expect(rows.some((r) => r.comment?.includes('→ 40'))).toBe(false);
  });
});
