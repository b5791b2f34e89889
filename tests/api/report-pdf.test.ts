import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { forms, schools } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { storeAnswers } from '../../server/form/answers-store';
import { variantAnswers } from '../support/approved-forms';
import { fillSchoolInfo } from '../support/fill';
import { pdfText, squeeze } from '../support/pdf-text';
import { loadReportSecret, verifyKey } from '../../server/report/report-verify';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type Verified = { reportCode: string; schoolName: string; grade: string; gradeText: string; score: number };

/** The report card as an official paper: an A4 PDF in Hindi and English that anyone can check against the server. */
describe.each(testDatabases)('report card PDF on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let accrid = 0;
  let schoolName = '';
  let reportCode = '';
  let grade = '';

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['head', 'dept', 'dqa', 'sqa']) token[who] = await t.login(who);
    const schema = (await t.call<{ schema: Record<string, unknown> }>('POST', '/v1/school/details', { token: token.head, body: { schoolCode: DEMO_SCHOOL } })).body.value.schema;
    expect((await t.call('POST', '/v1/school/update', { token: token.head, body: { schoolCode: DEMO_SCHOOL, info: fillSchoolInfo(schema) } })).status).toBe(200);
    const [form] = await t.deps.db.select().from(forms).where(eq(forms.schoolCode, DEMO_SCHOOL));
    accrid = form.id;
    const index = t.deps.catalogues.get(form.catalogueVersion);
    await t.deps.db.transaction((tx) =>
      storeAnswers(
        tx,
        accrid,
        'self',
        { ...variantAnswers(index, 'first'), Q028: 'NA' },
        1,
        new Date(),
        new Map([['Q028', 'No biometric device: attendance is kept in the register']]),
      ),
    );
    await t.deps.db.update(forms).set({ status: 8, machineState: null }).where(eq(forms.id, accrid));
    const approved = await t.call('POST', '/v1/workflow/form/dept/status/submit', { token: token.dept, body: { accrid, consent: true } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [school] = await t.deps.db.select().from(schools).where(eq(schools.schoolCode, DEMO_SCHOOL));
    schoolName = school.name;
    const [after] = await t.deps.db.select().from(forms).where(eq(forms.id, accrid));
    reportCode = after.reportCode!;
    grade = after.grade!;
  });
  afterAll(async () => t?.close());

  const download = async (who: string, lang: string) => {
    const res = await t.app.request(`/v1/report/${accrid}/pdf?lang=${lang}`, { headers: { authorization: `Bearer ${token[who]}` } });
    return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  it('is an A4 PDF in English with what the screen shows and the approving authority', async () => {
    const pdf = await download('head', 'en');
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toContain(`report-card-${DEMO_SCHOOL}-en.pdf`);
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    for (const expected of [
      schoolName,
      reportCode,
      `Grade`,
      'UDISE code',
      'Ambala',
      'Domain scores',
      'Grade scale',
      'Approved by',
      'Why not applicable:',
      'No biometric device',
      'Verify this report card',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(new RegExp(`${grade.replace('+', '\\+')}\\s+(Exemplary|Very good|Good|Satisfactory|Needs improvement)`));
    const doc = await getDocument({ data: pdf.bytes.slice() }).promise;
    const [, , w, h] = (await doc.getPage(1)).view;
    // A4 in points.
    expect([Math.round(w), Math.round(h)]).toEqual([595, 842]);
  });

  it('is in Hindi with the Devanagari font embedded, the school and code in Latin letters', async () => {
    const pdf = await download('dqa', 'hi');
    expect(pdf.status).toBe(200);
    const raw = new TextDecoder('latin1').decode(pdf.bytes);
    expect(raw).toMatch(/\/FontFile2/);
    const text = squeeze(await pdfText(pdf.bytes));
    // Words whose glyphs keep their logical order (no short i, no repha), as extraction gives them.
    for (const expected of ['अंक', 'ग्रेड', 'खंड', 'चक्र', 'भार', 'पृष्ठ']) expect(text, expected).toContain(expected);
    expect(text).toContain(squeeze(schoolName));
    expect(text).toContain(reportCode);
    expect(text).toContain(grade);
  });

  it('prints an address that verifies the report code without signing in, and refuses a wrong key', async () => {
    const text = await pdfText((await download('sqa', 'en')).bytes);
    const address = squeeze(text).match(/\/verify\?code=([A-Za-z0-9-]+)&k=([A-Za-z0-9_-]{12})/);
    expect(address).not.toBeNull();
    const [, code, k] = address!;
    expect(code).toBe(reportCode);
    // Keyed by its own lasting secret: a new JWT_SECRET (every session ends) leaves printed cards verifiable.
    expect(k).toBe(verifyKey(await loadReportSecret(t.deps.db), code));
    expect(k).not.toBe(verifyKey(t.deps.jwtSecret, code));
    const ok = await t.call<Verified>('POST', '/v1/verify/report', { body: { code, k }, lang: 'hi' });
    expect(ok.status).toBe(200);
    expect(ok.body.value).toMatchObject({ reportCode, schoolName, grade });
    expect(ok.body.value.gradeText).toMatch(/[\u0900-\u097F]/);
    // One character changed (a key that ends in x already would be the right one: 1 run in 64 failed so).
    const forged = `${k.slice(0, -1)}${k.endsWith('x') ? 'y' : 'x'}`;
    const wrong = await t.call('POST', '/v1/verify/report', { body: { code, k: forged }, lang: 'hi' });
    expect(wrong.status).toBe(404);
    expect(wrong.body.errorMessage).toBe('इस कोड का कोई रिपोर्ट कार्ड नहीं है। कोड और पता जाँचें।');
    const otherSchool = await t.call('POST', '/v1/verify/report', { body: { code: reportCode.replace(DEMO_SCHOOL, '06020100101'), k } });
    expect(otherSchool.status).toBe(404);
  });

  it('is refused to those who may not see the form, and before the report card exists', async () => {
    // A district reviewer of Karnal may not print an Ambala school's card.
    const admin = await t.login('admin');
    const roles = (await t.call<{ id: number; code?: string }[]>('GET', '/v1/reference/roles', { token: admin })).body.value;
    const dqaRole = roles.find((r) => r.code === 'DQA')!;
    const created = await t.call('POST', '/v1/user/create', {
      token: admin,
      body: { loginId: 'dqakarnal', password: 'Demo@1234', firstName: 'Karnal', roleId: dqaRole.id, districtId: 2 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const outsider = await t.loginFirstTime('dqakarnal', 'Demo@1234');
    expect((await t.app.request(`/v1/report/${accrid}/pdf`, { headers: { authorization: `Bearer ${outsider}` } })).status).toBe(403);
    expect((await t.app.request(`/v1/report/${accrid}/pdf`)).status).toBe(401);
    expect((await t.app.request(`/v1/report/${accrid}/pdf?lang=fr`, { headers: { authorization: `Bearer ${token.head}` } })).status).toBe(400);
    await t.deps.db.update(forms).set({ status: 7 }).where(eq(forms.id, accrid));
    expect((await download('dept', 'en')).status).toBe(409);
  });
});
