import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRequests, appSettings, roles, users } from '../../server/db/schema';
import type { MailMessage } from '../../server/mail/mailer';
import { jobWorker } from '../../server/jobs/handlers';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { decryptAadhaar, loadAadhaarKey } from '../../server/schools/aadhaar';
import { verhoeffDigit } from '../../server/schools/verhoeff';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface UserValue {
  userId: number;
  loginId: string;
  firstName: string;
  lastName: string;
  aadhaar: string | null;
  role: string;
  roleId: number;
  schoolCode: string | null;
  districtId: number | null;
  active: boolean;
  [k: string]: unknown;
}
interface Page<T> {
  items: T[];
  total: number;
}

const aadhaar = (first11: string) => first11 + verhoeffDigit(first11);
const AADHAAR = aadhaar('29876543210');

describe.each(testDatabases)('users on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let head: string;
  let roleIds: Record<string, number>;
  let created: UserValue;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
    head = await t.login('head');
    roleIds = Object.fromEntries((await t.deps.db.select().from(roles)).map((r) => [r.code, r.id]));
  });
  afterAll(async () => t?.close());

  const newUser = (over: Record<string, unknown> = {}) => ({
    loginId: 'rk.sharma',
    password: 'Strong#Pass1',
    firstName: 'Ravi',
    lastName: 'Sharma',
    address: '12, Civil Lines',
    city: 'Ambala',
    state: 'Haryana',
    postalCode: '133001',
    mobile: '+91 99887 76655',
    phone: '0171-2601234',
    email: 'ravi@example.org',
    aadhaar: `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`,
    roleId: roleIds.SQA,
    ...over,
  });

  describe('guards', () => {
    it('answers 401 without a token and 403 without privilege 35', async () => {
      expect((await t.call('POST', '/v1/user/list', { body: {} })).status).toBe(401);
      const res = await t.call('POST', '/v1/user/list', { token: head, body: {} });
      expect(res.status).toBe(403);
      expect(res.body.value).toBeUndefined();
      expect((await t.call('POST', '/v1/user/create', { token: head, body: newUser() })).status).toBe(403);
      expect((await t.call('GET', '/v1/user/1', { token: head })).status).toBe(403);
      expect((await t.call('POST', '/v1/user/1/inactive', { token: head })).status).toBe(403);
      expect((await t.call('POST', '/v1/user/requests/list', { token: head, body: {} })).status).toBe(403);
      expect((await t.call('GET', '/v1/user/profile')).status).toBe(401);
    });
  });

  describe('create', () => {
    it('lists every problem of a bad user in details, the first as the message', async () => {
      const res = await t.call('POST', '/v1/user/create', {
        token: admin,
        body: newUser({ mobile: '12345', postalCode: '12345', aadhaar: '123412341234', password: 'short', email: 'not-an-email' }),
      });
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toBe('Not a valid mobile number');
      expect(res.body.details!.map((d) => d.field).sort()).toEqual(['aadhaar', 'email', 'mobile', 'password', 'postalCode']);
      const hi = await t.call('POST', '/v1/user/create', { token: admin, body: newUser({ aadhaar: AADHAAR.slice(0, 11) + ((Number(AADHAAR[11]) + 1) % 10) }), lang: 'hi' });
      expect(hi.status).toBe(400);
      expect(hi.body).toMatchObject({ errorMessage: 'आधार संख्या मान्य नहीं है', details: [{ field: 'aadhaar', message: 'आधार संख्या मान्य नहीं है' }] });
    });

    it('refuses unknown fields, wrong types and missing ones with 400 details', async () => {
      const res = await t.call('POST', '/v1/user/create', { token: admin, body: { ...newUser({ roleId: 'SQA' }), passwordHash: 'x' } });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'passwordHash' }), expect.objectContaining({ field: 'roleId' })]));
      const missing = await t.call('POST', '/v1/user/create', { token: admin, body: { loginId: 'x' } });
      expect(missing.status).toBe(400);
      expect(missing.body.details!.map((d) => d.field)).toEqual(expect.arrayContaining(['password', 'firstName', 'roleId']));
    });

    it('checks the school of a school head and the district of a DQA', async () => {
      const noSchool = await t.call('POST', '/v1/user/create', { token: admin, body: newUser({ roleId: roleIds.SCHOOL_HEAD }) });
      expect(noSchool.status).toBe(400);
      expect(noSchool.body.errorMessage).toBe('Please select the school: this role works for one school');
      const unknownSchool = await t.call('POST', '/v1/user/create', { token: admin, body: newUser({ roleId: roleIds.SCHOOL_HEAD, schoolCode: '99999999999' }) });
      expect(unknownSchool.body).toMatchObject({ errorMessage: 'No school found with this school code', details: [{ field: 'schoolCode' }] });
      const noDistrict = await t.call('POST', '/v1/user/create', { token: admin, body: newUser({ roleId: roleIds.DQA, districtId: 999 }) });
      expect(noDistrict.status).toBe(400);
      expect(noDistrict.body.details).toEqual([expect.objectContaining({ field: 'districtId', problem: 'unknownDistrict' })]);
      const unknownRole = await t.call('POST', '/v1/user/create', { token: admin, body: newUser({ roleId: 999 }) });
      expect(unknownRole.body.errorMessage).toBe('No such role');
    });

    it('creates a user with the Aadhaar number encrypted at rest and shown masked', async () => {
      const res = await t.call<UserValue>('POST', '/v1/user/create', { token: admin, body: newUser() });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Data saved successfully');
      created = res.body.value;
      // The administrator chose the password: the user must choose their own at the first sign-in.
      expect(created).toMatchObject({
        loginId: 'rk.sharma',
        role: 'SQA',
        mobile: '9988776655',
        postalCode: '133001',
        aadhaar: `XXXX-XXXX-${AADHAAR.slice(8)}`,
        active: true,
        mustChangePassword: true,
      });
      expect(JSON.stringify(res.body)).not.toContain(AADHAAR.slice(0, 8));
      expect(Object.keys(created)).not.toEqual(expect.arrayContaining(['passwordHash']));
      expect(Object.keys(created).some((k) => /hash|enc/i.test(k))).toBe(false);
      const [row] = await t.deps.db.select().from(users).where(eq(users.id, created.userId));
      expect(row.aadhaarEnc).toMatch(/^v1:/);
      expect(row.aadhaarEnc).not.toContain(AADHAAR);
      expect(row.aadhaarLast4).toBe(AADHAAR.slice(8));
      expect(decryptAadhaar(await loadAadhaarKey(t.deps.db), row.aadhaarEnc!)).toBe(AADHAAR);
      const [key] = await t.deps.db.select().from(appSettings).where(eq(appSettings.key, 'aadhaar_key'));
      expect(Buffer.from(key.value, 'base64')).toHaveLength(32);
      expect((await t.call('POST', '/v1/identity/web/auth', { body: { loginId: 'rk.sharma', loginKey: 'Strong#Pass1' } })).status).toBe(200);
    });

    it('refuses a login name in use, whatever its case, with ERR20', async () => {
      for (const loginId of ['rk.sharma', 'HEAD']) {
        const res = await t.call('POST', '/v1/user/create', { token: admin, body: newUser({ loginId }) });
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ status: 'FAILURE', errorCode: 'ERR20', errorMessage: 'Login name already exists!!' });
      }
      const hi = await t.call('POST', '/v1/user/create', { token: admin, body: newUser(), lang: 'hi' });
      expect(hi.body).toMatchObject({ errorCode: 'ERR20', errorMessage: 'यह लॉगिन नाम पहले से मौजूद है!' });
    });
  });

  describe('list and read', () => {
    it('pages, sorts, searches and filters, never showing hashes', async () => {
      const all = await t.call<Page<UserValue>>('POST', '/v1/user/list', { token: admin, body: { pageSize: 2, sortBy: 'loginId' } });
      expect(all.status).toBe(200);
      // Six demo users (admin, dqa, sqa, dept, dept2, head) and the one created above.
      expect(all.body.value.total).toBe(7);
      expect(all.body.value.items.map((u) => u.loginId)).toEqual(['admin', 'dept']);
      const desc = await t.call<Page<UserValue>>('POST', '/v1/user/list', { token: admin, body: { sortBy: 'loginId', sortDir: 'desc', page: 1, pageSize: 1 } });
      expect(desc.body.value.items[0].loginId).toBe('sqa');
      const search = await t.call<Page<UserValue>>('POST', '/v1/user/list', { token: admin, body: { search: 'meena kum' } });
      expect(search.body.value.items.map((u) => u.loginId)).toEqual(['head']);
      const byRole = await t.call<Page<UserValue>>('POST', '/v1/user/list', { token: admin, body: { roleId: roleIds.SQA } });
      expect(byRole.body.value.items.map((u) => u.loginId).sort()).toEqual(['rk.sharma', 'sqa']);
      expect(JSON.stringify(all.body)).not.toMatch(/scrypt|passwordHash|aadhaarEnc/);
      const wild = await t.call<Page<UserValue>>('POST', '/v1/user/list', { token: admin, body: { search: '%' } });
      expect(wild.body.value.total).toBe(0);
      const bad = await t.call('POST', '/v1/user/list', { token: admin, body: { sortBy: 'passwordHash' } });
      expect(bad.status).toBe(400);
    });

    it("reads one user in the caller's language; 404 unknown, 400 not an id", async () => {
      const res = await t.call<UserValue>('GET', `/v1/user/${created.userId}`, { token: admin, lang: 'hi' });
      expect(res.status).toBe(200);
      expect(res.body.value).toMatchObject({ loginId: 'rk.sharma', roleName: 'राज्य गुणवत्ता आश्वासन (एसक्यूए)' });
      expect((await t.call('GET', '/v1/user/99999', { token: admin })).status).toBe(404);
      expect((await t.call('GET', '/v1/user/abc', { token: admin })).status).toBe(400);
    });
  });

  describe('edit and inactivate', () => {
    it('changes only the fields sent; null clears an optional one', async () => {
      const res = await t.call<UserValue>('POST', '/v1/user/set', { token: admin, body: { userId: created.userId, city: 'Karnal', phone: null, aadhaar: null } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Data updated successfully');
      expect(res.body.value).toMatchObject({ city: 'Karnal', phone: null, aadhaar: null, firstName: 'Ravi', mobile: '9988776655' });
      const [row] = await t.deps.db.select().from(users).where(eq(users.id, created.userId));
      expect(row.aadhaarEnc).toBeNull();
      const dup = await t.call('POST', '/v1/user/set', { token: admin, body: { userId: created.userId, loginId: 'Dept' } });
      expect(dup.status).toBe(409);
      expect(dup.body.errorCode).toBe('ERR20');
      const unknown = await t.call('POST', '/v1/user/set', { token: admin, body: { userId: 99999, city: 'X' } });
      expect(unknown.status).toBe(404);
    });

    it('does not let an administrator lock themselves out', async () => {
      const [me] = await t.deps.db.select().from(users).where(eq(users.loginId, 'admin'));
      const inactive = await t.call('POST', `/v1/user/${me.id}/inactive`, { token: admin });
      expect(inactive.status).toBe(409);
      expect(inactive.body.errorMessage).toBe('You cannot set your own account inactive');
      const viaSet = await t.call('POST', '/v1/user/set', { token: admin, body: { userId: me.id, active: false }, lang: 'hi' });
      expect(viaSet.status).toBe(409);
      expect(viaSet.body.errorMessage).toBe('आप अपना स्वयं का खाता निष्क्रिय नहीं कर सकते');
      const role = await t.call('POST', '/v1/user/set', { token: admin, body: { userId: me.id, roleId: roleIds.SQA } });
      expect(role.status).toBe(409);
      expect(role.body.errorCode).toBe('ownAccessLocked');
    });

    it('sets another user inactive: their token stops working and they cannot sign in', async () => {
      const token = await t.login('rk.sharma', 'Strong#Pass1');
      const res = await t.call<UserValue>('POST', `/v1/user/${created.userId}/inactive`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'User set inactive', value: { active: false } });
      expect((await t.call('GET', '/v1/user/profile', { token })).status).toBe(401);
      const login = await t.call<unknown>('POST', '/v1/identity/web/auth', { body: { loginId: 'rk.sharma', loginKey: 'Strong#Pass1' } });
      // The same answer as a wrong password: the right one is not confirmed for an inactive account.
      expect([login.status, login.body.errorCode]).toEqual([401, 'invalidCredentials']);
      const inactiveOnly = await t.call<Page<UserValue>>('POST', '/v1/user/list', { token: admin, body: { active: false } });
      expect(inactiveOnly.body.value.items.map((u) => u.loginId)).toEqual(['rk.sharma']);
    });
  });

  describe('own profile', () => {
    it("shows and edits one's own profile, any signed-in user", async () => {
      const res = await t.call<UserValue>('GET', '/v1/user/profile', { token: head });
      expect(res.status).toBe(200);
      expect(res.body.value).toMatchObject({ loginId: 'head', schoolCode: DEMO_SCHOOL, role: 'SCHOOL_HEAD' });
      const edit = await t.call<UserValue>('POST', '/v1/user/profile', { token: head, body: { city: 'Ambala Cantt', postalCode: '133001', aadhaar: AADHAAR } });
      expect(edit.status).toBe(200);
      expect(edit.body.value).toMatchObject({ city: 'Ambala Cantt', aadhaar: `XXXX-XXXX-${AADHAAR.slice(8)}` });
      const badPin = await t.call('POST', '/v1/user/profile', { token: head, body: { postalCode: '1330' } });
      expect(badPin.body).toMatchObject({ errorMessage: 'Postal code must be 6 digits' });
      const notMine = await t.call('POST', '/v1/user/profile', { token: head, body: { roleId: roleIds.ADMIN } });
      expect(notMine.status).toBe(400);
    });

    it("changes one's own password only with the current one", async () => {
      const wrong = await t.call('POST', '/v1/user/profile', { token: head, body: { currentPassword: 'guess', newPassword: 'Fresh#Pass99' } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errorMessage).toBe('The current password is not correct');
      const weak = await t.call('POST', '/v1/user/profile', { token: head, body: { currentPassword: 'Demo@1234', newPassword: 'weak' } });
      expect(weak.body.details).toEqual([expect.objectContaining({ field: 'newPassword', problem: 'passwordPolicy' })]);
      const ok = await t.call('POST', '/v1/user/profile', { token: head, body: { currentPassword: 'Demo@1234', newPassword: 'Fresh#Pass99' } });
      expect(ok.status).toBe(200);
      head = await t.login('head', 'Fresh#Pass99');
    });
  });

  describe('sign-up requests', () => {
    const request = (over: Record<string, unknown> = {}) => ({
      udise: '06020100102',
      loginId: 'karnal.head',
      password: 'Karnal#2026',
      firstName: 'Sushma',
      lastName: 'Rani',
      email: 'sushma@example.org',
      mobile: '09876501234',
      ...over,
    });
    let requestId: number;

    it('keeps a valid request as PENDING, without a token', async () => {
      const res = await t.call<{ requestId: number; status: string }>('POST', '/v1/user/register', { body: request() });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ message: 'Your request has been sent to the administrator for approval', value: { status: 'PENDING' } });
      requestId = res.body.value.requestId;
      const [row] = await t.deps.db.select().from(accountRequests).where(eq(accountRequests.id, requestId));
      expect(row).toMatchObject({ mobile: '9876501234', status: 'PENDING' });
      expect(row.passwordHash).toMatch(/^scrypt\$/);
    });

    it('answers a taken login name (a user or a pending request) exactly as a free one, and says it by e-mail only', async () => {
      const mailer = t.deps.mailer!;
      const sent: MailMessage[] = [];
      const worker = jobWorker({
        database: t.database,
        catalogues: t.deps.catalogues,
        mailer: { appUrl: mailer.appUrl, send: async (m) => (sent.push(m), mailer.send(m)) },
        now: () => new Date(),
      });
      await worker.drain();
      sent.length = 0;
      const free = await t.call<{ requestId: number; status: string }>('POST', '/v1/user/register', { body: request({ loginId: 'free.head', email: 'free@example.org' }) });
      for (const loginId of ['dqa', 'Karnal.Head']) {
        const res = await t.call<{ requestId: number; status: string }>('POST', '/v1/user/register', { body: request({ loginId, email: `${loginId}@example.org` }) });
        // Same status, message and shape as a free name: the public page cannot be used to find login names.
        expect(res.status).toBe(free.status);
        expect(res.body.message).toBe(free.body.message);
        expect(Object.keys(res.body.value).sort()).toEqual(Object.keys(free.body.value).sort());
        expect(res.body.value.status).toBe('PENDING');
        // Nothing an administrator decides, nothing anyone signs in with.
        const [row] = await t.deps.db.select().from(accountRequests).where(eq(accountRequests.id, res.body.value.requestId));
        expect(row).toMatchObject({ status: 'NAME_TAKEN', passwordHash: '' });
      }
      await worker.drain();
      expect(sent.find((m) => m.to === 'free@example.org')?.text).toContain('was received');
      const taken = sent.find((m) => m.to === 'dqa@example.org');
      expect(taken?.subject).toBe('Choose another login name / कोई दूसरा लॉगिन नाम चुनें');
      expect(taken?.text).toContain('the login name "dqa" is already in use');
      expect(taken?.text).toContain('लॉगिन नाम "dqa" पहले से उपयोग में है');
      expect(sent.find((m) => m.to.toLowerCase() === 'karnal.head@example.org')?.text).toContain('already in use');
      // The pending request whose name was asked for again still waits, and is listed once.
      const list = await t.call<Page<{ loginId: string }>>('POST', '/v1/user/requests/list', { token: admin, body: {} });
      expect(list.body.value.items.map((r) => r.loginId).sort()).toEqual(['free.head', 'karnal.head']);
      // The later tests expect the one request they made.
      await t.deps.db.delete(accountRequests).where(eq(accountRequests.id, free.body.value.requestId));
    });

    it('refuses a bad mobile and an unknown school', async () => {
      for (const mobile of ['5876501234', '98765', '+9298765012345']) {
        const res = await t.call('POST', '/v1/user/register', { body: request({ loginId: 'other.head', mobile }) });
        expect(res.status).toBe(400);
        expect(res.body.errorMessage).toBe('Not a valid mobile number');
      }
      const unknown = await t.call('POST', '/v1/user/register', { body: request({ loginId: 'other.head', udise: '06999999999' }), lang: 'hi' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errorMessage).toBe('इस यूडाइस (UDISE) संख्या का कोई विद्यालय नहीं मिला');
      const missing = await t.call('POST', '/v1/user/register', { body: { loginId: 'x' } });
      expect(missing.status).toBe(400);
    });

    it('lists pending requests for an administrator', async () => {
      const res = await t.call<Page<{ requestId: number; schoolCode: string; loginId: string }>>('POST', '/v1/user/requests/list', { token: admin, body: {} });
      expect(res.status).toBe(200);
      expect(res.body.value.items).toEqual([expect.objectContaining({ requestId, schoolCode: '06020100102', loginId: 'karnal.head' })]);
      expect(JSON.stringify(res.body)).not.toContain('scrypt');
    });

    it('approves a request into a school head of that school, once', async () => {
      const res = await t.call<{ user: UserValue }>('POST', `/v1/user/requests/${requestId}/approve`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Account request approved');
      expect(res.body.value.user).toMatchObject({ loginId: 'karnal.head', role: 'SCHOOL_HEAD', schoolCode: '06020100102' });
      const login = await t.call<{ schoolCode: string }>('POST', '/v1/identity/web/auth', { body: { loginId: 'karnal.head', loginKey: 'Karnal#2026' } });
      expect(login.body.value.schoolCode).toBe('06020100102');
      const again = await t.call('POST', `/v1/user/requests/${requestId}/approve`, { token: admin });
      expect(again.status).toBe(409);
      expect(again.body.errorMessage).toBe('This request has already been decided');
      expect((await t.call('POST', '/v1/user/requests/99999/approve', { token: admin })).status).toBe(404);
    });

    it('rejects a request: no account is made', async () => {
      const made = await t.call<{ requestId: number }>('POST', '/v1/user/register', { body: request({ loginId: 'second.head' }) });
      const res = await t.call<{ status: string }>('POST', `/v1/user/requests/${made.body.value.requestId}/reject`, { token: admin, lang: 'hi', body: { reason: 'Wrong school' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'खाता अनुरोध अस्वीकार किया गया', value: { status: 'REJECTED' } });
      // No account: the applicant, who knows the password, is told the request was rejected and why.
      const signIn = await t.call('POST', '/v1/identity/web/auth', { body: { loginId: 'second.head', loginKey: 'Karnal#2026' } });
      expect(signIn.status).toBe(403);
      expect(signIn.body).toMatchObject({ errorCode: 'accountRejected', details: [expect.objectContaining({ reason: 'Wrong school' })] });
      expect(await t.deps.db.select().from(users).where(eq(users.loginId, 'second.head'))).toEqual([]);
      const rejected = await t.call<Page<{ loginId: string }>>('POST', '/v1/user/requests/list', { token: admin, body: { status: 'REJECTED' } });
      expect(rejected.body.value.items.map((r) => r.loginId)).toEqual(['second.head']);
    });
  });

  describe('a user manager limited to a district', () => {
    let manager: string;
    let ambala: number;

    beforeAll(async () => {
      const role = await t.call<{ roleId: number }>('POST', '/v1/roles', { token: admin, body: { name: 'District User Manager', scopeLevel: 'district' } });
      await t.call('POST', `/v1/roles/${role.body.value.roleId}/35/true`, { token: admin });
      const [dqa] = await t.deps.db.select().from(users).where(eq(users.loginId, 'dqa'));
      ambala = dqa.districtId!;
      const made = await t.call('POST', '/v1/user/create', {
        token: admin,
        body: newUser({ loginId: 'ambala.users', roleId: role.body.value.roleId, districtId: ambala, aadhaar: null }),
      });
      expect(made.status).toBe(201);
      manager = await t.loginFirstTime('ambala.users', 'Strong#Pass1');
    });

    it('sees only the users of the district and its schools', async () => {
      const res = await t.call<Page<UserValue>>('POST', '/v1/user/list', { token: manager, body: { sortBy: 'loginId' } });
      expect(res.body.value.items.map((u) => u.loginId)).toEqual(['ambala.users', 'dqa', 'head']);
      const [other] = await t.deps.db.select().from(users).where(eq(users.loginId, 'karnal.head'));
      const out = await t.call('GET', `/v1/user/${other.id}`, { token: manager });
      expect(out.status).toBe(403);
      expect(out.body.value).toBeUndefined();
    });

    it('cannot create a state-level user or one of another district', async () => {
      expect((await t.call('POST', '/v1/user/create', { token: manager, body: newUser({ loginId: 'state.user', aadhaar: null }) })).status).toBe(403);
      const karnal = await t.call('POST', '/v1/user/create', {
        token: manager,
        body: newUser({ loginId: 'karnal.dqa', roleId: roleIds.DQA, districtId: ambala + 1, aadhaar: null }),
      });
      expect(karnal.status).toBe(403);
      // The manager's own e-mail and mobile (newUser's) may not go to a reviewer.
      const theirs = await t.call('POST', '/v1/user/create', { token: manager, body: newUser({ loginId: 'ambala.dqa2', roleId: roleIds.DQA, districtId: ambala, aadhaar: null }) });
      expect([theirs.status, theirs.body.errorCode]).toEqual([409, 'ownAccountInWorkflowRole']);
      const mine = await t.call('POST', '/v1/user/create', {
        token: manager,
        body: newUser({ loginId: 'ambala.dqa2', roleId: roleIds.DQA, districtId: ambala, aadhaar: null, email: 'dqa2@example.org', mobile: '9876501234' }),
      });
      expect(mine.status).toBe(201);
    });
  });
});
