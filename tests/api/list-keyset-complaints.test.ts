import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOverdue, type ComplaintStatusCode } from '../../workflows';
import { complaints, schools, users } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { readAll, walkBack, walkForward, type KeysetAnswer } from '../support/keyset-walk';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface Complaint {
  complaintid: number;
  status: ComplaintStatusCode;
  districtId: number | null;
  schoolCode: string | null;
  createdAt: string;
  overdue: boolean;
}

const ids = (items: { complaintid: number }[]) => items.map((c) => c.complaintid);
const DAY = 24 * 60 * 60 * 1000;

/** Keyset pages of the complaint list (issue 32): newest first, while complaints change status. */
describe.each(testDatabases)('complaint list paged by keyset on %s', (kind) => {
  let t: TestApp;
  let dept: string;
  let dqa: string;
  let dqaId: number;
  let ambala: number;
  let ambalaBlock: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    [dept, dqa] = await Promise.all([t.login('dept'), t.login('dqa')]);
    const [home] = await t.deps.db.select().from(schools).where(eq(schools.schoolCode, DEMO_SCHOOL));
    const [other] = await t.deps.db.select().from(schools).where(eq(schools.schoolCode, '06020100101'));
    ambala = home.districtId;
    ambalaBlock = home.blockId;
    const [head] = await t.deps.db.select().from(users).where(eq(users.loginId, 'head'));
    [{ id: dqaId }] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'dqa'));
    const statuses: ComplaintStatusCode[] = ['RAISED', 'RAISED', 'UNDER_REVIEW', 'RESOLVED', 'RAISED', 'REOPENED', 'CLOSED', 'REJECTED'];
    const now = Date.now();
    await t.deps.db.insert(complaints).values(
      Array.from({ length: 32 }, (_, i) => {
        // A school of either district, a district without a school, or neither (raised at state level).
        const place =
          i % 4 === 0
            ? { schoolCode: DEMO_SCHOOL, districtId: ambala }
            : i % 4 === 1
              ? { schoolCode: other.schoolCode, districtId: other.districtId }
              : i % 4 === 2
                ? { schoolCode: null, districtId: ambala }
                : { schoolCode: null, districtId: null };
        // Some raised long ago (overdue unless settled), several at the same moment.
        const at = new Date(now - (i < 12 ? 45 : 2) * DAY - Math.floor(i / 3) * 3_600_000);
        return {
          reportCode: `GR-KS-${i}`,
          subject: `Keyset complaint ${i}`,
          description: 'x',
          ...place,
          createdBy: i % 5 === 0 ? dqaId : head.id,
          status: statuses[i % statuses.length],
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  });
  afterAll(async () => t?.close());

  const list = (token: string, body: Record<string, unknown>) => async (paging: Record<string, unknown>) => {
    const res = await t.call<KeysetAnswer<Complaint>>('POST', '/v1/complaint/list', { token, body: { ...body, ...paging } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.value;
  };

  it('walks every filter forward and back: the complaints of one read by page number, newest first', async () => {
    for (const body of [{}, { status: 'RAISED' }, { overdue: true }, { overdue: false }, { districtId: ambala }, { blockId: ambalaBlock }]) {
      const all = await readAll(list(dept, { ...body, pageSize: 100 }));
      const forward = await walkForward(list(dept, { ...body, pageSize: 3 }));
      expect(
        forward.flatMap((p) => ids(p.items)),
        JSON.stringify(body),
      ).toEqual(ids(all));
      expect(forward[0].total, JSON.stringify(body)).toBe(all.length);
      const back = await walkBack(list(dept, { ...body, pageSize: 3 }), forward[forward.length - 1], forward.length);
      expect(back.map((p) => ids(p.items))).toEqual(forward.slice(0, -1).map((p) => ids(p.items)));
      const times = all.map((c) => Date.parse(c.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    // Overdue is the workflow's rule, now a condition the database tests.
    const everything = await readAll(list(dept, { pageSize: 100 }));
    const due = everything.filter((c) => isOverdue(new Date(c.createdAt), c.status, new Date()));
    expect(due.length).toBeGreaterThan(2);
    expect(ids(await readAll(list(dept, { overdue: true, pageSize: 100 })))).toEqual(ids(due));
    expect(ids(await readAll(list(dept, { overdue: false, pageSize: 100 })))).toEqual(ids(everything.filter((c) => !due.includes(c))));
  });

  it('neither skips nor repeats a complaint while complaints change status between pages', async () => {
    const body = { status: 'RAISED', pageSize: 2 };
    const before = await readAll(list(dept, { ...body, pageSize: 100 }));
    expect(before.length).toBeGreaterThan(6);
    let unseen: number[] = [];
    const pages = await walkForward(list(dept, body), async (i, page) => {
      if (i !== 0) return;
      unseen = ids(before).slice(3, 5);
      for (const id of [ids(page.items)[0], ...unseen]) {
        const res = await t.call('POST', '/v1/complaint/status', { token: dept, body: { complaintid: id, status: 'UNDER_REVIEW', comment: 'Looking into it' } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    });
    expect(pages.flatMap((p) => ids(p.items))).toEqual(ids(before).filter((id) => !unseen.includes(id)));
    expect(pages[pages.length - 1].total).toBe(before.length - 3);
  });

  it("keeps the caller's scope with cursors, and refuses a cursor of another filter", async () => {
    const mine = new Set((await t.deps.db.select({ id: complaints.id }).from(complaints).where(eq(complaints.createdBy, dqaId))).map((c) => c.id));
    // A DQA sees their district's complaints and those they raised themselves, wherever.
    const theirs = (await readAll(list(dept, { pageSize: 100 }))).filter((c) => c.districtId === ambala || mine.has(c.complaintid));
    expect(theirs.length).toBeLessThan((await list(dept, {})({})).total);
    const pages = await walkForward(list(dqa, { pageSize: 3 }));
    const seen = pages.flatMap((p) => p.items);
    expect(ids(seen)).toEqual(ids(theirs));
    expect(pages[0].total).toBe(theirs.length);
    const state = await list(dept, { pageSize: 3 })({});
    const borrowed = await list(dqa, { pageSize: 100 })({ page: 2, after: state.nextCursor! });
    expect(borrowed.items.every((c) => ids(seen).includes(c.complaintid))).toBe(true);
    const other = await t.call('POST', '/v1/complaint/list', { token: dept, body: { overdue: true, after: state.nextCursor } });
    expect(other.status).toBe(400);
    expect(other.body.details).toEqual([{ field: 'after', problem: 'cursorMismatch' }]);
  });
});
