import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../server/auth/sessions';
import { users } from '../../server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/**
 * Tokens under the pressure of ordinary use: two tabs refreshing at once, and an account
 * deactivated in the very second one of its tokens was issued (audit, issue 31 findings 4 and 5).
 */
describe.each(testDatabases)('token races on %s', (kind) => {
  let t: TestApp;
  // A whole second plus a quarter: the sign-in and the deactivation below fall in one second.
  let clock = Date.parse('2026-11-28T09:00:00.250Z');
  const works = async (token: string) => (await t.call('GET', '/v1/user/profile', { token })).status;
  const refresh = (token: string) => t.call<{ jwtToken: string }>('POST', '/v1/identity/token/refresh', { token });

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.deps.now = () => new Date(clock);
  });
  afterAll(async () => t?.close());

  it('two tabs refreshing one token at the same moment both stay signed in, past the grace minute too', async () => {
    const first = await t.login('dept');
    const [a, b] = await Promise.all([refresh(first), refresh(first)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await works(a.body.value.jwtToken)).toBe(200);
    expect(await works(b.body.value.jwtToken)).toBe(200);
    clock += 61_000;
    // The grace is over: the replaced token is refused, both tabs' tokens are not.
    expect(await works(first)).toBe(401);
    expect(await works(a.body.value.jwtToken)).toBe(200);
    expect(await works(b.body.value.jwtToken)).toBe(200);
    // Each tab goes on refreshing on its own timer; whichever comes second gets the other's newest.
    const a2 = await refresh(a.body.value.jwtToken);
    clock += 20_000;
    const b2 = await refresh(b.body.value.jwtToken);
    expect([a2.status, b2.status]).toEqual([200, 200]);
    clock += 61_000;
    expect(await works(a2.body.value.jwtToken)).toBe(200);
    expect(await works(b2.body.value.jwtToken)).toBe(200);
    // Logging out in one tab ends the sign-in for both, as it should, and answers 200, not 401.
    expect((await t.call('POST', '/v1/identity/logout', { token: b2.body.value.jwtToken })).status).toBe(200);
    expect(await works(a2.body.value.jwtToken)).toBe(401);
  });

  it('a tab that refreshes with the replaced token a little later keeps the other tab signed in', async () => {
    clock += 60_000;
    const first = await t.login('sqa');
    const tabA = (await refresh(first)).body.value.jwtToken;
    clock += 10_000;
    const late = await refresh(first);
    expect(late.status).toBe(200);
    expect((await t.call('POST', '/v1/identity/logout', { token: tabA })).status).toBe(200);
    expect(await works(late.body.value.jwtToken)).toBe(401);
  });

  it('the replaced token cannot refresh once the grace minute is over', async () => {
    clock += 60_000;
    const first = await t.login('sqa');
    const next = (await refresh(first)).body.value.jwtToken;
    clock += 61_000;
    expect((await refresh(first)).status).toBe(401);
    expect(await works(next)).toBe(200);
  });

  it('a token issued in the same second as a deactivation stays dead after reactivation', async () => {
    clock = Math.floor(clock / 1000) * 1000 + 60_250;
    const admin = await t.login('admin');
    const [u] = await t.deps.db.select().from(users).where(eq(users.loginId, 'dqa'));
    for (let trial = 0; trial < 10; trial++) {
      clock += 2_000;
      const taken = await t.login('dqa');
      clock += 300;
      expect((await t.call('POST', `/v1/user/${u.id}/inactive`, { token: admin })).status).toBe(200);
      expect((await t.call('POST', '/v1/user/set', { token: admin, body: { userId: u.id, active: true } })).status).toBe(200);
      expect(await works(taken), `trial ${trial}`).toBe(401);
      expect((await refresh(taken)).status).toBe(401);
    }
    expect(await works(await t.login('dqa'))).toBe(200);
  });

  it('a sign-in whose password check straddles a deactivation opens a session that reactivation does not revive', async () => {
    clock += 60_000;
    const admin = await t.login('admin');
    const [before] = await t.deps.db.select().from(users).where(eq(users.loginId, 'head'));
    // The sign-in read the account (and its epoch); the deactivation lands before the session is opened.
    expect((await t.call('POST', `/v1/user/${before.id}/inactive`, { token: admin })).status).toBe(200);
    const opened = await openSession(t.deps.db, t.deps.jwtSecret, before.id, new Date(clock), before.sessionEpoch);
    expect((await t.call('POST', '/v1/user/set', { token: admin, body: { userId: before.id, active: true } })).status).toBe(200);
    expect(await works(opened)).toBe(401);
  });
});
