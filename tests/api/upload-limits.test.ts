import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms, questionDocuments, users } from '../../server/db/schema';
import { UPLOAD_LIMITS } from '../../server/storage/upload-quota';
import { tinyPdf } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

// Issue 15, defect 5: one form reached 584 documents and one request carried 500 files.
describe.each(testDatabases)('upload limits on %s', (kind) => {
  let t: TestApp;
  let head = '';
  let accrid = 0;
  let questions: string[] = [];

  const upload = (questionid: string, n = 1, lang: 'en' | 'hi' = 'en') => {
    const form = new FormData();
    form.set('accrid', String(accrid));
    form.set('questionid', questionid);
    for (let i = 0; i < n; i++) form.append('files', new File([tinyPdf], `${questionid}-${i}.pdf`, { type: 'application/pdf' }));
    return t.call<{ documentid: number }[]>('POST', '/v1/form/question/document', { token: head, raw: form, lang });
  };
  const filesOn = async (questionid?: string) =>
    (await t.deps.db.select().from(questionDocuments).where(eq(questionDocuments.formId, accrid))).filter((d) => !questionid || d.questionId === questionid).length;

  beforeAll(async () => {
    t = await startTestApp(kind);
    head = await t.login('head');
    accrid = (await t.call<{ items: { accrid: number }[] }>('POST', '/v1/form/search', { token: head, body: {} })).body.value.items[0].accrid;
    const [row] = await t.deps.db.select().from(forms).where(eq(forms.id, accrid));
    const index = t.deps.catalogues.get(row.catalogueVersion);
    questions = index.order.filter((q) => index.questions.get(q)!.question.evidence !== 'none');
  });
  afterAll(async () => t?.close());

  it('refuses more than 10 files in one request, storing none', async () => {
    const res = await upload(questions[0], UPLOAD_LIMITS.filesPerUpload + 1);
    expect(res.status).toBe(413);
    expect(res.body.errorMessage).toBe('At most 10 files can be uploaded at a time');
    expect(await filesOn()).toBe(0);
  });

  it('keeps a question to 10 files, and says so in Hindi', async () => {
    const q = questions[0];
    expect((await upload(q, 10)).status).toBe(201);
    const more = await upload(q, 1, 'hi');
    expect(more.status).toBe(409);
    expect(more.body.errorMessage).toBe('एक प्रश्न में अधिकतम 10 फ़ाइलें हो सकती हैं। और जोड़ने से पहले कोई फ़ाइल हटाएँ।');
    expect(await filesOn(q)).toBe(10);
    // Two parallel uploads into the last free place: the form's lock lets exactly one in.
    const [first] = await t.deps.db.select().from(questionDocuments).where(eq(questionDocuments.questionId, q));
    expect((await t.call('POST', '/v1/form/question/document/delete', { token: head, body: { accrid, documentid: first.id } })).status).toBe(200);
    const racing = await Promise.all([upload(q), upload(q)]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await filesOn(q)).toBe(10);
  });

  it('keeps a form to 300 files', async () => {
    const [owner] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'head'));
    const stored = await filesOn();
    // Files of long ago, so they count for the form but not for this hour's quota.
    const longAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    const filler = questions.slice(1).flatMap((q) =>
      Array.from({ length: 9 }, (_, i) => ({
        formId: accrid,
        questionId: q,
        fileName: `${q}-${i}.pdf`,
        contentType: 'application/pdf',
        size: 1,
        sha256: 'x',
        storageKey: 'none',
        uploadedBy: owner.id,
        uploadedAt: longAgo,
      })),
    );
    await t.deps.db.insert(questionDocuments).values(filler.slice(0, UPLOAD_LIMITS.filesPerForm - stored));
    const last = questions.slice(1).find((q) => filler.slice(0, UPLOAD_LIMITS.filesPerForm - stored).every((f) => f.questionId !== q))!;
    const res = await upload(last);
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toBe('A form can have at most 300 files. Delete some before adding more.');
    expect(await filesOn()).toBe(UPLOAD_LIMITS.filesPerForm);
  });

  it('stops a person at 500 MB an hour, evidence and complaint files together', async () => {
    await t.deps.db.delete(questionDocuments).where(eq(questionDocuments.formId, accrid));
    const [owner] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'head'));
    await t.deps.db.insert(questionDocuments).values({
      formId: accrid,
      questionId: questions[1],
      fileName: 'big.pdf',
      contentType: 'application/pdf',
      size: UPLOAD_LIMITS.bytesPerUserHour - 10,
      sha256: 'x',
      storageKey: 'none',
      uploadedBy: owner.id,
      uploadedAt: new Date(),
    });
    const res = await upload(questions[0]);
    expect(res.status).toBe(429);
    expect(res.body.errorMessage).toBe('You have uploaded 500 MB in the last hour. Please try again later.');
  });
});
