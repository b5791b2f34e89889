import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import type { MailMessage } from '../../server/mail/mailer';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/** A changed password ends the sessions opened before it: someone who took a token loses it. */
describe.each(testDatabases)('password changes end open sessions on %s', (kind) => {
  let t: TestApp;
  let clock = Date.parse('2026-11-21T10:00:00.250Z');
  const mails: MailMessage[] = [];
  const works = async (token: string) => (await t.call('GET', '/v1/user/profile', { token })).status;

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.deps.now = () => new Date(clock);
    const real = t.deps.mailer!;
    t.deps.mailer = { appUrl: real.appUrl, send: (message) => (mails.push(message), real.send(message)) };
  });
  afterAll(async () => t?.close());

  it('a password reset through the e-mailed link ends every session opened before it', async () => {
    const taken = await t.login('head');
    expect(await works(taken)).toBe(200);
    clock += 5_000;
    expect((await t.call('POST', '/v1/identity/forgot-password', { body: { loginId: 'head' } })).status).toBe(200);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text)![1];
    expect((await t.call('POST', '/v1/identity/reset-password', { body: { token, password: 'Naya#Pass2026' } })).status).toBe(200);
    expect(await works(taken)).toBe(401);
    // Signing in again, even within the same second, gives a token that works.
    expect(await works(await t.login('head', 'Naya#Pass2026'))).toBe(200);
  });

  it('changing one’s own password ends the other sessions; this one goes on with the fresh token it gets', async () => {
    clock += 60_000;
    const elsewhere = await t.login('dqa');
    const here = await t.login('dqa');
    clock += 2_000;
    const res = await t.call<{ jwtToken?: string }>('POST', '/v1/user/profile', { token: here, body: { currentPassword: 'Demo@1234', newPassword: 'Naya#Pass2026' } });
    expect(res.status).toBe(200);
    expect(typeof res.body.value.jwtToken).toBe('string');
    expect(await works(elsewhere)).toBe(401);
    expect(await works(here)).toBe(401);
    expect(await works(res.body.value.jwtToken!)).toBe(200);
    // A profile edit without a new password ends nothing and hands out no token.
    const plain = await t.call<{ jwtToken?: string }>('POST', '/v1/user/profile', { token: res.body.value.jwtToken!, body: { city: 'Ambala' } });
    expect(plain.status).toBe(200);
    expect(plain.body.value.jwtToken).toBeUndefined();
    expect(await works(res.body.value.jwtToken!)).toBe(200);
  });

  it('a password set by an administrator ends that user’s sessions, and only theirs', async () => {
    clock += 60_000;
    const sqa = await t.login('sqa');
    const admin = await t.login('admin');
    clock += 1_000;
    const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'sqa'));
    expect((await t.call('POST', '/v1/user/set', { token: admin, body: { userId: row.id, password: 'Naya#Pass2026' } })).status).toBe(200);
    expect(await works(sqa)).toBe(401);
    expect(await works(admin)).toBe(200);
    expect(await works(await t.login('sqa', 'Naya#Pass2026'))).toBe(200);
  });

  it('an administrator who sets their own password through user management goes on with the fresh token', async () => {
    clock += 60_000;
    const admin = await t.login('admin');
    clock += 1_000;
    const [me] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'admin'));
    const res = await t.call<{ jwtToken?: string }>('POST', '/v1/user/set', { token: admin, body: { userId: me.id, password: 'Naya#Pass2026' } });
    expect(res.status).toBe(200);
    expect(await works(admin)).toBe(401);
    expect(await works(res.body.value.jwtToken!)).toBe(200);
  });
});
