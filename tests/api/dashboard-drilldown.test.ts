import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormScore } from '../../engine';
import { eq } from 'drizzle-orm';
import { complaints, schoolInfo, schools as schoolsTable, users } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { fillSchoolInfo } from '../support/fill';
import { approveForm, setFormStatus } from '../support/approved-forms';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type Item = {
  accrid: number | null;
  schoolCode: string;
  udise: string;
  schoolName: string;
  districtId: number;
  status: number | null;
  statusLabel: { en: string; hi: string } | null;
  statusText: string | null;
  score: number | null;
  externalScore: number | null;
  grade: string | null;
};
type Page = { items: Item[]; total: number; page: number; pageSize: number; domainLabel?: { en: string; hi: string } };
type CountRow = { key: number; value: number };
type DistrictStatusRow = { districtId: number; status: number; count: number };
type ScoreRow = { group: string; key: string; value: number | null; forms: number };
type SeriesRow = { key: string; series: string; value: number | null; forms: number };
type GapRow = { key: string; self: number; external: number; gap: number; forms: number };
type SliceRow = { key: string; group?: string; value: number };
type EnrolmentRow = { key: string; value: number; schools: number };

/** A school of district 1 that has never had a form: school charts count it, form charts do not. */
const FORMLESS = '06019999901';

const round1 = (x: number) => Math.round(x * 10) / 10;
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe.each(testDatabases)('chart drill-down and self vs external on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const audited: { self: FormScore; external: FormScore }[] = [];

  // District 1 is Ambala (the DQA's), district 2 Karnal; three of four approved forms have an external evaluation.
  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['dqa', 'sqa', 'head']) token[who] = await t.login(who);
    for (const [school, self, external] of [
      [DEMO_SCHOOL, 'first', 'last'],
      ['06010200101', 'last', 'first'],
      ['06020100103', 'last', 'last'],
    ] as const) {
      const f = await approveForm(t, school, { self, external });
      audited.push({ self: f.self, external: f.external! });
    }
    await approveForm(t, '06020100101', { self: 'first' });
    await setFormStatus(t, '06010100102', 3);
    await setFormStatus(t, '06020100102', 3);
    await setFormStatus(t, '06030100101', 5);
    const [home] = await t.deps.db.select().from(schoolsTable).where(eq(schoolsTable.schoolCode, DEMO_SCHOOL));
    await t.deps.db.insert(schoolsTable).values({
      schoolCode: FORMLESS,
      udise: FORMLESS,
      name: 'Aaa Formless Government School',
      districtId: home.districtId,
      blockId: home.blockId,
      management: 'stateGovernment',
      genderType: 'girls',
      location: 'rural',
    });
    // Saved school information (of schools without a report card, whose scores it would change): full, partial,
    // a class given as text (not counted by the chart), and the formless school's.
    const info = fillSchoolInfo(t.deps.catalogues.schoolInfo);
    await t.deps.db.insert(schoolInfo).values([
      { schoolCode: '06010100102', data: info },
      { schoolCode: '06020100102', data: Object.fromEntries(Object.entries(info).map(([k, v]) => [k, k.startsWith('enrolment') ? 10 : v])) },
      { schoolCode: '06010100103', data: { enrolmentClass1: 4, enrolmentClass2: '7', enrolmentClass11Science: 2 } },
      { schoolCode: FORMLESS, data: { enrolmentClass1: 2 } },
    ]);
    // Complaints: of a school only (its district is the school's), of a district, and state-level (no district).
    const [head] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'head'));
    await t.deps.db.insert(complaints).values([
      { reportCode: 'CMP-1', subject: 'Toilets', description: 'Broken', schoolCode: DEMO_SCHOOL, createdBy: head.id, status: 'RAISED' },
      { reportCode: 'CMP-2', subject: 'Water', description: 'No water', schoolCode: '06010200101', districtId: 1, createdBy: head.id, status: 'RAISED' },
      { reportCode: 'CMP-3', subject: 'Books', description: 'Late', schoolCode: '06010100102', districtId: 1, createdBy: head.id, status: 'RESOLVED' },
      { reportCode: 'CMP-4', subject: 'Fees', description: 'Karnal', districtId: 2, createdBy: head.id, status: 'RAISED' },
      { reportCode: 'CMP-5', subject: 'Policy', description: 'State-level', createdBy: head.id, status: 'UNDER_REVIEW' },
    ]);
  });
  afterAll(async () => t?.close());

  const post = async <T>(who: string, path: string, body: unknown = {}) => {
    const res = await t.call<T>('POST', `/v1/dashboard/${path}`, { token: token[who], body });
    return { status: res.status, value: res.body.value };
  };
  const schools = (who: string, body: unknown) => post<Page>(who, 'schools', { pageSize: 100, ...(body as object) });

  it('lists exactly the forms each status bar counts, with the filters carried over', async () => {
    for (const filters of [{}, { districtId: 2 }]) {
      const bars = (await post<CountRow[]>('sqa', 'chart/statuswise', filters)).value;
      expect(bars.length).toBeGreaterThan(1);
      for (const bar of bars) {
        const list = (await schools('sqa', { ...filters, status: bar.key })).value;
        expect(list.total, `status ${bar.key}`).toBe(bar.value);
        expect(list.items).toHaveLength(bar.value);
        expect(new Set(list.items.map((i) => i.status))).toEqual(new Set([bar.key]));
        if ('districtId' in filters) expect(list.items.every((i) => i.districtId === 2)).toBe(true);
      }
    }
    const submitted = (await schools('sqa', { status: 3 })).value.items.map((i) => i.schoolCode).sort();
    expect(submitted).toEqual(['06010100102', '06020100102']);
  });

  it('lists the forms of a district × status cell, and a DQA only their district', async () => {
    const cells = (await post<DistrictStatusRow[]>('sqa', 'progress/district/status')).value;
    for (const cell of cells) {
      expect((await schools('sqa', { districtId: cell.districtId, status: cell.status })).value.total).toBe(cell.count);
    }
    const dqa = (await schools('dqa', {})).value;
    expect(dqa.total).toBe(9);
    expect(new Set(dqa.items.map((i) => i.districtId))).toEqual(new Set([1]));
    const dqaBars = (await post<CountRow[]>('dqa', 'chart/statuswise')).value;
    for (const bar of dqaBars) expect((await schools('dqa', { status: bar.key })).value.total).toBe(bar.value);
    expect((await schools('dqa', { districtId: 2 })).status).toBe(403);
    const head = (await schools('head', {})).value;
    expect(head.items.map((i) => i.schoolCode)).toEqual([DEMO_SCHOOL]);
  });

  it('lists the approved forms a domain score averages, with their domain scores', async () => {
    const d1 = (await post<ScoreRow[]>('sqa', 'chart/statescore')).value.find((r) => r.key === 'D1')!;
    const raw = await schools('sqa', { status: 9, domainId: 'D1' });
    const list = raw.value;
    expect(raw.value.domainLabel).toEqual({ en: 'School Leadership and Management', hi: expect.stringMatching(/[\u0900-\u097F]/) });
    expect(list.total).toBe(d1.forms);
    expect(round1(mean(list.items.map((i) => i.score!)))).toBe(d1.value);
    const government = (await post<SeriesRow[]>('sqa', 'analysis/domain/privategovt')).value.filter((r) => r.key === 'D1');
    for (const bar of government) {
      const sector = (await schools('sqa', { status: 9, domainId: 'D1', sector: bar.series })).value;
      expect(sector.total, bar.series).toBe(bar.forms);
      expect(round1(mean(sector.items.map((i) => i.score!)))).toBe(bar.value);
    }
  });

  it('compares self and external scores per domain over the same forms, with the gap', async () => {
    const rows = (await post<GapRow[]>('sqa', 'analysis/domain/selfvsexternal')).value;
    expect(rows.map((r) => r.key)).toEqual(audited[0].self.domains.map((d) => d.domainId));
    rows.forEach((row, i) => {
      const self = mean(audited.map((a) => a.self.domains[i].score!));
      const external = mean(audited.map((a) => a.external.domains[i].score!));
      expect(row).toEqual(expect.objectContaining({ self: round1(self), external: round1(external), gap: round1(external - self), forms: 3 }));
    });
    // The bar's schools: the approved forms with an external evaluation, with both scores of the domain.
    const list = (await schools('sqa', { status: 9, evaluation: 'external', domainId: rows[0].key })).value;
    expect(list.total).toBe(rows[0].forms);
    expect(round1(mean(list.items.map((i) => i.externalScore!)))).toBe(rows[0].external);
    expect(round1(mean(list.items.map((i) => i.score!)))).toBe(rows[0].self);
    // A DQA's comparison is of their district's two audited forms only.
    const dqa = (await post<GapRow[]>('dqa', 'analysis/domain/selfvsexternal')).value;
    expect(dqa[0]).toMatchObject({ forms: 2, self: round1(mean(audited.slice(0, 2).map((a) => a.self.domains[0].score!))) });
  });

  it('answers no rows while no form in scope has an external evaluation', async () => {
    expect((await post<GapRow[]>('sqa', 'analysis/domain/selfvsexternal', { districtId: 3 })).value).toEqual([]);
  });

  it('lists the schools behind each slice of the school donuts, as counted, with the filters carried over', async () => {
    const [cycle] = (await t.call<{ id: number }[]>('GET', '/v1/dashboard/accryear', { token: token.sqa })).body.value;
    for (const filters of [{}, { districtId: 1, accrYear: cycle.id }, { status: 9 }]) {
      const management = (await post<SliceRow[]>('sqa', 'classification/school', filters)).value;
      expect(management.length).toBeGreaterThan(1);
      for (const slice of management) {
        const list = (await schools('sqa', { ...filters, basis: 'schools', management: slice.key })).value;
        expect(list.total, `${JSON.stringify(filters)} ${slice.key}`).toBe(slice.value);
        expect(list.items).toHaveLength(slice.value);
      }
      const area = (await post<SliceRow[]>('sqa', 'classification/area', filters)).value;
      expect(new Set(area.map((r) => r.group))).toEqual(new Set(['gender', 'location']));
      for (const slice of area) {
        const narrowing = slice.group === 'gender' ? { genderType: slice.key } : { location: slice.key };
        const list = (await schools('sqa', { ...filters, basis: 'schools', management: 'stateGovernment', ...narrowing })).value;
        expect(list.total, `${JSON.stringify(filters)} ${slice.group} ${slice.key}`).toBe(slice.value);
        expect(list.items).toHaveLength(slice.value);
        if ('districtId' in filters) expect(list.items.every((i) => i.districtId === 1)).toBe(true);
      }
    }
    // With a status, every school listed has its form in that status, and the approved ones their report card.
    const approved = (await schools('sqa', { status: 9, basis: 'schools', management: 'stateGovernment' })).value.items;
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((i) => i.status === 9 && i.score !== null && i.grade !== null)).toBe(true);
  });

  it('shows each school of a slice with its form, and a school without a form as such', async () => {
    const girls = (await schools('sqa', { basis: 'schools', management: 'stateGovernment', genderType: 'girls', districtId: 1 })).value.items;
    expect(girls.find((i) => i.schoolCode === FORMLESS)).toMatchObject({ accrid: null, status: null, statusLabel: null, statusText: null, score: null, grade: null });
    const withForm = girls.find((i) => i.schoolCode !== FORMLESS)!;
    expect(withForm).toMatchObject({ status: expect.any(Number), accrid: expect.any(Number), statusText: expect.any(String) });
    // The dashboard's cycle leaves the formless school out, as the donut does.
    const [cycle] = (await t.call<{ id: number }[]>('GET', '/v1/dashboard/accryear', { token: token.sqa })).body.value;
    const inCycle = (await schools('sqa', { basis: 'schools', management: 'stateGovernment', genderType: 'girls', districtId: 1, accrYear: cycle.id })).value.items;
    expect(inCycle.map((i) => i.schoolCode)).toEqual(girls.filter((i) => i.schoolCode !== FORMLESS).map((i) => i.schoolCode));
  });

  it('lists the schools behind each class-wise enrolment bar', async () => {
    for (const filters of [{}, { districtId: 1 }, { status: 3 }]) {
      const bars = (await post<EnrolmentRow[]>('sqa', 'classwise/enrollment', filters)).value;
      expect(bars.length).toBeGreaterThan(0);
      for (const bar of bars) {
        const list = (await schools('sqa', { ...filters, basis: 'schools', enrolmentClass: bar.key })).value;
        expect(list.total, `${JSON.stringify(filters)} ${bar.key}`).toBe(bar.schools);
      }
    }
    const class1 = (await schools('sqa', { basis: 'schools', enrolmentClass: 'class1' })).value.items.map((i) => i.schoolCode).sort();
    expect(class1).toEqual(['06010100102', '06010100103', '06020100102', FORMLESS].sort());
    // A class saved as text is not counted by the chart, nor listed.
    const class2 = (await schools('sqa', { basis: 'schools', enrolmentClass: 'class2' })).value.items.map((i) => i.schoolCode).sort();
    expect(class2).toEqual(['06010100102', '06020100102'].sort());
  });

  it('keeps a DQA to their district on the school charts', async () => {
    const slices = (await post<SliceRow[]>('dqa', 'classification/school')).value;
    for (const slice of slices) {
      const list = (await schools('dqa', { basis: 'schools', management: slice.key })).value;
      expect(list.total).toBe(slice.value);
      expect(list.items.every((i) => i.districtId === 1)).toBe(true);
    }
    const bars = (await post<EnrolmentRow[]>('dqa', 'classwise/enrollment')).value;
    for (const bar of bars) expect((await schools('dqa', { basis: 'schools', enrolmentClass: bar.key })).value.total).toBe(bar.schools);
    expect((await schools('dqa', { basis: 'schools', districtId: 2 })).status).toBe(403);
    expect((await schools('dqa', { basis: 'schools' })).value.total).toBe(10);
  });

  it('refuses school-chart narrowings that do not fit the basis', async () => {
    expect((await post('sqa', 'schools', { basis: 'schools', domainId: 'D1' })).status).toBe(400);
    expect((await post('sqa', 'schools', { basis: 'schools', evaluation: 'external' })).status).toBe(400);
    expect((await post('sqa', 'schools', { genderType: 'girls' })).status).toBe(400);
    expect((await post('sqa', 'schools', { basis: 'forms', enrolmentClass: 'class1' })).status).toBe(400);
    expect((await post('sqa', 'schools', { basis: 'schools', enrolmentClass: 'class13' })).status).toBe(400);
    expect((await post('sqa', 'schools', { basis: 'schools', enrolmentClass: 'enrolmentClass1' })).status).toBe(400);
    expect((await post('sqa', 'schools', { basis: 'schools', location: 'rural; drop' })).status).toBe(400);
    expect((await post('sqa', 'schools', { basis: 'everything' })).status).toBe(400);
  });

  it('lists the complaints behind each cell of the complaint chart, with the district and block filters', async () => {
    const list = async (body: object) => {
      const res = await t.call<{ items: { reportCode: string }[]; total: number }>('POST', '/v1/complaint/list', { token: token.sqa, body: { pageSize: 100, ...body } });
      expect(res.status).toBe(200);
      return res.body.value;
    };
    const [home] = await t.deps.db.select().from(schoolsTable).where(eq(schoolsTable.schoolCode, DEMO_SCHOOL));
    for (const filters of [{}, { districtId: 1 }, { blockId: home.blockId }]) {
      const cells = (await post<{ districtId: number | null; status: string; count: number }[]>('sqa', 'progress/district/complaint', filters)).value;
      expect(cells.length).toBeGreaterThan(0);
      for (const cell of cells.filter((c) => c.districtId !== null)) {
        const found = await list({ ...filters, districtId: cell.districtId, status: cell.status });
        expect(found.total, `${JSON.stringify(filters)} ${cell.districtId} ${cell.status}`).toBe(cell.count);
      }
    }
    // A school's complaint counts in its school's district; a block holds only its schools' complaints.
    expect((await list({ districtId: 1, status: 'RAISED' })).items.map((c) => c.reportCode).sort()).toEqual(['CMP-1', 'CMP-2']);
    expect((await list({ blockId: home.blockId })).items.map((c) => c.reportCode).sort()).toEqual(['CMP-1', 'CMP-3']);
    const bad = await t.call('POST', '/v1/complaint/list', { token: token.sqa, body: { districtId: 'Ambala' } });
    expect(bad.status).toBe(400);
  });

  it('pages the list by school name and refuses bad input', async () => {
    const all = (await schools('sqa', {})).value;
    expect(all.total).toBe(45);
    const names = all.items.map((i) => i.schoolName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const second = (await post<Page>('sqa', 'schools', { page: 2, pageSize: 10 })).value;
    expect(second).toMatchObject({ total: 45, page: 2, pageSize: 10 });
    expect(second.items.map((i) => i.accrid)).toEqual(all.items.slice(10, 20).map((i) => i.accrid));
    expect((await post('sqa', 'schools', { sector: 'public' })).status).toBe(400);
    expect((await post('sqa', 'schools', { domain: 'D1' })).status).toBe(400);
    expect((await post('sqa', 'schools', { pageSize: 500 })).status).toBe(400);
  });
});
