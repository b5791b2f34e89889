import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormScore } from '../../engine';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { approveForm, setFormStatus } from '../support/approved-forms';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type Item = { accrid: number; schoolCode: string; udise: string; schoolName: string; districtId: number; status: number; statusText: string; score: number | null; externalScore: number | null; grade: string | null };
type Page = { items: Item[]; total: number; page: number; pageSize: number; domainLabel?: { en: string; hi: string } };
type CountRow = { key: number; value: number };
type DistrictStatusRow = { districtId: number; status: number; count: number };
type ScoreRow = { group: string; key: string; value: number | null; forms: number };
type SeriesRow = { key: string; series: string; value: number | null; forms: number };
type GapRow = { key: string; self: number; external: number; gap: number; forms: number };

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
