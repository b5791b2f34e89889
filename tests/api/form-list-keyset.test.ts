import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ilike, inArray } from 'drizzle-orm';
import { cycles, forms, schools } from '../../server/db/schema';
import { insertNewForms } from '../../server/form/new-form';
import { exactTime } from '../../server/form/form-list-walk';
import { searchedTotal } from '../../server/form/form-list-total';
import { byKeys, inOrder, listPage, walkBothWays, type KeysetAnswer } from '../support/keyset-walk';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

type Item = { accrid: number; schoolName: string; districtName: string; status: number; attempted: number; cycleid: number };
type Sort = 'schoolName' | 'district' | 'status' | 'attempted' | 'updatedAt';
const SEARCH = '/v1/form/search';

/** Fails unless every row appears once and each follows the one before it in the list's order. */
function expectStrictOrder<T extends { accrid: number }>(rows: T[], compare: (a: T, b: T) => number) {
  expect(new Set(rows.map((r) => r.accrid)).size).toBe(rows.length);
  for (let i = 1; i < rows.length; i++) expect(compare(rows[i - 1], rows[i]), `${JSON.stringify(rows[i - 1])} then ${JSON.stringify(rows[i])}`).toBeLessThan(0);
}

describe.each(testDatabases)('form lists by keyset on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let current: number;
  let older: number;
  /** Each form's last change as exact text, which orders as the time does (the items do not carry it). */
  const changed = new Map<number, string>();

  const ascending: Record<Sort, (a: Item, b: Item) => number> = {
    schoolName: byKeys<Item>(
      (r) => r.schoolName,
      (r) => r.accrid,
    ),
    district: byKeys<Item>(
      (r) => r.districtName,
      (r) => r.schoolName,
      (r) => r.accrid,
    ),
    status: byKeys<Item>(
      (r) => r.status,
      (r) => r.accrid,
    ),
    attempted: byKeys<Item>(
      (r) => r.attempted,
      (r) => r.accrid,
    ),
    updatedAt: byKeys<Item>(
      (r) => changed.get(r.accrid)!,
      (r) => r.accrid,
    ),
  };
  const orderOf = (sort: Sort, order: 'asc' | 'desc') => (order === 'asc' ? ascending[sort] : (a: Item, b: Item) => -ascending[sort](a, b));

  // Ties everywhere: four statuses, five answered counts, a third of the forms changed on five days and
  // the rest at one instant (the seed's), and an older cycle whose forms interleave with the current one's.
  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const who of ['sqa', 'dqa', 'head']) token[who] = await t.login(who);
    const db = t.deps.db;
    [{ id: current }] = await db.select({ id: cycles.id }).from(cycles);
    [{ id: older }] = await db.insert(cycles).values({ name: '2025-26', status: 'FORMS_INITIATED', catalogueVersion: t.deps.catalogues.current }).returning({ id: cycles.id });
    const someSchools = await db.select({ code: schools.schoolCode }).from(schools).orderBy(schools.schoolCode).limit(12);
    await insertNewForms(
      db,
      t.deps.catalogues.get(t.deps.catalogues.current),
      older,
      someSchools.map((s) => s.code),
    );
    const all = await db.select({ id: forms.id }).from(forms).orderBy(forms.id);
    for (const [i, f] of all.entries()) {
      const day = i % 3 === 0 ? { updatedAt: new Date(Date.UTC(2026, 0, 1 + (i % 5), 0, 0, 0, i)) } : {};
      await db
        .update(forms)
        .set({ status: 1 + (i % 4), attempted: (i * 7) % 5, ...day })
        .where(eq(forms.id, f.id));
    }
    for (const r of await db.select({ id: forms.id, at: exactTime(forms.updatedAt) }).from(forms)) changed.set(r.id, r.at);
  });
  afterAll(async () => t?.close());

  describe.each(['schoolName', 'district', 'status', 'attempted', 'updatedAt'] as const)('ordered by %s', (sort) => {
    it.each([
      ['asc', true],
      ['desc', true],
      ['asc', false],
      ['desc', false],
    ] as const)('walked %s page by page (one cycle: %s) gives the whole list in order, forwards and back', async (order, oneCycle) => {
      const cycle = oneCycle ? { cycleid: current } : {};
      const body = { sort, order, pageSize: 4, ...cycle };
      const whole = await listPage<Item>(t, SEARCH, token.sqa, { sort, order, pageSize: 100, ...cycle });
      expect(whole.nextCursor).toBeNull();
      expect(whole.prevCursor).toBeNull();
      expect(whole.items.length).toBe(whole.total);
      // The whole list itself in the order asked for, ties broken by the form id.
      expect(whole.items.map((i) => i.accrid)).toEqual([...whole.items].sort(orderOf(sort, order)).map((i) => i.accrid));
      const { forward, backward } = await walkBothWays<Item>(t, SEARCH, token.sqa, body);
      expect(inOrder(forward).map((i) => i.accrid)).toEqual(whole.items.map((i) => i.accrid));
      expect(inOrder(backward, true).map((i) => i.accrid)).toEqual(whole.items.map((i) => i.accrid));
      expect(forward.map((p) => p.page)).toEqual(forward.map((_, i) => i + 1));
      expect(backward[backward.length - 1].page).toBe(1);
      // A page opened from the address (by position) is the page Next reached.
      const third = await listPage<Item>(t, SEARCH, token.sqa, { ...body, page: 3 });
      expect(third.items.map((i) => i.accrid)).toEqual(forward[2].items.map((i) => i.accrid));
      expect(third.prevCursor).not.toBeNull();
    });
  });

  it.each([
    ['schoolName', 'asc', false],
    ['district', 'asc', true],
    ['attempted', 'desc', true],
    ['attempted', 'asc', false],
  ] as const)('pages by %s %s (one cycle: %s) neither skip nor repeat a form while forms move in and out of the status filtered on', async (sort, order, oneCycle) => {
    const db = t.deps.db;
    // In id order, so that which forms move is the same on every run and both databases.
    const statusOf = async () => new Map((await db.select({ id: forms.id, status: forms.status }).from(forms).orderBy(forms.id)).map((r) => [r.id, r.status]));
    const cycleFilter = oneCycle ? { cycleid: current } : {};
    const inCycle = async () => (oneCycle ? (await db.select({ id: forms.id }).from(forms).where(eq(forms.cycleId, current))).map((r) => r.id) : [...(await statusOf()).keys()]);
    const eligible = new Set(await inCycle());
    const atStart = await statusOf();
    const moved = new Set<number>();
    const seen = new Set<number>();
    let turn = 0;
    // Between pages one form leaves status 2 and one comes in, alternately from ahead of and behind the walk.
    const move = async () => {
      const now = await statusOf();
      const inTwo = [...now].filter(([id, s]) => s === 2 && eligible.has(id) && !moved.has(id)).map(([id]) => id);
      const inThree = [...now].filter(([id, s]) => s === 3 && eligible.has(id) && !moved.has(id)).map(([id]) => id);
      const leaving = turn % 2 ? inTwo.find((id) => seen.has(id)) : inTwo.find((id) => !seen.has(id));
      const coming = turn % 2 ? inThree[0] : inThree[inThree.length - 1];
      turn++;
      for (const [id, status] of [
        [leaving, 3],
        [coming, 2],
      ] as const) {
        if (id === undefined) continue;
        moved.add(id);
        await db.update(forms).set({ status }).where(eq(forms.id, id));
      }
    };
    const body = { sort, order, status: 2, pageSize: 3, ...cycleFilter };
    const forward = [await listPage<Item>(t, SEARCH, token.sqa, { ...body, page: 1 })];
    forward[0].items.forEach((i) => seen.add(i.accrid));
    while (forward[forward.length - 1].nextCursor) {
      await move();
      const last = forward[forward.length - 1];
      forward.push(await listPage<Item>(t, SEARCH, token.sqa, { ...body, page: last.page + 1, after: last.nextCursor }));
      forward[forward.length - 1].items.forEach((i) => seen.add(i.accrid));
    }
    expect(turn).toBeGreaterThan(2);
    const walked = inOrder(forward);
    for (const item of walked) expect(item.status).toBe(2);
    expectStrictOrder(walked, orderOf(sort, order));
    // Every form that sat at status 2 throughout was listed, exactly once.
    const stayed = [...atStart].filter(([id, s]) => s === 2 && eligible.has(id) && !moved.has(id)).map(([id]) => id);
    for (const id of stayed) expect(walked.filter((i) => i.accrid === id)).toHaveLength(1);

    // And back with Previous while forms keep moving.
    const beforeBack = await statusOf();
    moved.clear();
    const backward = [forward[forward.length - 1]];
    while (backward[backward.length - 1].prevCursor) {
      await move();
      const last = backward[backward.length - 1];
      backward.push(await listPage<Item>(t, SEARCH, token.sqa, { ...body, page: Math.max(1, last.page - 1), before: last.prevCursor }));
    }
    const reached = backward[backward.length - 1];
    expect(reached).toMatchObject({ page: 1, prevCursor: null });
    // Each page Previous brings holds only forms before the page it came from; when none were left
    // before it, Previous brings the list's first page as it now is (asked by number, the same).
    const before = backward[backward.length - 2];
    if (reached.items.length && before?.items.length && orderOf(sort, order)(reached.items[reached.items.length - 1], before.items[0]) >= 0) {
      const firstNow = await listPage<Item>(t, SEARCH, token.sqa, { ...body, page: 1 });
      expect(reached.items.map((i) => i.accrid)).toEqual(firstNow.items.map((i) => i.accrid));
      backward.pop();
    }
    const back = inOrder(backward, true);
    expectStrictOrder(back, orderOf(sort, order));
    const stayedBack = [...beforeBack].filter(([id, s]) => s === 2 && eligible.has(id) && !moved.has(id)).map(([id]) => id);
    for (const id of stayedBack) expect(back.filter((i) => i.accrid === id)).toHaveLength(1);
    // Put the statuses back as they were for the other tests.
    for (const [id, status] of atStart) await db.update(forms).set({ status }).where(eq(forms.id, id));
  });

  it('answers an empty page when every form after the cursor has left, and Previous from it shows the page the user saw', async () => {
    const db = t.deps.db;
    const body = { status: 4, cycleid: current, pageSize: 3 };
    const first = await listPage<Item>(t, SEARCH, token.sqa, body);
    expect(first.nextCursor).not.toBeNull();
    const shown = first.items.map((i) => i.accrid);
    const rest = (await db.select({ id: forms.id }).from(forms).where(eq(forms.status, 4))).map((r) => r.id).filter((id) => !shown.includes(id));
    await db.update(forms).set({ status: 3 }).where(inArray(forms.id, rest));
    try {
      const empty = await listPage<Item>(t, SEARCH, token.sqa, { ...body, page: 2, after: first.nextCursor });
      expect(empty).toMatchObject({ items: [], nextCursor: null });
      const back = await listPage<Item>(t, SEARCH, token.sqa, { ...body, page: 1, before: empty.prevCursor });
      expect(back.items.map((i) => i.accrid)).toEqual(shown);
      expect(back).toMatchObject({ page: 1, prevCursor: null });
    } finally {
      await db.update(forms).set({ status: 4 }).where(inArray(forms.id, rest));
    }
  });

  it.each([1, 2])('answers the first page as it now is when Previous (asked as page %i) finds that every form before its page has left', async (asked) => {
    const db = t.deps.db;
    const body = { status: 4, cycleid: current, pageSize: 2 };
    const pages = [await listPage<Item>(t, SEARCH, token.sqa, body)];
    for (const n of [2, 3]) pages.push(await listPage<Item>(t, SEARCH, token.sqa, { ...body, page: n, after: pages[pages.length - 1].nextCursor }));
    expect(pages[2].items).toHaveLength(2);
    // Every form before the third page leaves the list while the user looks at it.
    const gone = pages.slice(0, 2).flatMap((p) => p.items.map((i) => i.accrid));
    await db.update(forms).set({ status: 3 }).where(inArray(forms.id, gone));
    try {
      const back = await listPage<Item>(t, SEARCH, token.sqa, { ...body, page: asked, before: pages[2].prevCursor });
      const firstNow = await listPage<Item>(t, SEARCH, token.sqa, body);
      expect(back.items.map((i) => i.accrid)).toEqual(pages[2].items.map((i) => i.accrid));
      expect(back.items.map((i) => i.accrid)).toEqual(firstNow.items.map((i) => i.accrid));
      expect(back).toMatchObject({ page: 1, prevCursor: null, nextCursor: firstNow.nextCursor });
    } finally {
      await db.update(forms).set({ status: 4 }).where(inArray(forms.id, gone));
    }
  });

  it('refuses a cursor made for another order, other filters or another list, and a made-up one (400, listCursorInvalid)', async () => {
    const first = await listPage<Item>(t, SEARCH, token.sqa, { sort: 'schoolName', pageSize: 5 });
    const after = first.nextCursor!;
    const drill = await listPage<unknown>(t, '/v1/dashboard/schools', token.sqa, { accrYear: current, pageSize: 5 });
    for (const body of [
      { sort: 'status', after },
      { sort: 'schoolName', order: 'desc', after },
      { sort: 'schoolName', status: 2, after },
      { sort: 'schoolName', cycleid: current, after },
      { sort: 'schoolName', search: 'school', after },
      { sort: 'schoolName', after: drill.nextCursor },
      { sort: 'schoolName', after: 'not-a-cursor' },
      { sort: 'schoolName', before: Buffer.from(JSON.stringify({ f: 'x', k: ['a', 1] })).toString('base64url') },
      { sort: 'schoolName', after, before: first.nextCursor },
    ]) {
      const refused = await t.call('POST', SEARCH, { token: token.sqa, body, lang: 'hi' });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errorCode).toBe('listCursorInvalid');
      expect(refused.body.details).toEqual([{ field: 'before' in body ? 'before' : 'after', problem: expect.stringMatching(/^cursor(Invalid|Mismatch|WithCursor)$/) }]);
      expect(refused.body.errorMessage).toMatch(/सूची/);
    }
    // The default order and an explicit one are the same list; a cursor outlives a change of language.
    expect((await t.call('POST', SEARCH, { token: token.sqa, body: { sort: 'schoolName', order: 'asc', after, page: 2, pageSize: 5 } })).status).toBe(200);
    const byDistrict = await listPage<Item>(t, SEARCH, token.sqa, { sort: 'district', pageSize: 5 });
    const inHindi = await listPage<Item>(t, SEARCH, token.sqa, { sort: 'district', pageSize: 5, page: 2, after: byDistrict.nextCursor }, 'hi');
    expect(inHindi.items).toHaveLength(5);
  });

  it('keeps a DQA to their district whatever cursor they send', async () => {
    const [dqaDistrict] = await t.deps.db.select({ d: schools.districtId }).from(schools).where(eq(schools.schoolCode, '06010100101'));
    const own = new Set(
      (await t.deps.db.select({ id: forms.id }).from(forms).innerJoin(schools, eq(schools.schoolCode, forms.schoolCode)).where(eq(schools.districtId, dqaDistrict.d))).map(
        (r) => r.id,
      ),
    );
    for (const sort of ['schoolName', 'district', 'attempted'] as const) {
      const { forward, backward } = await walkBothWays<Item>(t, SEARCH, token.dqa, { sort, pageSize: 4 });
      expect(new Set(inOrder(forward).map((i) => i.accrid))).toEqual(own);
      expect(new Set(inOrder(backward).map((i) => i.accrid))).toEqual(own);
      // The state officer's cursors point at other districts' forms; the DQA still gets only theirs.
      const { forward: state } = await walkBothWays<Item>(t, SEARCH, token.sqa, { sort, pageSize: 4 });
      for (const page of state) {
        for (const cursor of [page.nextCursor, page.prevCursor]) {
          if (!cursor) continue;
          for (const side of ['after', 'before'] as const) {
            const got = await listPage<Item>(t, SEARCH, token.dqa, { sort, pageSize: 4, page: 2, [side]: cursor });
            for (const item of got.items) expect(own.has(item.accrid), `${sort} ${side}: ${item.accrid}`).toBe(true);
          }
        }
      }
    }
    // Another district asked for by name: nothing, as before cursors.
    const elsewhere = await listPage<Item>(t, SEARCH, token.dqa, { districtId: dqaDistrict.d + 1 });
    expect(elsewhere.items).toEqual([]);
    expect(elsewhere.total).toBe(0);
  });

  it("estimates a searched list's total past the exact count's cap, and says so", async () => {
    const db = t.deps.db;
    const matching = db.select({ id: forms.id }).from(forms).innerJoin(schools, eq(schools.schoolCode, forms.schoolCode)).where(ilike(schools.name, '%school%'));
    const all = (await db.select({ id: forms.id }).from(forms)).length;
    expect(await searchedTotal(db, matching.getSQL(), all)).toEqual({ total: all, totalIsEstimate: false });
    const capped = await searchedTotal(db, matching.getSQL(), 10);
    expect(capped.totalIsEstimate).toBe(true);
    expect(capped.total).toBeGreaterThan(10);
  });

  it('counts a searched list exactly and says the count is exact; a head sees their own forms only, every order', async () => {
    const searched: KeysetAnswer<Item> = await listPage<Item>(t, SEARCH, token.sqa, { search: 'school', pageSize: 5 });
    expect(searched.totalIsEstimate).toBe(false);
    const all = await t.deps.db.select({ id: forms.id }).from(forms);
    expect(searched.total).toBe(all.length);
    const headForms = await t.deps.db
      .select({ id: forms.id })
      .from(forms)
      .where(inArray(forms.schoolCode, ['06010100101']));
    for (const sort of ['schoolName', 'district', 'status', 'attempted', 'updatedAt'] as const) {
      const mine = await listPage<Item>(t, SEARCH, token.head, { sort, pageSize: 1 });
      const { forward } = await walkBothWays<Item>(t, SEARCH, token.head, { sort, pageSize: 1 });
      expect(mine.total).toBe(headForms.length);
      expect(new Set(inOrder(forward).map((i) => i.accrid))).toEqual(new Set(headForms.map((f) => f.id)));
    }
  });
});
