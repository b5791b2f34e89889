import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { formAnswers, formHistory, forms, questionReviews, roles, schools, users } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { variantAnswers } from '../support/approved-forms';
import { fillAnswers, fillSchoolInfo, tinyPdf } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface StatusValue {
  accrid: number;
  status: number;
  statusLabel: string;
  actions: string[];
  nextStatuses: { code: number; label: string }[];
  reject: { reason: string; comment: string | null; by: string } | null;
}
interface CommentsValue {
  comments: { questionid: string; comment: string; user: string }[];
  reviews: { questionid: string; status: string; comment: string | null }[];
}

describe.each(testDatabases)('form review on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let accrid: number;
  let otherAccrid: number;
  let question: string;

  const call = <T = unknown>(path: string, who: string, body?: unknown, lang?: string) => t.call<T>(body === undefined ? 'GET' : 'POST', path, { token: token[who], body, lang });
  const status = (who: string, lang?: string) => call<StatusValue>(`/v1/form/${accrid}/status`, who, undefined, lang);
  const change = (who: string, body: Record<string, unknown>, lang?: string) => call<{ accrid: number; status: number }>('/v1/form/status/change', who, { accrid, ...body }, lang);
  // The status changes (the school information saved in beforeAll is in the history too, as its own event).
  const history = async () =>
    (await t.deps.db.select().from(formHistory).where(eq(formHistory.formId, accrid)).orderBy(asc(formHistory.id))).filter((h) => h.event !== 'schoolinfo.update');
  const formRow = async () => (await t.deps.db.select().from(forms).where(eq(forms.id, accrid)))[0];

  /** The head's real path to the district: school information, every answer, the mandatory evidence, consent. */
  async function headSubmits() {
    const index = t.deps.catalogues.get(t.deps.catalogues.current);
    const answers = Object.entries(fillAnswers(index)).map(([questionid, value]) => ({ questionid, value }));
    expect((await call('/v1/form/answers', 'head', { accrid, answers })).status).toBe(200);
    for (const questionid of index.order.filter((q) => index.questions.get(q)!.question.evidence === 'mandatory')) {
      const existing = await t.call<unknown[]>('POST', `/v1/form/${accrid}/question/${questionid}/documents`, { token: token.head, body: {} });
      if (existing.body.value.length) continue;
      const form = new FormData();
      form.set('accrid', String(accrid));
      form.set('questionid', questionid);
      form.append('files', new File([tinyPdf], `${questionid}.pdf`, { type: 'application/pdf' }));
      expect((await t.call('POST', '/v1/form/question/document', { token: token.head, raw: form })).status).toBe(201);
    }
    const res = await call<{ status: number }>('/v1/workflow/form/sh/status/submit', 'head', { accrid, consent: true });
    expect(res.body.value.status).toBe(3);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['admin', 'dqa', 'sqa', 'dept', 'head']) token[who] = await t.login(who);
    const rows = await t.deps.db.select({ f: forms, s: schools }).from(forms).innerJoin(schools, eq(schools.schoolCode, forms.schoolCode));
    const mine = rows.find((r) => r.s.schoolCode === DEMO_SCHOOL)!;
    accrid = mine.f.id;
    otherAccrid = rows.find((r) => r.s.districtId !== mine.s.districtId)!.f.id;
    const otherDistrict = rows.find((r) => r.s.districtId !== mine.s.districtId)!.s.districtId;
    const [dqaRole] = await t.deps.db.select().from(roles).where(eq(roles.code, 'DQA'));
    await t.deps.db.insert(users).values({ loginId: 'dqa2', passwordHash: await hashPassword('Demo@1234'), firstName: 'Other', roleId: dqaRole.id, districtId: otherDistrict });
    token.dqa2 = await t.login('dqa2');
    const index = t.deps.catalogues.get(t.deps.catalogues.current);
    question = index.order[0];
    await call('/v1/school/update', 'head', { schoolCode: DEMO_SCHOOL, info: fillSchoolInfo(t.deps.catalogues.schoolInfo) });
  });
  afterAll(async () => t?.close());

  describe('POST /v1/form/self/init', () => {
    it("opens the head's own form without changing it, as often as asked", async () => {
      const first = await call<StatusValue>('/v1/form/self/init', 'head', { accrid });
      expect(first.status).toBe(200);
      expect(first.body.value).toMatchObject({ accrid, status: 1, statusLabel: 'School Head Initiated' });
      const again = await call<StatusValue>('/v1/form/self/init', 'head', { accrid });
      expect(again.body.value.status).toBe(1);
      expect(await history()).toEqual([]);
    });

    it("refuses another school's form, other roles and unknown forms", async () => {
      expect((await call('/v1/form/self/init', 'head', { accrid: otherAccrid })).status).toBe(403);
      expect((await call('/v1/form/self/init', 'dqa', { accrid })).status).toBe(403);
      expect((await call('/v1/form/self/init', 'head', { accrid: 987654 })).status).toBe(404);
    });
  });

  describe('the generic status change and next statuses', () => {
    it('offers the head nothing at 1 (saving moves the form) and needs a status and a comment', async () => {
      expect((await status('head')).body.value.nextStatuses).toEqual([]);
      const noStatus = await change('head', { comment: 'x' });
      expect(noStatus.status).toBe(400);
      expect(noStatus.body.errorMessage).toBe('Please select status');
      expect((await change('head', { status: '', comment: 'x' }, 'hi')).body.errorMessage).toBe('कृपया स्थिति चुनें');
      const noComment = await change('head', { status: 2, comment: '  ' });
      expect(noComment.status).toBe(400);
      expect(noComment.body.errorMessage).toBe('Please add comment');
      expect((await change('head', { status: 2 }, 'hi')).body.errorMessage).toBe('कृपया टिप्पणी जोड़ें');
      expect((await change('head', { status: 2, comment: 'start' })).status).toBe(403);
      expect((await change('head', { status: 11, comment: 'x' })).status).toBe(400);
    });

    it('tells the head what is missing when submitting a form never saved', async () => {
      const res = await call('/v1/workflow/form/sh/status/submit', 'head', { accrid, consent: true }, 'hi');
      expect(res.status).toBe(422);
      expect(res.body.errorMessage).toBe('प्रस्तुत करने से पहले कृपया सभी आवश्यक प्रश्नों के उत्तर दें');
      expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ problem: 'answerMissing' })]));
      // Each question names its domain, so the page can link the head to it.
      expect(res.body.details).toContainEqual({ questionid: 'Q001', domainId: 'D1', problem: 'answerMissing' });
    });

    it('refuses a submit without the mandatory evidence', async () => {
      const index = t.deps.catalogues.get(t.deps.catalogues.current);
      if (!index.order.some((q) => index.questions.get(q)!.question.evidence === 'mandatory')) return;
      const answers = Object.entries(fillAnswers(index)).map(([questionid, value]) => ({ questionid, value }));
      expect((await call('/v1/form/answers', 'head', { accrid, answers })).status).toBe(200);
      const res = await change('head', { status: 3, comment: 'Done', consent: true });
      expect(res.status).toBe(422);
      expect(res.body.errorMessage).toBe('Attachment is mandatory');
      expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ problem: 'evidenceMissing' })]));
    });

    it("submits the head's complete form to the district, once", async () => {
      await headSubmits();
      expect((await formRow()).status).toBe(3);
      const again = await call('/v1/workflow/form/sh/status/submit', 'head', { accrid, consent: true });
      expect(again.status).toBe(409);
      expect((await history()).filter((h) => h.event === 'sh.submit')).toHaveLength(1);
    });

    it('offers each caller only the next statuses of their own level, labelled in their language', async () => {
      const dqa = await status('dqa', 'hi');
      expect(dqa.body.value.nextStatuses).toEqual([
        { code: 2, label: 'स्व / बाह्य मूल्यांकन प्रगति पर' },
        { code: 4, label: 'जिला गुणवत्ता आश्वासन स्तर पर प्रगति पर' },
        { code: 5, label: 'राज्य गुणवत्ता आश्वासन को प्रस्तुत' },
      ]);
      expect((await status('head')).body.value.nextStatuses).toEqual([]);
      expect((await status('sqa')).body.value.nextStatuses).toEqual([]);
      expect((await status('admin')).body.value.nextStatuses.map((s) => s.code)).toEqual([2, 4, 5]);
    });

    it("refuses a status that is not next, another level's status and a DQA of another district", async () => {
      const notNext = await change('dqa', { status: 9, comment: 'skip' });
      expect(notNext.status).toBe(409);
      expect(notNext.body.errorMessage).toBe('This status cannot be selected for the form now');
      expect((await change('sqa', { status: 4, comment: 'mine' })).status).toBe(403);
      expect((await change('dqa2', { status: 4, comment: 'mine' })).status).toBe(403);
      expect((await formRow()).status).toBe(3);
    });

    it('lets the DQA take the form into review (3 to 4) with a comment in the history', async () => {
      const res = await change('dqa', { status: 4, comment: 'Looking at it' });
      expect(res.status).toBe(200);
      expect(res.body.value).toEqual({ accrid, status: 4 });
      expect((await history()).at(-1)).toMatchObject({ fromStatus: 3, toStatus: 4, event: 'dqa.open', comment: 'Looking at it' });
    });
  });

  describe('per-question review', () => {
    const review = (who: string, body: Record<string, unknown>, lang?: string) => call('/v1/form/question/status', who, { accrid, questionid: question, ...body }, lang);

    it('needs a comment to flag or reject a question', async () => {
      const res = await review('dqa', { status: 'FLAGGED' });
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toBe('Please add comment');
    });

    it('flags a question, then changes the verdict: one review per question', async () => {
      expect((await review('dqa', { status: 'FLAGGED', comment: 'Photo is unreadable' })).status).toBe(200);
      const approved = await review('dqa', { status: 'APPROVED' });
      expect(approved.status).toBe(200);
      expect(approved.body.message).toBe('Status updated');
      const flagged = await review('dqa', { status: 'REJECTED', comment: 'Does not match the register' });
      expect(flagged.status).toBe(200);
      const rows = await t.deps.db.select().from(questionReviews).where(eq(questionReviews.formId, accrid));
      expect(rows).toEqual([expect.objectContaining({ questionId: question, status: 'REJECTED', comment: 'Does not match the register' })]);
    });

    it('refuses the head, another level, another district and unknown questions', async () => {
      expect((await review('head', { status: 'APPROVED' })).status).toBe(403);
      const sqa = await review('sqa', { status: 'APPROVED' });
      expect(sqa.status).toBe(409);
      expect(sqa.body.errorMessage).toBe('The form is not at your review level');
      expect((await review('dqa2', { status: 'APPROVED' })).status).toBe(403);
      expect((await call('/v1/form/question/status', 'dqa', { accrid, questionid: 'Q999', status: 'APPROVED' })).status).toBe(404);
      expect((await review('dqa', { status: 'MAYBE' })).status).toBe(400);
    });
  });

  describe('question comments', () => {
    it('saves a comment and lists it, per question or for the whole form', async () => {
      const saved = await call<{ commentid: number; comment: string }>('/v1/form/question/comment', 'dqa', { accrid, questionid: question, comment: 'Please upload the fire NOC' });
      expect(saved.status).toBe(201);
      expect(saved.body.message).toBe('Comment saved');
      await call('/v1/form/question/comment', 'head', { accrid, questionid: question, comment: 'Uploaded again' }, 'hi');
      const one = await call<{ comment: string; user: string }[]>('/v1/form/question/comment/list', 'head', { accrid, questionid: question });
      expect(one.body.value.map((c) => c.comment)).toEqual(['Please upload the fire NOC', 'Uploaded again']);
      expect(one.body.value[0].user).toBe('Rakesh Verma');
      const all = await call<unknown[]>('/v1/form/question/comment/list', 'dqa', { accrid });
      expect(all.body.value).toHaveLength(2);
    });

    it('asks for a comment and refuses forms out of scope', async () => {
      const blank = await call('/v1/form/question/comment', 'dqa', { accrid, questionid: question, comment: ' ' });
      expect(blank.status).toBe(400);
      expect(blank.body.errorMessage).toBe('Please add comment');
      expect((await call('/v1/form/question/comment', 'dqa2', { accrid, questionid: question, comment: 'x' })).status).toBe(403);
      expect((await call('/v1/form/question/comment/list', 'dqa2', { accrid })).status).toBe(403);
      expect((await call('/v1/form/question/comment', 'head', { accrid: otherAccrid, questionid: question, comment: 'x' })).status).toBe(403);
    });

    it('shows the head every comment and verdict on the form', async () => {
      const res = await call<CommentsValue>(`/v1/form/${accrid}/comments`, 'head');
      expect(res.status).toBe(200);
      expect(res.body.value.comments).toHaveLength(2);
      const domainId = t.deps.catalogues.get(t.deps.catalogues.current).questions.get(question)!.domain.id;
      expect(res.body.value.reviews).toEqual([expect.objectContaining({ questionid: question, domainId, status: 'REJECTED', comment: 'Does not match the register' })]);
      expect((await call(`/v1/form/${accrid}/comments`, 'dqa2')).status).toBe(403);
    });
  });

  describe('external evaluation', () => {
    const external = (who: string, answers: { questionid: string; value: unknown; base?: string | null }[], target = accrid) =>
      call<{ kind: string; saved: number; attempted: number; updatedAt: string }>('/v1/form/answers', who, { accrid: target, kind: 'external', answers });

    it("is closed until the cycle's audit is initiated", async () => {
      const index = t.deps.catalogues.get(t.deps.catalogues.current);
      const res = await external('dqa', [{ questionid: question, value: index.questions.get(question)!.options[0].code }]);
      expect(res.status).toBe(409);
      expect(res.body.errorMessage).toMatch(/after the audit is initiated/);
    });

    it("lets the district's DQA enter external answers once the audit has started, checked by the engine", async () => {
      const [{ cycleId }] = await t.deps.db.select({ cycleId: forms.cycleId }).from(forms).where(eq(forms.id, accrid));
      expect((await t.call('POST', `/v1/cycle/${cycleId}/initiate/audit`, { token: token.sqa })).status).toBe(200);
      const index = t.deps.catalogues.get(t.deps.catalogues.current);
      const answers = Object.entries(variantAnswers(index, 'last')).map(([questionid, value]) => ({ questionid, value }));
      const res = await external('dqa', answers);
      expect(res.status).toBe(200);
      expect(res.body.value).toMatchObject({ kind: 'external', saved: answers.length });
      const stored = await t.deps.db
        .select()
        .from(formAnswers)
        .where(and(eq(formAnswers.formId, accrid), eq(formAnswers.kind, 'external')));
      expect(stored).toHaveLength(answers.length);
      const bad = await external('dqa', [{ questionid: question, value: 'NOPE' }]);
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual([expect.objectContaining({ questionid: question, problem: 'notAnOption' })]);
      const self = await t.deps.db
        .select()
        .from(formAnswers)
        .where(and(eq(formAnswers.formId, accrid), eq(formAnswers.kind, 'self'), eq(formAnswers.questionId, question)));
      expect(self[0].value).toEqual(fillAnswers(index)[question]);
    });

    it("shows reviewers the external answers beside the school's, says the audit is open, and keeps them from the head", async () => {
      const index = t.deps.catalogues.get(t.deps.catalogues.current);
      const domainId = index.questions.get(question)!.domain.id;
      const dqa = await call<{ externalAnswers: Record<string, unknown> }>('/v1/form/json', 'dqa', { accrid, domainId });
      expect(dqa.body.value.externalAnswers[question]).toEqual(variantAnswers(index, 'last')[question]);
      const sqa = await call<{ externalAnswers: Record<string, unknown> }>('/v1/form/json', 'sqa', { accrid, domainId });
      expect(Object.keys(sqa.body.value.externalAnswers).length).toBeGreaterThan(0);
      const head = await call<{ externalAnswers: Record<string, unknown> }>('/v1/form/json', 'head', { accrid, domainId });
      expect(head.body.value.externalAnswers).toEqual({});
      const status = await call<{ externalAudit: boolean; cycleid: number }>(`/v1/form/${accrid}/status`, 'dqa');
      expect(status.body.value).toMatchObject({ externalAudit: true, cycleid: expect.any(Number) });
    });

    it('never lets two officers (or two tabs) overwrite each other: an answer changed since it was read is a conflict', async () => {
      const index = t.deps.catalogues.get(t.deps.catalogues.current);
      const domainId = index.questions.get(question)!.domain.id;
      const [first, second] = index.questions.get(question)!.options.map((o) => o.code);
      const read = (await call<{ externalUpdatedAt: Record<string, string> }>('/v1/form/json', 'dqa', { accrid, domainId })).body.value;
      const base = read.externalUpdatedAt[question];
      expect(base).toEqual(expect.any(String));
      // The first officer saves from what they read; the answer tells the time of the save.
      const saved = await external('dqa', [{ questionid: question, value: first, base }]);
      expect(saved.status).toBe(200);
      expect(saved.body.value.updatedAt).toEqual(expect.any(String));
      // A second tab that read before that save changes it too: refused, nothing written, the newer answer named.
      const stale = await external('dqa', [{ questionid: question, value: second, base }]);
      expect(stale.status).toBe(409);
      expect(stale.body.details).toEqual([expect.objectContaining({ questionid: question, problem: 'conflict', serverValue: first })]);
      const now = (await call<{ externalAnswers: Record<string, unknown>; externalUpdatedAt: Record<string, string> }>('/v1/form/json', 'dqa', { accrid, domainId })).body.value;
      expect(now.externalAnswers[question]).toBe(first);
      // Based on the newer answer, it is saved.
      expect((await external('dqa', [{ questionid: question, value: second, base: now.externalUpdatedAt[question] }])).status).toBe(200);
    });

    it("is the district reviewer's alone, in scope, while the form is with the district", async () => {
      const index = t.deps.catalogues.get(t.deps.catalogues.current);
      const one = [{ questionid: question, value: index.questions.get(question)!.options[0].code }];
      expect((await external('head', one)).status).toBe(403);
      expect((await external('sqa', one)).status).toBe(403);
      expect((await external('dqa2', one)).status).toBe(403);
      expect((await external('dqa', one, otherAccrid)).status).toBe(403);
      expect((await call('/v1/form/answers', 'dqa', { accrid, kind: 'outside', answers: one })).status).toBe(400);
    });
  });

  describe('reject and resubmit through the generic status change', () => {
    it('needs a reason to send the form back', async () => {
      const res = await change('dqa', { status: 2, comment: 'Evidence missing' });
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toBe('Please select a reason');
      expect((await change('dqa', { status: 2, comment: 'x', reasonId: 999 })).status).toBe(400);
    });

    it('sends the form back to the school with the reason shown to the head', async () => {
      const res = await change('dqa', { status: 2, comment: 'Fire NOC missing', reasonId: 1 });
      expect(res.status).toBe(200);
      expect(res.body.value.status).toBe(2);
      const head = await status('head');
      expect(head.body.value.reject).toMatchObject({
        reason: 'Evidence missing or not readable',
        comment: 'Fire NOC missing',
        by: 'DQA',
        byRole: 'District Quality Assurance (DQA)',
        byName: expect.stringMatching(/\S/),
      });
      const hi = await status('head', 'hi');
      expect((hi.body.value as unknown as { reject: { byRole: string } }).reject.byRole).toBe('जिला गुणवत्ता आश्वासन (डीक्यूए)');
      expect(head.body.value.nextStatuses).toEqual([{ code: 3, label: 'Submit To District Quality Assurance' }]);
    });

    it('lets the head resubmit with the consent through the same call', async () => {
      expect((await change('head', { status: 3, comment: 'Fixed' })).status).toBe(422);
      const res = await change('head', { status: 3, comment: 'Fixed', consent: true });
      expect(res.status).toBe(200);
      expect((await history()).at(-1)).toMatchObject({ fromStatus: 2, toStatus: 3, event: 'sh.submit', comment: 'Fixed' });
    });

    it('lets the DQA submit to SQA only with the consent', async () => {
      const refused = await change('dqa', { status: 5, comment: 'ok' });
      expect(refused.status).toBe(422);
      expect(refused.body.errorMessage).toBe('Please accept the declaration before submitting');
      expect((await change('dqa', { status: 5, comment: 'ok', consent: true })).body.value.status).toBe(5);
    });

    it('lets the administrator correct a status with a comment, recorded as such', async () => {
      const res = await change('admin', { status: 7, comment: 'Correction after audit' });
      expect(res.status).toBe(200);
      expect((await history()).at(-1)).toMatchObject({ fromStatus: 5, toStatus: 7, event: 'status.change', comment: 'Correction after audit' });
    });
  });
});
