import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurrentUser } from '../../server/auth/current-user';
import { forms, roles, schools, users } from '../../server/db/schema';
import { routeRegistry } from '../../server/openapi/registry';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';
import { footprint, placeOf, sendReq } from './scope-probe';
import { scopeMatrix, type BuiltInActor, type Ctx, type MatrixEntry, type Place, type Req } from './scoped-roles.matrix';

/**
 * The scope matrix of scoped-roles.matrix.ts for the demo's built-in scoped
 * users: the DQA (district 1) against another district, the school head
 * against another school of their block, of their district and of another
 * district. Routes the user holds no privilege for are route-guards.test.ts'
 * business and are skipped, derived from the registry's privileges.
 */

interface Actor {
  token: string;
  privileges: ReadonlySet<number>;
  own: Place;
  others: Place[];
}

/**
 * The calls of an entry this user holds a privilege for. A route whose
 * privilege depends on a path parameter (the workflow level) is called at
 * every level the user holds, the matrix's own level replaced.
 */
function callsFor(route: string, reqs: Req[], privileges: ReadonlySet<number>): Req[] {
  const doc = routeRegistry[route];
  const holds = (needed: readonly number[]) => needed.length === 0 || needed.some((p) => privileges.has(p));
  const byParam = doc.privilegesByParam;
  if (!byParam) return holds(doc.privileges) ? reqs : [];
  const at = route.split(' ')[1].split('/').indexOf(`:${byParam.param}`);
  return Object.entries(byParam.values)
    .filter(([, needed]) => holds(needed))
    .flatMap(([value]) =>
      reqs.map((req) => {
        const segments = req.url.split('/');
        segments[at] = value;
        return { ...req, url: segments.join('/') };
      }),
    );
}

/** What a built-in user gets at their own place: 'allowed', a reason they are refused, or null when the matrix does not say for them. */
function ownExpectation(entry: MatrixEntry, actor: BuiltInActor): string | null {
  return entry.builtInOwn?.[actor] ?? (entry.own === 'allowed' ? 'allowed' : null);
}

describe.each(testDatabases)('built-in scoped roles against other places on %s', (kind) => {
  let t: TestApp;
  let ctx: Ctx;
  let seq = 0;
  const actors = {} as Record<BuiltInActor, Actor>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const db = t.deps.db;
    const userOf = async (loginId: string) => {
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId));
      return (await loadCurrentUser(db, u.id, 'scope-builtin-test', 0))!;
    };
    const dqa = await userOf('dqa');
    const head = await userOf('head');
    const headPlace = await placeOf(t, head.schoolCode!);
    const firstSchool = async (where: ReturnType<typeof and>, order: 'asc' | 'desc' = 'asc') => {
      const [s] = await db
        .select({ code: schools.schoolCode })
        .from(schools)
        .where(where)
        .orderBy(order === 'asc' ? asc(schools.schoolCode) : desc(schools.schoolCode))
        .limit(1);
      return placeOf(t, s.code);
    };
    const sameBlock = await firstSchool(and(eq(schools.blockId, headPlace.blockId), ne(schools.schoolCode, headPlace.schoolCode)));
    const sameDistrict = await firstSchool(and(eq(schools.districtId, headPlace.districtId), ne(schools.blockId, headPlace.blockId)));
    const elsewhere = await firstSchool(ne(schools.districtId, headPlace.districtId));
    // The DQA works on a school of their district that is not the head's, so the two runs do not meet.
    const dqaOwn = await firstSchool(eq(schools.districtId, dqa.districtId!), 'desc');
    const otherDistrict = await firstSchool(ne(schools.districtId, dqa.districtId!), 'desc');
    expect(dqaOwn.schoolCode).not.toBe(headPlace.schoolCode);
    actors.dqa = { token: await t.login('dqa'), privileges: dqa.privileges, own: dqaOwn, others: [otherDistrict] };
    actors.head = { token: await t.login('head'), privileges: head.privileges, own: headPlace, others: [sameBlock, sameDistrict, elsewhere] };
    const [{ cycleId }] = await db.select({ cycleId: forms.cycleId }).from(forms).where(eq(forms.id, headPlace.accrid));
    const [dqaRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'DQA'));
    const [dqaUser] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, 'dqa'));
    ctx = {
      cycleId,
      seq: () => ++seq,
      districtRoleId: dqaRole.id,
      officerId: dqaUser.id,
      schoolRecord: async (code: string) => {
        const [s] = await db.select().from(schools).where(eq(schools.schoolCode, code));
        const { schoolCode, name, headName, email, mobile, udise, category, management, location, genderType, schoolType, districtId, blockId, active } = s;
        return { schoolCode, name, headName, email, mobile, udise, category, management, location, genderType, schoolType, districtId, blockId, active };
      },
    };
  });
  afterAll(async () => t?.close());

  it.each(['dqa', 'head'] as const)('%s: every route of the matrix they hold a privilege for refuses or filters out the other places and writes nothing there', async (name) => {
    const actor = actors[name];
    const before = await footprint(t, actor.others, actor.own.districtId);
    const wrong: string[] = [];
    let checked = 0;
    for (const [route, entry] of Object.entries(scopeMatrix)) {
      const expected = ownExpectation(entry, name);
      if (expected !== null) {
        for (const req of callsFor(route, await entry.call(actor.own, ctx), actor.privileges)) {
          const res = await sendReq(t, actor.token, req);
          const refused = expected !== 'allowed';
          if (res.status >= 500 || (res.status === 403) !== refused)
            wrong.push(`own ${route} ${req.url}: ${res.status}, expected ${refused ? `403 (${expected})` : 'not 403'} ${res.text.slice(0, 160)}`);
        }
      }
      for (const other of actor.others) {
        // A call naming only the district (or block) the user shares with the other school is no call for another place.
        if (entry.uses.every((k) => other[k] === actor.own[k])) continue;
        for (const req of callsFor(route, await entry.call(other, ctx), actor.privileges)) {
          checked++;
          const res = await sendReq(t, actor.token, req);
          const filtered = entry.other === 'filtered' && res.status === 200 && !res.text.includes(other.schoolCode) && !/"total":[1-9]/.test(res.text);
          if (res.status !== 403 && !filtered)
            wrong.push(
              `other ${other.schoolCode} ${route} ${req.url}: ${res.status}, expected ${entry.other === 'filtered' ? '403 or a list without it' : '403'} ${res.text.slice(0, 160)}`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(0);
    expect(await footprint(t, actor.others, actor.own.districtId)).toEqual(before);
  });
});
