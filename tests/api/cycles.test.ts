import ExcelJS from 'exceljs';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSnapshotOf, type FormStatusCode } from '../../workflows';
import { cycleHistory, cycles, forms, schools } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { approveForm } from '../support/approved-forms';
import { fillSchoolInfo, tinyPdf } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface CycleValue {
  cycleid: number;
  name: string;
  status: string;
  statusLabel: string;
  catalogueVersion: string;
  totalForms: number;
  schoolsWithoutForm: number;
  statusCounts: { status: number; statusLabel: string; count: number }[];
}

describe.each(testDatabases)('cycles on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let activeSchools: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['admin', 'dqa', 'sqa', 'dept', 'head']) token[who] = await t.login(who);
    activeSchools = (await t.deps.db.select().from(schools).where(eq(schools.active, true))).length;
  });
  afterAll(async () => t?.close());

  const create = (name: unknown, who = 'sqa', lang?: string) =>
    t.call<CycleValue>('POST', '/v1/cycle/create', { token: token[who], body: name === undefined ? {} : { name }, lang });
  const act = (cycleid: number, action: string, who = 'sqa', lang?: string) =>
    t.call<{ cycleid: number; status: string; initiated?: number; audited?: number }>('POST', `/v1/cycle/${cycleid}/${action}`, { token: token[who], lang });
  const list = async (who = 'sqa') => (await t.call<CycleValue[]>('POST', '/v1/cycle/list', { token: token[who], body: {} })).body.value;
  const history = (cycleid: number) => t.deps.db.select().from(cycleHistory).where(eq(cycleHistory.cycleId, cycleid)).orderBy(asc(cycleHistory.id));
  const formsOf = (cycleid: number) => t.deps.db.select().from(forms).where(eq(forms.cycleId, cycleid)).orderBy(asc(forms.id));

  describe('POST /v1/cycle/create', () => {
    it("asks for a name, in the caller's language", async () => {
      for (const name of [undefined, '', '   ']) {
        const res = await create(name);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: 'FAILURE', errorMessage: 'Please enter cycle name' });
      }
      expect((await create('', 'sqa', 'hi')).body.errorMessage).toBe('कृपया चक्र का नाम दर्ज करें');
    });

    it('creates a cycle on the newest catalogue, with a history row', async () => {
      const res = await create(' 2027-28 ');
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('New cycle created');
      expect(res.body.value).toMatchObject({ name: '2027-28', status: 'CREATED', catalogueVersion: t.deps.catalogues.current });
      expect(await history(res.body.value.cycleid)).toEqual([expect.objectContaining({ fromStatus: 'CREATED', toStatus: 'CREATED', event: 'cycle.create' })]);
    });

    it('keeps names unique (409), whatever the case', async () => {
      const res = await create('2027-28');
      expect(res.status).toBe(409);
      expect((await create('2026-27')).status).toBe(409);
    });

    it('refuses users without the cycle privilege', async () => {
      expect((await create('X', 'head')).status).toBe(403);
      expect((await create('X', 'dqa')).status).toBe(403);
      expect((await t.call('POST', '/v1/cycle/create', { body: { name: 'X' } })).status).toBe(401);
    });

    it('refuses unknown fields with a 400 envelope', async () => {
      const res = await t.call('POST', '/v1/cycle/create', { token: token.sqa, body: { name: 'Y', extra: 1 } });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([expect.objectContaining({ field: 'extra' })]);
    });
  });

  describe('POST /v1/cycle/list', () => {
    it('lists cycles with their forms counted per status', async () => {
      const all = await list();
      const demo = all.find((c) => c.name === '2026-27')!;
      expect(demo).toMatchObject({ status: 'FORMS_INITIATED', totalForms: activeSchools, schoolsWithoutForm: 0 });
      expect(demo.statusCounts).toHaveLength(10);
      expect(demo.statusCounts[0]).toMatchObject({ status: 1, statusLabel: 'School Head Initiated', count: activeSchools });
      expect(all.find((c) => c.name === '2027-28')).toMatchObject({ status: 'CREATED', totalForms: 0, schoolsWithoutForm: activeSchools });
    });
  });

  describe('initiating forms and the audit', () => {
    let cycleid: number;

    beforeAll(async () => {
      cycleid = (await create('2028-29')).body.value.cycleid;
    });

    it('will not start the audit before the forms', async () => {
      const res = await act(cycleid, 'initiate/audit');
      expect(res.status).toBe(409);
      expect(res.body.errorCode).toBe('wrongState');
    });

    it("creates a form at status 1 for every active school, on the cycle's catalogue version", async () => {
      const res = await act(cycleid, 'initiate');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(`${activeSchools.toLocaleString('en-IN')} accreditation forms initiated`);
      expect(res.body.value).toMatchObject({ initiated: activeSchools, status: 'FORMS_INITIATED' });
      const rows = await formsOf(cycleid);
      expect(rows).toHaveLength(activeSchools);
      expect(rows.every((f) => f.status === 1 && f.catalogueVersion === t.deps.catalogues.current)).toBe(true);
    });

    it("answers a second initiate with the spec's already-initiated message, in both languages", async () => {
      const res = await act(cycleid, 'initiate');
      expect(res.status).toBe(409);
      expect(res.body.errorMessage).toBe('You have already initiated the accreditation forms of this cycle. Please check.');
      expect((await act(cycleid, 'initiate', 'sqa', 'hi')).body.errorMessage).toBe('आप इस चक्र के प्रत्यायन फ़ॉर्म पहले ही आरंभ कर चुके हैं। कृपया जाँच करें।');
      expect((await formsOf(cycleid)).length).toBe(activeSchools);
    });

    it('starts the external evaluation on every form of the cycle through the form machine', async () => {
      const res = await act(cycleid, 'initiate/audit', 'dept', 'hi');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(`${activeSchools.toLocaleString('hi-IN')} फ़ॉर्मों का बाह्य मूल्यांकन आरंभ किया गया`);
      expect(res.body.value).toMatchObject({ status: 'AUDIT_INITIATED', audited: activeSchools });
      const rows = await formsOf(cycleid);
      expect(rows.every((f) => f.status === 1 && formSnapshotOf(f.machineState, f.status as FormStatusCode).context.externalAudit)).toBe(true);
      expect((await act(cycleid, 'initiate/audit')).status).toBe(409);
    });

    it('keeps a history row for every cycle status change', async () => {
      expect((await history(cycleid)).map((h) => [h.fromStatus, h.toStatus])).toEqual([
        ['CREATED', 'CREATED'],
        ['CREATED', 'FORMS_INITIATED'],
        ['FORMS_INITIATED', 'AUDIT_INITIATED'],
      ]);
    });

    it('refuses a cycle id that is not a number or does not exist', async () => {
      expect((await act(987654, 'initiate')).status).toBe(404);
      expect((await t.call('POST', '/v1/cycle/abc/initiate', { token: token.sqa })).status).toBe(400);
    });
  });

  describe('closing a cycle', () => {
    let cycleid: number;
    let accrid: number;

    beforeAll(async () => {
      cycleid = (await create('2029-30')).body.value.cycleid;
      await act(cycleid, 'initiate');
      const [form] = await t.deps.db
        .select()
        .from(forms)
        .where(and(eq(forms.cycleId, cycleid), eq(forms.schoolCode, DEMO_SCHOOL)));
      accrid = form.id;
      await t.call('POST', '/v1/school/update', { token: token.head, body: { schoolCode: DEMO_SCHOOL, info: fillSchoolInfo(t.deps.catalogues.schoolInfo) } });
    });

    it('closes, and then no form of the cycle changes', async () => {
      const index = t.deps.catalogues.get(t.deps.catalogues.current);
      const q = index.order.find((id) => index.questions.get(id)!.question.type === 'yesNo')!;
      const answer = { accrid, answers: [{ questionid: q, value: index.questions.get(q)!.options[0].code }] };
      const res = await act(cycleid, 'close', 'admin');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Cycle status updated', value: { status: 'CLOSED' } });
      const save = await t.call('POST', '/v1/form/answers', { token: token.head, body: answer, lang: 'hi' });
      expect(save.status).toBe(409);
      expect(save.body.errorMessage).toBe('यह चक्र बंद है; इसके फ़ॉर्म अब बदले नहीं जा सकते');
      const submit = await t.call('POST', '/v1/workflow/form/sh/status/submit', { token: token.head, body: { accrid, consent: true } });
      expect(submit.status).toBe(409);
      expect(submit.body.errorMessage).toBe('This cycle is closed; its forms can no longer be changed');
      expect((await t.call('POST', '/v1/form/question/comment', { token: token.head, body: { accrid, questionid: q, comment: 'x' } })).status).toBe(409);
      const withEvidence = index.order.find((id) => index.questions.get(id)!.question.evidence !== 'none');
      if (withEvidence) {
        const upload = new FormData();
        upload.set('accrid', String(accrid));
        upload.set('questionid', withEvidence);
        upload.append('files', new File([tinyPdf], 'late.pdf'));
        expect((await t.call('POST', '/v1/form/question/document', { token: token.head, raw: upload })).status).toBe(409);
      }
      expect((await formsOf(cycleid)).find((f) => f.id === accrid)!.status).toBe(1);
    });

    it('accepts no more cycle actions once closed', async () => {
      for (const action of ['initiate', 'initiate/audit', 'close', 'delete']) expect((await act(cycleid, action)).status).toBe(409);
    });
  });

  describe('deleting a cycle', () => {
    it('deletes a cycle and its forms while no form has progressed, and frees its name', async () => {
      const { cycleid } = (await create('2030-31')).body.value;
      await act(cycleid, 'initiate');
      const res = await act(cycleid, 'delete');
      expect(res.status).toBe(200);
      expect(res.body.value.status).toBe('DELETED');
      expect(await formsOf(cycleid)).toEqual([]);
      expect((await list()).some((c) => c.cycleid === cycleid)).toBe(false);
      expect((await history(cycleid)).at(-1)).toMatchObject({ fromStatus: 'FORMS_INITIATED', toStatus: 'DELETED', event: 'cycle.delete' });
      expect((await act(cycleid, 'delete')).status).toBe(404);
      expect((await create('2030-31')).status).toBe(201);
    });

    it('refuses once a form has progressed beyond status 1, with a clear message, and deletes nothing', async () => {
      const { cycleid } = (await create('2031-32')).body.value;
      await act(cycleid, 'initiate');
      const [form] = await t.deps.db
        .select()
        .from(forms)
        .where(and(eq(forms.cycleId, cycleid), eq(forms.schoolCode, DEMO_SCHOOL)));
      const index = t.deps.catalogues.get(form.catalogueVersion);
      const q = index.order.find((id) => index.questions.get(id)!.question.type === 'yesNo')!;
      await t.call('POST', '/v1/school/update', { token: token.head, body: { schoolCode: DEMO_SCHOOL, info: fillSchoolInfo(t.deps.catalogues.schoolInfo) } });
      const saved = await t.call('POST', '/v1/form/answers', {
        token: token.head,
        body: { accrid: form.id, answers: [{ questionid: q, value: index.questions.get(q)!.options[0].code }] },
      });
      expect(saved.status).toBe(200);
      const res = await act(cycleid, 'delete');
      expect(res.status).toBe(409);
      expect(res.body.errorCode).toBe('formsProgressed');
      expect(res.body.errorMessage).toMatch(/cannot be deleted/);
      expect((await formsOf(cycleid)).length).toBe(activeSchools);
      const [row] = await t.deps.db.select().from(cycles).where(eq(cycles.id, cycleid));
      expect(row.status).toBe('FORMS_INITIATED');
    });

    it('refuses to delete once the audit has started', async () => {
      const { cycleid } = (await create('2032-33')).body.value;
      await act(cycleid, 'initiate');
      await act(cycleid, 'initiate/audit');
      expect((await act(cycleid, 'delete')).status).toBe(409);
    });
  });

  describe('GET /v1/cycle/{cycleid}/download', () => {
    let demoId: number;

    beforeAll(async () => {
      demoId = (await list()).find((c) => c.name === '2026-27')!.cycleid;
    });

    const download = (cycleid: number, query: string, who = 'sqa', lang?: string) =>
      t.app.request(`/v1/cycle/${cycleid}/download${query}`, { headers: { authorization: `Bearer ${token[who]}`, ...(lang ? { 'accept-language': lang } : {}) } });

    it('streams a CSV with a UTF-8 byte order mark and one row per form', async () => {
      const res = await download(demoId, '?format=csv');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename\*=UTF-8''cycle-2026-27\.csv/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      // TextDecoder drops the byte order mark itself.
      const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
      expect(lines[0]).toMatch(/^School code,UDISE,School,District,Block,Status,Attempted,Total,Score,Grade,[^,]+ \(D1\),.+ \(D7\)$/);
      expect(lines).toHaveLength(activeSchools + 1);
      expect(lines.some((l) => l.startsWith(`${DEMO_SCHOOL},${DEMO_SCHOOL},`) && l.includes('School Head Initiated'))).toBe(true);
    });

    it('gives approved forms their domain scores, the same the report card shows', async () => {
      const [other] = await t.deps.db
        .select({ code: schools.schoolCode })
        .from(schools)
        .where(and(eq(schools.active, true), ne(schools.schoolCode, DEMO_SCHOOL)))
        .orderBy(asc(schools.schoolCode))
        .limit(1);
      const approved = await approveForm(t, other.code, { self: 'last' });
      const text = await (await download(demoId, '?format=csv')).text();
      const line = text.split('\r\n').find((l) => l.startsWith(`${other.code},`))!;
      expect(line).toContain(',Report Card Generated,');
      // The domain columns come last and hold plain numbers (school names may hold quoted commas).
      expect(line.split(',').slice(-7).map(Number)).toEqual(approved.self.domains.map((d) => d.score));
      // Forms not yet approved leave the domain columns empty.
      const pending = text
        .split('\r\n')
        .find((l) => l.startsWith(`${DEMO_SCHOOL},`))!
        .split(',');
      expect(pending.slice(-7)).toEqual(['', '', '', '', '', '', '']);
    });

    it('writes headers and statuses in Hindi on request, and defaults to CSV', async () => {
      const text = await (await download(demoId, '', 'sqa', 'hi')).text();
      expect(text).toContain('विद्यालय कोड');
      expect(text).toContain('विद्यालय प्रमुख द्वारा आरंभ');
      expect(text).toContain('अंबाला');
    });

    it('streams an XLSX workbook that Excel can open', async () => {
      const res = await download(demoId, '?format=xlsx');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await res.arrayBuffer());
      const sheet = workbook.worksheets[0];
      expect(sheet.rowCount).toBe(activeSchools + 1);
      expect(sheet.getRow(1).getCell(1).value).toBe('School code');
      expect(sheet.getRow(2).getCell(6).value).toBe('School Head Initiated');
    });

    it('refuses an unknown format, an unknown cycle and users without the privilege', async () => {
      const bad = await download(demoId, '?format=pdf');
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { status: string }).status).toBe('FAILURE');
      expect((await download(987654, '?format=csv')).status).toBe(404);
      expect((await download(demoId, '?format=csv', 'head')).status).toBe(403);
    });
  });
});
