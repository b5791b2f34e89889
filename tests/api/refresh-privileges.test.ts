import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIV } from '../../server/auth/privileges';
import { roles, users } from '../../server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface SessionValue {
  jwtToken: string;
  allowedPrivilege: string;
  logInUser: { userId: number; loginId: string; firstName: string; lastName: string; role: string };
  schoolCode: string | null;
  idleTimeoutSeconds: number;
}

const codes = (v: SessionValue) => v.allowedPrivilege.split(',').map(Number);

/** Issue #16 item 7: the refresh answers what the user may do now, so the web app's menus do not lie. */
describe.each(testDatabases)('a token refresh carries the current privileges on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let dqaRole: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
    [{ id: dqaRole }] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'DQA'));
  });
  afterAll(async () => t?.close());

  it('answers the sign-in answer’s fields: the new token, privileges, user, role and school', async () => {
    const signIn = await t.call<SessionValue>('POST', '/v1/identity/web/auth', { body: { loginId: 'head', loginKey: 'Demo@1234' } });
    const res = await t.call<SessionValue>('POST', '/v1/identity/token/refresh', { token: signIn.body.value.jwtToken });
    expect(res.status).toBe(200);
    const { jwtToken, ...rest } = res.body.value;
    expect(jwtToken).not.toBe(signIn.body.value.jwtToken);
    const { jwtToken: _first, mustChangePassword: _m, ...signedIn } = signIn.body.value as SessionValue & { mustChangePassword?: boolean };
    expect(rest).toEqual(signedIn);
    expect(rest).toMatchObject({ logInUser: { loginId: 'head', role: 'SCHOOL_HEAD' }, schoolCode: '06010100101' });
  });

  it('leaves out a privilege taken from the role since sign-in, and brings it back when it is given again', async () => {
    const token = await t.login('dqa');
    const before = await t.call<SessionValue>('POST', '/v1/identity/token/refresh', { token });
    expect(codes(before.body.value)).toContain(PRIV.complaints);

    expect((await t.call('POST', `/v1/roles/${dqaRole}/${PRIV.complaints}/false`, { token: admin })).status).toBe(200);
    // The server refuses at once; the refresh now says so too.
    expect((await t.call('POST', '/v1/complaint/list', { token: before.body.value.jwtToken, body: {} })).status).toBe(403);
    const after = await t.call<SessionValue>('POST', '/v1/identity/token/refresh', { token: before.body.value.jwtToken });
    expect(after.status).toBe(200);
    expect(codes(after.body.value)).not.toContain(PRIV.complaints);
    expect(codes(after.body.value)).toContain(PRIV.accreditation);

    expect((await t.call('POST', `/v1/roles/${dqaRole}/${PRIV.complaints}/true`, { token: admin })).status).toBe(200);
    const again = await t.call<SessionValue>('POST', '/v1/identity/token/refresh', { token: after.body.value.jwtToken });
    expect(codes(again.body.value)).toContain(PRIV.complaints);
    expect((await t.call('POST', '/v1/complaint/list', { token: again.body.value.jwtToken, body: {} })).status).toBe(200);
  });

  it('carries a changed name and role', async () => {
    const token = await t.login('sqa');
    const [sqa] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'sqa'));
    const [dept] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'DEPARTMENT'));
    await t.deps.db.update(users).set({ roleId: dept.id, firstName: 'Renamed' }).where(eq(users.id, sqa.id));
    const res = await t.call<SessionValue>('POST', '/v1/identity/token/refresh', { token });
    expect(res.body.value.logInUser).toMatchObject({ role: 'DEPARTMENT', firstName: 'Renamed' });
    expect(codes(res.body.value)).toContain(PRIV.deptApprove);
    expect(codes(res.body.value)).not.toContain(PRIV.sqaReview);
  });
});
