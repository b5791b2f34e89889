import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueVersion } from '../../engine';
import { forms, schools } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { approveForm } from '../support/approved-forms';
import { startTestApp, type TestApp } from '../support/test-app';
import { sendAndApprove } from '../support/approve';
import { testDatabases } from '../support/test-db';

interface Result {
  grade: string | null;
  score: number | null;
  state: 'pass' | 'fail' | 'accepted';
  acceptance: { grade: string | null; reason: string; by: string | null; holds: boolean } | null;
}
interface Item {
  id: number;
  name: { en: string; hi: string | null };
  description: string | null;
  descriptionHi: string | null;
  expectedGrade: string;
  revision: number;
  result: Result;
}
interface Problem {
  path: string;
  message: string;
  kind: string;
}

/**
 * Test schools (issue 27, item 6): saved answer sets with the grade each should get, re-scored
 * under the draft on every check; a failing one blocks publishing until accepted with a reason,
 * and the acceptance lapses when the draft moves the grade again.
 */
describe.each(testDatabases)('Test schools on %s', (kind) => {
  let t: TestApp;
  let dept: string;
  let v: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    dept = await t.login('dept');
    v = (await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token: dept, body: { from: 'v4' } })).body.value.version;
  });
  afterAll(async () => t?.close());

  /** Published as the department does: dept sends it for approval (refused while a test school fails), dept2 approves and publishes. */
  const publish = (version: string, lang = 'en') => sendAndApprove(t, version, { lang, body: { evenWithHindiToRecheck: true } });
  const list = async (version = v) => {
    const r = await t.call<{ items: Item[] }>('GET', `/v1/test-schools?version=${version}`, { token: dept });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.value.items;
  };
  const check = async (lang = 'en') =>
    (await t.call<Problem[]>('GET', `/v1/catalogue/versions/${v}/check`, { token: dept, lang })).body.value.filter((p) => p.path.startsWith('testSchools'));
  /** Saves grading bands whose limits put `score` in the band of `grade`. */
  const gradeScoreAs = async (score: number, grade: string) => {
    const view = (await t.call<{ catalogue: CatalogueVersion; revisions: Record<string, number> }>('GET', `/v1/catalogue/versions/${v}`, { token: dept })).body.value;
    const bands = view.catalogue.grading.bands;
    const at = bands.findIndex((b) => b.grade === grade);
    const mins = bands.map((_, i) =>
      i === bands.length - 1
        ? 0
        : i < at
          ? score + ((100 - score) * (at - i)) / (at + 1)
          : i === at
            ? score - 0.01 * (bands.length - 1 - i)
            : ((score - 0.02) * (bands.length - 1 - i)) / (bands.length - at),
    );
    const next = { ...view.catalogue.grading, bands: bands.map((b, i) => ({ ...b, min: Math.round(mins[i] * 100) / 100 })) };
    const r = await t.call('PUT', `/v1/catalogue/drafts/${v}/grading`, { token: dept, body: { grading: next, revision: view.revisions.grading ?? 0 } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };

  let mine: Item;
  let formGrade: string;

  it('seeds demo test schools that pass under a fresh draft, and clears them for this test', async () => {
    const demo = await list();
    expect(demo.length).toBeGreaterThanOrEqual(2);
    for (const s of demo) expect(s.result.state, s.name.en).toBe('pass');
    // Each says what it stands for in both languages: Hindi readers read Hindi.
    for (const s of demo) expect([s.description, s.descriptionHi], s.name.en).toEqual([expect.stringMatching(/^[A-Z]/), expect.stringMatching(/^[\u0900-\u097F]/)]);
    for (const s of demo) expect((await t.call('DELETE', `/v1/test-schools/${s.id}?revision=${s.revision}`, { token: dept })).status).toBe(200);
    expect(await list()).toEqual([]);
  });

  it('copies a test school from an approved form, graded as its report card', async () => {
    const approved = await approveForm(t, '06020100101', { self: 'first' });
    formGrade = approved.self.grade!;
    const made = await t.call<{ id: number }>('POST', '/v1/test-schools', {
      token: dept,
      body: { name: { en: 'Strong Karnal school', hi: 'सशक्त करनाल विद्यालय' }, expectedGrade: formGrade, fromForm: approved.accrid },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [one] = await list('v4');
    expect(one.result).toMatchObject({ grade: formGrade, state: 'pass' });
    expect(one.result.score).toBeCloseTo(approved.self.overall!, 5);
    mine = (await list())[0];
    expect(mine.result.state).toBe('pass');
    expect(await check()).toEqual([]);
  });

  it('refuses to copy a form the caller may not read, and unknown grades', async () => {
    const admin = await t.login('admin');
    const role = await t.call<{ roleId: number }>('POST', '/v1/roles', {
      token: admin,
      body: { name: 'District catalogue officer', nameHi: 'जिला प्रश्न सूची अधिकारी', scopeLevel: 'district', description: 'test', descriptionHi: 'परीक्षण' },
    });
    expect(role.status).toBe(201);
    expect((await t.call('POST', `/v1/roles/${role.body.value.roleId}/60/true`, { token: admin })).status).toBe(200);
    const [own] = await t.deps.db.select().from(schools).where(eq(schools.schoolCode, DEMO_SCHOOL));
    const made = await t.call('POST', '/v1/user/create', {
      token: admin,
      body: { loginId: 'district.catalogue', password: 'Demo@1234', firstName: 'Dinesh', roleId: role.body.value.roleId, districtId: own.districtId },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const officer = await t.loginFirstTime('district.catalogue', 'Demo@1234');
    const [foreign] = await t.deps.db
      .select({ accrid: forms.id })
      .from(forms)
      .innerJoin(schools, eq(schools.schoolCode, forms.schoolCode))
      .where(ne(schools.districtId, own.districtId))
      .orderBy(asc(forms.id))
      .limit(1);
    const refused = await t.call('POST', '/v1/test-schools', { token: officer, body: { name: { en: 'Not mine' }, expectedGrade: 'B', fromForm: foreign.accrid } });
    expect(refused.status).toBe(403);
    const [ownForm] = await t.deps.db
      .select({ accrid: forms.id })
      .from(forms)
      .where(and(eq(forms.schoolCode, DEMO_SCHOOL)));
    const badGrade = await t.call('POST', '/v1/test-schools', { token: officer, lang: 'hi', body: { name: { en: 'Mine' }, expectedGrade: 'Z', fromForm: ownForm.accrid } });
    expect(badGrade.status).toBe(400);
    expect((badGrade.body as { errorCode?: string }).errorCode ?? JSON.stringify(badGrade.body)).toContain('testSchoolGradeUnknown');
    const both = await t.call('POST', '/v1/test-schools', {
      token: officer,
      body: { name: { en: 'x' }, expectedGrade: 'B', fromForm: ownForm.accrid, answers: {}, catalogueVersion: 'v4' },
    });
    expect(both.status).toBe(400);
    expect(await list()).toHaveLength(1);
  });

  it('fails in the check and refuses publishing when the draft moves its grade, until accepted with a reason', async () => {
    const score = mine.result.score!;
    expect(score).toBeGreaterThan(1);
    expect(score).toBeLessThan(99);
    const lower = mine.expectedGrade === 'C' ? 'D' : 'C';
    await gradeScoreAs(score, lower);
    const [failing] = await list();
    expect(failing.result).toMatchObject({ grade: lower, state: 'fail', acceptance: null });
    const problems = await check();
    expect(problems).toEqual([expect.objectContaining({ kind: 'rule', message: `Test school 'Strong Karnal school' should be ${formGrade}, gets ${lower} under this draft.` })]);
    expect((await check('hi'))[0].message).toContain('सशक्त करनाल विद्यालय');
    const refused = await publish(v, 'hi');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'catalogueTestSchoolsFail' });
    expect(JSON.stringify(refused.body)).toContain('सशक्त करनाल विद्यालय');
    // The officer accepts what they saw; a grade that is not the draft's now is refused.
    const id = failing.id;
    expect((await t.call('POST', `/v1/test-schools/${id}/acceptances`, { token: dept, body: { version: v, grade: 'A+', reason: 'Seen' } })).status).toBe(409);
    expect((await t.call('POST', `/v1/test-schools/${id}/acceptances`, { token: dept, body: { version: v, grade: lower, reason: '   ' } })).status).toBe(400);
    expect((await t.call('POST', `/v1/test-schools/${id}/acceptances`, { token: dept, body: { version: v, grade: lower, reason: 'x'.repeat(1001) } })).status).toBe(400);
    const ok = await t.call('POST', `/v1/test-schools/${id}/acceptances`, {
      token: dept,
      body: { version: v, grade: lower, reason: 'Stricter bands are meant to lower such schools.' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect((await list())[0].result).toMatchObject({
      state: 'accepted',
      acceptance: { reason: 'Stricter bands are meant to lower such schools.', by: 'Vikram Singh', holds: true },
    });
    expect(await check()).toEqual([expect.objectContaining({ kind: 'warning', message: expect.stringContaining('Stricter bands are meant to lower such schools.') })]);
  });

  it('lapses the acceptance when a later change moves the grade again', async () => {
    const item = (await list())[0];
    const again = item.result.grade === 'D' ? 'B' : 'D';
    await gradeScoreAs(mine.result.score!, again);
    const [moved] = await list();
    expect(moved.result).toMatchObject({ grade: again, state: 'fail', acceptance: { holds: false } });
    expect((await check()).map((p) => p.kind)).toEqual(['rule']);
    expect((await publish(v)).status).toBe(409);
    // Withdrawing and accepting anew lets publishing through.
    expect((await t.call('DELETE', `/v1/test-schools/${moved.id}/acceptances/${v}`, { token: dept })).status).toBe(200);
    expect(
      (await t.call('POST', `/v1/test-schools/${moved.id}/acceptances`, { token: dept, body: { version: v, grade: again, reason: 'Checked again after the second change.' } }))
        .status,
    ).toBe(201);
  });

  it('refuses a change made against a stale revision, naming who and when', async () => {
    const [item] = await list();
    const first = await t.call<{ revision: number }>('PUT', `/v1/test-schools/${item.id}`, {
      token: dept,
      body: { revision: item.revision, name: { en: 'Strong Karnal school', hi: 'सशक्त करनाल विद्यालय' }, description: 'A well-run senior secondary' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stale = await t.call('PUT', `/v1/test-schools/${item.id}`, { token: dept, body: { revision: item.revision, description: 'Another tab' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ errorCode: 'recordChanged', details: [{ by: 'Vikram Singh', at: expect.any(String), revision: first.body.value.revision }] });
    expect((await t.call('DELETE', `/v1/test-schools/${item.id}?revision=${item.revision}`, { token: dept })).status).toBe(409);
    // A name change keeps the acceptance: the answers and the expected grade did not change.
    expect((await list())[0].result.state).toBe('accepted');
  });

  it('publishes once every failing test school is accepted', async () => {
    const r = await publish(v);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });

  it("saves answers picked in a draft's preview, refusing answers the version does not take", async () => {
    const draft = (await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token: dept, body: { from: v } })).body.value.version;
    const bad = await t.call('POST', '/v1/test-schools', {
      token: dept,
      body: { name: { en: 'Preview' }, expectedGrade: 'D', answers: { Q001: 'MAYBE' }, catalogueVersion: draft },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'testSchoolAnswersInvalid', details: [{ questionid: 'Q001' }] });
    const made = await t.call<{ id: number }>('POST', '/v1/test-schools', {
      token: dept,
      body: { name: { en: 'Preview' }, expectedGrade: 'D', answers: { Q001: 'YN1' }, catalogueVersion: draft },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const item = (await list(draft)).find((s) => s.id === made.body.value.id)!;
    expect(item.result.state).toBe(item.result.grade === 'D' ? 'pass' : 'fail');
    expect((await t.call('DELETE', `/v1/test-schools/${item.id}?revision=${item.revision}`, { token: dept })).status).toBe(200);
  });

  it('refuses the approver a draft sent while its test schools passed, once one fails since', async () => {
    const draft = (await t.call<{ version: string }>('POST', '/v1/catalogue/drafts', { token: dept, body: { from: v } })).body.value.version;
    // The school expects what it gets under this draft, so it passes when the draft is sent.
    const [before] = await list(draft);
    const agreed = await t.call('PUT', `/v1/test-schools/${before.id}`, { token: dept, body: { revision: before.revision, expectedGrade: before.result.grade } });
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    const [school] = await list(draft);
    expect(school.result.state).toBe('pass');
    const sent = await t.call('POST', `/v1/catalogue/drafts/${draft}/send-for-approval`, { token: dept, body: { reason: 'Annual revision', orderNumber: 'SED/QA/2026/300' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // Test schools are not part of the draft: they may change while it awaits approval.
    const other = school.result.grade === 'D' ? 'C' : 'D';
    const changed = await t.call('PUT', `/v1/test-schools/${school.id}`, { token: dept, body: { revision: school.revision, expectedGrade: other } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const refused = await sendAndApprove(t, draft, { body: { evenWithHindiToRecheck: true } });
    expect([refused.step, refused.status, refused.body.errorCode]).toEqual(['publish', 409, 'catalogueTestSchoolsFail']);
    const [now] = await list(draft);
    await t.call('PUT', `/v1/test-schools/${now.id}`, { token: dept, body: { revision: now.revision, expectedGrade: school.expectedGrade } });
    expect((await sendAndApprove(t, draft, { body: { evenWithHindiToRecheck: true } })).status).toBe(200);
  });

  it('keeps what a test school stands for in English and in Hindi, each changed or cleared on its own', async () => {
    const hindi = 'बिना प्रयोगशाला वाला छोटा ग्रामीण प्राथमिक विद्यालय';
    const made = await t.call<{ id: number; revision: number }>('POST', '/v1/test-schools', {
      token: dept,
      body: {
        name: { en: 'Described' },
        description: ' A small rural primary with no lab ',
        descriptionHi: ` ${hindi} `,
        expectedGrade: 'D',
        answers: { Q001: 'YN1' },
        catalogueVersion: 'v4',
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const read = async () => (await list('v4')).find((s) => s.id === made.body.value.id)!;
    expect(await read()).toMatchObject({ description: 'A small rural primary with no lab', descriptionHi: hindi });
    // Only the Hindi changes: the English stays as it was.
    const hiOnly = await t.call<{ revision: number }>('PUT', `/v1/test-schools/${made.body.value.id}`, {
      token: dept,
      body: { revision: made.body.value.revision, descriptionHi: 'प्रयोगशाला नहीं, पुस्तकालय छोटा' },
    });
    expect(hiOnly.status, JSON.stringify(hiOnly.body)).toBe(200);
    expect(await read()).toMatchObject({ description: 'A small rural primary with no lab', descriptionHi: 'प्रयोगशाला नहीं, पुस्तकालय छोटा' });
    const tooLong = await t.call('PUT', `/v1/test-schools/${made.body.value.id}`, { token: dept, body: { revision: hiOnly.body.value.revision, descriptionHi: 'क'.repeat(2001) } });
    expect(tooLong.status).toBe(400);
    // Blank clears it.
    const cleared = await t.call<{ revision: number }>('PUT', `/v1/test-schools/${made.body.value.id}`, {
      token: dept,
      body: { revision: hiOnly.body.value.revision, descriptionHi: '  ' },
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const now = await read();
    expect(now).toMatchObject({ description: 'A small rural primary with no lab', descriptionHi: null });
    expect((await t.call('DELETE', `/v1/test-schools/${now.id}?revision=${now.revision}`, { token: dept })).status).toBe(200);
  });
});
