import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userEvents, users } from '../../server/db/schema';
import type { MailMessage } from '../../server/mail/mailer';
import { DEMO_SCHOOL } from '../../server/seed/demo';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

interface Page<T> {
  items: T[];
  total: number;
}
interface Head {
  userId: number;
  loginId: string;
  name: string;
}
interface Request {
  requestId: number;
  loginId: string;
  activeHeads: Head[];
}
interface Listed {
  userId: number;
  loginId: string;
  mustChangePassword: boolean;
  signInLock: { failures: number; lockedUntil: string } | null;
}
interface HistoryEntry {
  event: string;
  label: string;
  by: { loginId: string } | null;
}

/** Issue #16, items 4 and 5: sign-up safeguards, an administrator's password reset and unlock. */
describe.each(testDatabases)('account access on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let headRole: number;
  const mails: MailMessage[] = [];

  const signIn = (loginId: string, loginKey: string, lang?: string) =>
    t.call<{ jwtToken: string; mustChangePassword: boolean }>('POST', '/v1/identity/web/auth', { body: { loginId, loginKey }, lang });
  const register = (loginId: string, udise: string, password = 'Apply#2026') =>
    t.call<{ requestId: number }>('POST', '/v1/user/register', {
      body: { udise, loginId, password, firstName: 'Asha', lastName: 'Verma', email: `${loginId}@example.org`, mobile: '9876512345' },
    });
  const userId = async (loginId: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId)))[0].id;
  const history = async (id: number) => (await t.call<HistoryEntry[]>('GET', `/v1/user/${id}/history`, { token: admin })).body.value;
  const listed = async (loginId: string) =>
    (await t.call<Page<Listed>>('POST', '/v1/user/list', { token: admin, body: { search: loginId } })).body.value.items.find((u) => u.loginId === loginId)!;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const real = t.deps.mailer!;
    t.deps.mailer = {
      appUrl: real.appUrl,
      send(message) {
        mails.push(message);
        return real.send(message);
      },
    };
    admin = await t.login('admin');
    [{ id: headRole }] = await t.deps.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'SCHOOL_HEAD'));
  });
  afterAll(async () => t?.close());

  describe('a sign-up applicant at sign-in', () => {
    it('is told the request waits for approval, only with its password', async () => {
      expect((await register('waiting.head', '06020100101')).status).toBe(201);
      const en = await signIn('waiting.head', 'Apply#2026');
      expect(en.status).toBe(403);
      expect(en.body).toMatchObject({
        errorCode: 'accountPending',
        errorMessage: 'Your account request is waiting for approval by the administrator. You can sign in once it is approved.',
      });
      const hi = await signIn('waiting.head', 'Apply#2026', 'hi');
      expect(hi.body.errorMessage).toBe('आपका खाता अनुरोध प्रशासक के अनुमोदन की प्रतीक्षा में है। अनुमोदन के बाद आप साइन इन कर सकेंगे।');
      // A wrong password learns nothing: the same answer as for a login name nobody has.
      const wrong = await signIn('waiting.head', 'Guess#2026');
      const nobody = await signIn('nobody.at.all', 'Guess#2026');
      expect(wrong.status).toBe(401);
      const { requestId: _a, ...wrongBody } = wrong.body as unknown as Record<string, unknown>;
      const { requestId: _b, ...nobodyBody } = nobody.body as unknown as Record<string, unknown>;
      expect(wrongBody).toEqual(nobodyBody);
    });

    it('needs a reason to reject, and tells a rejected applicant the reason, only with the password', async () => {
      const { requestId } = (await register('refused.head', '06020100101', 'Refuse#2026')).body.value;
      const none = await t.call('POST', `/v1/user/requests/${requestId}/reject`, { token: admin, lang: 'hi' });
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({ errorMessage: 'कृपया अनुरोध अस्वीकार करने का कारण लिखें', details: [expect.objectContaining({ field: 'reason' })] });
      const blank = await t.call('POST', `/v1/user/requests/${requestId}/reject`, { token: admin, body: { reason: '   ' } });
      expect(blank.body.errorMessage).toBe('Please give the reason for rejecting the request');
      const done = await t.call('POST', `/v1/user/requests/${requestId}/reject`, { token: admin, body: { reason: 'The UDISE number is of another school.' } });
      expect(done.status).toBe(200);

      const res = await signIn('refused.head', 'Refuse#2026', 'hi');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        errorCode: 'accountRejected',
        errorMessage: 'आपका खाता अनुरोध प्रशासक द्वारा अस्वीकार कर दिया गया है। आप सही विवरण के साथ नया अनुरोध भेज सकते हैं।',
        details: [{ field: 'loginId', problem: 'accountRejected', reason: 'The UDISE number is of another school.' }],
      });
      expect((await signIn('refused.head', 'Wrong#2026')).status).toBe(401);
      expect(JSON.stringify((await signIn('refused.head', 'Wrong#2026')).body)).not.toContain('UDISE');

      // A new request under the same name: the applicant is now told it waits.
      expect((await register('refused.head', '06020100101', 'Again#2026')).status).toBe(201);
      expect((await signIn('refused.head', 'Again#2026')).body.errorCode).toBe('accountPending');
    });
  });

  describe('approving a second head', () => {
    let requestId: number;

    it('warns in the list that the school has an active head', async () => {
      requestId = (await register('new.head', DEMO_SCHOOL, 'NewHead#2026')).body.value.requestId;
      const list = await t.call<Page<Request>>('POST', '/v1/user/requests/list', { token: admin, body: {} });
      const mine = list.body.value.items.find((r) => r.requestId === requestId)!;
      expect(mine.activeHeads).toEqual([{ userId: await userId('head'), loginId: 'head', name: 'Meena Kumari' }]);
      expect(list.body.value.items.find((r) => r.loginId === 'waiting.head')!.activeHeads).toEqual([]);
    });

    it('refuses by default with 409 naming the head, in both languages, and changes nothing', async () => {
      const en = await t.call('POST', `/v1/user/requests/${requestId}/approve`, { token: admin });
      expect(en.status).toBe(409);
      expect(en.body).toMatchObject({
        errorCode: 'schoolHasActiveHead',
        errorMessage: "This school already has an active school head. To approve the request, confirm that the current head's account is to be set inactive.",
        details: [{ field: 'replaceHead', problem: 'schoolHasActiveHead', loginId: 'head', name: 'Meena Kumari' }],
      });
      const hi = await t.call('POST', `/v1/user/requests/${requestId}/approve`, { token: admin, lang: 'hi', body: { replaceHead: false } });
      expect(hi.status).toBe(409);
      expect(hi.body.errorMessage).toBe('इस विद्यालय का एक सक्रिय विद्यालय प्रमुख पहले से है। अनुरोध अनुमोदित करने के लिए पुष्टि करें कि वर्तमान विद्यालय प्रमुख का खाता निष्क्रिय कर दिया जाए।');
      expect(await t.deps.db.select().from(users).where(eq(users.loginId, 'new.head'))).toEqual([]);
      expect((await signIn('new.head', 'NewHead#2026')).body.errorCode).toBe('accountPending');
      expect((await t.call('POST', `/v1/user/requests/${requestId}/approve`, { token: admin, body: { replaceHead: 'yes' } })).status).toBe(400);
    });

    it('with replaceHead sets the current head inactive, ends their session and records it in their history', async () => {
      const oldToken = await t.login('head');
      const res = await t.call<{ user: { loginId: string }; replacedHeads: Head[] }>('POST', `/v1/user/requests/${requestId}/approve`, {
        token: admin,
        body: { replaceHead: true },
      });
      expect(res.status).toBe(200);
      expect(res.body.value.user.loginId).toBe('new.head');
      expect(res.body.value.replacedHeads.map((h) => h.loginId)).toEqual(['head']);
      const [old] = await t.deps.db.select().from(users).where(eq(users.loginId, 'head'));
      expect(old.active).toBe(false);
      expect((await t.call('GET', '/v1/user/profile', { token: oldToken })).status).toBe(401);
      expect((await signIn('head', 'Demo@1234')).body.errorCode).toBe('invalidCredentials');
      expect((await signIn('new.head', 'NewHead#2026')).status).toBe(200);
      const events = await history(old.id);
      expect(events).toEqual([
        expect.objectContaining({
          event: 'replacedAsHead',
          label: 'Set inactive: a new school head was approved for the school',
          by: expect.objectContaining({ loginId: 'admin' }),
        }),
      ]);
    });

    it('lets only one of two simultaneous approvals for a school without a head through', async () => {
      const a = (await register('twin.one', '06020100103')).body.value.requestId;
      const b = (await register('twin.two', '06020100103')).body.value.requestId;
      const answers = await Promise.all([a, b].map((id) => t.call('POST', `/v1/user/requests/${id}/approve`, { token: admin })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const heads = await t.deps.db.select().from(users).where(eq(users.schoolCode, '06020100103'));
      expect(heads.filter((h) => h.active && h.roleId === headRole)).toHaveLength(1);
    });
  });

  describe('an administrator resets a password', () => {
    let target: number;

    beforeAll(async () => {
      const made = await t.call<{ userId: number }>('POST', '/v1/user/create', {
        token: admin,
        body: { loginId: 'reset.me', password: 'Given#2026x', firstName: 'Ravi', roleId: headRole, schoolCode: '06020200101', email: 'ravi@example.org' },
      });
      target = made.body.value.userId;
      // The head chooses their own password at the first sign-in, as every account an administrator makes must.
      await t.loginFirstTime('reset.me', 'Given#2026x', 'Original#1');
    });

    it('is refused to those without privilege 35, for oneself, and with a weak password', async () => {
      const head = await t.login('new.head', 'NewHead#2026');
      expect((await t.call('POST', `/v1/user/${target}/password/reset`, { token: head, body: { temporaryPassword: 'Temp#2026x' } })).status).toBe(403);
      const self = await t.call('POST', `/v1/user/${await userId('admin')}/password/reset`, { token: admin, body: { temporaryPassword: 'Temp#2026x' } });
      expect(self.status).toBe(409);
      expect(self.body.errorMessage).toBe('To change your own password, use your profile.');
      const weak = await t.call('POST', `/v1/user/${target}/password/reset`, { token: admin, body: { temporaryPassword: 'weak' }, lang: 'hi' });
      expect(weak.status).toBe(400);
      expect(weak.body.details).toEqual([expect.objectContaining({ field: 'temporaryPassword', problem: 'passwordPolicy' })]);
      expect((await t.call('POST', `/v1/user/${target}/password/reset`, { token: admin, body: {} })).status).toBe(400);
      expect((await t.call('POST', `/v1/user/${target}/password/reset`, { token: admin, body: { temporaryPassword: 'Temp#2026x', extra: 1 } })).status).toBe(400);
    });

    it("ends the user's sessions, mails a notice without the password, and forces a change at the next sign-in", async () => {
      const before = await t.login('reset.me', 'Original#1');
      mails.length = 0;
      const res = await t.call<{ mustChangePassword: boolean; mailed: boolean }>('POST', `/v1/user/${target}/password/reset`, {
        token: admin,
        body: { temporaryPassword: 'Temp#2026x' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Password reset. The user must choose a new password at the next sign-in.', value: { mustChangePassword: true, mailed: true } });
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: 'ravi@example.org', subject: 'Your password was reset / आपका पासवर्ड रीसेट किया गया' });
      expect(mails[0].text).toContain('reset.me');
      expect(mails[0].text).not.toContain('Temp#2026x');
      expect((await t.call('GET', '/v1/user/profile', { token: before })).status).toBe(401);
      expect((await signIn('reset.me', 'Original#1')).status).toBe(401);
      expect((await listed('reset.me')).mustChangePassword).toBe(true);

      const first = await signIn('reset.me', 'Temp#2026x');
      expect(first.status).toBe(200);
      expect(first.body.value.mustChangePassword).toBe(true);
      const token = first.body.value.jwtToken;

      // Until changed, only the profile, the token refresh and logout are open.
      const refused = await t.call('POST', '/v1/form/search', { token, body: {}, lang: 'hi' });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ errorCode: 'passwordChangeRequired', errorMessage: 'आगे बढ़ने से पहले कृपया अपना पासवर्ड बदलें: इसे प्रशासक ने निर्धारित किया है।' });
      expect((await t.call('GET', '/v1/reference/districts', { token })).body.errorCode).toBe('passwordChangeRequired');
      expect((await t.call('GET', '/v1/user/profile', { token })).status).toBe(200);
      expect((await t.call('POST', '/v1/identity/token/refresh', { token, body: {} })).status).toBe(200);
      const fieldsOnly = await t.call('POST', '/v1/user/profile', { token, body: { city: 'Karnal' } });
      expect(fieldsOnly.body.errorCode).toBe('passwordChangeRequired');
      const same = await t.call('POST', '/v1/user/profile', { token, body: { currentPassword: 'Temp#2026x', newPassword: 'Temp#2026x' } });
      expect(same.status).toBe(400);
      expect(same.body).toMatchObject({ errorMessage: 'The new password must differ from the current one.', details: [expect.objectContaining({ field: 'newPassword' })] });

      const changed = await t.call<{ jwtToken: string; mustChangePassword: boolean }>('POST', '/v1/user/profile', {
        token,
        body: { currentPassword: 'Temp#2026x', newPassword: 'Mine#2026ok' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.value.mustChangePassword).toBe(false);
      expect((await t.call('POST', '/v1/form/search', { token: changed.body.value.jwtToken, body: {} })).status).toBe(200);
      const next = await signIn('reset.me', 'Mine#2026ok');
      expect(next.body.value.mustChangePassword).toBe(false);

      const events = await history(target);
      expect(events.map((e) => [e.event, e.by?.loginId])).toEqual([
        ['passwordChanged', 'reset.me'],
        ['passwordReset', 'admin'],
        ['passwordChanged', 'reset.me'],
        ['createdInWorkflowRole', 'admin'],
      ]);
      const hi = (await t.call<HistoryEntry[]>('GET', `/v1/user/${target}/history`, { token: admin, lang: 'hi' })).body.value;
      expect(hi[1].label).toBe('प्रशासक द्वारा पासवर्ड रीसेट');
    });

    it('is refused to a user manager for a user with administrative privileges they lack', async () => {
      const role = await t.call<{ roleId: number }>('POST', '/v1/roles', { token: admin, body: { name: 'Help Desk' } });
      await t.call('POST', `/v1/roles/${role.body.value.roleId}/35/true`, { token: admin });
      await t.call('POST', '/v1/user/create', { token: admin, body: { loginId: 'help.desk', password: 'Help#2026x', firstName: 'Help', roleId: role.body.value.roleId } });
      const desk = await t.loginFirstTime('help.desk', 'Help#2026x');
      const res = await t.call('POST', `/v1/user/${await userId('admin')}/password/reset`, { token: desk, body: { temporaryPassword: 'Temp#2026x' } });
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe('roleBeyondOwn');
      expect((await t.call('POST', `/v1/user/${await userId('admin')}/unlock`, { token: desk, body: {} })).status).toBe(403);
      expect((await t.call('POST', `/v1/user/${target}/password/reset`, { token: desk, body: { temporaryPassword: 'Desk#2026x' } })).status).toBe(200);
      expect((await signIn('admin', 'Demo@1234')).status).toBe(200);
    });
  });

  describe('an administrator unlocks a sign-in', () => {
    it('says when there is nothing to unlock', async () => {
      const res = await t.call('POST', `/v1/user/${await userId('dqa')}/unlock`, { token: admin, lang: 'hi' });
      expect(res.status).toBe(409);
      expect(res.body.errorMessage).toBe('इस खाते से साइन इन करने पर कोई रोक नहीं है');
      expect((await listed('dqa')).signInLock).toBeNull();
    });

    it('shows the lock in the user list, lifts it at once, records and mails it', async () => {
      for (let i = 0; i < 5; i++) expect((await signIn('dqa', 'wrong-password')).status).toBe(401);
      expect((await signIn('dqa', 'Demo@1234')).status).toBe(429);
      const lock = (await listed('dqa')).signInLock!;
      expect(lock.failures).toBe(5);
      expect(new Date(lock.lockedUntil).getTime()).toBeGreaterThan(Date.now());
      const one = await t.call<Listed>('GET', `/v1/user/${await userId('dqa')}`, { token: admin });
      expect(one.body.value.signInLock).toMatchObject({ failures: 5 });

      mails.length = 0;
      const res = await t.call<{ unlocked: boolean; mailed: boolean }>('POST', `/v1/user/${await userId('dqa')}/unlock`, { token: admin });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: 'Sign-in unlocked: the user can sign in again at once.', value: { unlocked: true, mailed: true } });
      expect(mails.map((m) => m.to)).toEqual(['dqa@example.org']);
      expect((await signIn('dqa', 'Demo@1234')).status).toBe(200);
      expect((await listed('dqa')).signInLock).toBeNull();
      expect((await history(await userId('dqa'))).map((e) => e.event)).toEqual(['signInUnlocked']);
      const rows = await t.deps.db.select().from(userEvents).where(eq(userEvents.event, 'signInUnlocked'));
      expect(rows).toHaveLength(1);
    });

    it("an administrator's reset lifts a lock too", async () => {
      for (let i = 0; i < 6; i++) await signIn('sqa', 'wrong-password');
      expect((await signIn('sqa', 'Demo@1234')).status).toBe(429);
      await t.call('POST', `/v1/user/${await userId('sqa')}/password/reset`, { token: admin, body: { temporaryPassword: 'Temp#2026x' } });
      expect((await signIn('sqa', 'Temp#2026x')).body.value.mustChangePassword).toBe(true);
    });
  });
});
