import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIV } from '../../server/auth/privileges';
import { roles } from '../../server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface RoleRow {
  roleId: number;
  code: string;
  name: string;
  nameHi: string;
  description: string;
  privilegeCount: number;
  userCount: number;
}
interface PrivilegeRow {
  privilegeId: number;
  name: { en: string; hi: string };
  selected: boolean;
}

describe.each(testDatabases)('roles on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let head: string;
  let adminRole: number;
  let viewer: RoleRow;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
    head = await t.login('head');
    [{ id: adminRole }] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'ADMIN'));
  });
  afterAll(async () => t?.close());

  it('answers 401 without a token and 403 without privilege 36', async () => {
    expect((await t.call('POST', '/v1/roles/list', { body: {} })).status).toBe(401);
    for (const [method, path] of [
      ['POST', '/v1/roles/list'],
      ['POST', '/v1/roles'],
      ['GET', `/v1/roles/${adminRole}/privilege`],
      ['POST', `/v1/roles/${adminRole}/1/true`],
    ]) {
      const res = await t.call(method, path, { token: head, body: method === 'POST' ? { name: 'X' } : undefined });
      expect(res.status, path).toBe(403);
    }
  });

  it('lists the roles with their privilege and user counts', async () => {
    const res = await t.call<{ items: RoleRow[]; total: number }>('POST', '/v1/roles/list', { token: admin, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.value.total).toBe(5);
    const adminRow = res.body.value.items.find((r) => r.code === 'ADMIN')!;
    expect(adminRow).toMatchObject({ name: 'Administrator', nameHi: 'प्रशासक', userCount: 1, privilegeCount: 9 });
    const search = await t.call<{ items: RoleRow[] }>('POST', '/v1/roles/list', { token: admin, body: { search: 'quality' } });
    expect(search.body.value.items.map((r) => r.code).sort()).toEqual(['DQA', 'SQA']);
  });

  it('creates a role with a code derived from its name; a second one of that name is a conflict', async () => {
    const res = await t.call<RoleRow>('POST', '/v1/roles', { token: admin, body: { name: 'District Viewer', nameHi: 'जिला दर्शक', description: 'Reads district dashboards' } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Role created');
    viewer = res.body.value;
    expect(viewer).toMatchObject({ code: 'DISTRICT_VIEWER', name: 'District Viewer', nameHi: 'जिला दर्शक' });
    const dup = await t.call('POST', '/v1/roles', { token: admin, body: { name: 'district  viewer!' }, lang: 'hi' });
    expect(dup.status).toBe(409);
    expect(dup.body.errorMessage).toBe('इस नाम की भूमिका पहले से मौजूद है');
    const blank = await t.call('POST', '/v1/roles', { token: admin, body: { name: '   ' } });
    expect(blank.status).toBe(400);
    const hindiOnly = await t.call('POST', '/v1/roles', { token: admin, body: { name: 'दर्शक' } });
    expect(hindiOnly.status).toBe(400);
    expect(hindiOnly.body.errorMessage).toBe('The role name must contain English letters or digits');
    const extra = await t.call('POST', '/v1/roles', { token: admin, body: { name: 'Y', code: 'ADMIN' } });
    expect(extra.status).toBe(400);
    expect(extra.body.details).toEqual([expect.objectContaining({ field: 'code', problem: 'additionalProperties' })]);
  });

  it('shows every privilege with its bilingual name and whether the role holds it', async () => {
    const res = await t.call<PrivilegeRow[]>('GET', `/v1/roles/${adminRole}/privilege`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.value.length).toBeGreaterThanOrEqual(20);
    expect(res.body.value.find((p) => p.privilegeId === 36)).toEqual({ privilegeId: 36, name: { en: 'Role management', hi: 'भूमिका प्रबंधन' }, selected: true });
    expect(res.body.value.find((p) => p.privilegeId === 8)!.selected).toBe(false);
    const fresh = await t.call<PrivilegeRow[]>('GET', `/v1/roles/${viewer.roleId}/privilege`, { token: admin });
    expect(fresh.body.value.every((p) => !p.selected)).toBe(true);
    expect((await t.call('GET', '/v1/roles/9999/privilege', { token: admin })).status).toBe(404);
    expect((await t.call('GET', '/v1/roles/x/privilege', { token: admin })).status).toBe(400);
  });

  it('toggles a privilege with true/false or 1/0 and says the role was updated', async () => {
    const on = await t.call('POST', `/v1/roles/${viewer.roleId}/${PRIV.dashboard}/true`, { token: admin });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ message: 'Role updated', value: { roleId: viewer.roleId, privilegeId: 1, selected: true } });
    expect((await t.call('POST', `/v1/roles/${viewer.roleId}/${PRIV.dashboard}/1`, { token: admin })).status).toBe(200);
    await t.call('POST', `/v1/roles/${viewer.roleId}/${PRIV.complaints}/1`, { token: admin, lang: 'hi' });
    let list = await t.call<PrivilegeRow[]>('GET', `/v1/roles/${viewer.roleId}/privilege`, { token: admin });
    expect(list.body.value.filter((p) => p.selected).map((p) => p.privilegeId)).toEqual([1, 23]);
    const off = await t.call('POST', `/v1/roles/${viewer.roleId}/${PRIV.dashboard}/0`, { token: admin, lang: 'hi' });
    expect(off.body.message).toBe('भूमिका अद्यतन की गई');
    await t.call('POST', `/v1/roles/${viewer.roleId}/${PRIV.complaints}/false`, { token: admin });
    list = await t.call<PrivilegeRow[]>('GET', `/v1/roles/${viewer.roleId}/privilege`, { token: admin });
    expect(list.body.value.some((p) => p.selected)).toBe(false);
    expect((await t.call('POST', `/v1/roles/${viewer.roleId}/1/maybe`, { token: admin })).status).toBe(400);
    expect((await t.call('POST', `/v1/roles/${viewer.roleId}/999/true`, { token: admin })).status).toBe(404);
    expect((await t.call('POST', '/v1/roles/9999/1/true', { token: admin })).status).toBe(404);
  });

  it('takes effect on the next request of a user of that role', async () => {
    await t.call('POST', `/v1/roles/${adminRole}/${PRIV.schoolInfo}/true`, { token: admin });
    const login = await t.call<{ allowedPrivilege: string }>('POST', '/v1/identity/web/auth', { body: { loginId: 'admin', loginKey: 'Demo@1234' } });
    expect(login.body.value.allowedPrivilege.split(',')).toContain('8');
    await t.call('POST', `/v1/roles/${adminRole}/${PRIV.schoolInfo}/false`, { token: admin });
  });

  it("refuses to take role management from the administrator's own role", async () => {
    const res = await t.call('POST', `/v1/roles/${adminRole}/${PRIV.roles}/false`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toBe('You cannot remove role management from your own role: there might be no one left to give it back');
    const list = await t.call<PrivilegeRow[]>('GET', `/v1/roles/${adminRole}/privilege`, { token: admin });
    expect(list.body.value.find((p) => p.privilegeId === 36)!.selected).toBe(true);
    const hi = await t.call('POST', `/v1/roles/${adminRole}/${PRIV.roles}/0`, { token: admin, lang: 'hi' });
    expect(hi.body.errorMessage).toBe('आप अपनी ही भूमिका से भूमिका प्रबंधन का विशेषाधिकार नहीं हटा सकते: हो सकता है कि फिर इसे वापस देने वाला कोई न रहे');
  });

  describe('reference lookups', () => {
    it('lists privileges and roles with bilingual names for any signed-in user', async () => {
      expect((await t.call('GET', '/v1/reference/privileges')).status).toBe(401);
      const privs = await t.call<{ id: number; name: { en: string; hi: string } }[]>('GET', '/v1/reference/privileges', { token: head });
      expect(privs.status).toBe(200);
      expect(privs.body.value.find((p) => p.id === 35)).toEqual({ id: 35, name: { en: 'Users', hi: 'उपयोगकर्ता' } });
      const roleList = await t.call<{ id: number; code: string; name: { en: string; hi: string } }[]>('GET', '/v1/reference/roles', { token: head });
      expect(roleList.body.value.find((r) => r.code === 'SCHOOL_HEAD')!.name).toEqual({ en: 'School Head', hi: 'विद्यालय प्रमुख' });
    });
  });
});
