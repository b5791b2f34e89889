import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJobs } from '../../server/db/schema';
import { jobSettingsFromEnv } from '../../server/jobs/handlers';
import { installJobQueue } from '../../server/jobs/job-queue';
import { jobsOf } from '../support/jobs';
import { startTestApp, type TestApp } from '../support/test-app';
import { testDatabases } from '../support/test-db';

/** An upgrade from the hand-written queue (mail_jobs) loses no job that was still waiting there. */
describe.each(testDatabases)('the job queue after an upgrade on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('moves the waiting mail_jobs rows into pg-boss once, and leaves the sent ones as the record', async () => {
    const later = new Date(Date.now() + 3600_000);
    await t.deps.db.insert(mailJobs).values([
      { kind: 'account.requested', payload: { requestId: 41 }, runAfter: later },
      { kind: 'account.requested', payload: { requestId: 42 }, sentAt: new Date() },
    ]);
    // What every server process does at start.
    await installJobQueue(t.database, jobSettingsFromEnv({}));
    await installJobQueue(t.database, jobSettingsFromEnv({}));
    const moved = await jobsOf(t.deps.db, 'account.requested');
    expect(moved.map((j) => [j.state, j.data])).toEqual([['created', { requestId: 41 }]]);
    expect(await t.deps.db.select().from(mailJobs).where(isNull(mailJobs.sentAt))).toEqual([]);
    expect((await t.deps.db.select().from(mailJobs)).map((r) => r.payload)).toEqual([{ requestId: 42 }]);
  });
});
