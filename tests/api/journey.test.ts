import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { fillAnswers, fillSchoolInfo, tinyPdf } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface SearchValue {
  items: { accrid: number; schoolCode: string; status: number; statusLabel: string }[];
  total: number;
}

describe.each(testDatabases)('the main journey on %s', (kind) => {
  let t: TestApp;
  let head: string;
  let accrid: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    head = await t.login('head');
  });
  afterAll(async () => t?.close());

  it('signs the school head in with the contract shape and privileges', async () => {
    const res = await t.call<{ jwtToken: string; allowedPrivilege: string; logInUser: { loginId: string; role: string }; schoolCode: string }>('POST', '/v1/identity/web/auth', {
      body: { loginId: 'head', loginKey: 'Demo@1234', ipAddress: '1.2.3.4', sourceApp: 'web' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('SUCCESS');
    expect(res.body.value.logInUser).toMatchObject({ loginId: 'head', role: 'SCHOOL_HEAD' });
    expect(res.body.value.schoolCode).toBe(DEMO_SCHOOL);
    expect(res.body.value.allowedPrivilege.split(',')).toEqual(expect.arrayContaining(['1', '8', '10', '18', '40']));
  });

  it("refuses a wrong password with the message in the caller's language", async () => {
    const res = await t.call('POST', '/v1/identity/web/auth', { body: { loginId: 'head', loginKey: 'wrong', ipAddress: '', sourceApp: 'web' }, lang: 'hi' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 'FAILURE', errorMessage: 'लॉगिन नाम या पासवर्ड गलत है' });
  });

  it('shows the school head only their own form', async () => {
    const res = await t.call<SearchValue>('POST', '/v1/form/search', { token: head, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.value.total).toBe(1);
    expect(res.body.value.items[0]).toMatchObject({ schoolCode: DEMO_SCHOOL, status: 1, statusLabel: 'School Head Initiated', attempted: 0 });
    // The question count is known from initiation, so the list never shows 0 of 0.
    expect((res.body.value.items[0] as unknown as { total: number }).total).toBeGreaterThan(150);
    accrid = res.body.value.items[0].accrid;
  });

  it("answers 403, never the data, for another school's form", async () => {
    const sqa = await t.login('sqa');
    const all = await t.call<SearchValue>('POST', '/v1/form/search', { token: sqa, body: { pageSize: 100 } });
    const other = all.body.value.items.find((f) => f.schoolCode !== DEMO_SCHOOL)!;
    const res = await t.call('GET', `/v1/form/${other.accrid}/domain`, { token: head });
    expect(res.status).toBe(403);
    expect(res.body.value).toBeUndefined();
  });

  it('asks for the school information before the domain form', async () => {
    const res = await t.call('POST', '/v1/form/json', { token: head, body: { accrid, domainId: 'D1' } });
    expect(res.status).toBe(422);
    expect(res.body.errorMessage).toBe('Please Update School Information First');
  });

  it('rejects bad school information and saves good school information', async () => {
    const details = await t.call<{ schema: Record<string, unknown> }>('POST', '/v1/school/details', { token: head, body: { schoolCode: DEMO_SCHOOL } });
    expect(details.status).toBe(200);
    const info = fillSchoolInfo(t.deps.catalogues.schoolInfo);
    const bad = await t.call('POST', '/v1/school/update', { token: head, body: { schoolCode: DEMO_SCHOOL, info: { ...info, teachersSanctioned: -1 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'teachersSanctioned' })]));
    const good = await t.call('POST', '/v1/school/update', { token: head, body: { schoolCode: DEMO_SCHOOL, info } });
    expect(good.status).toBe(200);
  });

  it('renders a domain in Hindi from the catalogue', async () => {
    const res = await t.call<{ schema: { title: string; properties: Record<string, { title: string }> }; catalogueVersion: string }>('POST', '/v1/form/json', {
      token: head,
      body: { accrid, domainId: 'D1' },
      lang: 'hi',
    });
    expect(res.status).toBe(200);
    expect(res.body.value.schema.title).toBe('विद्यालय नेतृत्व एवं प्रबंधन');
    expect(Object.values(res.body.value.schema.properties)[0].title).toMatch(/[\u0900-\u097F]/);
    // Forms start on the newest published version.
    expect(res.body.value.catalogueVersion).toBe(t.deps.catalogues.current);
    expect(t.deps.catalogues.current).toBe('v4');
  });

  it('refuses an impossible answer and writes nothing', async () => {
    const index = t.deps.catalogues.get('v1');
    const choice = index.order.find((q) => index.questions.get(q)!.question.type === 'yesNo')!;
    const res = await t.call('POST', '/v1/form/answers', { token: head, body: { accrid, answers: [{ questionid: choice, value: 'NOPE' }] } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ questionid: choice, problem: 'notAnOption' })]);
    const domains = await t.call<{ attempted: number }[]>('GET', `/v1/form/${accrid}/domain`, { token: head });
    expect(domains.body.value.every((d) => d.attempted === 0)).toBe(true);
  });

  it('will not submit an incomplete form, and says what is missing', async () => {
    const res = await t.call('POST', '/v1/workflow/form/sh/status/submit', { token: head, body: { accrid, consent: true } });
    expect(res.status).toBe(422);
    expect(res.body.details!.length).toBeGreaterThan(0);
  });

  it('saves every answer, counts them, and moves the form to in progress', async () => {
    const index = t.deps.catalogues.get('v1');
    const answers = fillAnswers(index);
    const res = await t.call<{ attempted: number; total: number }>('POST', '/v1/form/answers', {
      token: head,
      body: { accrid, answers: Object.entries(answers).map(([questionid, value]) => ({ questionid, value })) },
    });
    expect(res.status).toBe(200);
    expect(res.body.value.attempted).toBe(res.body.value.total);
    const history = await t.call<{ fromStatus: number; newStatus: number; event: string }[]>('GET', `/v1/form/${accrid}/status/history`, { token: head });
    // The school information saved first is in the history too, as what it is.
    expect(history.body.value.map((h) => h.event)).toEqual(['schoolinfo.update', 'sh.save']);
    expect(history.body.value[1]).toEqual(expect.objectContaining({ fromStatus: 1, newStatus: 2 }));
  });

  it('requires the evidence that the catalogue makes mandatory', async () => {
    const res = await t.call('POST', '/v1/workflow/form/sh/status/submit', { token: head, body: { accrid, consent: true } });
    const index = t.deps.catalogues.get('v1');
    const mandatory = index.order.filter((q) => index.questions.get(q)!.question.evidence === 'mandatory');
    if (mandatory.length === 0) return;
    expect(res.status).toBe(422);
    expect(res.body.errorMessage).toBe('Attachment is mandatory');
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ problem: 'evidenceMissing' })]));
    for (const questionid of mandatory) {
      const form = new FormData();
      form.set('accrid', String(accrid));
      form.set('questionid', questionid);
      form.append('files', new File([tinyPdf], `${questionid}.pdf`, { type: 'application/pdf' }));
      const up = await t.call('POST', '/v1/form/question/document', { token: head, raw: form });
      expect(up.status).toBe(201);
    }
  });

  it('lists the evidence of a whole form, or of one domain, in one call', async () => {
    const index = t.deps.catalogues.get('v1');
    const mandatory = index.order.filter((q) => index.questions.get(q)!.question.evidence === 'mandatory');
    const all = await t.call<{ questionid: string }[]>('GET', `/v1/form/${accrid}/documents`, { token: head });
    expect(all.body.value.map((d) => d.questionid).sort()).toEqual([...mandatory].sort());
    const d1 = await t.call<{ questionid: string }[]>('GET', `/v1/form/${accrid}/documents?domainId=D1`, { token: head });
    expect(d1.body.value.length).toBe(mandatory.filter((q) => index.questions.get(q)!.domain.id === 'D1').length);
    expect((await t.call('GET', `/v1/form/${accrid}/documents?domainId=nope`, { token: head })).status).toBe(400);
  });

  it('needs the consent declaration to submit', async () => {
    const res = await t.call('POST', '/v1/workflow/form/sh/status/submit', { token: head, body: { accrid, consent: false } });
    expect(res.status).toBe(422);
    expect(res.body.errorMessage).toBe('Please accept the declaration before submitting');
  });

  it('climbs from the school to the report card through DQA, SQA and the department', async () => {
    const sh = await t.call<{ status: number }>('POST', '/v1/workflow/form/sh/status/submit', { token: head, body: { accrid, consent: true } });
    expect(sh.status).toBe(200);
    expect(sh.body.value.status).toBe(3);
    const again = await t.call('POST', '/v1/workflow/form/sh/status/submit', { token: head, body: { accrid, consent: true } });
    expect(again.status).toBe(409);
    const admin = await t.login('admin');
    expect((await t.call('POST', '/v1/workflow/form/dqa/status/submit', { token: admin, body: { accrid, consent: true } })).status).toBe(403);
    const dqa = await t.login('dqa');
    expect((await t.call<{ status: number }>('POST', '/v1/workflow/form/dqa/status/submit', { token: dqa, body: { accrid, consent: true } })).body.value.status).toBe(5);
    const sqa = await t.login('sqa');
    expect((await t.call<{ status: number }>('POST', '/v1/workflow/form/sqa/status/submit', { token: sqa, body: { accrid, consent: true } })).body.value.status).toBe(7);
    const report = await t.call('GET', `/v1/report/${accrid}/score`, { token: head });
    expect(report.status).toBe(409);
    const dept = await t.login('dept');
    expect((await t.call<{ status: number }>('POST', '/v1/workflow/form/dept/status/submit', { token: dept, body: { accrid, consent: true } })).body.value.status).toBe(9);
    const score = await t.call<{ score: number; grade: string; domains: { domainId: string; score: number }[] }>('GET', `/v1/report/${accrid}/score`, { token: head });
    expect(score.status).toBe(200);
    expect(score.body.value.score).toBeGreaterThan(0);
    expect(score.body.value.score).toBeLessThanOrEqual(100);
    expect(score.body.value.grade).toMatch(/\S/);
    const history = await t.call<{ newStatus: number; event: string }[]>('POST', '/v1/form/history', { token: dqa, body: { accrid } });
    const byStatus = await t.call<SearchValue>('POST', '/v1/form/search', { token: sqa, body: { sort: 'status', order: 'desc', pageSize: 5 } });
    expect(byStatus.body.value.items[0]).toMatchObject({ accrid, status: 9 });
    expect((await t.call('POST', '/v1/form/search', { token: sqa, body: { sort: 'nonsense' } })).status).toBe(400);
    expect(history.body.value.filter((h) => h.event !== 'schoolinfo.update').map((h) => h.newStatus)).toEqual([2, 3, 5, 7, 9]);
  });

  it('answers 401 without a token and with a revoked one', async () => {
    expect((await t.call('POST', '/v1/form/search', { body: {} })).status).toBe(401);
    const token = await t.login('sqa');
    expect((await t.call('POST', '/v1/identity/logout', { token })).status).toBe(200);
    const after = await t.call('POST', '/v1/form/search', { token, body: {} });
    expect(after.status).toBe(401);
    expect(after.body.status).toBe('FAILURE');
  });

  it('turns malformed JSON and unknown fields into 400 envelopes', async () => {
    const bad = await t.call('POST', '/v1/form/search', { token: head, raw: '{not json', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe('FAILURE');
    const extra = await t.call('POST', '/v1/form/search', { token: head, body: { nonsense: 1 } });
    expect(extra.status).toBe(400);
    expect(extra.body.details).toEqual([expect.objectContaining({ field: 'nonsense' })]);
  });

  it('reports health', async () => {
    const res = await t.call('GET', '/v1/health');
    expect(res.body).toEqual({ status: 'SUCCESS', value: { db: 'ok' } });
  });
});

describe.each(testDatabases)('saving answers from two devices on %s', (kind) => {
  let t: TestApp;
  let head: string;
  let accrid: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    head = await t.login('head');
    const search = await t.call<SearchValue>('POST', '/v1/form/search', { token: head, body: {} });
    accrid = search.body.value.items[0].accrid;
    await t.call('POST', '/v1/school/update', { token: head, body: { schoolCode: DEMO_SCHOOL, info: fillSchoolInfo(t.deps.catalogues.schoolInfo) } });
  });
  afterAll(async () => t?.close());

  it('refuses to overwrite an answer changed on the server since the client read it, and writes nothing', async () => {
    const index = t.deps.catalogues.get('v1');
    const [q1, q2] = index.order.filter((q) => index.questions.get(q)!.question.type === 'yesNo' && !index.questions.get(q)!.question.showIf);
    const read = await t.call<{ updatedAt: Record<string, string> }>('POST', '/v1/form/json', { token: head, body: { accrid, domainId: 'D1' } });
    expect(read.body.value.updatedAt).toEqual({});
    // The phone saves first…
    const phone = await t.call<{ updatedAt: string }>('POST', '/v1/form/answers', { token: head, body: { accrid, answers: [{ questionid: q1, value: 'YN1', base: null }] } });
    expect(phone.status).toBe(200);
    // …then the laptop, which read the form before, sends its own answer to the same question.
    const laptop = await t.call('POST', '/v1/form/answers', {
      token: head,
      body: {
        accrid,
        answers: [
          { questionid: q2, value: 'YN1', base: null },
          { questionid: q1, value: 'YN2', base: null },
        ],
      },
    });
    expect(laptop.status).toBe(409);
    expect(laptop.body.details).toEqual([expect.objectContaining({ questionid: q1, problem: 'conflict', serverValue: 'YN1' })]);
    const after = await t.call<{ answers: Record<string, string> }>('POST', '/v1/form/json', { token: head, body: { accrid, domainId: 'D1' } });
    expect(after.body.value.answers[q1]).toBe('YN1');
    expect(after.body.value.answers[q2]).toBeUndefined();
    // Sending from the server's copy (its time as base) is accepted.
    const retry = await t.call('POST', '/v1/form/answers', { token: head, body: { accrid, answers: [{ questionid: q1, value: 'YN2', base: phone.body.value.updatedAt }] } });
    expect(retry.status).toBe(200);
  });
});
