import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIV } from '../../server/auth/privileges';
import { accountRequests, forms, rolePrivileges, roles, userEvents, users } from '../../server/db/schema';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { verhoeffDigit } from '../../server/schools/verhoeff';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface UserValue {
  userId: number;
  loginId: string;
  roleId: number;
  mustChangePassword: boolean;
}
interface HistoryEntry {
  event: string;
  label: string;
  by: { loginId: string } | null;
  detail: Record<string, unknown> | null;
}

const OWN_EN =
  'You cannot give your own account, or an account with your own e-mail, mobile number or Aadhaar number, a role that submits, reviews or approves forms: that work must stay with someone else';
const OWN_HI =
  'आप अपने ही खाते को, या अपने ही ई-मेल, मोबाइल नंबर या आधार संख्या वाले खाते को, फ़ॉर्म प्रस्तुत करने, समीक्षा करने या अनुमोदित करने वाली भूमिका नहीं दे सकते: यह कार्य किसी अन्य व्यक्ति के पास रहना चाहिए';
const CHANGE_EN = 'Please change your password before going on: it was set by an administrator.';
const CHANGE_HI = 'आगे बढ़ने से पहले कृपया अपना पासवर्ड बदलें: इसे प्रशासक ने निर्धारित किया है।';

const ADMIN_MOBILE = '9811122233';
const ADMIN_AADHAAR = '23456789012' + verhoeffDigit('23456789012');

/**
 * Security issue 31, finding 3: an administrator must not be able to act as a reviewer. An account
 * someone else made, or whose password someone else set, chooses its own password before anything
 * else; putting an account into a role that moves forms is recorded with who did it; and no one
 * gives such a role to their own account or to one carrying their own e-mail, mobile or Aadhaar.
 */
describe.each(testDatabases)('accounts an administrator makes on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let roleIds: Record<string, number>;
  let ambala: number;
  let accrid: number;

  const signIn = (loginId: string, loginKey: string) => t.call<{ jwtToken: string; mustChangePassword: boolean }>('POST', '/v1/identity/web/auth', { body: { loginId, loginKey } });
  const create = (body: Record<string, unknown>, lang?: string) =>
    t.call<UserValue>('POST', '/v1/user/create', { token: admin, lang, body: { password: 'Given#2026x', firstName: 'Test', ...body } });
  const history = async (userId: number, lang?: string) => (await t.call<HistoryEntry[]>('GET', `/v1/user/${userId}/history`, { token: admin, lang })).body.value;
  const userRow = async (loginId: string) => (await t.deps.db.select().from(users).where(eq(users.loginId, loginId)))[0];
  const counts = async () => ({
    users: (await t.deps.db.select({ n: count() }).from(users))[0].n,
    events: (await t.deps.db.select({ n: count() }).from(userEvents))[0].n,
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
    roleIds = Object.fromEntries((await t.deps.db.select().from(roles)).map((r) => [r.code, r.id]));
    ambala = (await userRow('dqa')).districtId!;
    [{ id: accrid }] = await t.deps.db.select({ id: forms.id }).from(forms).where(eq(forms.schoolCode, DEMO_SCHOOL));
    // The administrator's own mobile and Aadhaar, written as one writes them in a profile.
    const own = await t.call('POST', '/v1/user/profile', { token: admin, body: { mobile: ADMIN_MOBILE, aadhaar: ADMIN_AADHAAR } });
    expect(own.status).toBe(200);
  });
  afterAll(async () => t?.close());

  it('makes a DQA who must change the password before any other call, and records who made them', async () => {
    const made = await create({ loginId: 'new.dqa', roleId: roleIds.DQA, districtId: ambala, email: 'new.dqa@example.org', mobile: '9876500001' });
    expect(made.status).toBe(201);
    expect(made.body.value.mustChangePassword).toBe(true);

    const first = await signIn('new.dqa', 'Given#2026x');
    expect(first.status).toBe(200);
    expect(first.body.value.mustChangePassword).toBe(true);
    const token = first.body.value.jwtToken;

    // The review list, an approval and any other call: refused until the password is the user's own.
    const list = await t.call('POST', '/v1/form/search', { token, body: {} });
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ errorCode: 'passwordChangeRequired', errorMessage: CHANGE_EN });
    const approve = await t.call('POST', '/v1/workflow/form/dqa/status/submit', { token, body: { accrid }, lang: 'hi' });
    expect(approve.status).toBe(403);
    expect(approve.body).toMatchObject({ errorCode: 'passwordChangeRequired', errorMessage: CHANGE_HI });
    for (const [method, path] of [
      ['GET', `/v1/form/${accrid}/status`],
      ['GET', '/v1/reference/districts'],
      ['GET', `/v1/report/${accrid}/score`],
    ]) {
      expect((await t.call(method, path, { token })).body.errorCode, path).toBe('passwordChangeRequired');
    }
    expect((await t.deps.db.select({ status: forms.status }).from(forms).where(eq(forms.id, accrid)))[0].status).toBe(1);
    expect((await t.call('GET', '/v1/user/profile', { token })).status).toBe(200);

    const changed = await t.call<{ jwtToken: string; mustChangePassword: boolean }>('POST', '/v1/user/profile', {
      token,
      body: { currentPassword: 'Given#2026x', newPassword: 'Mine#2026ok' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.value.mustChangePassword).toBe(false);
    expect((await t.call('POST', '/v1/form/search', { token: changed.body.value.jwtToken, body: {} })).status).toBe(200);
    expect((await signIn('new.dqa', 'Mine#2026ok')).body.value.mustChangePassword).toBe(false);

    const events = await history(made.body.value.userId);
    expect(events.map((e) => [e.event, e.by?.loginId])).toEqual([
      ['passwordChanged', 'new.dqa'],
      ['createdInWorkflowRole', 'admin'],
    ]);
    expect(events[1]).toMatchObject({ label: 'Created by an administrator in a role that submits, reviews or approves forms', detail: { roleId: roleIds.DQA, roleCode: 'DQA' } });
    expect((await history(made.body.value.userId, 'hi'))[1].label).toBe('प्रशासक द्वारा फ़ॉर्म प्रस्तुत करने, समीक्षा करने या अनुमोदित करने वाली भूमिका में बनाया गया');
  });

  it('forces a change after a password set for another user through an edit, and records it', async () => {
    const target = await userRow('new.dqa');
    const set = await t.call<UserValue>('POST', '/v1/user/set', { token: admin, body: { userId: target.id, password: 'Edit#2026x' } });
    expect(set.status).toBe(200);
    expect(set.body.value.mustChangePassword).toBe(true);
    const first = await signIn('new.dqa', 'Edit#2026x');
    expect(first.body.value.mustChangePassword).toBe(true);
    expect((await t.call('POST', '/v1/form/search', { token: first.body.value.jwtToken, body: {} })).body.errorCode).toBe('passwordChangeRequired');
    expect((await history(target.id))[0]).toMatchObject({ event: 'passwordReset', by: { loginId: 'admin' } });
    // One's own password set through the same route stays one's own.
    const me = await userRow('admin');
    const own = await t.call<UserValue & { jwtToken: string }>('POST', '/v1/user/set', { token: admin, body: { userId: me.id, password: 'Admin#2026x' } });
    expect(own.status).toBe(200);
    expect(own.body.value.mustChangePassword).toBe(false);
    admin = own.body.value.jwtToken;
  });

  it('records the promotion of a school head to DQA with the administrator as the actor', async () => {
    const head = await userRow('head');
    const res = await t.call<UserValue>('POST', '/v1/user/set', { token: admin, body: { userId: head.id, roleId: roleIds.DQA, districtId: ambala } });
    expect(res.status).toBe(200);
    const [latest] = await history(head.id);
    expect(latest).toMatchObject({
      event: 'workflowRoleGranted',
      label: 'Role changed by an administrator to one that submits, reviews or approves forms',
      by: { loginId: 'admin' },
      detail: { roleId: roleIds.DQA, roleCode: 'DQA', previousRoleId: roleIds.SCHOOL_HEAD, previousRoleCode: 'SCHOOL_HEAD' },
    });
    expect((await history(head.id, 'hi'))[0].label).toBe('प्रशासक द्वारा भूमिका बदलकर फ़ॉर्म प्रस्तुत करने, समीक्षा करने या अनुमोदित करने वाली भूमिका दी गई');
    // An edit that keeps the role records nothing new.
    expect((await t.call('POST', '/v1/user/set', { token: admin, body: { userId: head.id, city: 'Ambala' } })).status).toBe(200);
    expect(await history(head.id)).toHaveLength(1);
  });

  it("refuses an account in a reviewing role with the administrator's own e-mail, mobile or Aadhaar, in both languages, and writes nothing", async () => {
    const before = await counts();
    const dqa = { roleId: roleIds.DQA, districtId: ambala };
    const byEmail = await create({ loginId: 'my.dqa', ...dqa, email: ' ADMIN@Example.org ' });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body).toMatchObject({
      errorCode: 'ownAccountInWorkflowRole',
      errorMessage: OWN_EN,
      details: [
        { field: 'email', problem: 'callersOwn', message: 'This is your own e-mail address: an account with it cannot have a role that submits, reviews or approves forms' },
      ],
    });
    const byMobile = await create({ loginId: 'my.dqa', ...dqa, mobile: `+91 ${ADMIN_MOBILE.slice(0, 5)}-${ADMIN_MOBILE.slice(5)}` }, 'hi');
    expect(byMobile.status).toBe(409);
    expect(byMobile.body).toMatchObject({
      errorMessage: OWN_HI,
      details: [
        {
          field: 'mobile',
          problem: 'callersOwn',
          message: 'यह आपका अपना मोबाइल नंबर है: इस मोबाइल नंबर वाले खाते को फ़ॉर्म प्रस्तुत करने, समीक्षा करने या अनुमोदित करने वाली भूमिका नहीं दी जा सकती',
        },
      ],
    });
    const byAadhaar = await create({ loginId: 'my.dqa', ...dqa, aadhaar: `${ADMIN_AADHAAR.slice(0, 4)} ${ADMIN_AADHAAR.slice(4, 8)} ${ADMIN_AADHAAR.slice(8)}` });
    expect(byAadhaar.body.details).toEqual([expect.objectContaining({ field: 'aadhaar', problem: 'callersOwn' })]);
    const all = await create({ loginId: 'my.dqa', ...dqa, email: 'admin@example.org', mobile: ADMIN_MOBILE, aadhaar: ADMIN_AADHAAR });
    expect(all.body.details?.map((d) => d.field)).toEqual(['email', 'mobile', 'aadhaar']);
    // A head is a workflow role too: the head submits the school's form.
    expect((await create({ loginId: 'my.head', roleId: roleIds.SCHOOL_HEAD, schoolCode: '06030100101', email: 'admin@example.org' })).status).toBe(409);
    expect(await counts()).toEqual(before);
    expect(await userRow('my.dqa')).toBeUndefined();
  });

  it('lets the same details go to an account whose role moves no form, but refuses its promotion into one, and nothing changes', async () => {
    const viewer = await t.call<{ roleId: number }>('POST', '/v1/roles', { token: admin, body: { name: 'Viewer' } });
    expect((await t.call('POST', `/v1/roles/${viewer.body.value.roleId}/${PRIV.dashboard}/true`, { token: admin })).status).toBe(200);
    const made = await create({ loginId: 'my.viewer', roleId: viewer.body.value.roleId, mobile: ADMIN_MOBILE });
    expect(made.status).toBe(201);
    expect(await history(made.body.value.userId)).toEqual([]);

    const before = await counts();
    const promote = await t.call('POST', '/v1/user/set', { token: admin, body: { userId: made.body.value.userId, roleId: roleIds.SQA }, lang: 'hi' });
    expect(promote.status).toBe(409);
    expect(promote.body).toMatchObject({ errorCode: 'ownAccountInWorkflowRole', errorMessage: OWN_HI, details: [{ field: 'mobile', problem: 'callersOwn' }] });
    expect((await userRow('my.viewer')).roleId).toBe(viewer.body.value.roleId);
    // Nor may a reviewer be given the administrator's e-mail afterwards.
    const dqa = await userRow('new.dqa');
    const takeOver = await t.call('POST', '/v1/user/set', { token: admin, body: { userId: dqa.id, email: 'Admin@example.org' } });
    expect(takeOver.status).toBe(409);
    expect(takeOver.body.details).toEqual([expect.objectContaining({ field: 'email', problem: 'callersOwn' })]);
    expect((await userRow('new.dqa')).email).toBe('new.dqa@example.org');
    expect(await counts()).toEqual(before);
  });

  it("refuses the administrator's own account a role that moves forms, even one that also manages users", async () => {
    const me = await userRow('admin');
    const plain = await t.call('POST', '/v1/user/set', { token: admin, body: { userId: me.id, roleId: roleIds.SQA } });
    expect([plain.status, plain.body.errorCode]).toEqual([409, 'ownAccessLocked']);
    // A role that mixes both, as an older database may hold one (written straight to the table).
    const [legacy] = await t.deps.db.insert(roles).values({ code: 'LEGACY_MIX', name: 'Legacy Mix', nameHi: 'पुरानी मिश्रित भूमिका' }).returning({ id: roles.id });
    await t.deps.db.insert(rolePrivileges).values([PRIV.users, PRIV.dqaReview].map((privilegeId) => ({ roleId: legacy.id, privilegeId })));
    const mixed = await t.call('POST', '/v1/user/set', { token: admin, body: { userId: me.id, roleId: legacy.id }, lang: 'hi' });
    expect(mixed.status).toBe(409);
    expect(mixed.body).toMatchObject({ errorCode: 'ownAccountInWorkflowRole', errorMessage: OWN_HI, details: [{ field: 'roleId', problem: 'ownAccount' }] });
    expect((await userRow('admin')).roleId).toBe(roleIds.ADMIN);
  });

  describe('an approved sign-up request', () => {
    const register = (loginId: string, udise: string, email: string) =>
      t.call<{ requestId: number }>('POST', '/v1/user/register', {
        body: { udise, loginId, password: 'Apply#2026', firstName: 'Asha', email, mobile: '9876512399' },
      });

    it('is not forced to change the password the applicant chose, and records who approved it', async () => {
      const { requestId } = (await register('signed.up', '06030100102', 'signed.up@example.org')).body.value;
      const approved = await t.call<{ user: UserValue }>('POST', `/v1/user/requests/${requestId}/approve`, { token: admin, body: {} });
      expect(approved.status).toBe(200);
      expect(approved.body.value.user.mustChangePassword).toBe(false);
      const first = await signIn('signed.up', 'Apply#2026');
      expect(first.body.value.mustChangePassword).toBe(false);
      expect((await t.call('POST', '/v1/form/search', { token: first.body.value.jwtToken, body: {} })).status).toBe(200);
      expect(await history(approved.body.value.user.userId)).toEqual([
        expect.objectContaining({
          event: 'createdInWorkflowRole',
          by: expect.objectContaining({ loginId: 'admin' }),
          detail: { roleId: roleIds.SCHOOL_HEAD, roleCode: 'SCHOOL_HEAD', requestId },
        }),
      ]);
    });

    it("is refused when it carries the approver's own e-mail, and stays pending", async () => {
      const { requestId } = (await register('my.signup', '06030100103', 'admin@example.org')).body.value;
      const before = await counts();
      const res = await t.call('POST', `/v1/user/requests/${requestId}/approve`, { token: admin, body: {} });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ errorCode: 'ownAccountInWorkflowRole', details: [{ field: 'email', problem: 'callersOwn' }] });
      expect(await counts()).toEqual(before);
      expect((await t.deps.db.select({ status: accountRequests.status }).from(accountRequests).where(eq(accountRequests.id, requestId)))[0].status).toBe('PENDING');
    });
  });
});
