import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pruneSessions } from '../../server/auth/sessions';
import { userSessions, users } from '../../server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

const MIN = 60_000;

/** Issue #16 item 8: a sign-in left without activity ends, on the server as in the web app. */
describe.each(testDatabases)('idle time-out on %s', (kind) => {
  let t: TestApp;
  let clock = Date.parse('2026-11-23T09:00:00.000Z');
  const works = async (token: string) => (await t.call('GET', '/v1/user/profile', { token })).status;
  /** A refresh as the web app makes it (idleSeconds) or as the contract allows it (no body). */
  const refresh = (token: string, idleSeconds?: number) =>
    t.call<{ jwtToken: string; idleTimeoutSeconds: number }>('POST', '/v1/identity/token/refresh', { token, body: idleSeconds === undefined ? undefined : { idleSeconds } });
  const fresh = async (token: string, idleSeconds?: number) => {
    const res = await refresh(token, idleSeconds);
    expect(res.status).toBe(200);
    return res.body.value.jwtToken;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.deps.now = () => new Date(clock);
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    delete process.env.SESSION_IDLE_MINUTES;
    clock += 24 * 60 * MIN;
  });

  it('tells the web app the limit at sign-in and at each refresh (30 minutes by default)', async () => {
    const res = await t.call<{ idleTimeoutSeconds: number; jwtToken: string }>('POST', '/v1/identity/web/auth', { body: { loginId: 'dqa', loginKey: 'Demo@1234' } });
    expect(res.body.value.idleTimeoutSeconds).toBe(1800);
    expect((await refresh(res.body.value.jwtToken, 0)).body.value.idleTimeoutSeconds).toBe(1800);
  });

  it('a tab that only refreshes its token on a timer is signed out after 30 minutes, however fresh the token', async () => {
    const token = await t.login('dqa');
    clock += 15 * MIN;
    const second = await fresh(token);
    clock += 14 * MIN + 59_000;
    const third = await fresh(second);
    clock += 1_000;
    // The token is a minute old, the session half an hour without a sign of its user.
    expect(await works(third)).toBe(401);
    const refused = await refresh(third, 0);
    expect(refused.status).toBe(401);
    expect(refused.body.errorMessage).toBe('Your session has expired. Please sign in again.');
  });

  it('every call but the refresh is activity', async () => {
    const token = await t.login('sqa');
    clock += 20 * MIN;
    expect(await works(token)).toBe(200);
    clock += 5 * MIN;
    const second = await fresh(token);
    clock += 24 * MIN;
    expect(await works(second)).toBe(200);
    clock += 5 * MIN;
    const third = await fresh(second);
    clock += 24 * MIN + 59_000;
    const fourth = await fresh(third);
    clock += 1_000;
    expect(await works(fourth)).toBe(401);
  });

  it('the activity a refresh reports moves the idle clock, never back, and never revives an idle session', async () => {
    const token = await t.login('dept');
    clock += 15 * MIN;
    // The user last touched the app a minute ago: active at 14 minutes.
    const second = await fresh(token, 60);
    clock += 15 * MIN;
    // Idle 20 minutes by this report, but the session already knows of activity at 14: kept.
    const third = await fresh(second, 20 * 60);
    clock += 13 * MIN + 59_000;
    expect((await refresh(third, 30 * 60)).status).toBe(200);
    clock += 1_000;
    expect(await works(third)).toBe(401);
    // "I was active just now" comes too late for a session already idle for 30 minutes.
    expect((await refresh(third, 0)).status).toBe(401);
  });

  it('an idle session stays refused after the refresh grace of its old token', async () => {
    const token = await t.login('head');
    clock += 30 * MIN - 1_000;
    const next = await fresh(token, 0);
    expect(await works(next)).toBe(200);
    expect(await works(token)).toBe(200);
    clock += 30 * MIN;
    expect(await works(next)).toBe(401);
    expect(await works(token)).toBe(401);
  });

  it('follows SESSION_IDLE_MINUTES', async () => {
    process.env.SESSION_IDLE_MINUTES = '5';
    const res = await t.call<{ idleTimeoutSeconds: number; jwtToken: string }>('POST', '/v1/identity/web/auth', { body: { loginId: 'admin', loginKey: 'Demo@1234' } });
    expect(res.body.value.idleTimeoutSeconds).toBe(300);
    const token = res.body.value.jwtToken;
    clock += 4 * MIN;
    expect(await works(token)).toBe(200);
    clock += 4 * MIN + 59_000;
    expect(await works(token)).toBe(200);
    clock += 5 * MIN;
    expect(await works(token)).toBe(401);
  });

  it('refuses a refresh body that is not a report of idle seconds, in both languages', async () => {
    const token = await t.login('admin');
    for (const body of [{ idleSeconds: -1 }, { idleSeconds: 1.5 }, { idleSeconds: '10' }, { other: true }]) {
      const res = await t.call('POST', '/v1/identity/token/refresh', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const hi = await t.call('POST', '/v1/identity/token/refresh', { token, body: { idleSeconds: -1 }, lang: 'hi' });
    expect(hi.body.errorMessage).toMatch(/[\u0900-\u097F]/);
    expect((await refresh(token)).status).toBe(200);
  });

  it('housekeeping deletes sessions idle past the limit more than a day ago', async () => {
    const [head] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'head'));
    const now = new Date(clock);
    const ago = (minutes: number) => new Date(now.getTime() - minutes * MIN);
    await t.deps.db.insert(userSessions).values([
      { sid: 'idle-long-ago', userId: head.id, startedAt: ago(26 * 60), lastActiveAt: ago(25 * 60), currentJti: 'x' },
      { sid: 'idle-today', userId: head.id, startedAt: ago(3 * 60), lastActiveAt: ago(2 * 60), currentJti: 'y' },
    ]);
    await pruneSessions(t.deps.db, now);
    const left = (await t.deps.db.select({ sid: userSessions.sid }).from(userSessions)).map((r) => r.sid);
    expect(left).not.toContain('idle-long-ago');
    expect(left).toContain('idle-today');
  });
});
