import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/**
 * Every place a password is typed is a place to guess one: the answers must not tell more than
 * "wrong", and guesses are slowed the same way everywhere (issue 15, item 10).
 */
describe.each(testDatabases)('password guessing on %s', (kind) => {
  let t: TestApp;
  let clock = Date.parse('2026-11-24T09:00:00Z');
  const signIn = (loginId: string, loginKey: string) => t.call<unknown>('POST', '/v1/identity/web/auth', { body: { loginId, loginKey } });

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.deps.now = () => new Date(clock);
  });
  afterAll(async () => t?.close());

  it('an inactive account answers the right password exactly as a wrong one', async () => {
    const admin = await t.login('admin');
    const dqa = (await t.call<{ items: { userId: number; loginId: string }[] }>('POST', '/v1/user/list', { token: admin, body: { search: 'dqa' } })).body.value.items.find(
      (u) => u.loginId === 'dqa',
    )!;
    expect((await t.call('POST', `/v1/user/${dqa.userId}/inactive`, { token: admin })).status).toBe(200);
    const right = await signIn('dqa', 'Demo@1234');
    const wrong = await signIn('dqa', 'Not@the1pass');
    expect(right.status).toBe(401);
    expect({ ...right.body, requestId: '' }).toEqual({ ...wrong.body, requestId: '' });
  });

  it('a stolen token cannot try current passwords at speed: after five wrong ones the profile makes it wait, and sign-in too', async () => {
    clock += 3_600_000;
    const token = await t.login('sqa');
    const change = (currentPassword: string) => t.call<unknown>('POST', '/v1/user/profile', { token, lang: 'hi', body: { currentPassword, newPassword: 'Naya#Pass2026' } });
    for (let i = 0; i < 5; i++) expect((await change(`Guess#${i}pass`)).status).toBe(400);
    const waiting = await change('Guess#6pass');
    expect(waiting.status).toBe(429);
    expect(waiting.body.details?.[0]).toMatchObject({ field: 'currentPassword', problem: 'tooManyAttempts', retryAfterSeconds: 30 });
    // Even the right password waits: the guesser cannot tell a hit from a miss by the answer.
    expect((await change('Demo@1234')).status).toBe(429);
    expect((await signIn('sqa', 'Demo@1234')).status).toBe(429);
    clock += 31_000;
    const changed = await change('Demo@1234');
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await signIn('sqa', 'Naya#Pass2026')).status).toBe(200);
  });

  // Audit, issue 31 finding 1: the count was read before the check and written after it, so a
  // burst had every guess checked and a right one inside it signed in.
  it('a burst of 40 parallel guesses checks at most five passwords, and the right one inside it is refused', async () => {
    clock += 3_600_000;
    const tries = Array.from({ length: 40 }, (_, i) => (i === 20 ? 'Demo@1234' : `Burst#${i}guess`));
    const answers = await Promise.all(tries.map((password) => signIn('dept', password)));
    const checked = await t.deps.db.select().from(loginAttempts).where(eq(loginAttempts.loginId, 'dept'));
    const inBurst = checked.filter((a) => a.at.getTime() === clock);
    expect(inBurst.length).toBeLessThanOrEqual(5);
    expect(inBurst.every((a) => !a.success)).toBe(true);
    expect(answers[20].status).toBe(429);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(inBurst.length);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40 - inBurst.length);
    // Once the wait has passed, the right password signs in: the burst locked nobody out for good.
    clock += 31_000;
    expect((await signIn('dept', 'Demo@1234')).status).toBe(200);
  });

  it("a burst at the profile's current-password check is counted the same way", async () => {
    clock += 3_600_000;
    const token = await t.login('head');
    const change = (currentPassword: string) => t.call<unknown>('POST', '/v1/user/profile', { token, body: { currentPassword, newPassword: 'Dusra#Pass2026' } });
    const tries = Array.from({ length: 40 }, (_, i) => (i === 20 ? 'Demo@1234' : `Burst#${i}guess`));
    const answers = await Promise.all(tries.map(change));
    expect(answers[20].status).toBe(429);
    expect(answers.filter((a) => a.status === 400).length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(35);
    expect(answers.some((a) => a.status === 200)).toBe(false);
  });
});
