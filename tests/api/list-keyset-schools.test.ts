import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { readAll, walkBack, walkForward, type KeysetAnswer } from '../support/keyset-walk';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface School {
  schoolCode: string;
  name: string;
  districtId: number;
  blockId: number;
  active: boolean;
}
interface WithoutForm {
  schoolCode: string;
  name: string;
}

const codes = (items: { schoolCode: string }[]) => items.map((s) => s.schoolCode);

/** Keyset pages of the school master list and of the schools without a form (issue 32). */
describe.each(testDatabases)('school lists paged by keyset on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let dqa: string;
  let dept: string;
  let ambala: number;
  let karnal: number;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    [admin, dqa, dept] = await Promise.all([t.login('admin'), t.login('dqa'), t.login('dept')]);
    const [home] = await t.deps.db.select().from(schools).where(eq(schools.schoolCode, DEMO_SCHOOL));
    ambala = home.districtId;
    const [other] = await t.deps.db.select().from(schools).where(eq(schools.schoolCode, '06020100101'));
    karnal = other.districtId;
    // Five schools of one name: only the code orders them.
    await addSchools(
      Array.from({ length: 5 }, () => 'Twin Peaks School'),
      home,
    );
    await addSchools(['Alpha Late School', 'Omega Late School'], other);
  });
  afterAll(async () => t?.close());

  async function addSchools(names: string[], place: { districtId: number; blockId: number }): Promise<string[]> {
    const rows = names.map((name) => {
      serial += 1;
      const code = `0609${String(serial).padStart(7, '0')}`;
      return { schoolCode: code, udise: code, name, districtId: place.districtId, blockId: place.blockId };
    });
    await t.deps.db.insert(schools).values(rows);
    return rows.map((r) => r.schoolCode);
  }

  const list = (token: string, body: Record<string, unknown>) => async (paging: Record<string, unknown>) => {
    const res = await t.call<KeysetAnswer<School>>('POST', '/v1/school/master/list', { token, body: { ...body, ...paging } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.value;
  };

  it('walks every page forward and back: the schools of one read by page number, in its order, ties broken by code', async () => {
    const call = list(admin, { pageSize: 4 });
    const all = await readAll(list(admin, { pageSize: 100 }));
    expect(all.length).toBeGreaterThan(50);
    const forward = await walkForward(call);
    expect(forward.flatMap((p) => codes(p.items))).toEqual(codes(all));
    expect(forward.map((p) => p.page)).toEqual(forward.map((_, i) => i + 1));
    expect(forward.every((p) => p.total === all.length && p.totalIsEstimate === undefined)).toBe(true);
    const twins = all.filter((s) => s.name === 'Twin Peaks School').map((s) => s.schoolCode);
    expect(twins).toEqual([...twins].sort());
    const back = await walkBack(call, forward[forward.length - 1], forward.length);
    expect(back.map((p) => codes(p.items))).toEqual(forward.slice(0, -1).map((p) => codes(p.items)));
    expect(back[0].prevCursor).toBeNull();
    // A page opened from the address (by number) is the page the cursors reach.
    expect(codes((await call({ page: 7 })).items)).toEqual(codes(forward[6].items));
  });

  it('neither skips nor repeats a school while schools are edited, set inactive and added between pages', async () => {
    const body = { active: true, pageSize: 5 };
    const before = await readAll(list(admin, { ...body, pageSize: 100 }));
    let unseenGone: string[] = [];
    let seenGone: string[] = [];
    let added: string[] = [];
    const pages = await walkForward(list(admin, body), async (i, page) => {
      if (i !== 1) return;
      const seen = codes(page.items);
      const later = codes(before).filter((c) => !codes(before).slice(0, 10).includes(c));
      unseenGone = [later[3], later[7]];
      seenGone = [seen[0], seen[2]];
      // Two schools already shown and two not yet shown leave the filter; one not yet shown is edited in place.
      await t.deps.db
        .update(schools)
        .set({ active: false })
        .where(inArray(schools.schoolCode, [...seenGone, ...unseenGone]));
      await t.deps.db.update(schools).set({ headName: 'Changed Head' }).where(eq(schools.schoolCode, later[5]));
      // Added behind the cursor (not shown) and ahead of it (shown in its place).
      added = await addSchools(['AAA First School', 'zzz Last School'], { districtId: ambala, blockId: before[0].blockId });
    });
    const walked = pages.flatMap((p) => codes(p.items));
    expect(new Set(walked).size).toBe(walked.length);
    const ahead = (await readAll(list(admin, { ...body, pageSize: 100 }))).filter((s) => added.includes(s.schoolCode) && s.name.startsWith('zzz'));
    expect(walked).toEqual([...codes(before).filter((c) => !unseenGone.includes(c)), ...codes(ahead)]);
    // The totals are counted again on every page: the kept counts follow the changes.
    expect(pages[pages.length - 1].total).toBe((await readAll(list(admin, { ...body, pageSize: 100 }))).length);
    await t.deps.db
      .update(schools)
      .set({ active: true })
      .where(inArray(schools.schoolCode, [...seenGone, ...unseenGone]));
  });

  it('answers the first page as it now is, not an empty one, when Previous finds that every school before its page has left the filter', async () => {
    const call = list(admin, { active: true, pageSize: 3 });
    const first = await call({ page: 1 });
    const second = await call({ page: 2, after: first.nextCursor });
    const third = await call({ page: 3, after: second.nextCursor });
    const gone = [...codes(first.items), ...codes(second.items)];
    await t.deps.db.update(schools).set({ active: false }).where(inArray(schools.schoolCode, gone));
    try {
      const back = await call({ page: 2, before: third.prevCursor });
      const firstNow = await call({ page: 1 });
      expect(codes(back.items)).toEqual(codes(third.items));
      expect(codes(back.items)).toEqual(codes(firstNow.items));
      expect(back).toMatchObject({ page: 1, prevCursor: null, nextCursor: firstNow.nextCursor });
      // Next from there goes on past it, as from the first page.
      expect(codes((await call({ page: 2, after: back.nextCursor })).items)).toEqual(codes((await call({ page: 2 })).items));
    } finally {
      await t.deps.db.update(schools).set({ active: true }).where(inArray(schools.schoolCode, gone));
    }
  });

  it('refuses a cursor made for another search, filter or order, a tampered one, and two at once', async () => {
    const ambalaPage = await list(admin, { districtId: ambala, pageSize: 3 })({});
    const cursor = ambalaPage.nextCursor!;
    const other = await t.call('POST', '/v1/school/master/list', { token: admin, body: { districtId: karnal, pageSize: 3, page: 2, after: cursor } });
    expect(other.status).toBe(400);
    expect(other.body.details).toEqual([{ field: 'after', problem: 'cursorMismatch' }]);
    expect(other.body.errorMessage).toBe('This page of the list no longer fits its search, filters or order. Please open the list again from its first page.');
    const hi = await t.call('POST', '/v1/school/master/list', { token: admin, body: { search: 'school', before: cursor }, lang: 'hi' });
    expect(hi.status).toBe(400);
    expect(hi.body.errorMessage).toBe('सूची का यह पृष्ठ अब उसकी खोज, फ़िल्टर या क्रम से मेल नहीं खाता। कृपया सूची को उसके पहले पृष्ठ से फिर से खोलें।');
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { f: string; k: unknown[] };
    const tampered = Buffer.from(JSON.stringify({ ...decoded, k: [1, 2] })).toString('base64url');
    for (const after of ['not a cursor', tampered, Buffer.from('[]').toString('base64url')]) {
      const res = await t.call('POST', '/v1/school/master/list', { token: admin, body: { districtId: ambala, after } });
      expect(res.status, after).toBe(400);
      expect(res.body.details).toEqual([{ field: 'after', problem: 'cursorInvalid' }]);
    }
    const both = await t.call('POST', '/v1/school/master/list', { token: admin, body: { districtId: ambala, after: cursor, before: cursor } });
    expect(both.status).toBe(400);
    // The same filters again: the cursor reads on.
    const next = await list(admin, { districtId: ambala, pageSize: 3 })({ page: 2, after: cursor });
    expect(next.items.length).toBe(3);
  });

  it("keeps the caller's scope with cursors, even with a cursor of a wider list", async () => {
    const district = await walkForward(list(dqa, { pageSize: 4 }));
    const seen = district.flatMap((p) => p.items);
    expect(seen.length).toBe(district[0].total);
    expect(seen.every((s) => s.districtId === ambala)).toBe(true);
    const [{ n }] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schools)
      .where(eq(schools.districtId, ambala));
    expect(district[0].total).toBe(n);
    // A cursor only says where a page starts: the state's list does not widen the district's.
    const state = await list(admin, { pageSize: 4 })({});
    const borrowed = await list(dqa, { pageSize: 50 })({ page: 2, after: state.nextCursor! });
    expect(borrowed.items.every((s) => s.districtId === ambala)).toBe(true);
  });

  it('counts the total of every filter exactly, without a search; a search counts its matches', async () => {
    for (const body of [
      {},
      { districtId: karnal },
      { management: 'nonGovernmentAided' },
      { active: false },
      { districtId: ambala, blockId: (await list(admin, {})({})).items[0].blockId },
    ]) {
      const all = await readAll(list(admin, { ...body, pageSize: 100 }));
      expect((await list(admin, body)({})).total, JSON.stringify(body)).toBe(all.length);
    }
    const twins = await walkForward(list(admin, { search: 'twin peaks', pageSize: 2 }));
    expect(twins.flatMap((p) => p.items).length).toBe(5);
    expect(twins[0].total).toBe(5);
  });

  describe('schools without a form', () => {
    const without = (cycleid: number, body: Record<string, unknown>) => async (paging: Record<string, unknown>) => {
      const res = await t.call<KeysetAnswer<WithoutForm>>('POST', `/v1/cycle/${cycleid}/schools/without-form`, { token: dept, body: { ...body, ...paging } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.value;
    };

    it('neither skips nor repeats a school while schools are initiated between pages', async () => {
      const created = await t.call<{ cycleid: number }>('POST', '/v1/cycle/create', { token: dept, body: { name: 'keyset-2050' } });
      const cycleid = created.body.value.cycleid;
      expect((await t.call('POST', `/v1/cycle/${cycleid}/initiate`, { token: dept })).status).toBe(200);
      const late = await addSchools(
        Array.from({ length: 12 }, (_, i) => `Late Keyset School ${String.fromCharCode(65 + (i % 6))}`),
        { districtId: karnal, blockId: (await t.deps.db.select().from(schools).where(eq(schools.schoolCode, '06020100101')))[0].blockId },
      );
      const before = await readAll(without(cycleid, { pageSize: 100 }));
      expect(codes(before).sort()).toEqual([...late].sort());
      let unseen: string[] = [];
      const pages = await walkForward(without(cycleid, { pageSize: 3 }), async (i, page) => {
        if (i !== 0) return;
        unseen = codes(before).slice(5, 8);
        const res = await t.call('POST', `/v1/cycle/${cycleid}/initiate/schools`, { token: dept, body: { schoolCodes: [codes(page.items)[1], ...unseen], consent: true } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      });
      const walked = pages.flatMap((p) => codes(p.items));
      expect(walked).toEqual(codes(before).filter((c) => !unseen.includes(c)));
      expect(pages[pages.length - 1].total).toBe(before.length - 4);
      // The district's own: Karnal's late schools are not Ambala's.
      const res = await t.call<KeysetAnswer<WithoutForm>>('POST', `/v1/cycle/${cycleid}/schools/without-form`, { token: dept, body: { search: 'Late Keyset School C' } });
      expect(res.body.value.items.every((s) => s.name === 'Late Keyset School C')).toBe(true);
    });
  });
});
