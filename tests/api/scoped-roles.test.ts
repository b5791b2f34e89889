import { and, asc, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, forms, rolePrivileges, roles, schools, users } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';
import { footprint as placeFootprint, placeOf as placeOfSchool, sendReq } from './scope-probe';
import { scopeMatrix, matrixKeyRoutes, type MatrixActor, type Place, type Req } from './scoped-roles.matrix';

interface Page<T> {
  items: T[];
  total: number;
}

const PASSWORD = 'Strong#Pass1';

describe.each(testDatabases)('scoped custom roles on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const token: Record<MatrixActor, string> = { district: '', block: '', manager: '' };
  const roleId: Record<MatrixActor, number> = { district: 0, block: 0, manager: 0 };
  /** The block officer's school and form (in the district officer's district too). */
  let own: Place;
  /** Same district, another block: the district officer's, not the block officer's. */
  let sibling: Place;
  /** Another district. */
  let foreign: Place;
  let cycleId: number;
  let seq = 0;

  const placeOf = (schoolCode: string): Promise<Place> => placeOfSchool(t, schoolCode);

  /** A role made through the API, as an administrator would, with these privileges. */
  async function makeRole(name: string, nameHi: string, scopeLevel: string, privileges: number[]): Promise<number> {
    const res = await t.call<{ roleId: number }>('POST', '/v1/roles', {
      token: admin,
      body: { name, nameHi, scopeLevel, description: `${name} (test)`, descriptionHi: `${nameHi} (परीक्षण)` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    for (const p of privileges) expect((await t.call('POST', `/v1/roles/${res.body.value.roleId}/${p}/true`, { token: admin })).status).toBe(200);
    return res.body.value.roleId;
  }

  async function makeUser(loginId: string, body: Record<string, unknown>): Promise<string> {
    const res = await t.call('POST', '/v1/user/create', { token: admin, body: { loginId, password: PASSWORD, firstName: loginId, ...body } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return t.loginFirstTime(loginId, PASSWORD);
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
    own = await placeOf(DEMO_SCHOOL);
    const [s] = await t.deps.db
      .select()
      .from(schools)
      .where(and(eq(schools.districtId, own.districtId), ne(schools.blockId, own.blockId)))
      .orderBy(asc(schools.schoolCode))
      .limit(1);
    sibling = await placeOf(s.schoolCode);
    const [f] = await t.deps.db.select().from(schools).where(ne(schools.districtId, own.districtId)).orderBy(asc(schools.schoolCode)).limit(1);
    foreign = await placeOf(f.schoolCode);
    [{ cycleId }] = await t.deps.db.select({ cycleId: forms.cycleId }).from(forms).where(eq(forms.id, own.accrid));
    const dqaPrivileges = (
      await t.deps.db.select({ id: rolePrivileges.privilegeId }).from(rolePrivileges).innerJoin(roles, eq(roles.id, rolePrivileges.roleId)).where(eq(roles.code, 'DQA'))
    ).map((r) => r.id);
    // The brief's officer: what a DQA may do, plus cycle management (22).
    roleId.district = await makeRole('District Officer', 'जिला अधिकारी', 'district', [...dqaPrivileges, 22]);
    roleId.block = await makeRole('Block Officer', 'खंड अधिकारी', 'block', [...dqaPrivileges, 22]);
    roleId.manager = await makeRole('District Manager', 'जिला प्रबंधक', 'district', [1, 7, 35, 52]);
    token.district = await makeUser('district.officer', { roleId: roleId.district, districtId: own.districtId });
    token.block = await makeUser('block.officer', { roleId: roleId.block, blockId: own.blockId });
    token.manager = await makeUser('district.manager', { roleId: roleId.manager, districtId: own.districtId });
  });
  afterAll(async () => t?.close());

  const send = (actor: MatrixActor, req: Req) => sendReq(t, token[actor], req);
  /** What another place's forms, schools and users hold: a write refused must leave all of it as it was. */
  const footprint = (places: Place[]) => placeFootprint(t, places, own.districtId);

  describe('the matrix over every route that takes a school, form, district or block', () => {
    it('has an entry for each such route of the API document (add yours to tests/api/scoped-roles.matrix.ts)', async () => {
      const doc = (await (await t.app.request('/v1/openapi.json')).json()) as Parameters<typeof matrixKeyRoutes>[0];
      const missing = matrixKeyRoutes(doc).filter((route) => !(route in scopeMatrix));
      expect(missing, 'routes taking a school, form, district or block without a scope matrix entry').toEqual([]);
    });

    it.each(['district', 'block', 'manager'] as const)('%s user: own place allowed, every other place refused or filtered out, nothing written there', async (actor) => {
      const others = actor === 'block' ? [sibling, foreign] : [foreign];
      const [officer] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'district.officer'));
      const ctx = {
        cycleId,
        seq: () => ++seq,
        districtRoleId: roleId.district,
        officerId: officer.id,
        schoolRecord: async (code: string) => {
          const [s] = await t.deps.db.select().from(schools).where(eq(schools.schoolCode, code));
          const { schoolCode, name, headName, email, mobile, udise, category, management, location, genderType, schoolType, districtId, blockId, active } = s;
          return { schoolCode, name, headName, email, mobile, udise, category, management, location, genderType, schoolType, districtId, blockId, active };
        },
      };
      const before = await footprint(others);
      const wrong: string[] = [];
      for (const [route, entry] of Object.entries(scopeMatrix)) {
        if ((entry.actor ?? 'officer') === 'manager' ? actor !== 'manager' : actor === 'manager') continue;
        for (const req of await entry.call(own, ctx)) {
          const res = await send(actor, req);
          const refused = entry.own !== 'allowed';
          if (res.status >= 500 || (res.status === 403) !== refused)
            wrong.push(`own ${route} ${req.url}: ${res.status}, expected ${refused ? `403 (${entry.own})` : 'not 403'} ${res.text.slice(0, 160)}`);
        }
        for (const other of others) {
          // A call that names only a district names no block: a block officer's district is theirs.
          if (entry.uses.every((k) => other[k] === own[k])) continue;
          for (const req of await entry.call(other, ctx)) {
            const res = await send(actor, req);
            const filtered = entry.other === 'filtered' && res.status === 200 && !res.text.includes(other.schoolCode) && !/"total":[1-9]/.test(res.text);
            if (res.status !== 403 && !filtered)
              wrong.push(`other ${route} ${req.url}: ${res.status}, expected ${entry.other === 'filtered' ? '403 or a list without it' : '403'} ${res.text.slice(0, 160)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(await footprint(others)).toEqual(before);
    });
  });

  describe('lists', () => {
    it('lists the forms and schools of the district (district user) or the block (block user) only', async () => {
      for (const [actor, key, value, n] of [
        ['district', 'districtId', own.districtId, 9],
        ['block', 'blockId', own.blockId, 3],
      ] as const) {
        const formList = await t.call<Page<{ schoolCode: string }>>('POST', '/v1/form/search', { token: token[actor], body: { pageSize: 100 } });
        expect(formList.body.value.total, actor).toBe(n);
        const schoolList = await t.call<Page<{ schoolCode: string; districtId: number; blockId: number }>>('POST', '/v1/school/master/list', {
          token: token[actor],
          body: { pageSize: 100 },
        });
        expect(schoolList.body.value.total, actor).toBe(n);
        expect(
          schoolList.body.value.items.every((s) => s[key] === value),
          actor,
        ).toBe(true);
        expect(new Set(formList.body.value.items.map((f) => f.schoolCode))).toEqual(new Set(schoolList.body.value.items.map((s) => s.schoolCode)));
      }
    });

    it("fixes a district user's dashboard filters to their district, a block user's to their block", async () => {
      const districts = await t.call<{ id: number }[]>('GET', '/v1/dashboard/districts/user', { token: token.district });
      expect(districts.body.value.map((d) => d.id)).toEqual([own.districtId]);
      const blocks = await t.call<{ id: number }[]>('GET', `/v1/dashboard/blocks?districtId=${own.districtId}`, { token: token.block });
      expect(blocks.body.value.map((b) => b.id)).toEqual([own.blockId]);
      const all = await t.call<{ id: number }[]>('GET', `/v1/dashboard/blocks?districtId=${own.districtId}`, { token: token.district });
      expect(all.body.value).toHaveLength(3);
      const cycles = await t.call<{ cycleId: number; forms: number }[]>('POST', '/v1/dashboard/cycle/data', { token: token.block, body: {} });
      expect(cycles.body.value.find((c) => c.cycleId === cycleId)?.forms).toBe(3);
    });

    it('lists only the users of the manager’s district and its schools and blocks', async () => {
      const res = await t.call<Page<{ loginId: string }>>('POST', '/v1/user/list', { token: token.manager, body: { pageSize: 100 } });
      const [{ districtOf }] = [{ districtOf: own.districtId }];
      const expected = await t.deps.db
        .select({ loginId: users.loginId, districtId: users.districtId, schoolDistrict: schools.districtId })
        .from(users)
        .leftJoin(schools, eq(schools.schoolCode, users.schoolCode));
      const inDistrict = expected.filter((u) => u.districtId === districtOf || u.schoolDistrict === districtOf).map((u) => u.loginId);
      expect(res.body.value.items.map((u) => u.loginId).sort()).toEqual(inDistrict.sort());
      expect(inDistrict).toEqual(expect.arrayContaining(['block.officer', 'district.officer', 'dqa', 'head']));
    });

    it('shows the complaints of the block’s schools to a block user, not those of the district’s other blocks', async () => {
      const [head] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'head'));
      await t.deps.db.insert(complaints).values([
        { reportCode: 'SCOPE-1', subject: 'Own block', description: 'x', schoolCode: own.schoolCode, districtId: own.districtId, createdBy: head.id, status: 'RAISED' },
        { reportCode: 'SCOPE-2', subject: 'Other block', description: 'x', schoolCode: sibling.schoolCode, districtId: sibling.districtId, createdBy: head.id, status: 'RAISED' },
        { reportCode: 'SCOPE-3', subject: 'District only', description: 'x', districtId: own.districtId, createdBy: head.id, status: 'RAISED' },
      ]);
      const seen = async (who: MatrixActor) =>
        (await t.call<Page<{ reportCode: string }>>('POST', '/v1/complaint/list', { token: token[who], body: { pageSize: 100 } })).body.value.items
          .map((c) => c.reportCode)
          .filter((c) => c.startsWith('SCOPE-'))
          .sort();
      expect(await seen('block')).toEqual(['SCOPE-1']);
      expect(await seen('district')).toEqual(['SCOPE-1', 'SCOPE-2', 'SCOPE-3']);
      const [other] = await t.deps.db.select({ id: complaints.id }).from(complaints).where(eq(complaints.reportCode, 'SCOPE-2'));
      // Out of reach reads as not found here (complaints.routes.ts); acting on it is refused.
      expect((await t.call('GET', `/v1/complaint/${other.id}`, { token: token.block })).status).toBe(404);
      const moved = await t.call('POST', '/v1/complaint/status', { token: token.block, body: { complaintid: other.id, status: 'UNDER_REVIEW', comment: 'Looking' } });
      expect(moved.status).toBe(403);
      const [still] = await t.deps.db.select({ status: complaints.status }).from(complaints).where(eq(complaints.id, other.id));
      expect(still.status).toBe('RAISED');
    });
  });

  describe('cycles', () => {
    it('refuses a district user every state-wide cycle action with a message in both languages, and hides nothing they may read', async () => {
      const create = await t.call('POST', '/v1/cycle/create', { token: token.district, body: { name: '2031-32' } });
      expect(create.status).toBe(403);
      expect(create.body).toMatchObject({ errorCode: 'needsStateScope', errorMessage: 'Only a user who works for the whole state can do this: a cycle covers every district' });
      const hi = await t.call('POST', `/v1/cycle/${cycleId}/close`, { token: token.block, lang: 'hi', body: {} });
      expect(hi.status).toBe(403);
      expect(hi.body.errorMessage).toBe('यह कार्य केवल पूरे राज्य के लिए कार्यरत उपयोगकर्ता कर सकता है: चक्र सभी जिलों पर लागू होता है');
      for (const action of ['initiate', 'initiate/audit', 'delete']) {
        expect((await t.call('POST', `/v1/cycle/${cycleId}/${action}`, { token: token.district, body: {} })).body.errorCode, action).toBe('needsStateScope');
      }
      const [cycle] = await t.deps.db.select({ n: count() }).from(forms).where(eq(forms.cycleId, cycleId));
      expect(cycle.n).toBe(45);
      const list = await t.call<{ cycleid: number; name: string }[]>('POST', '/v1/cycle/list', { token: token.district, body: {} });
      expect(list.status).toBe(200);
      expect(list.body.value.map((c) => c.cycleid)).toContain(cycleId);
      const session = await t.call<{ logInUser: { scopeLevel: string; roleName: { en: string; hi: string } } }>('POST', '/v1/identity/token/refresh', {
        token: token.district,
        body: {},
      });
      expect(session.body.value.logInUser).toMatchObject({ scopeLevel: 'district', roleName: { en: 'District Officer', hi: 'जिला अधिकारी' } });
    });
  });

  describe('placing users and changing levels', () => {
    const newUser = (loginId: string, extra: Record<string, unknown>) => ({ loginId, password: PASSWORD, firstName: 'Test', ...extra });

    it('asks each level for its place, with the message in both languages', async () => {
      const noBlock = await t.call('POST', '/v1/user/create', { token: admin, lang: 'hi', body: newUser('no.block', { roleId: roleId.block, districtId: own.districtId }) });
      expect(noBlock.status).toBe(400);
      expect(noBlock.body).toMatchObject({ errorMessage: 'कृपया खंड चुनें: यह भूमिका एक खंड के लिए है', details: [expect.objectContaining({ field: 'blockId', problem: 'required' })] });
      const noDistrict = await t.call('POST', '/v1/user/create', { token: admin, body: newUser('no.district', { roleId: roleId.district }) });
      expect(noDistrict.body).toMatchObject({
        errorMessage: 'Please select the district: this role works for one district',
        details: [expect.objectContaining({ field: 'districtId' })],
      });
      const [sqa] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'SQA'));
      const stateWithPlace = await t.call('POST', '/v1/user/create', { token: admin, body: newUser('state.placed', { roleId: sqa.id, districtId: own.districtId }) });
      expect(stateWithPlace.status).toBe(400);
      expect(stateWithPlace.body.details).toEqual([expect.objectContaining({ field: 'districtId', problem: 'notForLevel' })]);
      const wrongDistrict = await t.call('POST', '/v1/user/create', {
        token: admin,
        body: newUser('wrong.district', { roleId: roleId.block, blockId: own.blockId, districtId: foreign.districtId }),
      });
      expect(wrongDistrict.body.details).toEqual([expect.objectContaining({ field: 'blockId', problem: 'blockNotInDistrict' })]);
      // The block's district is the user's: set from the block.
      const made = await t.call<{ blockId: number; districtId: number; blockName: string }>('POST', '/v1/user/create', {
        token: admin,
        body: newUser('block.two', { roleId: roleId.block, blockId: sibling.blockId }),
      });
      expect(made.status).toBe(201);
      expect(made.body.value).toMatchObject({ blockId: sibling.blockId, districtId: sibling.districtId });
    });

    it("refuses a level its users have no place at (409 saying how many), and a built-in role's level change", async () => {
      // The district officer, and those the manager placed in the matrix above.
      const [{ n }] = await t.deps.db.select({ n: count() }).from(users).where(eq(users.roleId, roleId.district));
      expect(n).toBeGreaterThan(1);
      const narrower = await t.call('PUT', `/v1/roles/${roleId.district}`, { token: admin, body: { scopeLevel: 'block' } });
      expect(narrower.status).toBe(409);
      expect(narrower.body).toMatchObject({
        errorCode: 'roleLevelUsersLackPlace',
        errorMessage: `${n} users of this role have no place at the new scope level: give them one first, or choose another level`,
      });
      const hi = await t.call('PUT', `/v1/roles/${roleId.manager}`, { token: admin, lang: 'hi', body: { scopeLevel: 'school' } });
      expect(hi.body.errorMessage).toBe('इस भूमिका के 1 उपयोगकर्ता का नए स्तर पर कोई स्थान नहीं है: पहले उन्हें स्थान दें, या कोई अन्य स्तर चुनें');
      const [dqa] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'DQA'));
      const builtIn = await t.call('PUT', `/v1/roles/${dqa.id}`, { token: admin, body: { scopeLevel: 'state' } });
      expect(builtIn.status).toBe(409);
      expect(builtIn.body.errorCode).toBe('builtInRoleLevelFixed');
      const [level] = await t.deps.db.select({ level: roles.scopeLevel }).from(roles).where(eq(roles.id, roleId.district));
      expect(level.level).toBe('district');
    });

    it('reads and renames a role in both languages; widening a block role to its district keeps each user in their district', async () => {
      const renamed = await t.call('PUT', `/v1/roles/${roleId.block}`, { token: admin, body: { nameHi: 'खंड स्तरीय अधिकारी', descriptionHi: 'एक खंड के विद्यालय देखता है' } });
      expect(renamed.status).toBe(200);
      const role = await t.call<Record<string, unknown>>('GET', `/v1/roles/${roleId.block}`, { token: admin });
      expect(role.body.value).toMatchObject({
        name: 'Block Officer',
        nameHi: 'खंड स्तरीय अधिकारी',
        descriptionHi: 'एक खंड के विद्यालय देखता है',
        scopeLevel: 'block',
        builtIn: false,
        userCount: 2,
      });
      const listed = await t.call<Page<{ roleId: number; scopeLevel: string; builtIn: boolean }>>('POST', '/v1/roles/list', { token: admin, body: { pageSize: 100 } });
      expect(listed.body.value.items.find((r) => r.roleId === roleId.block)).toMatchObject({ scopeLevel: 'block', builtIn: false });
      const widened = await t.call('PUT', `/v1/roles/${roleId.block}`, { token: admin, body: { scopeLevel: 'district' } });
      expect(widened.status).toBe(200);
      // The password the officer chose at their first sign-in (loginFirstTime).
      const officer = await t.login('block.officer', `${PASSWORD}-own`);
      const forms = await t.call<Page<unknown>>('POST', '/v1/form/search', { token: officer, body: {} });
      expect(forms.body.value.total).toBe(9);
      const placed = await t.deps.db.select({ blockId: users.blockId, districtId: users.districtId }).from(users).where(eq(users.roleId, roleId.block));
      expect(placed.every((u) => u.blockId === null && u.districtId === own.districtId)).toBe(true);
    });
  });
});
