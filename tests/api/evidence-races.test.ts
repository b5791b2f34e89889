import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFields, evidenceNeeded, schoolTotals } from '../../engine';
import { forms, questionDocuments } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { fillAnswers, fillSchoolInfo, tinyPdf } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

// Evidence changes take the form's lock and status check, as answers do (issue 15, defect 1).
describe.each(testDatabases)('evidence and submit racing on %s', (kind) => {
  let t: TestApp;
  let head = '';
  let accrid = 0;
  let needing: string[] = [];

  const upload = async (questionid: string) => {
    const form = new FormData();
    form.set('accrid', String(accrid));
    form.set('questionid', questionid);
    form.append('files', new File([tinyPdf], `${questionid}.pdf`, { type: 'application/pdf' }));
    return t.call<{ documentid: number }[]>('POST', '/v1/form/question/document', { token: head, raw: form });
  };
  const docsOf = async (questionid: string) =>
    (await t.deps.db.select().from(questionDocuments).where(eq(questionDocuments.formId, accrid))).filter((d) => d.questionId === questionid);
  const status = async () => (await t.deps.db.select({ s: forms.status }).from(forms).where(eq(forms.id, accrid)))[0].s;

  beforeAll(async () => {
    t = await startTestApp(kind);
    head = await t.login('head');
    accrid = (await t.call<{ items: { accrid: number }[] }>('POST', '/v1/form/search', { token: head, body: {} })).body.value.items[0].accrid;
    const details = await t.call<{ schema: Record<string, unknown> }>('POST', '/v1/school/details', { token: head, body: { schoolCode: DEMO_SCHOOL } });
    const info = fillSchoolInfo(details.body.value.schema);
    await t.call('POST', '/v1/school/update', { token: head, body: { schoolCode: DEMO_SCHOOL, info } });
    const [row] = await t.deps.db.select().from(forms).where(eq(forms.id, accrid));
    const index = t.deps.catalogues.get(row.catalogueVersion);
    const answers = fillAnswers(index);
    expect(
      (await t.call('POST', '/v1/form/answers', { token: head, body: { accrid, answers: Object.entries(answers).map(([questionid, value]) => ({ questionid, value })) } })).status,
    ).toBe(200);
    // As the server sees the form: counts taken from the school information included.
    const all = computeFields(index, answers, schoolTotals(info));
    needing = index.order.filter((q) => evidenceNeeded(index.questions.get(q)!.question, all[q]));
    for (const q of needing) expect((await upload(q)).status, q).toBe(201);
  });
  afterAll(async () => t?.close());

  it('never leaves a form submitted without the only file of a mandatory question, however submit and delete interleave', async () => {
    const q = needing[0];
    let submitted = false;
    for (let trial = 0; trial < 12 && !submitted; trial++) {
      const [doc] = await docsOf(q);
      const [sub, del] = await Promise.all([
        t.call<{ status: number }>('POST', '/v1/workflow/form/sh/status/submit', { token: head, body: { accrid, consent: true } }),
        t.call('POST', '/v1/form/question/document/delete', { token: head, body: { accrid, documentid: doc.id } }),
      ]);
      const left = await docsOf(q);
      if (sub.status === 200) {
        submitted = true;
        // The submit counted the file under the lock: the delete came after and was refused.
        expect(del.status).toBe(409);
        expect(left).toHaveLength(1);
        expect(await status()).toBe(3);
      } else {
        // The delete went first: the submit saw the file missing and refused.
        expect(sub.status).toBe(422);
        expect(del.status).toBe(200);
        expect(left).toHaveLength(0);
        expect(await status()).toBe(2);
        expect((await upload(q)).status).toBe(201);
      }
    }
    expect(submitted).toBe(true);
  });

  it('refuses an upload and a delete after the form was submitted, and keeps the files as they were', async () => {
    expect(await status()).toBe(3);
    const before = (await t.deps.db.select().from(questionDocuments).where(eq(questionDocuments.formId, accrid))).length;
    const up = await upload(needing[0]);
    expect(up.status).toBe(409);
    const [doc] = await docsOf(needing[0]);
    const del = await t.call('POST', '/v1/form/question/document/delete', { token: head, body: { accrid, documentid: doc.id } });
    expect(del.status).toBe(409);
    expect((await t.deps.db.select().from(questionDocuments).where(eq(questionDocuments.formId, accrid))).length).toBe(before);
    // Ten uploads at once after the submit: none lands.
    const many = await Promise.all(Array.from({ length: 10 }, () => upload(needing[0])));
    expect(many.map((r) => r.status)).toEqual(Array(10).fill(409));
    expect((await t.deps.db.select().from(questionDocuments).where(eq(questionDocuments.formId, accrid))).length).toBe(before);
  });
});
