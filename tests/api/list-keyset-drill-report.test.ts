import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { cycles, forms, schools } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { approveForm } from '../support/approved-forms';
import { byKeys, inOrder, listPage, walkBothWays } from '../support/keyset-walk';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type DrillItem = { accrid: number | null; schoolCode: string; schoolName: string; districtId: number; cycleId: number | null; status: number | null };
type ReportItem = { accrid: number; schoolName: string; districtId: number; score: number | null };
const DRILL = '/v1/dashboard/schools';
const REPORT = '/v1/report/overall';

describe.each(testDatabases)('drill-down and report card lists by keyset on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let dqaDistrict: number;
  let cycleId: number;

  // Eleven report cards over three districts, four of them sharing a score, one without a score.
  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['sqa', 'dqa']) token[who] = await t.login(who);
    await approveForm(t, DEMO_SCHOOL, { self: 'first' });
    await approveForm(t, '06020100101', { self: 'last' });
    const more = await t.deps.db
      .select({ code: schools.schoolCode })
      .from(schools)
      .where(inArray(schools.districtId, [1, 2, 3]))
      .orderBy(schools.schoolCode);
    const picked = more
      .map((s) => s.code)
      .filter((c) => c !== DEMO_SCHOOL && c !== '06020100101')
      .slice(0, 9);
    for (const [i, code] of picked.entries()) {
      await t.deps.db
        .update(forms)
        .set({ status: 9, selfScore: i === 8 ? null : [70, 55.5, 70, 82][i % 4], grade: 'B', reportCode: `RC-${code}` })
        .where(eq(forms.schoolCode, code));
    }
    [{ id: cycleId }] = await t.deps.db.select({ id: cycles.id }).from(cycles);
    [{ d: dqaDistrict }] = await t.deps.db.select({ d: schools.districtId }).from(schools).where(eq(schools.schoolCode, DEMO_SCHOOL));
  });
  afterAll(async () => t?.close());

  it.each([
    ['approved forms', { status: 9 }],
    ['every form', {}],
    ['state government schools (school chart)', { basis: 'schools', management: 'stateGovernment' }],
  ] as const)('walks the schools behind a bar (%s) page by page, forwards and back, in school-name order', async (_what, bar) => {
    const whole = await listPage<DrillItem>(t, DRILL, token.sqa, { ...bar, pageSize: 100 });
    expect(whole.nextCursor).toBeNull();
    expect(whole.items.length).toBe(whole.total);
    const order = byKeys<DrillItem>(
      (r) => r.schoolName,
      (r) => r.schoolCode,
      (r) => r.cycleId ?? 0,
    );
    expect(whole.items.map((i) => i.schoolCode)).toEqual([...whole.items].sort(order).map((i) => i.schoolCode));
    const { forward, backward } = await walkBothWays<DrillItem>(t, DRILL, token.sqa, { ...bar, pageSize: 4 });
    expect(inOrder(forward).map((i) => `${i.schoolCode}/${i.accrid}`)).toEqual(whole.items.map((i) => `${i.schoolCode}/${i.accrid}`));
    expect(inOrder(backward, true).map((i) => `${i.schoolCode}/${i.accrid}`)).toEqual(whole.items.map((i) => `${i.schoolCode}/${i.accrid}`));
    const second = await listPage<DrillItem>(t, DRILL, token.sqa, { ...bar, pageSize: 4, page: 2 });
    expect(second.items).toEqual(forward[1].items);
  });

  it("refuses another bar's cursor, and keeps a DQA in their district with the state officer's cursors", async () => {
    const approved = await listPage<DrillItem>(t, DRILL, token.sqa, { status: 9, pageSize: 2 });
    for (const body of [
      { status: 5, after: approved.nextCursor },
      { status: 9, basis: 'schools', after: approved.nextCursor },
      { status: 9, management: 'stateGovernment', after: approved.nextCursor },
      { status: 9, after: 'x' },
    ]) {
      const res = await t.call('POST', DRILL, { token: token.sqa, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode).toBe('listCursorInvalid');
      expect(res.body.details).toEqual([{ field: 'after', problem: body.after === 'x' ? 'cursorInvalid' : 'cursorMismatch' }]);
    }
    const { forward } = await walkBothWays<DrillItem>(t, DRILL, token.sqa, { status: 9, pageSize: 2 });
    expect(new Set(inOrder(forward).map((i) => i.districtId)).size).toBeGreaterThan(1);
    for (const page of forward) {
      for (const [side, cursor] of [
        ['after', page.nextCursor],
        ['before', page.prevCursor],
      ] as const) {
        if (!cursor) continue;
        const got = await listPage<DrillItem>(t, DRILL, token.dqa, { status: 9, pageSize: 2, page: 2, [side]: cursor });
        for (const item of got.items) expect(item.districtId).toBe(dqaDistrict);
      }
    }
  });

  it.each([
    [
      'schoolName',
      byKeys<ReportItem>(
        (r) => r.schoolName,
        (r) => r.accrid,
      ),
    ],
    [
      'scoreAsc',
      byKeys<ReportItem>(
        (r) => r.score ?? -1,
        (r) => r.accrid,
      ),
    ],
    [
      'scoreDesc',
      (a: ReportItem, b: ReportItem) =>
        -byKeys<ReportItem>(
          (r) => r.score ?? -1,
          (r) => r.accrid,
        )(a, b),
    ],
  ] as const)('walks the report cards by %s page by page, forwards and back', async (sort, order) => {
    for (const cycle of [{}, { cycleid: cycleId }]) {
      const whole = await listPage<ReportItem>(t, REPORT, token.sqa, { sort, pageSize: 100, ...cycle });
      expect(whole.total).toBe(11);
      expect(whole.items.map((i) => i.accrid)).toEqual([...whole.items].sort(order).map((i) => i.accrid));
      const { forward, backward } = await walkBothWays<ReportItem>(t, REPORT, token.sqa, { sort, pageSize: 3, ...cycle });
      expect(inOrder(forward).map((i) => i.accrid)).toEqual(whole.items.map((i) => i.accrid));
      expect(inOrder(backward, true).map((i) => i.accrid)).toEqual(whole.items.map((i) => i.accrid));
    }
    const mine = await walkBothWays<ReportItem>(t, REPORT, token.dqa, { sort, pageSize: 2 });
    for (const item of inOrder(mine.forward)) expect(item.districtId).toBe(dqaDistrict);
  });

  it('refuses a report cursor of another order or filter, and counts a searched list exactly', async () => {
    const first = await listPage<ReportItem>(t, REPORT, token.sqa, { sort: 'scoreDesc', pageSize: 3 });
    for (const body of [
      { sort: 'scoreAsc', after: first.nextCursor },
      { sort: 'scoreDesc', grade: 'B', after: first.nextCursor },
      { sort: 'scoreDesc', search: 'school', after: first.nextCursor },
    ]) {
      const res = await t.call('POST', REPORT, { token: token.sqa, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const searched = await listPage<ReportItem>(t, REPORT, token.sqa, { search: 'school', pageSize: 3 });
    expect(searched).toMatchObject({ total: 11, totalIsEstimate: false });
    const graded = await listPage<ReportItem>(t, REPORT, token.sqa, { grade: 'B', pageSize: 3 });
    expect(graded.total).toBe(9);
  });
});
