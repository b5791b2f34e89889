import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormScore } from '../../engine';
import { complaints, cycles, schoolInfo, schools, users } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { approveForm, setFormStatus } from '../support/approved-forms';
import { fillSchoolInfo } from '../support/fill';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface Row {
  key: string | number;
  group?: string;
  label: { en: string; hi: string };
  text: string;
  value: number | null;
  forms?: number;
}
interface SeriesRow extends Row {
  series: string;
  seriesText: string;
}
interface DistrictRow {
  districtId: number;
  districtText: string;
  status: number | string;
  statusText: string;
  count: number;
  percent?: number;
  series?: string;
  value?: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const sum = (rows: { value: number | null }[]) => rows.reduce((s, r) => s + (r.value ?? 0), 0);

describe.each(testDatabases)('dashboards on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const approved: { accrid: number; self: FormScore; external: FormScore | null; district: number }[] = [];
  let emptyCycle: number;

  // District 1 (Ambala) holds the demo school; district 2 is Karnal.
  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['admin', 'dqa', 'sqa', 'dept', 'head']) token[who] = await t.login(who);
    approved.push({ ...(await approveForm(t, DEMO_SCHOOL, { self: 'first', external: 'last' })), district: 1 });
    approved.push({ ...(await approveForm(t, '06010200101', { self: 'last' })), district: 1 });
    approved.push({ ...(await approveForm(t, '06020100101', { self: 'first' })), district: 2 });
    await setFormStatus(t, '06010100102', 3);
    await setFormStatus(t, '06020100102', 5);
    const info = fillSchoolInfo(t.deps.catalogues.schoolInfo);
    await t.deps.db.insert(schoolInfo).values([
      { schoolCode: DEMO_SCHOOL, data: info },
      { schoolCode: '06020100101', data: Object.fromEntries(Object.entries(info).map(([k, v]) => [k, k.startsWith('enrolment') ? 10 : v])) },
    ]);
    const [head] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'head'));
    const [sqa] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'sqa'));
    await t.deps.db.insert(complaints).values([
      { reportCode: 'CMP-1', subject: 'Toilets', description: 'Broken', schoolCode: DEMO_SCHOOL, districtId: 1, createdBy: head.id, status: 'RAISED' },
      { reportCode: 'CMP-2', subject: 'Water', description: 'No water', schoolCode: '06010200101', districtId: 1, createdBy: head.id, status: 'RESOLVED' },
      { reportCode: 'CMP-4', subject: 'Fees', description: 'State-level', createdBy: sqa.id, status: 'UNDER_REVIEW' },
      { reportCode: 'CMP-3', subject: 'Books', description: 'Late', districtId: 2, createdBy: sqa.id, status: 'RAISED' },
    ]);
    [{ id: emptyCycle }] = await t.deps.db.insert(cycles).values({ name: '2027-28', catalogueVersion: 'v1' }).returning({ id: cycles.id });
  });
  afterAll(async () => t?.close());

  const post = <T>(who: string, path: string, body: unknown = {}, lang?: string) => t.call<T>('POST', `/v1/dashboard/${path}`, { token: token[who], body, lang });
  const get = <T>(who: string, path: string, lang?: string) => t.call<T>('GET', `/v1/dashboard/${path}`, { token: token[who], lang });

  describe('filter lookups', () => {
    it('lists the ten form statuses in both languages', async () => {
      const res = await get<{ code: number; label: { en: string; hi: string }; text: string }[]>('dqa', 'status', 'hi');
      expect(res.status).toBe(200);
      expect(res.body.value.map((s) => s.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(res.body.value[8]).toMatchObject({ label: { en: 'Report Card Generated', hi: 'रिपोर्ट कार्ड जारी' }, text: 'रिपोर्ट कार्ड जारी' });
    });

    it('lists the cycles as accreditation years, newest first', async () => {
      const res = await get<{ id: number; name: string }[]>('sqa', 'accryear');
      expect(res.body.value.map((c) => c.name)).toEqual(['2027-28', '2026-27']);
    });

    it('gives a DQA only their district, state roles all of them, in Hindi on request', async () => {
      const dqa = await get<{ id: number; text: string }[]>('dqa', 'districts/user', 'hi');
      expect(dqa.body.value).toEqual([expect.objectContaining({ id: 1, text: 'अंबाला' })]);
      expect((await get<unknown[]>('sqa', 'districts/user')).body.value).toHaveLength(5);
      expect((await get<{ id: number }[]>('head', 'districts/user')).body.value.map((d) => d.id)).toEqual([1]);
    });

    it('lists the blocks of a district in scope, refuses others, and asks for the district', async () => {
      expect((await get<unknown[]>('dqa', 'blocks?districtId=1')).body.value).toHaveLength(3);
      expect((await get('dqa', 'blocks?districtId=2')).status).toBe(403);
      expect((await get('sqa', 'blocks?districtId=99')).status).toBe(404);
      expect((await get<unknown[]>('head', 'blocks?districtId=1')).body.value).toHaveLength(1);
      const missing = await get('sqa', 'blocks', 'hi');
      expect(missing.status).toBe(400);
      expect(missing.body.errorMessage).toBe('कृपया जिला चुनें');
      expect((await get('sqa', 'blocks?districtId=abc')).status).toBe(400);
    });
  });

  describe('filters', () => {
    it('refuses unknown fields and out-of-range values with 400 envelopes', async () => {
      const extra = await post('sqa', 'chart/statuswise', { year: 1 });
      expect(extra.status).toBe(400);
      expect(extra.body.details).toEqual([expect.objectContaining({ field: 'year' })]);
      expect((await post('sqa', 'chart/statuswise', { status: 11 })).status).toBe(400);
      expect((await post('sqa', 'chart/statuswise', { districtId: '1' })).status).toBe(400);
    });

    it('answers 403 when a DQA asks for another district or block, 404 for unknown ids', async () => {
      expect((await post('dqa', 'chart/statuswise', { districtId: 2 })).status).toBe(403);
      expect((await post('dqa', 'classification/school', { blockId: 4 })).status).toBe(403);
      expect((await post('head', 'chart/statuswise', { blockId: 2 })).status).toBe(403);
      expect((await post('sqa', 'chart/statuswise', { accrYear: 999 })).status).toBe(404);
      expect((await post('sqa', 'chart/statuswise', { districtId: 999 })).status).toBe(404);
    });

    it('gives empty arrays, not errors, where there is nothing to count', async () => {
      for (const path of [
        'chart/statuswise',
        'chart/statescore',
        'classification/school',
        'classwise/enrollment',
        'progress/district/heat',
        'analysis/domain/selfvsexternal',
        'cycle/data',
      ]) {
        const res = await post<unknown[]>('sqa', path, { accrYear: emptyCycle });
        expect(res.status, path).toBe(200);
        expect(res.body.value, path).toEqual([]);
      }
    });
  });

  describe('progress', () => {
    it('counts forms per status, scoped: SQA all 45, DQA the 9 of district 1, the head one', async () => {
      const sqa = await post<Row[]>('sqa', 'chart/statuswise');
      expect(sum(sqa.body.value)).toBe(45);
      expect(sqa.body.value).toEqual([
        expect.objectContaining({ key: 1, value: 40 }),
        expect.objectContaining({ key: 3, value: 1 }),
        expect.objectContaining({ key: 5, value: 1 }),
        expect.objectContaining({ key: 9, value: 3, text: 'Report Card Generated' }),
      ]);
      const dqa = await post<Row[]>('dqa', 'chart/statuswise', {}, 'hi');
      expect(dqa.body.value.map((r) => [r.key, r.value])).toEqual([
        [1, 6],
        [3, 1],
        [9, 2],
      ]);
      expect(dqa.body.value[2].text).toBe('रिपोर्ट कार्ड जारी');
      const head = await post<Row[]>('head', 'chart/statuswise');
      expect(head.body.value.map((r) => [r.key, r.value])).toEqual([[9, 1]]);
    });

    it('applies the year, district, block and status filters together', async () => {
      const [cycle] = await t.deps.db.select().from(cycles).where(eq(cycles.name, '2026-27'));
      const res = await post<Row[]>('sqa', 'chart/statuswise', { accrYear: cycle.id, districtId: 1, blockId: 2, status: 9 });
      expect(res.body.value.map((r) => [r.key, r.value])).toEqual([[9, 1]]);
    });

    it("counts forms per district and status for the DQA's district only", async () => {
      const dqa = await post<DistrictRow[]>('dqa', 'progress/district/status');
      expect(new Set(dqa.body.value.map((r) => r.districtId))).toEqual(new Set([1]));
      expect(dqa.body.value.reduce((s, r) => s + r.count, 0)).toBe(9);
      const sqa = await post<DistrictRow[]>('sqa', 'progress/district/status', {}, 'hi');
      expect(new Set(sqa.body.value.map((r) => r.districtId)).size).toBe(5);
      expect(sqa.body.value.find((r) => r.districtId === 2 && r.status === 5)).toMatchObject({ count: 1, districtText: 'करनाल', statusText: 'राज्य गुणवत्ता आश्वासन को प्रस्तुत' });
    });

    it('fills the whole district × status grid for the heat chart, with shares', async () => {
      const dqa = await post<DistrictRow[]>('dqa', 'progress/district/heat');
      expect(dqa.body.value).toHaveLength(10);
      expect(dqa.body.value.find((r) => r.status === 9)).toMatchObject({ districtId: 1, count: 2, percent: round1((2 / 9) * 100) });
      expect(dqa.body.value.find((r) => r.status === 7)).toMatchObject({ count: 0, percent: 0 });
      const sqa = await post<DistrictRow[]>('sqa', 'progress/district/heat');
      expect(sqa.body.value).toHaveLength(50);
    });

    it('counts complaints per district and status, as the complaint list scopes them', async () => {
      const dqa = await post<DistrictRow[]>('dqa', 'progress/district/complaint', {}, 'hi');
      expect(dqa.body.value.map((r) => [r.districtId, r.status, r.count])).toEqual([
        [1, 'RAISED', 1],
        [1, 'RESOLVED', 1],
      ]);
      expect(dqa.body.value[0].statusText).toBe('दर्ज');
      const sqa = await post<DistrictRow[]>('sqa', 'progress/district/complaint');
      expect(sqa.body.value.reduce((s, r) => s + r.count, 0)).toBe(4);
      expect(sqa.body.value.find((r) => r.districtId === null)).toMatchObject({ status: 'UNDER_REVIEW', count: 1, districtText: 'No district' });
      const head = await post<DistrictRow[]>('head', 'progress/district/complaint');
      expect(head.body.value.map((r) => [r.status, r.count])).toEqual([
        ['RAISED', 1],
        ['RESOLVED', 1],
      ]);
    });

    it('summarises each cycle: forms, approved forms, average score', async () => {
      const res = await post<{ name: string; forms: number; approved: number; averageScore: number }[]>('sqa', 'cycle/data');
      expect(res.body.value).toEqual([expect.objectContaining({ name: '2026-27', forms: 45, approved: 3, averageScore: round1(mean(approved.map((a) => a.self.overall!))) })]);
      const dqa = await post<{ forms: number; approved: number }[]>('dqa', 'cycle/data');
      expect(dqa.body.value).toEqual([expect.objectContaining({ forms: 9, approved: 2 })]);
    });
  });

  describe('schools', () => {
    it('classifies schools by management type, counted in the database', async () => {
      const rows = await t.deps.db.select({ m: schools.management, n: count() }).from(schools).groupBy(schools.management);
      const expected = Object.fromEntries(rows.map((r) => [r.m, r.n]));
      const sqa = await post<Row[]>('sqa', 'classification/school');
      expect(Object.fromEntries(sqa.body.value.map((r) => [r.key, r.value]))).toEqual(expected);
      expect(sqa.body.value[0]).toMatchObject({ key: 'stateGovernment', label: { en: 'State Government', hi: 'राज्य सरकार' } });
      const dqa = await post<Row[]>('dqa', 'classification/school', {}, 'hi');
      expect(sum(dqa.body.value)).toBe(9);
      expect(dqa.body.value[0].text).toBe('राज्य सरकार');
    });

    it('splits state government schools by category and by area', async () => {
      const dqa = await post<Row[]>('dqa', 'classification/area');
      const gender = dqa.body.value.filter((r) => r.group === 'gender');
      const location = dqa.body.value.filter((r) => r.group === 'location');
      const state = await t.deps.db.select().from(schools).where(eq(schools.districtId, 1));
      const stateGov = state.filter((s) => s.management === 'stateGovernment');
      expect(sum(gender)).toBe(stateGov.length);
      expect(sum(location)).toBe(stateGov.length);
      expect(location.find((r) => r.key === 'urban')?.value).toBe(stateGov.filter((s) => s.location === 'urban').length);
      expect(gender.map((r) => r.key)).toEqual(['coEducation', 'girls', 'boys'].filter((k) => stateGov.some((s) => s.genderType === k)));
    });

    it('sums enrolment per class from the school information, within scope', async () => {
      const dqa = await post<(Row & { key: string; schools: number })[]>('dqa', 'classwise/enrollment', {}, 'hi');
      expect(dqa.body.value).toHaveLength(16);
      expect(dqa.body.value[0]).toMatchObject({ key: 'class1', value: 3, schools: 1, text: 'कक्षा 1' });
      expect(dqa.body.value.find((r) => r.key === 'class11Science')).toMatchObject({ value: 3, text: 'कक्षा 11 विज्ञान' });
      const sqa = await post<(Row & { key: string })[]>('sqa', 'classwise/enrollment');
      expect(sqa.body.value.find((r) => r.key === 'class12Commerce')?.value).toBe(13);
      const approvedOnly = await post<(Row & { key: string })[]>('sqa', 'classwise/enrollment', { status: 9, districtId: 2 });
      expect(approvedOnly.body.value[0].value).toBe(10);
    });
  });

  describe('scores and analysis', () => {
    const domainMean = (list: FormScore[], domainId: string) => round1(mean(list.map((s) => s.domains.find((d) => d.domainId === domainId)!.score!)));

    it('averages the overall score in the database and the domain scores with the engine', async () => {
      const sqa = await post<Row[]>('sqa', 'chart/statescore');
      const [overall, ...domains] = sqa.body.value;
      expect(overall).toMatchObject({ group: 'overall', key: 'overall', value: round1(mean(approved.map((a) => a.self.overall!))), forms: 3 });
      expect(domains.map((d) => d.key)).toEqual(['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7']);
      expect(domains[0].value).toBeCloseTo(
        domainMean(
          approved.map((a) => a.self),
          'D1',
        ),
        1,
      );
      const dqa = await post<Row[]>('dqa', 'chart/statescore', {}, 'hi');
      expect(dqa.body.value[0]).toMatchObject({ forms: 2, text: 'समग्र' });
      expect(dqa.body.value[1].text).toBe('विद्यालय नेतृत्व एवं प्रबंधन');
      // A second call is served from the per-form cache and gives the same numbers.
      expect((await post<Row[]>('sqa', 'chart/statescore')).body.value).toEqual(sqa.body.value);
    });

    it('compares districts domain by domain in one call, each district only with its own forms', async () => {
      const sqa = await post<(Row & { districtId: number; key: string; forms: number })[]>('sqa', 'progress/district/domain');
      const districtsSeen = new Set(sqa.body.value.map((r) => r.districtId));
      // D1..D7 and the overall score for each district with approved forms.
      expect(sqa.body.value).toHaveLength(districtsSeen.size * 8);
      expect(sqa.body.value.reduce((n, r) => (r.key === 'overall' ? n + r.forms : n), 0)).toBe(approved.length);
      expect(sqa.body.value.reduce((n, r) => (r.key === 'D1' ? n + r.forms : n), 0)).toBe(approved.length);
      const dqa = await post<(Row & { districtId: number })[]>('dqa', 'progress/district/domain', {}, 'hi');
      expect(new Set(dqa.body.value.map((r) => r.districtId))).toEqual(new Set([1]));
      expect(dqa.body.value[0].text).toBe('विद्यालय नेतृत्व एवं प्रबंधन');
    });

    it('compares domains by school owner and government against private', async () => {
      const owner = await post<SeriesRow[]>('sqa', 'analysis/domain/schoolowner');
      expect(new Set(owner.body.value.map((r) => r.series))).toEqual(new Set(['stateGovernment', 'nonGovernmentAided']));
      expect(owner.body.value.filter((r) => r.key === 'D1').map((r) => [r.series, r.forms])).toEqual([
        ['stateGovernment', 1],
        ['nonGovernmentAided', 2],
      ]);
      const sector = await post<SeriesRow[]>('sqa', 'analysis/domain/privategovt', {}, 'hi');
      const d1 = sector.body.value.filter((r) => r.key === 'D1');
      expect(d1.map((r) => [r.series, r.forms, r.seriesText])).toEqual([
        ['government', 1, 'सरकारी'],
        ['private', 2, 'निजी'],
      ]);
      expect(d1[0].value).toBe(approved[0].self.domains[0].score);
    });

    it('compares self and external scores per domain and per district', async () => {
      // Both sides over the same forms: only the demo school's has an external evaluation.
      const domains = await post<{ key: string; self: number; external: number; gap: number; forms: number }[]>('sqa', 'analysis/domain/selfvsexternal');
      const d2 = domains.body.value.find((r) => r.key === 'D2')!;
      const [self, external] = [approved[0].self.domains[1].score!, approved[0].external!.domains[1].score!];
      expect(d2).toMatchObject({ self, external, gap: round1(external - self), forms: 1 });
      const districts = await post<DistrictRow[]>('dqa', 'analysis/district/selfvsexternal');
      expect(districts.body.value).toEqual([
        expect.objectContaining({ districtId: 1, series: 'self', value: round1(mean([approved[0].self.overall!, approved[1].self.overall!])), forms: 2 }),
        expect.objectContaining({ districtId: 1, series: 'external', value: approved[0].external!.overall, forms: 1 }),
      ]);
    });

    it("shows the school head only their own school's scores", async () => {
      const head = await post<Row[]>('head', 'chart/statescore');
      expect(head.body.value[0]).toMatchObject({ value: approved[0].self.overall, forms: 1 });
    });
  });
});
