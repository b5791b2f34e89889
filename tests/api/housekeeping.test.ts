import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountRequests, loginAttempts, passwordResetTokens, rateBuckets, revokedTokens, userSessions, users } from '../../server/db/schema';
import { pruneExpired } from '../../server/jobs/housekeeping';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

describe.each(testDatabases)('housekeeping on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('deletes expired revoked tokens, dead reset links, sessions ended or past their lifetime a day ago, sign-in attempts past the record, rate-limit buckets refilled long ago and month-old sign-ups with a taken name, and keeps the rest', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * 24 * 3600_000);
    const [head] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'head'));
    await t.deps.db.insert(revokedTokens).values([
      { jti: 'expired', expiresAt: ago(1) },
      { jti: 'still-valid', expiresAt: new Date(now.getTime() + 600_000) },
    ]);
    await t.deps.db.insert(passwordResetTokens).values([
      { tokenHash: 'expired', userId: head.id, expiresAt: ago(1) },
      { tokenHash: 'used', userId: head.id, expiresAt: new Date(now.getTime() + 600_000), usedAt: ago(0.01) },
      { tokenHash: 'open', userId: head.id, expiresAt: new Date(now.getTime() + 600_000) },
    ]);
    await t.deps.db.insert(loginAttempts).values([
      { loginId: 'pruned', success: false, at: ago(91) },
      { loginId: 'kept', success: false, at: ago(89) },
    ]);
    await t.deps.db.insert(rateBuckets).values([
      { bucket: 'POST /v1/user/register 198.51.100.7', tat: ago(2) },
      { bucket: 'POST /v1/user/register 198.51.100.8', tat: ago(0.01) },
    ]);

    await t.deps.db.insert(userSessions).values([
      { sid: 'ended-long-ago', userId: head.id, startedAt: ago(3), endedAt: ago(2), currentJti: 'a' },
      { sid: 'past-its-lifetime', userId: head.id, startedAt: ago(3), currentJti: 'b' },
      { sid: 'open', userId: head.id, startedAt: ago(0.1), currentJti: 'c' },
      { sid: 'ended-today', userId: head.id, startedAt: ago(0.2), endedAt: ago(0.1), currentJti: 'd' },
    ]);

    // Sign-ups: a taken name's record goes after 30 days; requests someone decides, or will, stay.
    const request = (loginId: string, status: string, daysAgo: number) => ({
      udise: '06010100101',
      loginId,
      passwordHash: '',
      firstName: 'Asha',
      email: `${loginId}@example.org`,
      mobile: '9876543210',
      status,
      createdAt: ago(daysAgo),
    });
    await t.deps.db
      .insert(accountRequests)
      .values([
        request('taken-old', 'NAME_TAKEN', 31),
        request('taken-recent', 'NAME_TAKEN', 29),
        request('pending-old', 'PENDING', 100),
        request('rejected-old', 'REJECTED', 100),
      ]);

    expect(await pruneExpired(t.deps.db, now)).toMatchObject({ revokedTokens: 1, resetTokens: 2, loginAttempts: 1, rateLimits: 1, sessions: 2, nameTakenRequests: 1 });
    const requests = (await t.deps.db.select({ loginId: accountRequests.loginId }).from(accountRequests)).map((r) => r.loginId);
    expect(requests).toEqual(expect.arrayContaining(['taken-recent', 'pending-old', 'rejected-old']));
    expect(requests).not.toContain('taken-old');
    expect((await t.deps.db.select().from(userSessions)).map((r) => r.sid).sort()).toEqual(['ended-today', 'open']);
    // The current window's count survives: pruning must not lift a limit in force.
    expect((await t.deps.db.select().from(rateBuckets)).map((r) => r.tat.getTime())).toEqual([ago(0.01).getTime()]);
    expect((await t.deps.db.select().from(revokedTokens)).map((r) => r.jti)).toContain('still-valid');
    expect((await t.deps.db.select().from(revokedTokens)).map((r) => r.jti)).not.toContain('expired');
    expect((await t.deps.db.select().from(passwordResetTokens)).map((r) => r.tokenHash)).toEqual(['open']);
    const attempts = (await t.deps.db.select().from(loginAttempts)).map((r) => r.loginId);
    expect(attempts).toContain('kept');
    expect(attempts).not.toContain('pruned');
    // A second run (another server process) finds nothing left to do.
    expect(await pruneExpired(t.deps.db, now)).toEqual({ revokedTokens: 0, resetTokens: 0, loginAttempts: 0, rateLimits: 0, sessions: 0, nameTakenRequests: 0 });
  });
});
