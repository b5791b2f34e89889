import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRequests, roles, schools, users } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { readAll, walkBack, walkForward, type KeysetAnswer } from '../support/keyset-walk';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface User {
  userId: number;
  loginId: string;
  firstName: string;
  lastName: string;
  roleName: string;
  active: boolean;
  districtId: number | null;
  schoolCode: string | null;
  createdAt: string;
}
interface Request {
  requestId: number;
  loginId: string;
}

const ids = (items: { userId: number }[]) => items.map((u) => u.userId);
const PASSWORD = 'Strong#Pass1';

/** Keyset pages of the user list and of the account requests (issue 32). */
describe.each(testDatabases)('user lists paged by keyset on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let ambala: number;
  let schoolCodes: string[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
    const [home] = await t.deps.db.select().from(schools).where(eq(schools.schoolCode, DEMO_SCHOOL));
    ambala = home.districtId;
    schoolCodes = (await t.deps.db.select({ code: schools.schoolCode }).from(schools).orderBy(schools.schoolCode)).map((s) => s.code);
    const [head] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'SCHOOL_HEAD'));
    const [dqaRole] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'DQA'));
    // Heads of many schools, some of one name, several made at the same moment (to the microsecond), and district officers.
    const names = ['Sunita', 'Ramesh', 'Sunita', 'Anil', 'Sunita', 'Kavita'];
    await t.deps.db.insert(users).values(
      schoolCodes.slice(1, 31).map((code, i) => ({
        loginId: `kh${String(i).padStart(3, '0')}`,
        passwordHash: 'x',
        firstName: names[i % names.length],
        lastName: i % 3 === 0 ? 'Devi' : 'Kumar',
        roleId: head.id,
        schoolCode: code,
        createdAt: sql`${`2025-03-0${1 + (i % 4)} 10:00:00.${String(123456 + (i % 5)).padStart(6, '0')}+00`}::timestamptz`,
      })),
    );
    await t.deps.db
      .insert(users)
      .values([1, 2, 3, 4].map((i) => ({ loginId: `kd${i}`, passwordHash: 'x', firstName: 'Officer', lastName: `D${i}`, roleId: dqaRole.id, districtId: i <= 2 ? ambala : null })));
  });
  afterAll(async () => t?.close());

  const list = (token: string, body: Record<string, unknown>, lang?: string) => async (paging: Record<string, unknown>) => {
    const res = await t.call<KeysetAnswer<User>>('POST', '/v1/user/list', { token, body: { ...body, ...paging }, lang });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.value;
  };

  it('walks every order forward and back: the users of one read by page number, in its order', async () => {
    for (const order of [
      { sortBy: 'loginId', sortDir: 'asc' },
      { sortBy: 'name', sortDir: 'asc' },
      { sortBy: 'name', sortDir: 'desc' },
      { sortBy: 'createdAt', sortDir: 'desc' },
      { sortBy: 'createdAt', sortDir: 'asc' },
      { sortBy: 'role', sortDir: 'asc' },
      { sortBy: 'role', sortDir: 'desc' },
    ]) {
      const all = await readAll(list(admin, { ...order, pageSize: 100 }));
      expect(all.length, JSON.stringify(order)).toBe(40);
      const forward = await walkForward(list(admin, { ...order, pageSize: 3 }, 'hi'));
      const hiAll = await readAll(list(admin, { ...order, pageSize: 100 }, 'hi'));
      expect(
        forward.flatMap((p) => ids(p.items)),
        JSON.stringify(order),
      ).toEqual(ids(hiAll));
      if (order.sortBy !== 'role') expect(ids(hiAll)).toEqual(ids(all));
      const back = await walkBack(list(admin, { ...order, pageSize: 3 }, 'hi'), forward[forward.length - 1], forward.length);
      expect(back.map((p) => ids(p.items))).toEqual(forward.slice(0, -1).map((p) => ids(p.items)));
    }
    // Ties are broken by the user's id, in the order's direction.
    const byName = await readAll(list(admin, { sortBy: 'name', pageSize: 100 }));
    const sunitaDevi = byName.filter((u) => u.firstName === 'Sunita' && u.lastName === 'Devi').map((u) => u.userId);
    expect(sunitaDevi.length).toBeGreaterThan(1);
    expect(sunitaDevi).toEqual([...sunitaDevi].sort((a, b) => a - b));
  });

  it('neither skips nor repeats a user while users are set inactive between pages', async () => {
    const body = { active: true, sortBy: 'createdAt', sortDir: 'desc', pageSize: 4 };
    const before = await readAll(list(admin, { ...body, pageSize: 100 }));
    let unseenGone: number[] = [];
    // Heads made for this test, never the administrator who is reading.
    const ours = (items: User[]) => ids(items.filter((u) => u.loginId.startsWith('kh')));
    const pages = await walkForward(list(admin, body), async (i, page) => {
      if (unseenGone.length > 0 || ours(page.items).length === 0) return;
      unseenGone = ours(before.slice((i + 1) * 4 + 5)).slice(0, 2);
      for (const id of [ours(page.items)[0], ...unseenGone]) expect((await t.call('POST', `/v1/user/${id}/inactive`, { token: admin })).status).toBe(200);
    });
    const walked = pages.flatMap((p) => ids(p.items));
    expect(walked).toEqual(ids(before).filter((id) => !unseenGone.includes(id)));
    expect(pages[pages.length - 1].total).toBe(before.length - 3);
    const inactive = await readAll(list(admin, { active: false, pageSize: 100 }));
    expect((await list(admin, { active: false })({})).total).toBe(inactive.length);
  });

  it('refuses a cursor made for another order, direction or filter', async () => {
    const first = await list(admin, { sortBy: 'name', pageSize: 3 })({});
    for (const body of [{ sortBy: 'loginId' }, { sortBy: 'name', sortDir: 'desc' }, { sortBy: 'name', active: true }, { sortBy: 'name', search: 'sunita' }]) {
      const res = await t.call('POST', '/v1/user/list', { token: admin, body: { ...body, pageSize: 3, after: first.nextCursor } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details).toEqual([{ field: 'after', problem: 'cursorMismatch' }]);
    }
    const search = await walkForward(list(admin, { search: 'sunita devi', sortBy: 'name', pageSize: 2 }));
    const found = search.flatMap((p) => p.items);
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((u) => `${u.firstName} ${u.lastName}` === 'Sunita Devi')).toBe(true);
    expect(search[0].total).toBe(found.length);
  });

  it("keeps a district manager's scope with cursors, and counts it exactly", async () => {
    const made = await t.call<{ roleId: number }>('POST', '/v1/roles', {
      token: admin,
      body: { name: 'District user manager', nameHi: 'जिला उपयोगकर्ता प्रबंधक', scopeLevel: 'district', description: 'test', descriptionHi: 'परीक्षण' },
    });
    expect(made.status).toBe(201);
    expect((await t.call('POST', `/v1/roles/${made.body.value.roleId}/35/true`, { token: admin })).status).toBe(200);
    const created = await t.call('POST', '/v1/user/create', {
      token: admin,
      body: { loginId: 'dmanager', password: PASSWORD, firstName: 'Manager', roleId: made.body.value.roleId, districtId: ambala },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const manager = await t.loginFirstTime('dmanager', PASSWORD);
    const districtSchools = new Set((await t.deps.db.select({ code: schools.schoolCode }).from(schools).where(eq(schools.districtId, ambala))).map((s) => s.code));
    const pages = await walkForward(list(manager, { pageSize: 3 }));
    const seen = pages.flatMap((p) => p.items);
    expect(seen.every((u) => u.districtId === ambala || (u.schoolCode !== null && districtSchools.has(u.schoolCode)))).toBe(true);
    const everyone = await readAll(list(admin, { pageSize: 100 }));
    const theirs = everyone.filter((u) => u.districtId === ambala || (u.schoolCode !== null && districtSchools.has(u.schoolCode)));
    expect(ids(seen)).toEqual(ids(theirs));
    expect(pages[0].total).toBe(theirs.length);
    // A school moved to another district takes its head out of the manager's list, and out of its count.
    const moved = theirs.find((u) => u.schoolCode !== null && u.schoolCode !== DEMO_SCHOOL)!;
    const [other] = await t.deps.db.select().from(schools).where(eq(schools.schoolCode, '06020100101'));
    await t.deps.db.update(schools).set({ districtId: other.districtId, blockId: other.blockId }).where(eq(schools.schoolCode, moved.schoolCode!));
    const after = await readAll(list(manager, { pageSize: 100 }));
    expect(ids(after)).toEqual(ids(theirs).filter((id) => id !== moved.userId));
    expect((await list(manager, {})({})).total).toBe(after.length);
  });

  describe('account requests', () => {
    const requests = (body: Record<string, unknown>) => async (paging: Record<string, unknown>) => {
      const res = await t.call<KeysetAnswer<Request>>('POST', '/v1/user/requests/list', { token: admin, body: { ...body, ...paging } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.value;
    };

    it('neither skips nor repeats a request while requests are decided between pages', async () => {
      const udises = (await t.deps.db.select({ udise: schools.udise }).from(schools).orderBy(schools.schoolCode)).map((s) => s.udise).slice(32, 42);
      await t.deps.db.insert(accountRequests).values(
        udises.map((udise, i) => ({
          udise,
          loginId: `req${i}`,
          passwordHash: 'x',
          firstName: 'Applicant',
          lastName: String(i),
          email: `req${i}@example.org`,
          mobile: `98765432${String(i).padStart(2, '0')}`,
          // Two pairs made at the same moment: the id orders them.
          createdAt: new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 2) * 2 + (i % 2) * (i < 4 ? 0 : 1))),
        })),
      );
      const before = await readAll(requests({ pageSize: 100 }));
      expect(before.length).toBe(10);
      let unseen: number[] = [];
      const pages = await walkForward(requests({ pageSize: 3 }), async (i, page) => {
        if (i !== 0) return;
        unseen = before.slice(4, 6).map((r) => r.requestId);
        const seen = page.items[1].requestId;
        expect((await t.call('POST', `/v1/user/requests/${seen}/reject`, { token: admin, body: { reason: 'Not the head' } })).status).toBe(200);
        expect((await t.call('POST', `/v1/user/requests/${unseen[0]}/approve`, { token: admin, body: {} })).status).toBe(200);
        expect((await t.call('POST', `/v1/user/requests/${unseen[1]}/reject`, { token: admin, body: { reason: 'Not the head' } })).status).toBe(200);
      });
      const walked = pages.flatMap((p) => p.items.map((r) => r.requestId));
      expect(walked).toEqual(before.map((r) => r.requestId).filter((id) => !unseen.includes(id)));
      expect(pages[pages.length - 1].total).toBe(7);
      const rejected = await requests({ status: 'REJECTED' })({});
      expect(rejected.total).toBe(2);
      const cross = await t.call('POST', '/v1/user/requests/list', { token: admin, body: { status: 'REJECTED', after: pages[0].nextCursor } });
      expect(cross.status).toBe(400);
    });
  });
});
