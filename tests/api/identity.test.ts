import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, passwordResetTokens, users } from '../../server/db/schema';
import type { MailMessage, SentMail } from '../../server/mail/mailer';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

const auth = (loginId: string, loginKey: string, lang?: string) => ({ body: { loginId, loginKey, ipAddress: '10.0.0.1', sourceApp: 'web' }, lang });
const tokenOf = (m: MailMessage) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1];

describe.each(testDatabases)('identity on %s', (kind) => {
  let t: TestApp;
  const sent: { message: MailMessage; done: Promise<SentMail> }[] = [];
  let clock = Date.now();

  beforeAll(async () => {
    t = await startTestApp(kind);
    // Keep the real mailer (it writes .eml files to DATA_DIR/outbox) but see what it is given.
    const real = t.deps.mailer!;
    t.deps.mailer = {
      appUrl: real.appUrl,
      send(message) {
        const done = real.send(message);
        sent.push({ message, done });
        return done;
      },
    };
    t.deps.now = () => new Date(clock);
  });
  afterAll(async () => t?.close());

  describe('sign-in throttling', () => {
    // The address is the one the server sees: behind a load balancer, the last X-Forwarded-For entry.
    const from = (address: string, loginId: string, loginKey: string, lang?: string) => ({
      body: { loginId, loginKey, ipAddress: '1.2.3.4', sourceApp: 'web' },
      headers: { 'x-forwarded-for': address },
      lang,
    });
    const signIn = (address: string, loginId: string, loginKey: string, lang?: string) => t.call('POST', '/v1/identity/web/auth', from(address, loginId, loginKey, lang));
    let proxy: string | undefined;
    beforeAll(() => {
      proxy = process.env.TRUST_PROXY;
      process.env.TRUST_PROXY = '1';
    });
    afterAll(() => {
      if (proxy === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = proxy;
    });

    it('after 5 failures from one address the next try from there waits 30 seconds, the right password too; waiting is not a failure', async () => {
      for (let i = 0; i < 5; i++) expect((await signIn('10.0.0.1', 'dept', 'wrong-password')).status).toBe(401);
      clock += 5_000;
      const locked = await t.call('POST', '/v1/identity/web/auth', from('10.0.0.1', 'dept', 'Demo@1234'));
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({
        status: 'FAILURE',
        errorMessage: 'Too many unsuccessful sign-in attempts. Please wait a little and try again, or set a new password with "Forgot password".',
      });
      expect(locked.body.details).toEqual([expect.objectContaining({ problem: 'tooManyAttempts', retryAfterSeconds: 25 })]);
      const hi = await signIn('10.0.0.1', 'dept', 'Demo@1234', 'hi');
      expect(hi.status).toBe(429);
      expect(hi.body.errorMessage).toBe('साइन इन के बहुत अधिक असफल प्रयास हुए हैं। कृपया थोड़ी देर बाद पुनः प्रयास करें, या "पासवर्ड भूल गए" से नया पासवर्ड बनाएँ।');
      const rows = await t.deps.db.select().from(loginAttempts).where(eq(loginAttempts.loginId, 'dept'));
      expect(rows).toHaveLength(5);
      // The address the server saw, not the one the body claims.
      expect(rows.every((r) => !r.success && r.ipAddress === '10.0.0.1')).toBe(true);
      clock += 26_000;
      expect((await signIn('10.0.0.1', 'dept', 'Demo@1234')).status).toBe(200);
    });

    it('the wait doubles with each further failure, up to 15 minutes', async () => {
      for (let i = 0; i < 5; i++) expect((await signIn('10.0.0.2', 'sqa', 'nope')).status).toBe(401);
      const waits: number[] = [];
      for (let i = 0; i < 7; i++) {
        const refused = await signIn('10.0.0.2', 'sqa', 'nope');
        expect(refused.status).toBe(429);
        const wait = (refused.body.details?.[0] as { retryAfterSeconds: number }).retryAfterSeconds;
        waits.push(wait);
        clock += wait * 1000;
        expect((await signIn('10.0.0.2', 'sqa', 'nope')).status).toBe(401);
      }
      expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
      // The real user comes back with the right password once the wait is over.
      clock += 15 * 60_000 + 1000;
      expect((await signIn('10.0.0.2', 'sqa', 'Demo@1234')).status).toBe(200);
    });

    it('guesses from elsewhere do not slow the real user down', async () => {
      for (let i = 0; i < 8; i++) await signIn('203.0.113.9', 'dqa', 'guess');
      expect((await signIn('10.0.0.3', 'dqa', 'Demo@1234')).status).toBe(200);
    });

    it('lets ten parallel sign-ins with the right password all in', async () => {
      const results = await Promise.all(Array.from({ length: 10 }, () => signIn('10.0.0.4', 'head', 'Demo@1234')));
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    });

    it('counts only the failures since the last success', async () => {
      for (let i = 0; i < 4; i++) expect((await signIn('10.0.0.5', 'admin', 'nope')).status).toBe(401);
      expect((await signIn('10.0.0.5', 'admin', 'Demo@1234')).status).toBe(200);
      // Without the success these would be failures 5 to 9 of the window.
      for (let i = 0; i < 5; i++) expect((await signIn('10.0.0.5', 'admin', 'nope')).status).toBe(401);
      expect((await signIn('10.0.0.5', 'admin', 'Demo@1234')).status).toBe(429);
      clock += 15 * 60_000 + 1000;
    });

    it('throttles unknown login names alike, so the answer does not tell whether an account exists', async () => {
      for (let i = 0; i < 5; i++) expect((await signIn('10.0.0.6', 'nobody-here', 'x')).status).toBe(401);
      expect((await signIn('10.0.0.6', 'nobody-here', 'x')).status).toBe(429);
    });

    it('a spread-out attack from many addresses slows every address, and the e-mailed reset lets the real user through', async () => {
      for (let i = 0; i < 50; i++) expect((await signIn(`198.51.100.${i}`, 'sqa', 'guess')).status).toBe(401);
      expect((await signIn('10.0.0.7', 'sqa', 'Demo@1234')).status).toBe(429);
      expect((await t.call('POST', '/v1/identity/forgot-password', { body: { loginId: 'sqa' } })).status).toBe(200);
      await sent.at(-1)!.done;
      const link = tokenOf(sent.at(-1)!.message)!;
      expect((await t.call('POST', '/v1/identity/reset-password', { body: { token: link, password: 'Naya#Pass2026' } })).status).toBe(200);
      expect((await signIn('10.0.0.7', 'sqa', 'Naya#Pass2026')).status).toBe(200);
      const [u] = await t.deps.db.select().from(users).where(eq(users.loginId, 'sqa'));
      // Put the demo password back for the tests below.
      const { hashPassword } = await import('../../server/auth/password');
      await t.deps.db
        .update(users)
        .set({ passwordHash: await hashPassword('Demo@1234') })
        .where(eq(users.id, u.id));
      clock += 15 * 60_000 + 1000;
    });
  });

  describe('tokens', () => {
    const works = async (token: string) => (await t.call('GET', '/v1/user/profile', { token })).status;

    it('refreshes a token, and refuses it after logout', async () => {
      expect((await t.call('POST', '/v1/identity/token/refresh')).status).toBe(401);
      const token = await t.login('sqa');
      const refreshed = await t.call<{ jwtToken: string }>('POST', '/v1/identity/token/refresh', { token });
      expect(refreshed.status).toBe(200);
      // As the contract shows it: a bare POST, even one labelled JSON (some clients always send the header).
      const bare = await t.app.request('/v1/identity/token/refresh', {
        method: 'POST',
        headers: { authorization: `Bearer ${refreshed.body.value.jwtToken}`, 'content-type': 'application/json' },
      });
      expect(bare.status).toBe(200);
      const newest = ((await bare.json()) as { value: { jwtToken: string } }).value.jwtToken;
      expect((await t.call('POST', '/v1/identity/logout', { token: newest })).status).toBe(200);
      const after = await t.call('POST', '/v1/identity/token/refresh', { token, lang: 'hi' });
      expect(after.status).toBe(401);
      expect(after.body.errorMessage).toBe('आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।');
    });

    it('a refresh replaces the token: the old one works for a minute more, then neither works nor refreshes', async () => {
      const t1 = await t.login('dept');
      const t2 = (await t.call<{ jwtToken: string }>('POST', '/v1/identity/token/refresh', { token: t1 })).body.value.jwtToken;
      expect(await works(t1)).toBe(200);
      expect(await works(t2)).toBe(200);
      clock += 61_000;
      expect(await works(t1)).toBe(401);
      expect((await t.call('POST', '/v1/identity/token/refresh', { token: t1 })).status).toBe(401);
      expect(await works(t2)).toBe(200);
    });

    it('logging out with the refreshed token ends the first token of the sign-in as well', async () => {
      const t1 = await t.login('dept');
      const t2 = (await t.call<{ jwtToken: string }>('POST', '/v1/identity/token/refresh', { token: t1 })).body.value.jwtToken;
      expect((await t.call('POST', '/v1/identity/logout', { token: t2 })).status).toBe(200);
      expect(await works(t1)).toBe(401);
      expect(await works(t2)).toBe(401);
      expect((await t.call('POST', '/v1/identity/token/refresh', { token: t1 })).status).toBe(401);
    });

    it('a sign-in lasts 12 hours at most, however often it is refreshed', async () => {
      let token = await t.login('dept');
      for (let h = 0; h < 12 * 4 - 1; h++) {
        clock += 15 * 60_000;
        // A user at work all day: each refresh reports activity, so the idle limit never ends it.
        const res = await t.call<{ jwtToken: string }>('POST', '/v1/identity/token/refresh', { token, body: { idleSeconds: 0 } });
        expect(res.status, `refresh ${h}`).toBe(200);
        token = res.body.value.jwtToken;
      }
      clock += 15 * 60_000;
      expect((await t.call('POST', '/v1/identity/token/refresh', { token, body: { idleSeconds: 0 } })).status).toBe(401);
      expect(await works(token)).toBe(401);
    });

    it('reactivating a user does not revive the tokens handed out before the deactivation', async () => {
      const admin = await t.login('admin');
      const old = await t.login('dqa');
      const [u] = await t.deps.db.select().from(users).where(eq(users.loginId, 'dqa'));
      clock += 1_000;
      expect((await t.call('POST', `/v1/user/${u.id}/inactive`, { token: admin })).status).toBe(200);
      expect((await t.call('POST', '/v1/user/set', { token: admin, body: { userId: u.id, active: true } })).status).toBe(200);
      expect(await works(old)).toBe(401);
      expect(await works(await t.login('dqa'))).toBe(200);
    });

    it("refuses a token 30 minutes after it was issued, on the app's clock", async () => {
      const token = await t.login('sqa');
      clock += 29 * 60_000;
      expect((await t.call('GET', '/v1/user/profile', { token })).status).toBe(200);
      clock += 60_000;
      expect((await t.call('GET', '/v1/user/profile', { token })).status).toBe(401);
    });
  });

  describe('forgot password and reset', () => {
    let token: string;

    it('asks for the login name when it is empty, in both languages', async () => {
      const en = await t.call('POST', '/v1/identity/forgot-password', { body: { loginId: '  ' } });
      expect(en.status).toBe(400);
      expect(en.body).toMatchObject({ errorMessage: 'Please enter login name', details: [{ field: 'loginId', problem: 'required' }] });
      const hi = await t.call('POST', '/v1/identity/forgot-password', { body: {}, lang: 'hi' });
      expect(hi.status).toBe(400);
      expect(hi.body.errorMessage).toBe('कृपया लॉगिन नाम दर्ज करें');
      const extra = await t.call('POST', '/v1/identity/forgot-password', { body: { loginId: 'head', email: 'x' } });
      expect(extra.status).toBe(400);
      expect(extra.body.details).toEqual([expect.objectContaining({ field: 'email', problem: 'additionalProperties' })]);
    });

    it('answers the same for an unknown login name, and sends nothing', async () => {
      const before = sent.length;
      const res = await t.call('POST', '/v1/identity/forgot-password', { body: { loginId: 'no-such-user' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'SUCCESS', message: 'Reset password link sent to the e-mail' });
      expect(sent.length).toBe(before);
    });

    it("mails a reset link, written to the outbox, and keeps only the token's SHA-256", async () => {
      const res = await t.call('POST', '/v1/identity/forgot-password', { body: { loginId: 'head' }, lang: 'hi' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('पासवर्ड रीसेट करने का लिंक ई-मेल पर भेज दिया गया है');
      const mail = sent.at(-1)!;
      expect(mail.message.to).toBe('head@example.org');
      expect(mail.message.text).toContain('http://localhost:0/session/reset-password?token=');
      token = tokenOf(mail.message)!;
      const file = (await mail.done).file!;
      expect(file).toMatch(/outbox\/.+\.eml$/);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^To: head@example.org$/m);
      const [user] = await t.deps.db.select().from(users).where(eq(users.loginId, 'head'));
      const rows = await t.deps.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(rows[0].tokenHash).not.toContain(token);
      expect(rows[0].expiresAt.getTime()).toBe(clock + 60 * 60_000);
    });

    it('refuses a password that breaks the policy, and keeps the token', async () => {
      for (const password of ['Ab1!', 'abcdefgh1', 'abcdefg!!', '12345678!']) {
        const res = await t.call('POST', '/v1/identity/reset-password', { body: { token, password } });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ errorMessage: 'Password must have at least 8 characters, including a letter, a digit and a symbol', details: [{ field: 'password' }] });
      }
      const hi = await t.call('POST', '/v1/identity/reset-password', { body: { token, password: 'short' }, lang: 'hi' });
      expect(hi.body.errorMessage).toBe('पासवर्ड कम से कम 8 वर्णों का होना चाहिए, जिसमें कम से कम एक अक्षर, एक अंक और एक विशेष चिह्न हो');
    });

    it('sets the new password once; the link then no longer works', async () => {
      const res = await t.call('POST', '/v1/identity/reset-password', { body: { token, password: 'Naya#Pass2026' } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Password changed successfully');
      expect((await t.call('POST', '/v1/identity/web/auth', auth('head', 'Naya#Pass2026'))).status).toBe(200);
      expect((await t.call('POST', '/v1/identity/web/auth', auth('head', 'Demo@1234'))).status).toBe(401);
      const again = await t.call('POST', '/v1/identity/reset-password', { body: { token, password: 'Other#Pass2026' }, lang: 'hi' });
      expect(again.status).toBe(400);
      expect(again.body.errorMessage).toBe('पासवर्ड रीसेट का यह लिंक अमान्य है, पहले ही उपयोग हो चुका है या उसकी समय-सीमा समाप्त हो गई है। कृपया नया लिंक मँगाएँ।');
      const unknown = await t.call('POST', '/v1/identity/reset-password', { body: { token: 'made-up-token', password: 'Other#Pass2026' } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errorMessage).toBe('This password reset link is invalid, already used or expired. Please request a new one.');
    });

    it('refuses a link after one hour', async () => {
      await t.call('POST', '/v1/identity/forgot-password', { body: { loginId: 'head' } });
      const late = tokenOf(sent.at(-1)!.message)!;
      clock += 60 * 60_000 + 1000;
      const res = await t.call('POST', '/v1/identity/reset-password', { body: { token: late, password: 'Later#Pass2026' } });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('resetLinkInvalid');
      expect((await t.call('POST', '/v1/identity/web/auth', auth('head', 'Naya#Pass2026'))).status).toBe(200);
    });

    it('uses up the other open links of the account when one is used', async () => {
      await t.call('POST', '/v1/identity/forgot-password', { body: { loginId: 'sqa' } });
      await t.call('POST', '/v1/identity/forgot-password', { body: { loginId: 'sqa' } });
      const [first, second] = sent.slice(-2).map((m) => tokenOf(m.message)!);
      expect((await t.call('POST', '/v1/identity/reset-password', { body: { token: second, password: 'Sqa#Pass2026' } })).status).toBe(200);
      expect((await t.call('POST', '/v1/identity/reset-password', { body: { token: first, password: 'Sqa#Pass2027' } })).status).toBe(400);
    });
  });

  describe('forgot login name', () => {
    it('needs an e-mail address or a valid mobile number', async () => {
      const none = await t.call('POST', '/v1/identity/forgot-userid', { body: {} });
      expect(none.status).toBe(400);
      expect(none.body.errorMessage).toBe('Please enter e-mail or mobile number');
      const bad = await t.call('POST', '/v1/identity/forgot-userid', { body: { mobile: '12345' }, lang: 'hi' });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ errorMessage: 'मोबाइल नंबर मान्य नहीं है', details: [{ field: 'mobile', problem: 'invalidMobile', message: 'मोबाइल नंबर मान्य नहीं है' }] });
    });

    it('mails the login name to the account found by mobile number or e-mail address', async () => {
      const byMobile = await t.call('POST', '/v1/identity/forgot-userid', { body: { mobile: '+91 98123-45670' } });
      expect(byMobile.status).toBe(200);
      expect(byMobile.body.message).toBe('Login name sent to the e-mail');
      expect(sent.at(-1)!.message).toMatchObject({ to: 'head@example.org' });
      expect(sent.at(-1)!.message.text).toMatch(/^ {2}head$/m);
      await t.call('POST', '/v1/identity/forgot-userid', { body: { email: 'ADMIN@example.org' } });
      expect(sent.at(-1)!.message.to).toBe('admin@example.org');
      expect(sent.at(-1)!.message.text).toMatch(/^ {2}admin$/m);
    });

    it('answers the same when nothing matches, and sends nothing', async () => {
      const before = sent.length;
      const res = await t.call('POST', '/v1/identity/forgot-userid', { body: { email: 'nobody@example.org', mobile: '9000000001' } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Login name sent to the e-mail');
      expect(sent.length).toBe(before);
    });
  });
});
