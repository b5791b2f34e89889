import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIV } from '../../server/auth/privileges';
import { mixesDuties, WORKFLOW_PRIVILEGES } from '../../server/auth/separation-of-duties';
import { rolePrivileges, roles } from '../../server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

const OWN_ROLE_EN = 'You cannot give your own role a privilege to submit, review or approve forms: that work must stay with someone who does not manage roles';
const OWN_ROLE_HI = 'आप अपनी ही भूमिका को फ़ॉर्म प्रस्तुत करने, समीक्षा करने या अनुमोदित करने का विशेषाधिकार नहीं दे सकते: यह कार्य उसी के पास रहना चाहिए जो भूमिकाओं का प्रबंधन नहीं करता';
const SEPARATE_EN = 'One role cannot both manage users or roles and submit, review or approve forms: give these privileges to separate roles';
const SEPARATE_HI = 'एक ही भूमिका उपयोगकर्ताओं या भूमिकाओं का प्रबंधन और फ़ॉर्म प्रस्तुत करना, समीक्षा करना या अनुमोदित करना, दोनों नहीं कर सकती: ये विशेषाधिकार अलग-अलग भूमिकाओं को दें';

/** No one both manages accounts and moves forms along (issue #15, item 10; docs/security.md). */
describe.each(testDatabases)('separation of duties on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let roleIds: Record<string, number>;

  /** The privileges a role holds, as stored. */
  async function held(roleId: number): Promise<number[]> {
    const rows = await t.deps.db.select({ id: rolePrivileges.privilegeId }).from(rolePrivileges).where(eq(rolePrivileges.roleId, roleId));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  /** A role made through the API with these privileges. */
  async function makeRole(name: string, privileges: number[]): Promise<number> {
    const res = await t.call<{ roleId: number }>('POST', '/v1/roles', { token: admin, body: { name } });
    expect(res.status).toBe(201);
    for (const p of privileges) expect((await t.call('POST', `/v1/roles/${res.body.value.roleId}/${p}/true`, { token: admin })).status).toBe(200);
    return res.body.value.roleId;
  }

  const turnOn = (roleId: number, privilegeId: number, lang?: string, token = admin) => t.call('POST', `/v1/roles/${roleId}/${privilegeId}/true`, { token, lang });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
    roleIds = Object.fromEntries((await t.deps.db.select().from(roles)).map((r) => [r.code, r.id]));
  });
  afterAll(async () => t?.close());

  it('leaves the built-in roles as seeded: none both manages accounts and moves forms', async () => {
    for (const code of ['SCHOOL_HEAD', 'DQA', 'SQA', 'DEPARTMENT', 'ADMIN']) expect(mixesDuties(await held(roleIds[code])), code).toBe(false);
    expect(await held(roleIds.DEPARTMENT)).toEqual(expect.arrayContaining([PRIV.deptApprove, PRIV.deptBulkApprove, PRIV.schoolMaster, PRIV.catalogue]));
  });

  it('refuses the administrator every workflow privilege for their own role, in both languages, and changes nothing', async () => {
    const before = await held(roleIds.ADMIN);
    for (const p of WORKFLOW_PRIVILEGES) {
      const res = await turnOn(roleIds.ADMIN, p);
      expect(res.status, String(p)).toBe(409);
      expect(res.body).toMatchObject({ errorCode: 'ownRoleWorkflowPrivilege', errorMessage: OWN_ROLE_EN });
    }
    const hi = await turnOn(roleIds.ADMIN, PRIV.deptBulkApprove, 'hi');
    expect(hi.body.errorMessage).toBe(OWN_ROLE_HI);
    expect(await held(roleIds.ADMIN)).toEqual(before);
  });

  it('refuses a workflow privilege to a role that manages users or roles', async () => {
    const userDesk = await makeRole('User Desk', [PRIV.dashboard, PRIV.users]);
    const roleDesk = await makeRole('Role Desk', [PRIV.roles]);
    for (const [roleId, holds] of [
      [userDesk, PRIV.users],
      [roleDesk, PRIV.roles],
    ]) {
      for (const p of [PRIV.headSubmit, PRIV.deptApprove, PRIV.sqaBulkApprove]) {
        const res = await turnOn(roleId, p);
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({
          errorCode: 'dutiesSeparated',
          errorMessage: SEPARATE_EN,
          details: [{ field: 'privilegeId', problem: 'dutiesSeparated', conflictsWith: [holds] }],
        });
      }
    }
    expect((await turnOn(userDesk, PRIV.deptApprove, 'hi')).body.errorMessage).toBe(SEPARATE_HI);
    expect(await held(userDesk)).toEqual([PRIV.dashboard, PRIV.users]);
    expect(await held(roleDesk)).toEqual([PRIV.roles]);
  });

  it('refuses user or role management to a role that moves forms, built-in or not', async () => {
    const reviewer = await makeRole('District Reviewer', [PRIV.accreditation, PRIV.dqaReview]);
    for (const [roleId, workflow] of [
      [reviewer, [PRIV.dqaReview]],
      [roleIds.DEPARTMENT, [PRIV.deptApprove, PRIV.deptBulkApprove]],
    ] as const) {
      const before = await held(roleId);
      for (const p of [PRIV.users, PRIV.roles]) {
        const res = await turnOn(roleId, p);
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ errorCode: 'dutiesSeparated', details: [{ conflictsWith: workflow }] });
      }
      expect(await held(roleId)).toEqual(before);
    }
  });

  it('still lets workflow privileges go to workflow roles, the other privileges go anywhere, and any privilege be taken away', async () => {
    expect((await turnOn(roleIds.DEPARTMENT, PRIV.sqaReview)).status).toBe(200);
    const approver = await makeRole('Catalogue Approver', [PRIV.catalogue, PRIV.schoolMaster, PRIV.deptApprove]);
    expect(await held(approver)).toEqual([PRIV.deptApprove, PRIV.schoolMaster, PRIV.catalogue]);
    // The administrator keeps the privileges that are neither account management nor workflow.
    expect((await turnOn(roleIds.ADMIN, PRIV.schoolInfo)).status).toBe(200);
    const manager = await makeRole('Account Manager', [PRIV.users, PRIV.roles, PRIV.dashboard, PRIV.cycle]);
    expect(await held(manager)).toEqual([PRIV.dashboard, PRIV.cycle, PRIV.users, PRIV.roles]);
    for (const [roleId, p] of [
      [roleIds.DEPARTMENT, PRIV.sqaReview],
      [roleIds.ADMIN, PRIV.schoolInfo],
      [manager, PRIV.users],
    ]) {
      expect((await t.call('POST', `/v1/roles/${roleId}/${p}/false`, { token: admin })).status).toBe(200);
    }
    // Once the last account privilege is gone, the role may move forms.
    expect((await t.call('POST', `/v1/roles/${manager}/${PRIV.roles}/false`, { token: admin })).status).toBe(200);
    expect((await turnOn(manager, PRIV.dqaReview)).status).toBe(200);
  });

  it('lets a role made before the rule shed a duty, but not add to either', async () => {
    const legacy = await makeRole('Legacy Mix', [PRIV.users]);
    // As an older database may hold it: written straight to the table.
    await t.deps.db.insert(rolePrivileges).values({ roleId: legacy, privilegeId: PRIV.deptApprove });
    expect((await turnOn(legacy, PRIV.deptApprove)).status).toBe(200);
    expect((await turnOn(legacy, PRIV.deptBulkApprove)).status).toBe(409);
    expect((await turnOn(legacy, PRIV.roles)).status).toBe(409);
    expect((await t.call('POST', `/v1/roles/${legacy}/${PRIV.deptApprove}/false`, { token: admin })).status).toBe(200);
    expect(await held(legacy)).toEqual([PRIV.users]);
  });

  it('refuses another role manager their own workflow privilege too', async () => {
    const roleId = await makeRole('Role Officer', [PRIV.dashboard, PRIV.roles]);
    expect((await t.call('POST', '/v1/user/create', { token: admin, body: { loginId: 'role.officer', password: 'Strong#Pass1', firstName: 'Ravi', roleId } })).status).toBe(201);
    const officer = await t.loginFirstTime('role.officer', 'Strong#Pass1');
    const res = await turnOn(roleId, PRIV.sqaReview, undefined, officer);
    expect(res.status).toBe(409);
    expect(res.body.errorCode).toBe('ownRoleWorkflowPrivilege');
    expect(await held(roleId)).toEqual([PRIV.dashboard, PRIV.roles]);
  });

  it('lets only one of two simultaneous switches through when together they would mix duties', async () => {
    const fresh = await makeRole('Race Role', [PRIV.dashboard]);
    const answers = await Promise.all([turnOn(fresh, PRIV.users), turnOn(fresh, PRIV.deptApprove)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(mixesDuties(await held(fresh))).toBe(false);
  });

  it('creates no role with privileges: a new role starts without any, and a body naming some is refused', async () => {
    const res = await t.call('POST', '/v1/roles', { token: admin, body: { name: 'Mixed From Start', privileges: [PRIV.users, PRIV.deptApprove] } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ field: 'privileges', problem: 'additionalProperties' })]);
    expect(await t.deps.db.select().from(roles).where(eq(roles.code, 'MIXED_FROM_START'))).toEqual([]);
    const update = await t.call('PUT', `/v1/roles/${roleIds.DEPARTMENT}`, { token: admin, body: { privileges: [PRIV.users] } });
    expect(update.status).toBe(400);
    expect(mixesDuties(await held(roleIds.DEPARTMENT))).toBe(false);
  });
});
