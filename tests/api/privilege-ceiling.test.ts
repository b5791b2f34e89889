import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIV } from '../../server/auth/privileges';
import { rolePrivileges, roles, users } from '../../server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/** Managing users or roles must never be a way to more power than one holds. */
describe.each(testDatabases)('privilege ceiling on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let desk: string;
  let roleDesk: string;
  let roleIds: Record<string, number>;
  let deskRole: number;
  let roleDeskRole: number;
  let adminUserId: number;

  /** A role with some privileges and one signed-in user holding it. */
  async function staffWith(name: string, loginId: string, privileges: number[]): Promise<{ roleId: number; token: string }> {
    const role = await t.call<{ roleId: number }>('POST', '/v1/roles', { token: admin, body: { name, description: name } });
    expect(role.status).toBe(201);
    for (const p of privileges) expect((await t.call('POST', `/v1/roles/${role.body.value.roleId}/${p}/true`, { token: admin })).status).toBe(200);
    const made = await t.call('POST', '/v1/user/create', { token: admin, body: { loginId, password: 'Strong#Pass1', firstName: name, roleId: role.body.value.roleId } });
    expect(made.status).toBe(201);
    return { roleId: role.body.value.roleId, token: await t.loginFirstTime(loginId, 'Strong#Pass1') };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
    roleIds = Object.fromEntries((await t.deps.db.select().from(roles)).map((r) => [r.code, r.id]));
    [{ id: adminUserId }] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'admin'));
    ({ roleId: deskRole, token: desk } = await staffWith('User desk', 'user.desk', [PRIV.dashboard, PRIV.users]));
    ({ roleId: roleDeskRole, token: roleDesk } = await staffWith('Role desk', 'role.desk', [PRIV.dashboard, PRIV.roles]));
  });
  afterAll(async () => t?.close());

  it('lets a user manager create reviewers, but not administrators', async () => {
    const sqa = await t.call('POST', '/v1/user/create', { token: desk, body: { loginId: 'new.sqa', password: 'Strong#Pass1', firstName: 'Sunita', roleId: roleIds.SQA } });
    expect(sqa.status).toBe(201);
    const boss = await t.call('POST', '/v1/user/create', { token: desk, body: { loginId: 'new.admin', password: 'Strong#Pass1', firstName: 'Boss', roleId: roleIds.ADMIN } });
    expect(boss.status).toBe(403);
    expect(boss.body.errorCode).toBe('roleBeyondOwn');
    expect(boss.body.errorMessage).toBe('This role has administrative privileges you do not have: you cannot give it, or manage users who hold it');
    const [none] = await t.deps.db.select().from(users).where(eq(users.loginId, 'new.admin'));
    expect(none).toBeUndefined();
  });

  it('does not let a user manager promote anyone, themselves included, or touch an administrator', async () => {
    const [sqa] = await t.deps.db.select().from(users).where(eq(users.loginId, 'new.sqa'));
    const promote = await t.call('POST', '/v1/user/set', { token: desk, body: { userId: sqa.id, roleId: roleIds.ADMIN }, lang: 'hi' });
    expect(promote.status).toBe(403);
    expect(promote.body.errorMessage).toContain('प्रशासनिक विशेषाधिकार');
    const [me] = await t.deps.db.select().from(users).where(eq(users.loginId, 'user.desk'));
    expect((await t.call('POST', '/v1/user/set', { token: desk, body: { userId: me.id, roleId: roleIds.ADMIN } })).status).toBe(403);
    expect((await t.call('POST', '/v1/user/set', { token: desk, body: { userId: adminUserId, password: 'Taken#Over1' } })).status).toBe(403);
    expect((await t.call('POST', `/v1/user/${adminUserId}/inactive`, { token: desk })).status).toBe(403);
    const [adminRow] = await t.deps.db.select().from(users).where(eq(users.id, adminUserId));
    expect(adminRow.active).toBe(true);
    expect(await t.login('admin')).toBeTruthy();
    // A reviewer the manager may manage stays editable.
    expect((await t.call('POST', '/v1/user/set', { token: desk, body: { userId: sqa.id, city: 'Hisar' } })).status).toBe(200);
    expect((await t.call('POST', '/v1/user/set', { token: desk, body: { userId: me.id, roleId: deskRole, city: 'Ambala' } })).status).toBe(200);
  });

  it('lets a role manager give workflow privileges, but no administrative privilege they lack', async () => {
    expect((await t.call('POST', `/v1/roles/${roleIds.DQA}/${PRIV.sqaReview}/true`, { token: roleDesk })).status).toBe(200);
    for (const p of [PRIV.users, PRIV.catalogue, PRIV.schoolMaster]) {
      const res = await t.call('POST', `/v1/roles/${roleDeskRole}/${p}/true`, { token: roleDesk });
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe('privilegeBeyondOwn');
    }
    const held = await t.deps.db.select().from(rolePrivileges).where(eq(rolePrivileges.roleId, roleDeskRole));
    expect(held.map((r) => r.privilegeId).sort((a, b) => a - b)).toEqual([PRIV.dashboard, PRIV.roles]);
    // The administrator, who holds them, still may.
    expect((await t.call('POST', `/v1/roles/${roleDeskRole}/${PRIV.users}/true`, { token: admin })).status).toBe(200);
  });
});
