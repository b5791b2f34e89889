import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
